import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';

/** The quick links list's header: how a page is pinned (the pin in the top bar keeps the list's filters). */
export function QuickLinksHint() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center" data-testid="quick-links-hint">
      <PushPinOutlinedIcon fontSize="small" color="action" />
      <Typography variant="body2" color="text.secondary">
        {translate('app.quickLinks.hint')}
      </Typography>
    </Stack>
  );
}
