/**
 * Player statistics (001 §2, §3, §7): one row of totals per player on /players-statistics, each
 * expanding into the statistics tiles, which the player profile's Statistics panel shows too.
 */
import { z } from 'zod';
import { defineAction, defineResource } from './model';
import { PlayType } from './enums';
import { timestamp } from './rules';

/** A day's movement of one currency. */
export const DailyMovement = z.object({ created: timestamp(), accountMovement: z.number(), currency: z.string().optional() });

/** Totals of a player (the tiles and the plain view). */
export const PlayerStatisticsTotals = z.object({
  totalPayinAmount: z.number(),
  totalPayoutAmount: z.number(),
  houseWin: z.number(),
  totalPayoutBonusAmount: z.number(),
  numberOfBets: z.number().int(),
  totalStake: z.number(),
});

/** `GET statistics/player/{id}` payload. */
export const PlayerStatistics = PlayerStatisticsTotals.extend({
  depositsGroupedByDayAndCurrency: z.array(DailyMovement),
  withdrawalsGroupedByDayAndCurrency: z.array(DailyMovement),
});

export type PlayerStatistics = z.output<typeof PlayerStatistics>;

/** `GET betslips/stats/player/{id}` payload: betslip counts per sport and per betslip type. */
export const BetslipDistribution = z.object({
  /** Betslips per sport code (`FOOTBALL`), labelled by the catalogue's `enums.sport`. */
  sportTypes: z.record(z.string(), z.number()),
  betslipTypes: z.record(z.string(), z.number()),
});

export type BetslipDistribution = z.output<typeof BetslipDistribution>;

/** `GET betslips/graph/player/{id}` payload: one point per day. */
export const BetslipGraphPoint = z.object({ date: z.iso.date(), betslips: z.number().int(), stake: z.number(), payout: z.number() });

export type BetslipGraphPoint = z.output<typeof BetslipGraphPoint>;

/** A row of the players statistics list: the player and its totals. */
export const PlayerStatisticsRow = PlayerStatisticsTotals.extend({
  /** The player id. */
  id: z.number().int(),
  playerUsername: z.string(),
  operatorCode: z.string(),
  /** The player's currency, which the amounts are in (not in the specification's statistics; optional). */
  tenantCurrency: z.string().optional(),
});

/** A time-frame filter `{ from?, to? }` (ISO instants). */
const TimeRange = z.object({ from: timestamp().optional(), to: timestamp().optional() });

const playType = PlayType.default('LIVE_AND_PREMATCH');

export const playerStatistics = defineResource({
  name: 'players-statistics',
  route: '/players-statistics',
  menu: { group: 'players', icon: 'playerStatistics', order: 90 },
  api: { path: 'statistics' },
  schema: PlayerStatisticsRow,
  playerField: 'id',
  list: {
    columns: [
      { source: 'playerUsername', cell: 'playerLink' },
      { source: 'operatorCode', only: 'central' },
      { source: 'totalPayinAmount', currency: 'tenantCurrency' },
      { source: 'totalPayoutAmount', currency: 'tenantCurrency' },
      { source: 'houseWin', currency: 'tenantCurrency' },
      { source: 'totalStake', currency: 'tenantCurrency' },
      { source: 'numberOfBets' },
      { source: 'totalPayoutBonusAmount', currency: 'tenantCurrency' },
    ],
    defaultSort: { field: 'totalPayinAmount', order: 'DESC' },
    search: 'playerUsername',
    expand: { panel: 'PlayerStatisticsPanel' },
    exportable: false,
  },
  filters: [{ source: 'operatorCode', type: 'select', only: 'central' }],
  actions: {
    /** `GET statistics/player/{id}?filter={"created":{from,to}}`: payload `PlayerStatistics`. */
    loadStatistics: defineAction({
      scope: 'record',
      request: { method: 'GET', path: 'player/{id}', query: ['filter'] },
      input: z.object({ filter: z.object({ created: TimeRange.optional() }).default({}) }),
      panelOnly: true,
    }),
    /** `GET betslips/stats/player/{id}?filter={"playType":…}`: payload `BetslipDistribution`. */
    loadBetslipDistribution: defineAction({
      scope: 'record',
      request: { method: 'GET', basePath: 'betslips', path: 'stats/player/{id}', query: ['filter'] },
      input: z.object({ filter: z.object({ playType }).default({ playType: 'LIVE_AND_PREMATCH' }) }),
      panelOnly: true,
    }),
    /** `GET betslips/graph/player/{id}?filter={"playType":…,"created":{from,to}}`: payload `BetslipGraphPoint[]`. */
    loadBetslipGraph: defineAction({
      scope: 'record',
      request: { method: 'GET', basePath: 'betslips', path: 'graph/player/{id}', query: ['filter'] },
      input: z.object({ filter: z.object({ playType, created: TimeRange.optional() }).default({ playType: 'LIVE_AND_PREMATCH' }) }),
      panelOnly: true,
    }),
  },
  storage: { table: 'player_statistics' },
});
