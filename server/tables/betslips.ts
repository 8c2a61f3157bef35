/** Storage of the `betslips` resource: betslips with their bet rows as one JSON array. */
import type { Betslip } from '../../resources/betslip';
import { sql, typed } from '../db/sql';
import type { TableMapping } from './mapping';
import { describe, isoSql, isoTime, json, num, text } from './common';

type Row = Record<string, unknown>;


/** One bet row (`bet_rows r`) as JSON, in the shape of the BetRow schema. */
export const BET_ROW_JSON = sql`jsonb_build_object(
  'id', r.id, 'matchId', r.match_id, 'match', r.match, 'home', r.home, 'away', r.away, 'sportCode', r.sport_code,
  'sportName', r.sport_name, 'feedCode', r.feed_code, 'guildName', r.guild_name, 'leagueName', r.league_name,
  'isLive', r.is_live, 'matchDate', ${isoSql(sql`r.match_date`)}, 'matchEndDate', ${isoSql(sql`r.match_end_date`)},
  'matchConfirmedDate', ${isoSql(sql`r.match_confirmed_date`)},
  'matchStatus', CASE WHEN r.match_status_code IS NULL THEN NULL
    ELSE jsonb_build_object('code', r.match_status_code, 'description', r.match_status_description) END,
  'placementMatchScore', r.placement_match_score, 'placementMatchStats', r.placement_match_stats,
  'matchScore', r.match_score, 'lastMatchStatsSs', r.last_match_stats_ss, 'marketName', r.market_name,
  'outcomeText', r.outcome_text, 'margin', r.margin::float8, 'outcomeValue', r.outcome_value::float8,
  'betrowStake', r.betrow_stake::float8, 'maxWinValue', r.max_win_value::float8,
  'status', jsonb_build_object('code', r.status, 'description', initcap(replace(r.status, '_', ' '))),
  'paidValue', r.paid_value::float8, 'paymentStatus', r.payment_status, 'manualOverride', r.manual_override,
  'created', ${isoSql(sql`r.created`)}, 'updated', ${isoSql(sql`r.updated`)})`;

const STATUS_TEXT: Record<string, string> = {
  WON_MAX: 'Won',
  WON_PARTIAL: 'Partially won',
  WON_PENDING: 'Won, payout pending',
  LOST: 'Lost',
  REFUNDED_MAX: 'Refunded',
  REFUNDED_PARTIAL: 'Partially refunded',
  REFUNDED_PENDING: 'Refund pending',
  NOT_SETTLED: 'Not settled',
  ERROR: 'Settlement error',
  UNDER_REVIEW: 'Under review',
  OLD_UNDER_REVIEW: 'Under review (old)',
};

export function betslipRecord(row: Row): Betslip {
  return {
    id: Number(row.id),
    operatorCode: String(row.operator_code),
    playerId: Number(row.player_id),
    playerName: text(row.player_name),
    playerUsername: String(row.player_username),
    walletType: String(row.wallet_type),
    currency: { code: String(row.currency_code), currencySymbol: text(row.currency_symbol) },
    totalStake: Number(row.total_stake),
    winValue: num(row.win_value),
    maxWinValue: Number(row.max_win_value),
    feeValue: Number(row.fee_value),
    feeWinValue: num(row.fee_win_value),
    bonusStake: Number(row.bonus_stake),
    stakePerBetcomb: Number(row.stake_per_betcomb),
    paidValue: num(row.paid_value),
    paidOutDate: isoTime(row.paid_out_date),
    created: isoTime(row.created)!,
    updated: isoTime(row.updated)!,
    country: text(row.country),
    isCancelled: Boolean(row.is_cancelled),
    betslipType: row.betslip_type as Betslip['betslipType'],
    combinations: Number(row.combinations),
    combinationSizes: json<number[] | null>(row.combination_sizes, null),
    combinationDetails: text(row.combination_details),
    betslipStatus: {
      simpleStatus: row.status as Betslip['betslipStatus']['simpleStatus'],
      code: row.status_code as Betslip['betslipStatus']['code'],
      description: STATUS_TEXT[String(row.status_code)] ?? describe(text(row.status_code)),
    },
    paymentStatus: {
      simpleStatus: row.payment_status as Betslip['paymentStatus']['simpleStatus'],
      code: row.payment_status as Betslip['paymentStatus']['code'],
      description: describe(text(row.payment_status)),
    },
    betslipSettlementTries: Number(row.settlement_tries),
    redemptionPeriod: text(row.redemption_period),
    counters: {
      notSettledBets: Number(row.not_settled_bets),
      wonBets: Number(row.won_bets),
      lostBets: Number(row.lost_bets),
      noBets: Number(row.no_bets),
      manualReviewBets: Number(row.manual_review_bets),
      cancelledBets: Number(row.cancelled_bets),
      allBets: Number(row.all_bets),
    },
    // Single-record reads only (`recordSelect`); list and report rows leave the bet rows out.
    ...(row.betrows === undefined ? {} : { betrows: json<Betslip['betrows']>(row.betrows, []) }),
  } as Betslip;
}

