import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import type { CellProps } from '../types';
import { usePageText } from '../../pages/player/usePageText';
import { TicketDialog } from '../../pages/ticket/TicketDialog';

/** The eye icon of a betslip row, opening its printable ticket. */
export function TicketCell({ record }: CellProps) {
  const t = usePageText();
  const [open, setOpen] = useState(false);
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <IconButton size="small" onClick={() => setOpen(true)} aria-label={t('app.ticket.open')} data-testid="ticket-open">
        <VisibilityIcon fontSize="small" />
      </IconButton>
      {open && <TicketDialog row={record} onClose={() => setOpen(false)} />}
    </span>
  );
}
