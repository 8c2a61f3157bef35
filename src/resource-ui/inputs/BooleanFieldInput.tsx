import { BooleanInput } from 'react-admin';
import type { InputProps } from '../types';

/** A switch for a boolean field. */
export function BooleanFieldInput({ source, label, readOnly, validate }: InputProps) {
  return <BooleanInput source={source} label={label} disabled={readOnly} validate={validate} />;
}
