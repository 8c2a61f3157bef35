/** The cash-flow forecast on a fixed history: recurrence detection, invoices at their due dates, the lowest point, exact sums. */
import { addDays, detectRecurrences, forecast, type ForecastHistoryRow, type ForecastInvoice } from '../../../server/spot/forecast';

const row = (date: string, amount: string, who: { partnerId?: number; key?: string; name?: string } = {}): ForecastHistoryRow => ({
  date,
  amount,
  currency: 'EUR',
  partnerId: who.partnerId ?? null,
  counterpartyKey: who.key ?? null,
  name: who.name ?? null,
});

const TODAY = '2030-06-15';

/** Six months of history: rent on the 3rd, a phone bill on the 14th with a cent of difference, a card fee at each month's end, salaries on the 25th. */
const HISTORY: ForecastHistoryRow[] = [
  ...['2030-01-03', '2030-02-03', '2030-03-03', '2030-04-03', '2030-05-03', '2030-06-03'].map((date) =>
    row(date, '-1450.00', { partnerId: 1, name: 'Immobilien Weber KG' }),
  ),
  ...['2030-02-14', '2030-03-14', '2030-04-14', '2030-05-14', '2030-06-14'].map((date, index) =>
    row(date, index === 2 ? '-49.91' : '-49.90', { partnerId: 2, name: 'Telekom' }),
  ),
  ...['2030-01-31', '2030-02-28', '2030-03-31', '2030-04-30', '2030-05-31'].map((date) =>
    row(date, '-12.50', { key: 'commerzbank', name: 'Commerzbank AG' }),
  ),
  ...['2030-03-25', '2030-04-25', '2030-05-25'].map((date) => row(date, '-3200.00', { partnerId: 3, name: 'Anna Schmidt' })),
  // Customers pay irregular amounts: not a series.
  row('2030-03-10', '1800.00', { partnerId: 4, name: 'Nordwind' }),
  row('2030-04-11', '5200.00', { partnerId: 4, name: 'Nordwind' }),
  row('2030-05-09', '2400.00', { partnerId: 4, name: 'Nordwind' }),
  row('2030-06-08', '4100.00', { partnerId: 4, name: 'Nordwind' }),
  // A regular amount at irregular intervals: not a series either.
  row('2030-01-05', '-99.00', { partnerId: 5, name: 'Irregular' }),
  row('2030-01-19', '-99.00', { partnerId: 5, name: 'Irregular' }),
  row('2030-04-02', '-99.00', { partnerId: 5, name: 'Irregular' }),
  // A series that stopped months ago.
  ...['2029-10-01', '2029-11-01', '2029-12-01', '2030-01-01'].map((date) => row(date, '-20.00', { partnerId: 6, name: 'Ended' })),
  // Only two occurrences.
  row('2030-05-01', '-70.00', { partnerId: 7, name: 'Twice' }),
  row('2030-06-01', '-70.00', { partnerId: 7, name: 'Twice' }),
  // Weekly, with one outlier amount that is left out of the series.
  ...['2030-05-20', '2030-05-27', '2030-06-03', '2030-06-10'].map((date) => row(date, '-35.00', { partnerId: 8, name: 'Cleaning' })),
  row('2030-06-05', '-400.00', { partnerId: 8, name: 'Cleaning' }),
];

const invoice = (
  id: number,
  kind: ForecastInvoice['kind'],
  open: string,
  dueDate: string,
  partnerId: number | null = 4,
): ForecastInvoice => ({
  id,
  kind,
  number: `2030-${String(id).padStart(5, '0')}`,
  partnerId,
  partnerName: partnerId === 4 ? 'Nordwind' : partnerId === 1 ? 'Immobilien Weber KG' : 'Supplier',
  currency: 'EUR',
  dueDate,
  open,
});

describe('recurrence detection', () => {
  const found = detectRecurrences(HISTORY, TODAY, addDays(TODAY, 90));
  const byName = new Map(found.map((item) => [item.partnerName, item]));

  it('finds the series of the same partner, similar amount and regular interval, and nothing else', () => {
    expect([...byName.keys()].sort()).toEqual(['Anna Schmidt', 'Cleaning', 'Commerzbank AG', 'Immobilien Weber KG', 'Telekom']);
  });

  it('gives each its cadence, typical amount and the dates ahead on the same day of the month', () => {
    const rent = byName.get('Immobilien Weber KG')!;
    expect(rent).toMatchObject({ cadence: 'MONTHLY', occurrences: 6, lastDate: '2030-06-03' });
    expect(rent.amount.toFixed(2)).toBe('-1450.00');
    expect(rent.dates).toEqual(['2030-07-03', '2030-08-03', '2030-09-03']);
    const phone = byName.get('Telekom')!;
    expect(phone.amount.toFixed(2)).toBe('-49.90');
    // The horizon ends on September 13.
    expect(phone.dates).toEqual(['2030-07-14', '2030-08-14']);
    // A series at each month's end stays at the month's end.
    expect(byName.get('Commerzbank AG')!.dates).toEqual(['2030-06-30', '2030-07-31', '2030-08-31']);
    const cleaning = byName.get('Cleaning')!;
    expect(cleaning).toMatchObject({ cadence: 'WEEKLY', occurrences: 4 });
    expect(cleaning.dates[0]).toBe('2030-06-17');
    expect(cleaning.dates).toHaveLength(13);
  });
});

