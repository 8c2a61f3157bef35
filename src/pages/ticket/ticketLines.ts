/** The ticket's labelled lines from a betslip (002 §2): fee only when above 0. Pure. */
import type { Betslip } from '../../../resources/betslip';
import { formatDateTime, formatNumber, truncateDecimals } from '../../format';

export interface TicketLine {
  /** Catalogue key suffix: `app.ticket.<key>`. */
  key: string;
  value: string;
}

const money = (value: number | null | undefined, currency: string) =>
  value === null || value === undefined ? '—' : `${formatNumber(value)} ${currency}`;

/** The ticket's summary lines, in print order. */
export function ticketLines(betslip: Betslip, enumLabel: (name: string, value: string) => string): TicketLine[] {
  const currency = betslip.currency.currencySymbol ?? betslip.currency.code;
  const lines: TicketLine[] = [
    { key: 'betslipId', value: String(betslip.id) },
    { key: 'status', value: enumLabel('betslipStatus', betslip.betslipStatus.simpleStatus) },
    { key: 'paymentStatus', value: enumLabel('betslipPaymentStatus', betslip.paymentStatus.simpleStatus) },
    { key: 'date', value: formatDateTime(betslip.created, { detail: true }) },
    { key: 'type', value: enumLabel('betslipType', betslip.betslipType) },
    { key: 'customer', value: betslip.playerUsername },
    { key: 'maxWin', value: `${truncateDecimals(betslip.maxWinValue, 2)} ${currency}` },
  ];
  if (betslip.feeValue > 0) lines.push({ key: 'fee', value: money(betslip.feeValue, currency) });
  lines.push(
    { key: 'totalStake', value: money(betslip.totalStake, currency) },
    { key: 'bonusUsed', value: money(betslip.bonusStake, currency) },
    { key: 'stakePerBet', value: money(betslip.stakePerBetcomb, currency) },
    { key: 'payout', value: money(betslip.paidValue, currency) },
    { key: 'payoutDate', value: betslip.paidOutDate ? formatDateTime(betslip.paidOutDate, { detail: true }) : '—' },
    { key: 'redemptionPeriod', value: betslip.redemptionPeriod ?? '—' },
  );
  return lines;
}
