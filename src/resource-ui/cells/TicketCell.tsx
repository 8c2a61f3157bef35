import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import { Suspense, useState } from 'react';
import type { CellProps } from '../types';
import { usePageText } from '../../pages/player/usePageText';
import { lazyNamed } from '../lazyNamed';

// Dialogs load as their own chunks when first opened.
const TicketDialog = lazyNamed(() => import('../../pages/ticket/TicketDialog'), 'TicketDialog');

/** The eye icon of a betslip row, opening its printable ticket. */
export function TicketCell({ record }: CellProps) {
  const t = usePageText();
  const [open, setOpen] = useState(false);
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <IconButton size="small" onClick={() => setOpen(true)} aria-label={t('app.ticket.open')} data-testid="ticket-open">
        <VisibilityIcon fontSize="small" />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <TicketDialog row={record} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </span>
  );
}
