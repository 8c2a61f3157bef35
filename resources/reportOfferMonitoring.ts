/**
 * Offer monitoring (000 §2 `/reports?view=offer-monitoring`, central only, §6): how the offer is
 * being bet, per match, market and currency across the operators, from every bet row of betslips
 * that are not cancelled:
 * - bet rows, players and stakes; payouts of the settled rows and the payout ratio (payouts ÷
 *   settled stakes, in percent: above 100 the market lost money);
 * - the average bookmaker margin the rows were offered at;
 * - concentration: the most backed outcome's and the biggest player's share of the stakes. A market
 *   is concentrated when one player holds at least half its stakes and it has at least ten bet rows
 *   from at least three players (one account steering a market others bet on too).
 */
import { z } from 'zod';
import { defineResource } from './model';
import { MatchFields } from './reportLiability';

export const OfferMonitoringRow = z.object({
  /** Match, market and currency: tells rows apart. */
  id: z.string(),
  ...MatchFields,
  marketCode: z.string(),
  marketName: z.string(),
  currencyCode: z.string(),
  /** The operators whose players bet on it, comma-separated. */
  operators: z.string(),
  betRows: z.number().int(),
  players: z.number().int(),
  stakes: z.number(),
  settledStakes: z.number(),
  payouts: z.number(),
  payoutRatio: z.number().nullable(),
  averageMargin: z.number(),
  topOutcomeShare: z.number().nullable(),
  topPlayerShare: z.number().nullable(),
  concentrated: z.boolean(),
});

export type OfferMonitoringRow = z.output<typeof OfferMonitoringRow>;

const money = { currency: 'currencyCode' } as const;

export const reportOfferMonitoring = defineResource({
  name: 'reports-offer-monitoring',
  route: '/reports-offer-monitoring',
  api: { path: 'reports/offer-monitoring' },
  audience: 'central',
  schema: OfferMonitoringRow,
  list: {
    columns: [
      { source: 'match', link: { to: '/bookmakers-matches?id={matchId}', newTab: true } },
      { source: 'matchDate' },
      { source: 'sportCode' },
      { source: 'leagueName' },
      { source: 'marketName' },
      { source: 'currencyCode' },
      { source: 'operators' },
      { source: 'betRows', width: 112 },
      { source: 'players', width: 112 },
      { source: 'stakes', ...money },
      { source: 'payouts', ...money },
      { source: 'payoutRatio', cell: 'percent' },
      { source: 'averageMargin', cell: 'percent' },
      { source: 'topOutcomeShare', cell: 'percent' },
      { source: 'topPlayerShare', cell: 'percent' },
      { source: 'concentrated' },
    ],
    defaultSort: { field: 'stakes', order: 'DESC' },
    defaultFilter: { matchDate: 'minus24hoursOrLater' },
    search: 'match',
    rowTone: [{ when: { concentrated: true }, tone: 'warning' }],
    aggregate: true,
  },
  // Kept by triggers (server/migrations/240_offer_monitoring_rows.sql), not computed per page.
  storage: { rowsKept: true },
  filters: [
    { source: 'matchDate', type: 'timeFrame', presets: 'matches' },
    { source: 'sportCode', type: 'multipleSelect' },
    { source: 'concentrated', type: 'boolean' },
    { source: 'currencyCode', type: 'input', match: 'exact' },
  ],
});
