/**
 * Liability (000 §2 `/reports?view=liability`): what the open bets could cost, per operator,
 * currency, match and market. Open bets are the NOT_SETTLED bet rows of betslips that are not
 * cancelled; a row's potential payout is its max win value. The worst case is the outcome whose rows
 * would pay most, and the exposure what it would pay beyond the market's open stakes.
 */
import { z } from 'zod';
import { Sport } from './enums';
import { defineResource } from './model';
import { timestamp } from './rules';

/** A match of the bet rows (liability, future events, offer monitoring). */
export const MatchFields = {
  matchId: z.number().int(),
  match: z.string(),
  sportCode: Sport,
  leagueName: z.string().nullable(),
  /** Kick-off. */
  matchDate: timestamp(),
} as const;

export const LiabilityRow = z.object({
  /** Operator, currency, match and market: tells rows apart. */
  id: z.string(),
  operatorCode: z.string(),
  currencyCode: z.string(),
  ...MatchFields,
  marketCode: z.string(),
  marketName: z.string(),
  betRows: z.number().int(),
  openStakes: z.number(),
  potentialPayouts: z.number(),
  worstOutcome: z.string(),
  worstPayout: z.number(),
  exposure: z.number(),
});

export type LiabilityRow = z.output<typeof LiabilityRow>;

const money = { currency: 'currencyCode' } as const;

export const reportLiability = defineResource({
  name: 'reports-liability',
  route: '/reports-liability',
  api: { path: 'reports/liability' },
  schema: LiabilityRow,
  list: {
    columns: [
      { source: 'match', link: { to: '/bookmakers-matches?id={matchId}', newTab: true } },
      { source: 'matchDate' },
      { source: 'sportCode' },
      { source: 'leagueName' },
      { source: 'marketName' },
      { source: 'operatorCode', only: 'central' },
      { source: 'currencyCode' },
      { source: 'betRows', width: 112 },
      { source: 'openStakes', ...money },
      { source: 'potentialPayouts', ...money },
      { source: 'worstOutcome' },
      { source: 'worstPayout', ...money },
      { source: 'exposure', ...money },
    ],
    defaultSort: { field: 'exposure', order: 'DESC' },
    search: 'match',
    aggregate: true,
  },
  // Kept by triggers (server/migrations/271_liability_rows.sql), not computed per page.
  storage: { rowsKept: true },
  filters: [
    { source: 'matchDate', type: 'timeFrame', presets: 'matches' },
    { source: 'sportCode', type: 'multipleSelect' },
    { source: 'currencyCode', type: 'input', match: 'exact' },
    { source: 'operatorCode', type: 'select', only: 'central' },
  ],
});
