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
  // Every line reads what is there: a field the API left out or sent in another type shows '—' or its text.
  const money = (value: number | null | undefined) => (typeof value !== 'number' ? '—' : formatMoney(value, locale, betslip.currency));
  const label = (name: string, value: string | null | undefined) => (value ? enumLabel(name, value) : '—');
  const lines: TicketLine[] = [
    { key: 'betslipId', value: String(betslip.id) },
    { key: 'status', value: label('betslipStatus', betslip.betslipStatus?.simpleStatus) },
    { key: 'paymentStatus', value: label('betslipPaymentStatus', betslip.paymentStatus?.simpleStatus) },
    { key: 'date', value: betslip.created ? formatDateTime(betslip.created, { detail: true }) : '—' },
    { key: 'type', value: label('betslipType', betslip.betslipType) },
    { key: 'customer', value: betslip.playerUsername ?? '—' },
    { key: 'maxWin', value: typeof betslip.maxWinValue === 'number' ? money(Number(truncateDecimals(betslip.maxWinValue, 2))) : '—' },
  ];
  if (typeof betslip.feeValue === 'number' && betslip.feeValue > 0) lines.push({ key: 'fee', value: money(betslip.feeValue) });
  lines.push(
    { key: 'totalStake', value: money(betslip.totalStake) },
    { key: 'bonusUsed', value: money(betslip.bonusStake) },
    { key: 'stakePerBet', value: money(betslip.stakePerBetcomb) },
    { key: 'payout', value: money(betslip.paidValue) },
    { key: 'payoutDate', value: betslip.paidOutDate ? formatDateTime(betslip.paidOutDate, { detail: true }) : '—' },
    {
      key: 'redemptionPeriod',
      value:
        betslip.redemptionPeriod !== null && betslip.redemptionPeriod !== undefined && betslip.redemptionPeriod !== ''
          ? periodText(betslip.redemptionPeriod, locale)
          : '—',
    },
  );
  return lines;
}
