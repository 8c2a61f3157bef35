/** The ticket's labelled lines from a betslip (002 §2): fee only when above 0. Pure. */
import type { Betslip } from '../../../resources/betslip';
import { formatMoney } from '../../../resources/money';
import { formatDateTime, truncateDecimals } from '../../format';
import { periodText } from '../../format/periodText';

export interface TicketLine {
  /** Catalogue key suffix: `app.ticket.<key>`. */
  key: string;
  value: string;
}

/** The ticket's summary lines, in print order: amounts and the redemption period in `locale`. */
export function ticketLines(betslip: Betslip, enumLabel: (name: string, value: string) => string, locale: string): TicketLine[] {
  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : formatMoney(value, locale, betslip.currency);
  const lines: TicketLine[] = [
    { key: 'betslipId', value: String(betslip.id) },
    { key: 'status', value: enumLabel('betslipStatus', betslip.betslipStatus.simpleStatus) },
    { key: 'paymentStatus', value: enumLabel('betslipPaymentStatus', betslip.paymentStatus.simpleStatus) },
    { key: 'date', value: formatDateTime(betslip.created, { detail: true }) },
    { key: 'type', value: enumLabel('betslipType', betslip.betslipType) },
    { key: 'customer', value: betslip.playerUsername },
    { key: 'maxWin', value: money(Number(truncateDecimals(betslip.maxWinValue, 2))) },
  ];
  if (betslip.feeValue > 0) lines.push({ key: 'fee', value: money(betslip.feeValue) });
  lines.push(
    { key: 'totalStake', value: money(betslip.totalStake) },
    { key: 'bonusUsed', value: money(betslip.bonusStake) },
    { key: 'stakePerBet', value: money(betslip.stakePerBetcomb) },
    { key: 'payout', value: money(betslip.paidValue) },
    { key: 'payoutDate', value: betslip.paidOutDate ? formatDateTime(betslip.paidOutDate, { detail: true }) : '—' },
    { key: 'redemptionPeriod', value: betslip.redemptionPeriod ? periodText(betslip.redemptionPeriod, locale) : '—' },
  );
  return lines;
}
