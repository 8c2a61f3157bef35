import { cellValue, isEmpty, valueText } from '../cellValue';
import { formatDateTime } from '../../format';
import type { CellProps } from '../types';
import { EmptyValue } from './EmptyValue';

/**
 * A date-time: HH:mm today, dd/MM HH:mm otherwise, yyyy-MM-dd HH:mm:ss in detail views. ISO text
 * or epoch milliseconds (the specification gives no format); any other text as it is.
 */
export function DateTimeCell(props: CellProps) {
  const value = cellValue(props);
  if (isEmpty(value)) return <EmptyValue />;
  const stamp = typeof value === 'number' ? value : valueText(value);
  const date = new Date(stamp);
  const text = Number.isNaN(date.getTime()) ? String(stamp) : typeof stamp === 'number' ? date.toISOString() : stamp;
  return (
    <time dateTime={text} title={props.detail ? undefined : formatDateTime(stamp, { detail: true })}>
      {formatDateTime(stamp, { detail: props.detail })}
    </time>
  );
}
