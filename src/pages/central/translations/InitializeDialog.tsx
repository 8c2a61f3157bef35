import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BackofficeDataProvider } from '../../../data/types';
import { OperatorPicker } from './OperatorPicker';
import type { TransferDialogProps } from './ExportDialog';

/**
 * Gives an operator every default label (`POST translations/initializeDomain`): the labels it
 * lacks are added and its empty texts filled; with "put back" every default text replaces its own.
 */
export function InitializeDialog({ operatorCode, onClose, onDone }: TransferDialogProps & { onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [operator, setOperator] = useState(operatorCode);
  const [overwrite, setOverwrite] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.runAction('translations', 'initializeDomain', { input: { operatorCode: operator, overwrite } });
      const result = data as { created: number; filled: number };
      notify('app.translations.initialized', {
        type: 'success',
        messageArgs: { operator, created: result.created, filled: result.filled },
      });
      onDone();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="initialize-labels-title">
      <DialogTitle id="initialize-labels-title">{translate('app.translations.initializeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {translate('app.translations.initializeHelp')}
        </DialogContentText>
        <Stack spacing={1}>
          <OperatorPicker value={operator} onChange={setOperator} />
          <FormControlLabel
            control={<Checkbox checked={overwrite} onChange={(event) => setOverwrite(event.target.checked)} />}
            label={translate('app.translations.overwrite')}
          />
          {overwrite && <Alert severity="warning">{translate('app.translations.overwriteWarning')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!operator || busy} onClick={() => void run()} data-testid="labels-initialize-run">
          {translate('app.translations.initialize')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
