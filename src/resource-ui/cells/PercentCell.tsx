import { cellValue, isEmpty, valueText } from '../cellValue';
import { formatNumber } from '../../format';
import type { CellProps } from '../types';
import { EmptyValue } from './EmptyValue';

/** A percentage value followed by `%`. */
export function PercentCell(props: CellProps) {
  const value = cellValue(props);
  if (isEmpty(value)) return <EmptyValue />;
  return <span>{typeof value === 'number' ? formatNumber(value) : valueText(value)}%</span>;
}
