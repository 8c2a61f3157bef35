import { TextInput } from 'react-admin';
import type { InputProps } from '../types';

/** A multi-line text input (3 rows). */
export function MultilineFieldInput({ source, label, readOnly, validate }: InputProps) {
  return <TextInput source={source} label={label} disabled={readOnly} validate={validate} multiline minRows={3} fullWidth />;
}
