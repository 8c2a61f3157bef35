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

/** The class of the dialog's root, which the print stylesheet keeps. */
const PRINT_ROOT = 'ticket-print-root';

/**
 * Printing shows the ticket alone, on one page: the console behind the dialog is invisible and
 * folded to no height (made invisible only, it kept its height and printed blank pages; taken out
 * with `display: none`, its list would measure nothing and drop the row that holds this dialog),
 * and the dialog's frame, title and buttons are taken out of the flow.
 */
const PRINT_STYLES = {
  '@page': { margin: '10mm' },
  '@media print': {
    'html, body': { height: 'auto !important', overflow: 'visible !important', padding: '0 !important', background: '#fff' },
    [`body > *:not(.${PRINT_ROOT})`]: { visibility: 'hidden !important', height: '0 !important', overflow: 'hidden !important' },
    [`.${PRINT_ROOT}, .${PRINT_ROOT} .MuiDialog-container, .${PRINT_ROOT} .MuiDialog-paper, .${PRINT_ROOT} .MuiDialogContent-root`]: {
      position: 'static !important',
      display: 'block !important',
      height: 'auto !important',
      maxHeight: 'none !important',
      overflow: 'visible !important',
      margin: '0 !important',
      padding: '0 !important',
      boxShadow: 'none !important',
      transform: 'none !important',
    },
    [`.${PRINT_ROOT} .MuiBackdrop-root, .${PRINT_ROOT} .MuiDialogTitle-root, .${PRINT_ROOT} .MuiDialogActions-root`]: {
      display: 'none !important',
    },
    '#ticket-print': { border: 'none !important', breakInside: 'avoid' },
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
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="ticket-title"
      className={PRINT_ROOT}
      slotProps={{ paper: { sx: { maxWidth: 600, width: '100%' } } }}
    >
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
