import { cellValue, isEmpty, valueText } from '../cellValue';
import { formatDate } from '../../format';
import type { CellProps } from '../types';
import { EmptyValue } from './EmptyValue';

/** A calendar date, yyyy-MM-dd. */
export function DateCell(props: CellProps) {
  const value = cellValue(props);
  if (isEmpty(value)) return <EmptyValue />;
  return <time dateTime={valueText(value)}>{formatDate(valueText(value))}</time>;
}