const exists = (condition: ReturnType<typeof sql>) =>
  sql`EXISTS (SELECT 1 FROM bet_rows r WHERE r.betslip_id = betslips.id AND ${condition})`;

export const betslipTable: TableMapping<Betslip> = {
  table: 'betslips',
  countsMaintained: true,
  idColumn: 'id',
  operatorColumn: 'operator_code',
  fields: {
    id: { column: 'id', type: 'integer' },
    operatorCode: { column: 'operator_code', type: 'text' },
    playerId: { column: 'player_id', type: 'integer' },
    playerName: { column: 'player_name', type: 'text' },
    playerUsername: { column: 'player_username', type: 'text' },
    walletType: { column: 'wallet_type', type: 'text' },
    'currency.code': { column: 'currency_code', type: 'text' },
    totalStake: { column: 'total_stake', type: 'numeric' },
    winValue: { column: 'win_value', type: 'numeric' },
    maxWinValue: { column: 'max_win_value', type: 'numeric' },
    feeValue: { column: 'fee_value', type: 'numeric' },
    bonusStake: { column: 'bonus_stake', type: 'numeric' },
    stakePerBetcomb: { column: 'stake_per_betcomb', type: 'numeric' },
    paidValue: { column: 'paid_value', type: 'numeric' },
    paidOutDate: { column: 'paid_out_date', type: 'timestamptz' },
    created: { column: 'created', type: 'timestamptz' },
    updated: { column: 'updated', type: 'timestamptz' },
    country: { column: 'country', type: 'text' },
    isCancelled: { column: 'is_cancelled', type: 'boolean' },
    betslipType: { column: 'betslip_type', type: 'text' },
    combinations: { column: 'combinations', type: 'integer' },
    'betslipStatus.simpleStatus': { column: 'status', type: 'text' },
    'betslipStatus.code': { column: 'status_code', type: 'text' },
    'paymentStatus.simpleStatus': { column: 'payment_status', type: 'text' },
    betslipSettlementTries: { column: 'settlement_tries', type: 'integer' },
    'counters.allBets': { column: 'all_bets', type: 'integer' },
    'counters.notSettledBets': { column: 'not_settled_bets', type: 'integer' },
    'counters.wonBets': { column: 'won_bets', type: 'integer' },
    'counters.lostBets': { column: 'lost_bets', type: 'integer' },
    'counters.noBets': { column: 'no_bets', type: 'integer' },
    'counters.manualReviewBets': { column: 'manual_review_bets', type: 'integer' },
    'counters.cancelledBets': { column: 'cancelled_bets', type: 'integer' },
  },
  updatedColumn: 'updated',
  select: sql`betslips.id, betslips.operator_code, player_id, player_name, player_username, wallet_type, currency_code,
    currency_symbol, total_stake::float8 AS total_stake, win_value::float8 AS win_value, max_win_value::float8 AS max_win_value,
    fee_value::float8 AS fee_value, fee_win_value::float8 AS fee_win_value, bonus_stake::float8 AS bonus_stake,
    stake_per_betcomb::float8 AS stake_per_betcomb, betslips.paid_value::float8 AS paid_value, paid_out_date,
    betslips.created, betslips.updated, country, is_cancelled, betslip_type, combinations, combination_sizes,
    combination_details, betslips.status, status_code, betslips.payment_status, settlement_tries, redemption_period,
    not_settled_bets, won_bets, lost_bets, no_bets, manual_review_bets, cancelled_bets, all_bets`,
  recordSelect: sql`(SELECT coalesce(jsonb_agg(${BET_ROW_JSON} ORDER BY r.row_no, r.id), '[]'::jsonb) FROM bet_rows r
      WHERE r.betslip_id = betslips.id) AS betrows`,
  toRecord: betslipRecord,
  virtualFilters: {
    settlement: (value) =>
      value === 'SETTLED' ? sql`betslips.status <> 'NOT_SETTLED'` : sql`betslips.status = 'NOT_SETTLED'`,
    playType: (value) =>
      value === 'LIVE' ? exists(sql`r.is_live`) : value === 'PREMATCH' ? exists(sql`NOT r.is_live`) : sql`true`,
    feed: (value) => exists(sql`r.feed_code = ${String(value)}`),
    matchDay: (value) => {
      const { from, to } = value as { from?: string; to?: string };
      const parts = [sql`true`];
      if (from) parts.push(sql`r.match_date >= ${typed(from, 'timestamptz')}`);
      if (to) parts.push(sql`r.match_date <= ${typed(to, 'timestamptz')}`);
      return exists(sql`${parts.reduce((a, b) => sql`${a} AND ${b}`)}`);
    },
  },
  logSubject: (betslip) => ({
    operatorCode: betslip.operatorCode,
    user: { id: betslip.playerId, role: 'PLAYER', realm: betslip.operatorCode, username: betslip.playerUsername },
  }),
};
