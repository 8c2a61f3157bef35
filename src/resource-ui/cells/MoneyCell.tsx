import { getPath } from '../../../resources/model';
import type { MoneyCurrency } from '../../../resources/money';
import { truncateDecimals } from '../../format';
import { useMoneyText } from '../../format/useMoneyText';
import { cellValue, isEmpty, valueText } from '../cellValue';
import type { CellProps } from '../types';
import { EmptyValue } from './EmptyValue';

/** The amount and currency of a money cell: `{ value, currency }`, `x.value` beside `x.currency`, or the `currency` path. */
function moneyOf(props: CellProps): { amount: unknown; currency: MoneyCurrency } {
  const raw = cellValue(props);
  if (props.currency !== undefined) return { amount: raw, currency: getPath(props.record, props.currency) as MoneyCurrency };
  if (raw && typeof raw === 'object') {
    const money = raw as { value?: unknown; currency?: MoneyCurrency };
    return { amount: money.value, currency: money.currency };
  }
  if (props.source.endsWith('.value')) {
    return { amount: raw, currency: getPath(props.record, `${props.source.slice(0, -'.value'.length)}.currency`) as MoneyCurrency };
  }
  return { amount: raw, currency: undefined };
}

/**
 * An amount with its currency, right-aligned: two decimals with the language's thousands
 * separator, then the currency symbol or code; in parentheses in debug mode (000 §9).
 */
export function MoneyCell(props: CellProps) {
  const money = useMoneyText();
  const { amount, currency } = moneyOf(props);
  if (isEmpty(amount)) return <EmptyValue />;
  if (typeof amount !== 'number') return <span>{valueText(amount)}</span>;
  const value = props.decimals !== undefined ? Number(truncateDecimals(amount, props.decimals)) : amount;
  return <span style={{ marginLeft: 'auto', fontVariantNumeric: 'tabular-nums' }}>{money(value, currency)}</span>;
}
