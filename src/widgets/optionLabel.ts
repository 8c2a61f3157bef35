/** Labels of select options. */
import type { TranslateFunction } from 'ra-core';

/**
 * The label of an option value: `enums.<enumName>.<VALUE>` when the filter names an enum, else the
 * value itself (operator codes, feed names).
 */
export function optionLabel(translate: TranslateFunction, value: string, enumName?: string): string {
  return enumName ? translate(`enums.${enumName}.${value}`) : value;
}
