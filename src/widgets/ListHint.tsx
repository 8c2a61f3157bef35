import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';

export interface ListHintProps {
  /** The explanation. */
  text: string;
  /** Beside the text: a link to a related page. */
  action?: ReactNode;
  'data-testid'?: string;
}

/**
 * A list header's explanation with an optional link beside it. On a phone the text takes one line,
 * ending with "…", and a tap unfolds it, so the table and its pager keep the window's height.
 *
 * @example
 * <ListHint text={translate('app.withdrawals.rulesHint')} action={<Button>…</Button>} />
 */
export function ListHint({ text, action, 'data-testid': testId }: ListHintProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [unfolded, setUnfolded] = useState(false);
  const folded = phone && !unfolded;
  const unfold = phone
    ? {
        role: 'button',
        tabIndex: 0,
        'aria-expanded': unfolded,
        onClick: () => setUnfolded(!unfolded),
        onKeyDown: (event: { key: string }) => ['Enter', ' '].includes(event.key) && setUnfolded(!unfolded),
      }
    : {};
  return (
    <Stack direction="row" spacing={phone ? 1 : 2} alignItems="center" flexWrap={phone ? 'nowrap' : 'wrap'} useFlexGap data-testid={testId}>
      <Typography
        variant="body2"
        color="text.secondary"
        noWrap={folded}
        title={folded ? text : undefined}
        sx={{ flex: '1 1 320px', minWidth: 0, cursor: phone ? 'pointer' : undefined }}
        {...unfold}
      >
        {text}
      </Typography>
      {action}
    </Stack>
  );
}
