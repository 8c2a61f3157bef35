import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';

/** Links from a finance screen to the screens that shape it (accounts, categories, rules, files). */
export function SpotLinks({ links }: { links: readonly { to: string; label: string }[] }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {links.map((link) => (
        <Button key={link.to} component={RouterLink} to={link.to} size="small" variant="outlined">
          {translate(link.label)}
        </Button>
      ))}
    </Stack>
  );
}
