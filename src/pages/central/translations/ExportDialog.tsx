import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { LabelType } from '../../../../resources/translations';
import type { BackofficeDataProvider } from '../../../data/types';
import { useEnumLabel } from '../../../resource-ui/useEnumLabel';
import { saveFile } from '../../../widgets/saveFile';
import { OperatorPicker } from './OperatorPicker';

export interface TransferDialogProps {
  /** The operator chosen in the list's filter, if any. */
  operatorCode: string;
  onClose: () => void;
}

/** Downloads an operator's labels (of one type, or all) as the CSV catalogue file (`GET translations/export`). */
export function ExportDialog({ operatorCode, onClose }: TransferDialogProps) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [operator, setOperator] = useState(operatorCode);
  const [labelType, setLabelType] = useState('');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await dataProvider.downloadFile({
        method: 'GET',
        path: 'translations/export',
        operator: true,
        query: { operatorCode: operator, labelType: labelType || undefined },
      });
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `translations-${operator}.csv`;
      saveFile(await response.blob(), name);
      onClose();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="export-labels-title">
      <DialogTitle id="export-labels-title">{translate('app.translations.exportTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {translate('app.translations.fileFormat')}
        </DialogContentText>
        <Stack spacing={2}>
          <OperatorPicker value={operator} onChange={setOperator} />
          <TextField
            select
            size="small"
            label={translate('resources.translations.fields.labelType')}
            value={labelType}
            onChange={(event) => setLabelType(event.target.value)}
          >
            <MenuItem value="">{translate('app.translations.allTypes')}</MenuItem>
            {LabelType.options.map((type) => (
              <MenuItem key={type} value={type}>
                {enumLabel('labelType', type)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!operator || busy} onClick={() => void download()} data-testid="labels-export-download">
          {translate('app.translations.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
