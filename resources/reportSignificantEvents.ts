/**
 * Significant events (000 §2 `/reports?view=significant-events`): betslips a manager should look
 * at, by the thresholds of their currency (`significantEventThresholds`, set by central managers):
 * - LARGE_STAKE: the stake is at least the currency's large stake;
 * - LARGE_WIN: the net win (paid − stake) of a betslip that is not cancelled is at least the large win;
 * - STAKE_SPIKE: an unusual stake for the player: at least the spike factor times their average
 *   stake over their earlier betslips, when they have at least the minimum number of those.
 * `amount` is the stake (or the net win); `reference` the threshold it reached (for a spike, the
 * factor times the player's average).
 */
import { z } from 'zod';
import { defineResource, namedEnum } from './model';
import { timestamp } from './rules';

export const SignificantEventKind = namedEnum('significantEventKind', ['LARGE_STAKE', 'LARGE_WIN', 'STAKE_SPIKE']);

export const SignificantEventRow = z.object({
  /** Kind and betslip: tells rows apart. */
  id: z.string(),
  kind: SignificantEventKind,
  /** When the betslip was placed. */
  created: timestamp(),
  operatorCode: z.string(),
  playerId: z.number().int(),
  playerUsername: z.string(),
  betslipId: z.number().int(),
  currencyCode: z.string(),
  amount: z.number(),
  reference: z.number(),
  totalStake: z.number(),
  paidValue: z.number().nullable(),
});

export type SignificantEventRow = z.output<typeof SignificantEventRow>;

const money = { currency: 'currencyCode' } as const;

export const reportSignificantEvents = defineResource({
  name: 'reports-significant-events',
  route: '/reports-significant-events',
  api: { path: 'reports/significant-events' },
  schema: SignificantEventRow,
  playerField: 'playerId',
  list: {
    columns: [
      { source: 'created' },
      { source: 'kind' },
      { source: 'playerUsername', cell: 'playerLink' },
      { source: 'betslipId', link: { to: '/betslips/{betslipId}' } },
      { source: 'operatorCode', only: 'central' },
      { source: 'currencyCode' },
      { source: 'amount', ...money },
      { source: 'reference', ...money },
      { source: 'totalStake', ...money },
      { source: 'paidValue', ...money },
    ],
    defaultSort: { field: 'created', order: 'DESC' },
    defaultFilter: { created: 'last7days' },
    search: 'playerUsername',
    rowTone: [
      { when: { kind: 'LARGE_WIN' }, tone: 'error' },
      { when: { kind: 'STAKE_SPIKE' }, tone: 'warning' },
    ],
    header: 'SignificantEventsHeader',
    aggregate: true,
  },
  // Kept by triggers (server/migrations/270_significant_events_rows.sql), not computed per page.
  storage: { rowsKept: true },
  filters: [
    { source: 'created', type: 'timeFrame', presets: 'betslips' },
    { source: 'kind', type: 'multipleSelect' },
    { source: 'currencyCode', type: 'input', match: 'exact' },
    { source: 'operatorCode', type: 'select', only: 'central' },
  ],
});
