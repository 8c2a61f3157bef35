/** Reads a cell's value from the record by its dotted source. */
import { getPath } from '../../resources/model';
import type { CellProps } from './types';

/** The value at `source`, or undefined. */
export function cellValue({ record, source }: Pick<CellProps, 'record' | 'source'>): unknown {
  return getPath(record, source);
}

/** True when there is nothing to show. */
export function isEmpty(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}
