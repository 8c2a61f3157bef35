import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BackofficeDataProvider } from '../../../data/types';
import { serverFieldErrors, type ServerFieldError } from '../../../forms/serverFieldErrors';
import { OperatorPicker } from './OperatorPicker';
import type { TransferDialogProps } from './ExportDialog';

/** The catalogue file as an upload's form: the part `file`. */
function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** `line 7` in the page language; any other path as it is. */
function lineName(path: string, translate: (key: string, args: Record<string, unknown>) => string): string {
  const line = /^line (\d+)$/.exec(path)?.[1];
  return line ? translate('app.translations.lineN', { n: line }) : path;
}

type Outcome =
  { kind: 'done'; created: number; updated: number; unchanged: number } | { kind: 'refused'; message: string; lines: ServerFieldError[] };

/**
 * Reads a CSV catalogue file into an operator's labels (`POST translations/import`, the file as
 * multipart form data). All or nothing: a refused file lists each bad line with what is wrong.
 */
export function ImportDialog({ operatorCode, onClose, onImported }: TransferDialogProps & { onImported: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [operator, setOperator] = useState(operatorCode);
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const send = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await dataProvider.callApi<{ created: number; updated: number; unchanged: number }>({
        method: 'POST',
        path: 'translations/import',
        operator: true,
        query: { operatorCode: operator },
        // 000 §7: uploads are form data; the file in the part `file`.
        body: fileForm(file),
      });
      setOutcome({ kind: 'done', ...result });
      onImported();
    } catch (error) {
      setOutcome({ kind: 'refused', message: error instanceof Error ? error.message : String(error), lines: serverFieldErrors(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="import-labels-title">
      <DialogTitle id="import-labels-title">{translate('app.translations.importTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {translate('app.translations.importHelp')}
        </DialogContentText>
        <Stack spacing={2}>
          <OperatorPicker value={operator} onChange={setOperator} />
          <Stack direction="row" spacing={2} alignItems="center">
            <Button variant="outlined" onClick={() => input.current?.click()}>
              {translate('app.translations.chooseFile')}
            </Button>
            <Typography variant="body2" noWrap data-testid="import-file-name">
              {file?.name ?? translate('app.translations.noFile')}
            </Typography>
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              hidden
              data-testid="import-file"
              onChange={(event) => {
                setFile(event.target.files?.[0]);
                setOutcome(undefined);
              }}
            />
          </Stack>
          {outcome?.kind === 'done' && (
            <Alert severity="success" data-testid="import-result">
              {translate('app.translations.imported', { created: outcome.created, updated: outcome.updated, unchanged: outcome.unchanged })}
            </Alert>
          )}
          {outcome?.kind === 'refused' && (
            <Alert severity="error" data-testid="import-errors">
              {outcome.lines.length > 0 ? translate('app.translations.refused') : outcome.message}
              <List dense disablePadding>
                {outcome.lines.map((line) => (
                  <ListItem key={`${line.path}:${line.message}`} disableGutters>
                    <ListItemText primary={`${lineName(line.path, translate)}: ${line.message}`} />
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(outcome?.kind === 'done' ? 'ra.action.close' : 'ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!operator || !file || busy} onClick={() => void send()} data-testid="labels-import-send">
          {translate('app.translations.import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
