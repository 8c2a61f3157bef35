import { TextInput } from 'react-admin';
import type { InputProps } from '../types';

/** A text input; read-only fields are disabled. */
export function TextFieldInput({ source, label, readOnly, validate }: InputProps) {
  return <TextInput source={source} label={label} disabled={readOnly} validate={validate} fullWidth />;
}
