/**
 * The cash-flow forecast of the finance product, a pure function of today's balances, the open
 * invoices and the booked history (`GET {op}/spot/forecast`, `tests/unit/server/spot-forecast.test.ts`):
 * - each currency starts from today's balance of its accounts;
 * - an open sent invoice adds its open amount at its due date, an open incoming one takes it away
 *   (an invoice already past its due date is expected today);
 * - a recurring payment the history shows (the same partner, a similar amount, a regular interval)
 *   repeats at its cadence; an occurrence an open invoice of that partner already stands for (due
 *   within half an interval of it, in the same direction) is left out, so rent is not counted twice;
 * - every day's balance is the day before's plus that day's amounts; the lowest is the first day
 *   the smallest balance is reached.
 * Amounts are decimal text and summed exactly (bignumber.js), never as binary floats.
 */
import BigNumber from 'bignumber.js';
import type { SpotForecast, SpotRecurrenceCadence } from '../../resources/spotReports';
import { currencyDigits } from '../../resources/spotInvoiceTotals';

/** Decimal text with the currency's minor units (`-1450.00`). */
const text = (value: BigNumber, currency: string) => value.toFixed(currencyDigits(currency));

/** A booked transaction of the history, with who it was with. */
export interface ForecastHistoryRow {
  date: string;
  /** Signed decimal text. */
  amount: string;
  currency: string;
  partnerId: number | null;
  /** What tells counterparties apart without a partner (the normalised name); null: unknown. */
  counterpartyKey: string | null;
  /** The partner's name, else the counterparty's. */
  name: string | null;
}

/** An invoice with an amount still open. */
export interface ForecastInvoice {
  id: number;
  kind: 'SENT' | 'INCOMING';
  number: string | null;
  partnerId: number | null;
  partnerName: string | null;
  currency: string;
  dueDate: string;
  /** Decimal text: what is still to be paid (a credit note's is below zero). */
  open: string;
}

export interface ForecastInput {
  /** Today, `YYYY-MM-DD`, in the books' time zone. */
  today: string;
  days: number;
  balances: readonly { currency: string; balance: string }[];
  history: readonly ForecastHistoryRow[];
  invoices: readonly ForecastInvoice[];
}

interface Cadence {
  cadence: SpotRecurrenceCadence;
  /** The range every interval of a series must fall in, in days. */
  min: number;
  max: number;
  /** Calendar months per step; 0 for steps in days. */
  months: number;
  /** Days per step (weekly), and the nominal length for staleness and the invoice window. */
  days: number;
}

const CADENCES: readonly Cadence[] = [
  { cadence: 'WEEKLY', min: 5, max: 9, months: 0, days: 7 },
  { cadence: 'MONTHLY', min: 25, max: 37, months: 1, days: 30 },
  { cadence: 'QUARTERLY', min: 80, max: 100, months: 3, days: 91 },
];

/** The fewest occurrences that make a series. */
export const MIN_OCCURRENCES = 3;
/** How far an amount may be from the series' typical amount and still be "similar": 10 %. */
export const AMOUNT_TOLERANCE = new BigNumber('0.1');
/** A series is still running when its last occurrence is at most this many nominal intervals ago. */
const STALE_AFTER = 1.5;

const DAY_MS = 86_400_000;

