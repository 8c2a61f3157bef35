import { NumberInput } from 'react-admin';
import type { InputProps } from '../types';

/** A number input. */
export function NumberFieldInput({ source, label, readOnly, validate }: InputProps) {
  return <NumberInput source={source} label={label} disabled={readOnly} validate={validate} />;
}