describe('the forecast', () => {
  const result = forecast({
    today: TODAY,
    days: 90,
    balances: [{ currency: 'EUR', balance: '5000.00' }],
    history: HISTORY,
    invoices: [
      // A customer's open invoice due in 20 days, and one overdue: expected today.
      invoice(1, 'SENT', '1190.00', '2030-07-05'),
      invoice(2, 'SENT', '0.10', '2030-06-01'),
      // The landlord's invoice for August stands for August's rent: it is not counted twice.
      invoice(3, 'INCOMING', '1450.00', '2030-08-01', 1),
      // A large payment expected on September 1: the lowest point comes the day before.
      invoice(5, 'SENT', '10000.00', '2030-09-01'),
      // Due after the horizon: not in the forecast.
      invoice(4, 'SENT', '999.00', '2030-12-01'),
    ],
  });
  const eur = result.series[0];

  it('starts from today, puts invoices at their due dates and overdue ones today', () => {
    expect(result.today).toBe(TODAY);
    expect(eur.points).toHaveLength(91);
    expect(eur.opening).toBe('5000.00');
    const invoices = result.events.filter((event) => event.kind !== 'RECURRING');
    expect(invoices.map((event) => [event.date, event.amount, event.overdue])).toEqual([
      ['2030-06-15', '0.10', true],
      ['2030-07-05', '1190.00', false],
      ['2030-08-01', '-1450.00', false],
      ['2030-09-01', '10000.00', false],
    ]);
    expect(eur.points[0]).toEqual({ date: TODAY, balance: '5000.10' });
  });

  it('leaves out the recurring payment an open invoice of that partner already stands for', () => {
    const rent = result.events.filter((event) => event.partnerName === 'Immobilien Weber KG');
    expect(rent.map((event) => [event.date, event.kind])).toEqual([
      ['2030-07-03', 'RECURRING'],
      ['2030-08-01', 'INCOMING_INVOICE'],
      ['2030-09-03', 'RECURRING'],
    ]);
  });

  it('sums every day exactly and marks the lowest point', () => {
    const balanceOn = (date: string) => eur.points.find((point) => point.date === date)!.balance;
    // 5000.10 − 35.00 × 3 (June 17, 24, July 1) − 3200.00 (salary, June 25) − 12.50 (June 30).
    expect(balanceOn('2030-07-01')).toBe('1682.60');
    // Then rent (−1450.00), the invoice (+1190.00), cleaning (−35.00) and the phone (−49.90) by July 14.
    expect(balanceOn('2030-07-14')).toBe('1337.70');
    // The lowest is the day before the large payment: 6190.10 less 11 × 35.00, 3 × 12.50, 3 × 3200.00, 2 × 1450.00, 2 × 49.90.
    expect(eur.lowest).toEqual({ date: '2030-08-31', balance: '-6832.20' });
    expect(balanceOn('2030-09-01')).toBe('3167.80');
    const numbers = eur.points.map((point) => Number(point.balance));
    expect(Number(eur.lowest.balance)).toBe(Math.min(...numbers));
    expect(eur.points.findIndex((point) => point.balance === eur.lowest.balance)).toBe(
      eur.points.findIndex((point) => point.date === eur.lowest.date),
    );
    expect(eur.closing).toBe(eur.points.at(-1)!.balance);
  });

  it('lists the recurring payments with their next date', () => {
    expect(result.recurring.find((item) => item.partnerName === 'Anna Schmidt')).toMatchObject({
      cadence: 'MONTHLY',
      amount: '-3200.00',
      nextDate: '2030-06-25',
    });
  });

  it('keeps the currency minor units and does not mix currencies', () => {
    const mixed = forecast({
      today: TODAY,
      days: 10,
      balances: [
        { currency: 'EUR', balance: '0.1' },
        { currency: 'EUR', balance: '0.2' },
        { currency: 'JPY', balance: '1000' },
      ],
      history: [],
      invoices: [{ ...invoice(9, 'INCOMING', '1500', '2030-06-20', null), currency: 'JPY' }],
    });
    expect(mixed.series.map((series) => [series.currency, series.opening, series.closing, series.lowest])).toEqual([
      ['EUR', '0.30', '0.30', { date: TODAY, balance: '0.30' }],
      ['JPY', '1000', '-500', { date: '2030-06-20', balance: '-500' }],
    ]);
  });
});
