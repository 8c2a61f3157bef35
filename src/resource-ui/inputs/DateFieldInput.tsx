import { DateInput } from 'react-admin';
import type { InputProps } from '../types';

/** A calendar date input (`YYYY-MM-DD`). */
export function DateFieldInput({ source, label, readOnly, validate }: InputProps) {
  return <DateInput source={source} label={label} disabled={readOnly} validate={validate} />;
}
