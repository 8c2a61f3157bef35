process.env.TZ = 'UTC';
/** Report chart data: one currency at a time, values of a period and series added, periods oldest first. */
import { currenciesOf, pivot } from '../../../src/pages/reports/reportChart';

const row = (start: string, currencyCode: string, operatorCode: string, value: number) => ({
  periodStart: `${start}T00:00:00.000Z`,
  periodEnd: `${start}T23:59:59.999Z`,
  period: 'DAY' as const,
  currencyCode,
  operatorCode,
  value,
});

describe('pivot', () => {
  const rows = [
    row('2024-06-02', 'EUR', 'op1', 10),
    row('2024-06-01', 'EUR', 'op1', 5),
    row('2024-06-01', 'RON', 'op2', 700),
    row('2024-06-02', 'EUR', 'op4', 2.5),
    row('2024-06-02', 'EUR', 'op1', 0.1),
  ];

  it('keeps one currency, adds values of a period and series and orders periods', () => {
    const data = pivot(
      rows,
      'EUR',
      (r) => r.operatorCode,
      (r) => r.value,
      'en',
    );
    expect(data.series).toEqual(['op1', 'op4']);
    expect(data.points.map((point) => point.label)).toEqual(['Jun 1, 2024', 'Jun 2, 2024']);
    expect(data.points[1].values).toEqual({ op1: 10.1, op4: 2.5 });
  });

  it('never mixes currencies', () => {
    expect(currenciesOf(rows)).toEqual(['EUR', 'RON']);
    const ron = pivot(
      rows,
      'RON',
      (r) => r.operatorCode,
      (r) => r.value,
      'en',
    );
    expect(ron.points).toHaveLength(1);
    expect(ron.points[0].values).toEqual({ op2: 700 });
  });
});
