import { cellValue, isEmpty } from '../cellValue';
import { truncateText } from '../../format';
import type { CellProps } from '../types';
import { EmptyValue } from './EmptyValue';

/** Any structured value as compact JSON (cut in lists, full in detail views). */
export function JsonCell(props: CellProps) {
  const value = cellValue(props);
  if (isEmpty(value)) return <EmptyValue />;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return props.detail ? <code>{text}</code> : <span title={text}>{truncateText(text, props.truncate ?? 60)}</span>;
}
