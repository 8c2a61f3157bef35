/**
 * Future events (000 §2 `/reports?view=future-events`): the matches that have not kicked off yet,
 * per operator and currency, with the open bets on them (as in liability) summed over their
 * markets; the exposure is the sum of the markets' worst cases.
 */
import { z } from 'zod';
import { defineResource } from './model';
import { MatchFields } from './reportLiability';

export const FutureEventRow = z.object({
  /** Operator, currency and match: tells rows apart. */
  id: z.string(),
  operatorCode: z.string(),
  currencyCode: z.string(),
  ...MatchFields,
  markets: z.number().int(),
  betRows: z.number().int(),
  openStakes: z.number(),
  potentialPayouts: z.number(),
  worstPayout: z.number(),
  exposure: z.number(),
});

export type FutureEventRow = z.output<typeof FutureEventRow>;

const money = { currency: 'currencyCode' } as const;

export const reportFutureEvents = defineResource({
  name: 'reports-future-events',
  route: '/reports-future-events',
  api: { path: 'reports/future-events' },
  schema: FutureEventRow,
  list: {
    columns: [
      { source: 'matchDate' },
      { source: 'match', link: { to: '/bookmakers-matches?id={matchId}', newTab: true } },
      { source: 'sportCode' },
      { source: 'leagueName' },
      { source: 'operatorCode', only: 'central' },
      { source: 'currencyCode' },
      { source: 'markets', width: 112 },
      { source: 'betRows', width: 112 },
      { source: 'openStakes', ...money },
      { source: 'potentialPayouts', ...money },
      { source: 'worstPayout', ...money },
      { source: 'exposure', ...money },
    ],
    defaultSort: { field: 'matchDate', order: 'ASC' },
    defaultFilter: { matchDate: 'next3days' },
    search: 'match',
    aggregate: true,
  },
  filters: [
    { source: 'matchDate', type: 'timeFrame', presets: 'matches' },
    { source: 'sportCode', type: 'multipleSelect' },
    { source: 'currencyCode', type: 'input', match: 'exact' },
    { source: 'operatorCode', type: 'select', only: 'central' },
  ],
});
