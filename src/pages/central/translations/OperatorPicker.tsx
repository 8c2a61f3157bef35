import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useOperatorCodes } from '../../../widgets/useOperatorCodes';

export interface OperatorPickerProps {
  value: string;
  onChange: (operatorCode: string) => void;
  error?: string;
}

/**
 * The operator a translations action is for: one of the operators (not the central office).
 *
 * @example <OperatorPicker value={operator} onChange={setOperator} />
 */
export function OperatorPicker({ value, onChange, error }: OperatorPickerProps) {
  const translate = useTranslate();
  const operators = useOperatorCodes();
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={translate('resources.translations.fields.operatorCode')}
      value={operators.includes(value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { inputProps: { 'data-testid': 'translations-operator' } } }}
    >
      {operators.map((code) => (
        <MenuItem key={code} value={code}>
          {code}
        </MenuItem>
      ))}
    </TextField>
  );
}
