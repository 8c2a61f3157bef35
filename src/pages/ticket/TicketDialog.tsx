import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import { betslip, type Betslip } from '../../../resources/betslip';
import { FullRecord, useFullRecord } from '../../resource-ui/FullRecord';
import type { AnyRecord } from '../../resource-ui/types';
import { usePageText } from '../player/usePageText';
import { TicketCard } from './TicketCard';

/** Printing shows the ticket alone: everything else is hidden by the print stylesheet. */
const PRINT_STYLES = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '#ticket-print, #ticket-print *': { visibility: 'visible' },
    '#ticket-print': { position: 'absolute', left: 0, top: 0, border: 'none' },
  },
} as const;

/**
 * The ticket dialog (max width 600) with Print and Close, for a betslip list row: list rows come
 * without bet rows, so the dialog reads the whole betslip first.
 */
export function TicketDialog({ row, onClose }: { row: AnyRecord; onClose: () => void }) {
  const t = usePageText();
  const ready = useFullRecord(betslip, row).status === 'ready';
  return (
    <Dialog open onClose={onClose} aria-labelledby="ticket-title" slotProps={{ paper: { sx: { maxWidth: 600, width: '100%' } } }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <DialogTitle id="ticket-title">{t('app.ticket.title')}</DialogTitle>
      <DialogContent>
        <FullRecord definition={betslip} record={row}>
          {(full) => <TicketCard betslip={full as unknown as Betslip} />}
        </FullRecord>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.ticket.close')}</Button>
        <Button variant="contained" onClick={() => window.print()} disabled={!ready} data-testid="ticket-print-button">
          {t('app.ticket.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
