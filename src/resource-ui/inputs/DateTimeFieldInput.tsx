import { DateTimeInput } from 'react-admin';
import type { InputProps } from '../types';

/** A date-time input; the value is sent as an ISO timestamp. */
export function DateTimeFieldInput({ source, label, readOnly, validate }: InputProps) {
  return (
    <DateTimeInput
      source={source}
      label={label}
      disabled={readOnly}
      validate={validate}
      parse={(value: string) => (value ? new Date(value).toISOString() : null)}
    />
  );
}
