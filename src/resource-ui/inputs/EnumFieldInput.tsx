import { SelectInput } from 'react-admin';
import { useMemo } from 'react';
import type { InputProps } from '../types';
import { useEnumLabel } from '../useEnumLabel';

/** A select over the enum's values with translated labels (`enums.<enumName>.<VALUE>`). */
export function EnumFieldInput({ source, label, readOnly, validate, enumName, options = [] }: InputProps) {
  const enumLabel = useEnumLabel();
  const choices = useMemo(() => options.map((value) => ({ id: value, name: enumLabel(enumName, value) })), [options, enumName, enumLabel]);
  return <SelectInput source={source} label={label} disabled={readOnly} validate={validate} choices={choices} parse={emptyToNull} />;
}

/** The empty choice clears the field (sent as null) instead of sending an empty string. */
function emptyToNull(value: unknown) {
  return value === '' ? null : value;
}
