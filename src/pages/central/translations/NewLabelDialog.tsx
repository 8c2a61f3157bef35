import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_LABELS, LabelType, type Translation } from '../../../../resources/translations';
import type { BackofficeDataProvider } from '../../../data/types';
import { serverFieldErrors } from '../../../forms/serverFieldErrors';
import { useEnumLabel } from '../../../resource-ui/useEnumLabel';
import { OperatorPicker } from './OperatorPicker';
import type { TransferDialogProps } from './ExportDialog';

/**
 * Adds a label to an operator: a ticket or sport label it lacks (its code chosen from the
 * defaults) or a label of its own (a free code), with its English text; the label's page then
 * opens for the other languages.
 */
export function NewLabelDialog({ operatorCode, onClose }: TransferDialogProps) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [operator, setOperator] = useState(operatorCode);
  const [labelType, setLabelType] = useState<LabelType>('CUSTOM');
  const [code, setCode] = useState('');
  const [en, setEn] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const codes = DEFAULT_LABELS.filter((label) => label.labelType === labelType).map((label) => label.code);
  const save = async () => {
    try {
      const { record } = await dataProvider.runAction('translations', 'save', {
        input: { operatorCode: operator, labelType, code: code.trim(), en },
      });
      notify('app.translations.saved', { type: 'success', messageArgs: { code } });
      navigate(`/translations/${(record as unknown as Translation).id}/show`);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(Object.fromEntries(fields.map((entry) => [entry.path, entry.message])));
      if (fields.length === 0) notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="new-label-title">
      <DialogTitle id="new-label-title">{translate('app.translations.newTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <OperatorPicker value={operator} onChange={setOperator} error={errors.operatorCode} />
          <TextField
            select
            size="small"
            label={translate('resources.translations.fields.labelType')}
            value={labelType}
            onChange={(event) => {
              setLabelType(event.target.value as LabelType);
              setCode('');
            }}
          >
            {LabelType.options.map((type) => (
              <MenuItem key={type} value={type}>
                {enumLabel('labelType', type)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select={labelType !== 'CUSTOM'}
            size="small"
            label={translate('resources.translations.fields.code')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(errors.code)}
            helperText={errors.code ?? (labelType === 'CUSTOM' ? translate('app.translations.codeHint') : undefined)}
            slotProps={{ htmlInput: { 'data-testid': 'new-label-code' } }}
          >
            {codes.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={translate('enums.language.en')}
            value={en}
            onChange={(event) => setEn(event.target.value)}
            error={Boolean(errors.en)}
            helperText={errors.en}
            multiline
            slotProps={{ htmlInput: { 'data-testid': 'new-label-en' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!operator || !code.trim() || !en.trim()}
          onClick={() => void save()}
          data-testid="new-label-save"
        >
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
