import { cellValue, isEmpty } from '../cellValue';
import { formatDateTime } from '../../format';
import type { CellProps } from '../types';
import { EmptyValue } from './EmptyValue';

/** A date-time: HH:mm today, dd/MM HH:mm otherwise, yyyy-MM-dd HH:mm:ss in detail views. */
export function DateTimeCell(props: CellProps) {
  const value = cellValue(props);
  if (isEmpty(value)) return <EmptyValue />;
  const text = String(value);
  return (
    <time dateTime={text} title={props.detail ? undefined : formatDateTime(text, { detail: true })}>
      {formatDateTime(text, { detail: props.detail })}
    </time>
  );
}
