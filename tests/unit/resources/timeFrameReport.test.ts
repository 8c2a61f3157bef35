/** A report over a time frame declares its two filters once (`report`); the declaration model writes what they imply. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource, reportFilterKeys } from '../../../resources/model';
import { profitLoss } from '../../../resources/profitLoss';
import { spotCashFlow } from '../../../resources/spotReports';

const Row = z.object({ id: z.string(), day: z.string(), unit: z.string(), amount: z.number() });
const declare = (defaultFilter?: Record<string, unknown>) =>
  defineResource({
    name: 'sums',
    route: '/sums',
    api: { path: 'sums' },
    schema: Row,
    report: { timeFrame: { source: 'day', default: 'currentYear' }, grouping: { source: 'unit', default: 'MONTH' } },
    list: { columns: [{ source: 'day' }], defaultSort: { field: 'day', order: 'ASC' }, ...(defaultFilter ? { defaultFilter } : {}) },
    filters: [{ source: 'amount', type: 'range' }],
  });

describe('report', () => {
  it('sends the time zone, makes the rows aggregates, leads the filters with the time frame and grouping and defaults them', () => {
    const sums = declare();
    expect(sums.api.timeZone).toBe(true);
    expect(sums.list.aggregate).toBe(true);
    expect(sums.filters).toEqual([
      { source: 'day', type: 'timeFrame', presets: 'revenue' },
      { source: 'unit', type: 'select' },
      { source: 'amount', type: 'range' },
    ]);
    expect(sums.list.defaultFilter).toEqual({ day: 'currentYear', unit: 'MONTH' });
    expect(reportFilterKeys(sums.report!)).toEqual(['day', 'unit']);
  });

  it("keeps the declaration's own default filters beside the report's", () => {
    expect(declare({ amount: { from: 1 } }).list.defaultFilter).toEqual({ day: 'currentYear', unit: 'MONTH', amount: { from: 1 } });
  });

  it('sends a time frame under its key when it has one', () => {
    expect(profitLoss.filters[0]).toEqual({ source: 'periodStart', key: 'created', type: 'timeFrame', presets: 'revenue' });
    expect(reportFilterKeys(profitLoss.report!)).toEqual(['created', 'period']);
    expect(spotCashFlow.list.defaultFilter).toEqual({ bookingDate: 'currentYear', grouping: 'MONTH' });
  });
});
