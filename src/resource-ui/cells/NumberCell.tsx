import { cellValue, isEmpty, valueText } from '../cellValue';
import { formatNumber, truncateDecimals } from '../../format';
import type { CellProps } from '../types';
import { EmptyValue } from './EmptyValue';

/** A number without grouping; with `decimals`, cut (not rounded) to that many fraction digits. */
export function NumberCell(props: CellProps) {
  const value = cellValue(props);
  if (isEmpty(value)) return <EmptyValue />;
  if (typeof value !== 'number') return <span>{valueText(value)}</span>;
  return <span>{props.decimals !== undefined ? truncateDecimals(value, props.decimals) : formatNumber(value)}</span>;
}