function toDay(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

function fromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDay(toDay(date) + days);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** `date` moved by whole months, on `dayOfMonth` (`'last'`: the month's last day), clamped to the month's length. */
function addMonths(date: string, months: number, dayOfMonth: number | 'last'): string {
  const [year, month] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(index / 12), index % 12];
  const last = daysInMonth(y, m);
  const day = dayOfMonth === 'last' ? last : Math.min(dayOfMonth, last);
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function isMonthEnd(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number);
  return d === daysInMonth(y, m - 1);
}

/** The middle value of sorted amounts (the upper middle of an even count): always an amount that was booked. */
function typical(amounts: readonly BigNumber[]): BigNumber {
  const sorted = [...amounts].sort((a, b) => a.comparedTo(b) ?? 0);
  return sorted[Math.floor(sorted.length / 2)];
}

export interface Recurrence {
  partnerId: number | null;
  partnerName: string;
  currency: string;
  cadence: SpotRecurrenceCadence;
  amount: BigNumber;
  occurrences: number;
  lastDate: string;
  /** The expected dates from today on, up to the horizon. */
  dates: string[];
  /** Half the nominal interval: how near an open invoice must be due to stand for an occurrence. */
  window: number;
}

/** The series key of a history row: its partner, else its counterparty; currency and direction apart. */
function seriesKey(row: ForecastHistoryRow): string | null {
  const who = row.partnerId !== null ? `p${row.partnerId}` : row.counterpartyKey ? `n${row.counterpartyKey}` : null;
  if (!who) return null;
  return `${who}|${row.currency}|${row.amount.startsWith('-') ? 'OUT' : 'IN'}`;
}

/**
 * The recurring payments of the history that are still running on `today`, with their dates up
 * to `until`: per partner (else counterparty), currency and direction, the occurrences whose
 * amount is within 10 % of the series' typical amount, at least three, every interval between two
 * of them in the range of one cadence.
 */
export function detectRecurrences(history: readonly ForecastHistoryRow[], today: string, until: string): Recurrence[] {
  const groups = new Map<string, ForecastHistoryRow[]>();
  for (const row of history) {
    const key = seriesKey(row);
    if (!key || new BigNumber(row.amount).isZero()) continue;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const found: Recurrence[] = [];
  for (const rows of groups.values()) {
    if (rows.length < MIN_OCCURRENCES) continue;
    const amounts = rows.map((row) => new BigNumber(row.amount));
    const middle = typical(amounts);
    const bound = middle.abs().times(AMOUNT_TOLERANCE);
    const similar = rows
      .filter((_, index) => amounts[index].minus(middle).abs().lte(bound))
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    if (similar.length < MIN_OCCURRENCES) continue;
    const intervals = similar.slice(1).map((row, index) => toDay(row.date) - toDay(similar[index].date));
    const cadence = CADENCES.find((candidate) => intervals.every((gap) => gap >= candidate.min && gap <= candidate.max));
    if (!cadence) continue;
    const last = similar[similar.length - 1];
    if (toDay(today) - toDay(last.date) > STALE_AFTER * cadence.days) continue;
    const amount = typical(similar.map((row) => new BigNumber(row.amount)));
    const dayOfMonth = isMonthEnd(last.date) ? 'last' : Number(last.date.slice(8, 10));
    const dates: string[] = [];
    for (let step = 1; step < 1000; step++) {
      const date = cadence.months === 0 ? addDays(last.date, step * cadence.days) : addMonths(last.date, step * cadence.months, dayOfMonth);
      if (date > until) break;
      if (date >= today) dates.push(date);
    }
    found.push({
      partnerId: last.partnerId,
      partnerName: last.name ?? last.counterpartyKey ?? '',
      currency: last.currency,
      cadence: cadence.cadence,
      amount,
      occurrences: similar.length,
      lastDate: last.date,
      dates,
      window: Math.floor(cadence.days / 2),
    });
  }
  return found.sort((a, b) => (a.dates[0] ?? '9999').localeCompare(b.dates[0] ?? '9999') || a.partnerName.localeCompare(b.partnerName));
}

/** Each currency's balances from today over the next `days` days, and the amounts that move them. */
export function forecast(input: ForecastInput): SpotForecast {
  const { today, days } = input;
  const until = addDays(today, days);
  const events: SpotForecast['events'] = [];
  for (const invoice of input.invoices) {
    const open = new BigNumber(invoice.open);
    if (open.isZero()) continue;
    const overdue = invoice.dueDate < today;
    const date = overdue ? today : invoice.dueDate;
    if (date > until) continue;
    events.push({
      date,
      currency: invoice.currency,
      kind: invoice.kind === 'SENT' ? 'SENT_INVOICE' : 'INCOMING_INVOICE',
      amount: text(invoice.kind === 'SENT' ? open : open.negated(), invoice.currency),
      partnerName: invoice.partnerName,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      overdue,
    });
  }
  const recurrences = detectRecurrences(input.history, today, until);
  for (const recurrence of recurrences) {
    const kind = recurrence.amount.isNegative() ? 'INCOMING' : 'SENT';
    const standing = input.invoices.filter(
      (invoice) =>
        invoice.kind === kind &&
        recurrence.partnerId !== null &&
        invoice.partnerId === recurrence.partnerId &&
        invoice.currency === recurrence.currency &&
        !new BigNumber(invoice.open).isZero(),
    );
    for (const date of recurrence.dates) {
      const covered = standing.some(
        (invoice) => Math.abs(toDay(invoice.dueDate < today ? today : invoice.dueDate) - toDay(date)) <= recurrence.window,
      );
      if (covered) continue;
      events.push({
        date,
        currency: recurrence.currency,
        kind: 'RECURRING',
        amount: text(recurrence.amount, recurrence.currency),
        partnerName: recurrence.partnerName,
        invoiceId: null,
        invoiceNumber: null,
        overdue: false,
      });
    }
  }
  events.sort((a, b) => a.date.localeCompare(b.date) || a.currency.localeCompare(b.currency) || a.kind.localeCompare(b.kind));

  const opening = new Map<string, BigNumber>();
  for (const { currency, balance } of input.balances) opening.set(currency, (opening.get(currency) ?? new BigNumber(0)).plus(balance));
  for (const event of events) if (!opening.has(event.currency)) opening.set(event.currency, new BigNumber(0));

  const series = [...opening.keys()].sort().map((currency) => {
    const byDay = new Map<string, BigNumber>();
    for (const event of events) {
      if (event.currency !== currency) continue;
      byDay.set(event.date, (byDay.get(event.date) ?? new BigNumber(0)).plus(event.amount));
    }
    let balance = opening.get(currency)!;
    let lowest = { date: today, balance };
    const points: { date: string; balance: string }[] = [];
    for (let offset = 0; offset <= days; offset++) {
      const date = addDays(today, offset);
      balance = balance.plus(byDay.get(date) ?? 0);
      if (offset === 0 || balance.lt(lowest.balance)) lowest = { date, balance };
      points.push({ date, balance: text(balance, currency) });
    }
    return {
      currency,
      opening: text(opening.get(currency)!, currency),
      points,
      lowest: { date: lowest.date, balance: text(lowest.balance, currency) },
      closing: text(balance, currency),
    };
  });

  return {
    today,
    days,
    series,
    events,
    recurring: recurrences
      .filter((recurrence) => recurrence.dates.length > 0)
      .map((recurrence) => ({
        partnerId: recurrence.partnerId,
        partnerName: recurrence.partnerName,
        currency: recurrence.currency,
        cadence: recurrence.cadence,
        amount: text(recurrence.amount, recurrence.currency),
        occurrences: recurrence.occurrences,
        lastDate: recurrence.lastDate,
        nextDate: recurrence.dates[0],
      })),
  };
}
