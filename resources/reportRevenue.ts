/**
 * Revenue by day and sport (000 §2 `/reports?view=revenue`): per operator, currency, calendar period
 * and sport, the betslips placed, their stakes (and those still open), payouts and the gross gaming
 * revenue (stakes − open stakes − payouts), as in profit and loss. A betslip counts for its bet rows' sport, or for MIXED when they
 * are on several sports, so the sports of a period add up to its profit-and-loss figures.
 */
import { z } from 'zod';
import { Sport } from './enums';
import { defineResource } from './model';
import { PERIOD_PAGE_SIZES, PERIOD_REPORT, PeriodFields } from './reportFields';

export const RevenueRow = z.object({
  /** Operator, currency, sport and period start: tells rows apart. */
  id: z.string(),
  ...PeriodFields,
  operatorCode: z.string(),
  currencyCode: z.string(),
  sportCode: Sport,
  betslips: z.number().int(),
  stakes: z.number(),
  openStakes: z.number(),
  payouts: z.number(),
  grossGamingRevenue: z.number(),
  /** Gross gaming revenue ÷ settled stakes, in percent; null without settled stakes. */
  margin: z.number().nullable(),
});

export type RevenueRow = z.output<typeof RevenueRow>;

const money = { currency: 'currencyCode' } as const;

export const reportRevenue = defineResource({
  name: 'reports-revenue',
  route: '/reports-revenue',
  api: { path: 'reports/revenue' },
  schema: RevenueRow,
  report: PERIOD_REPORT,
  list: {
    columns: [
      { source: 'periodStart', specialCell: 'period' },
      { source: 'sportCode' },
      { source: 'operatorCode', only: 'central' },
      { source: 'currencyCode' },
      { source: 'betslips', width: 112 },
      { source: 'stakes', ...money },
      { source: 'openStakes', ...money },
      { source: 'payouts', ...money },
      { source: 'grossGamingRevenue', ...money },
      { source: 'margin', cell: 'percent' },
    ],
    defaultSort: { field: 'periodStart', order: 'DESC' },
    pageSizes: PERIOD_PAGE_SIZES,
    header: 'RevenueChart',
  },
  filters: [
    { source: 'sportCode', type: 'multipleSelect' },
    { source: 'currencyCode', type: 'input', match: 'exact' },
    { source: 'operatorCode', type: 'select', only: 'central' },
  ],
  storage: { table: 'revenue' },
});
