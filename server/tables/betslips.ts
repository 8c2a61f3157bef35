/** Storage of the `betslips` resource: betslips with their bet rows as one JSON array. */
import { betslip, type Betslip } from '../../resources/betslip';
import { sql, typed } from '../db/sql';
import { describe, isoSql, text } from './common';
import { deriveTable } from './derive';

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

const exists = (condition: ReturnType<typeof sql>) =>
  sql`EXISTS (SELECT 1 FROM bet_rows r WHERE r.betslip_id = betslips.id AND ${condition})`;

/** The status text of a settlement code, described by convention when it has no text of its own. */
const statusText = (code: unknown) => STATUS_TEXT[String(code)] ?? describe(text(code));

export const betslipTable = deriveTable<Betslip>(betslip, {
  computed: {
    'betslipStatus.description': { sql: sql`betslips.status_code`, read: statusText },
    'paymentStatus.description': { sql: sql`betslips.payment_status`, read: (code) => describe(text(code)) },
    // Single-record reads only (`api.recordOnly`); list and report rows leave the bet rows out.
    betrows: {
      sql: sql`SELECT coalesce(jsonb_agg(${BET_ROW_JSON} ORDER BY r.row_no, r.id), '[]'::jsonb) FROM bet_rows r
        WHERE r.betslip_id = betslips.id`,
    },
  },
  virtualFilters: {
    settlement: (value) => (value === 'SETTLED' ? sql`betslips.status <> 'NOT_SETTLED'` : sql`betslips.status = 'NOT_SETTLED'`),
    playType: (value) => (value === 'LIVE' ? exists(sql`r.is_live`) : value === 'PREMATCH' ? exists(sql`NOT r.is_live`) : sql`true`),
    feed: (value) => exists(sql`r.feed_code = ${String(value)}`),
    matchId: (value) => exists(sql`r.match_id = ${typed(value, 'integer')}`),
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
});
