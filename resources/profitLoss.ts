/**
 * Profit and loss (000 §2 `/statistics-profit-loss`, catalogue path `{op}/profit-loss`): per
 * operator, currency and calendar period, what players staked and were paid, what bonuses cost and
 * what came in and went out as payments.
 *
 * - Stakes, payouts, open stakes and betslips: the betslips placed in the period (the betslips
 *   list's rows for the same time frame); payouts are their paid values (winnings and refunds).
 * - Gross gaming revenue = stakes − open stakes − payouts: what the settled betslips kept. The
 *   stakes of betslips still open (not settled) are shown apart and count once they settle.
 * - Bonus costs: bonus money credited minus bonus money taken back (the account history's BONUS rows).
 * - Net gaming revenue = gross gaming revenue − bonus costs.
 * - Margin = gross gaming revenue ÷ settled stakes.
 * - Deposits and withdrawals: processed payments (the payments list's PROCESSED rows).
 */
import { z } from 'zod';
import { defineResource } from './model';
import { PERIOD_PAGE_SIZES, PERIOD_REPORT, PeriodFields } from './reportFields';

export const ProfitLossRow = z.object({
  /** Operator, currency and period start: tells rows apart. */
  id: z.string(),
  ...PeriodFields,
  operatorCode: z.string(),
  currencyCode: z.string(),
  betslips: z.number().int(),
  stakes: z.number(),
  /** Stakes of those betslips still not settled. */
  openStakes: z.number(),
  payouts: z.number(),
  grossGamingRevenue: z.number(),
  bonusCosts: z.number(),
  netGamingRevenue: z.number(),
  /** Gross gaming revenue ÷ settled stakes, in percent; null without settled stakes. */
  margin: z.number().nullable(),
  deposits: z.number(),
  withdrawals: z.number(),
});

export type ProfitLossRow = z.output<typeof ProfitLossRow>;

const money = { currency: 'currencyCode' } as const;

export const profitLoss = defineResource({
  name: 'statistics-profit-loss',
  route: '/statistics-profit-loss',
  menu: { group: 'statistics', icon: 'profitLoss', order: 10 },
  api: { path: 'profit-loss' },
  schema: ProfitLossRow,
  report: PERIOD_REPORT,
  list: {
    columns: [
      { source: 'periodStart', specialCell: 'period' },
      { source: 'operatorCode', only: 'central' },
      { source: 'currencyCode' },
      { source: 'betslips', width: 112 },
      { source: 'stakes', ...money },
      { source: 'openStakes', ...money },
      { source: 'payouts', ...money },
      { source: 'grossGamingRevenue', ...money },
      { source: 'bonusCosts', ...money },
      { source: 'netGamingRevenue', ...money },
      { source: 'margin', cell: 'percent' },
      { source: 'deposits', ...money },
      { source: 'withdrawals', ...money },
    ],
    defaultSort: { field: 'periodStart', order: 'DESC' },
    // What the period earned: net gaming revenue and its margin (with the period, all a phone holds
    // side by side with whole header words; the deposits follow them).
    keyColumns: ['netGamingRevenue', 'margin'],
    pageSizes: PERIOD_PAGE_SIZES,
    header: 'ProfitLossChart',
  },
  filters: [
    { source: 'currencyCode', type: 'input', match: 'exact' },
    { source: 'operatorCode', type: 'select', only: 'central' },
  ],
  storage: { table: 'profit_loss' },
});
