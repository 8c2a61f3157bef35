import { getPath } from '../../../resources/model';
import { cellValue, isEmpty } from '../cellValue';
import { formatNumber } from '../../format';
import type { CellProps } from '../types';
import { EmptyValue } from './EmptyValue';

/** An amount with its currency: `{ value, currency }`, or `x.value` next to `x.currency`. */
export function MoneyCell(props: CellProps) {
  const raw = cellValue(props);
  let amount = raw;
  let currency: unknown;
  if (raw && typeof raw === 'object') {
    amount = (raw as { value?: unknown }).value;
    currency = (raw as { currency?: unknown }).currency;
  } else if (props.source.endsWith('.value')) {
    currency = getPath(props.record, `${props.source.slice(0, -'.value'.length)}.currency`);
  }
  if (isEmpty(amount)) return <EmptyValue />;
  const text = typeof amount === 'number' ? formatNumber(amount) : String(amount);
  return <span>{currency ? `${text} ${String(currency)}` : text}</span>;
}
