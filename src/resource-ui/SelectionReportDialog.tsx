import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'ra-core';
import type { SelectionOutcome } from './useRunEach';

export interface SelectionReportDialogProps {
  /** The action's label. */
  label: string;
  outcome: SelectionOutcome;
  onClose: () => void;
}

/** What an action on the selected rows could not do: per row, its id and the server's reason. */
export function SelectionReportDialog({ label, outcome, onClose }: SelectionReportDialogProps) {
  const translate = useTranslate();
  const total = outcome.applied + outcome.failed.length;
  return (
    <Dialog open onClose={onClose} aria-labelledby="selection-report-title" fullWidth maxWidth="sm" data-testid="selection-report">
      <DialogTitle id="selection-report-title">{translate('app.list.selectionReport', { action: label })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.list.selectionPartly', { action: label, applied: outcome.applied, total })}</DialogContentText>
        <List dense>
          {outcome.failed.map((failure) => (
            <ListItem key={String(failure.id)} disableGutters data-testid={`selection-failure-${failure.id}`}>
              <ListItemText primary={translate('app.list.selectionFailure', { id: failure.id })} secondary={failure.message} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
