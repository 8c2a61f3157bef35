import { useLocale } from 'ra-core';
import { formattingLocale } from '../../i18n/languages';
import { cellValue, isEmpty } from '../cellValue';
import type { CellProps } from '../types';
import { EmptyValue } from './EmptyValue';

const UNITS = [
  ['megabyte', 1_000_000],
  ['kilobyte', 1_000],
] as const;

/** A size in bytes as the language writes it, in the largest fitting unit: `1.2 MB`, `1,2 Mo`, `1,2 МБ`. */
export function fileSizeText(bytes: number, locale: string): string {
  const [unit, size] = UNITS.find(([, factor]) => bytes >= factor) ?? ['byte', 1];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'byte' ? 0 : 1,
  }).format(bytes / size);
}

/** A size in bytes in the page language's units, right-aligned. */
export function FileSizeCell(props: CellProps) {
  const locale = formattingLocale(useLocale());
  const value = cellValue(props);
  if (isEmpty(value) || typeof value !== 'number') return <EmptyValue />;
  return <span style={{ marginLeft: 'auto', whiteSpace: 'nowrap' }}>{fileSizeText(value, locale)}</span>;
}
