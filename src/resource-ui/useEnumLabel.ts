/** Translates enum values through the catalogue: `enums.<enumName>.<VALUE>`, falling back to the value. */
import { useTranslate } from 'ra-core';
import { useCallback } from 'react';

/** A function from (enum name, value) to its label. */
export function useEnumLabel(): (enumName: string | undefined, value: string) => string {
  const translate = useTranslate();
  return useCallback((enumName, value) => (enumName ? translate(`enums.${enumName}.${value}`, { _: value }) : value), [translate]);
}
