/**
 * Storage of the bookmakers' catalogue (migration 160): matches (the `bookmakers_matches` view,
 * a match with its league), leagues and markets. A match's counters and figures are read from
 * its bet rows (`bet_rows_match`); open bet rows are those not settled, or under review, on a
 * betslip that is not cancelled.
 */
import { league, type League } from '../../resources/league';
import { market, type Market } from '../../resources/market';
import { match, type Match } from '../../resources/match';
import { sql } from '../db/sql';
import { deriveTable } from './derive';

/** The catalogue belongs to no operator: its activity-log rows concern none. */
const central = () => ({ operatorCode: null, user: null });

/** A bet row `r` on a betslip `b` that still waits for its result. */
const OPEN = sql`r.status IN ('NOT_SETTLED', 'UNDER_REVIEW') AND NOT b.is_cancelled`;

/** The bet rows `r` (with their betslips `b`) of the match of the current row. */
const MATCH_ROWS = sql`bet_rows r JOIN betslips b ON b.id = r.betslip_id WHERE r.match_id = bookmakers_matches.id`;

/** Figures of bet rows `r` on betslips `b`, as JSON members (MatchFigures without the betslips). */
const FIGURES = sql`'betRows', count(*), 'openBetRows', count(*) FILTER (WHERE ${OPEN}),
  'stake', round(coalesce(sum(r.betrow_stake) FILTER (WHERE NOT b.is_cancelled), 0), 2)::float8,
  'openLiability', round(coalesce(sum(r.max_win_value) FILTER (WHERE ${OPEN}), 0), 2)::float8,
  'paidOut', round(coalesce(sum(r.paid_value) FILTER (WHERE NOT b.is_cancelled), 0), 2)::float8`;

export const matchTable = deriveTable<Match>(match, {
  computed: {
    betslips: { sql: sql`SELECT count(DISTINCT r.betslip_id) FROM bet_rows r WHERE r.match_id = bookmakers_matches.id` },
    betRows: { sql: sql`SELECT count(*) FROM bet_rows r WHERE r.match_id = bookmakers_matches.id` },
    openBetRows: { sql: sql`SELECT count(*) FROM ${MATCH_ROWS} AND ${OPEN}` },
    figures: {
      sql: sql`SELECT coalesce(jsonb_agg(f.figures ORDER BY f.currency), '[]'::jsonb) FROM (
        SELECT b.currency_code AS currency,
          jsonb_build_object('currency', b.currency_code, 'betslips', count(DISTINCT b.id), ${FIGURES}) AS figures
        FROM ${MATCH_ROWS} GROUP BY b.currency_code) f`,
    },
    markets: {
      sql: sql`SELECT coalesce(jsonb_agg(l.line ORDER BY l.sort_order, l.market_code, l.outcome_code, l.currency), '[]'::jsonb) FROM (
        SELECT coalesce(k.sort_order, 0) AS sort_order, r.market_code, r.outcome_code, b.currency_code AS currency,
          jsonb_build_object('marketCode', r.market_code, 'marketName', coalesce(k.name, min(r.market_name)),
            'sortOrder', coalesce(k.sort_order, 0), 'outcomeCode', r.outcome_code, 'outcomeText', min(r.outcome_text),
            'currency', b.currency_code, 'averageOdds', round(avg(r.outcome_value), 2)::float8, ${FIGURES}) AS line
        FROM bet_rows r JOIN betslips b ON b.id = r.betslip_id
        LEFT JOIN catalog_markets k ON k.sport_code = r.sport_code AND k.code = r.market_code
        WHERE r.match_id = bookmakers_matches.id
        GROUP BY r.market_code, r.outcome_code, b.currency_code, k.name, k.sort_order) l`,
    },
  },
  virtualFilters: {
    leagues: (value) => (value === 'TOP' ? sql`bookmakers_matches.top_league` : sql`NOT bookmakers_matches.top_league`),
  },
  logSubject: central,
});

export const leagueTable = deriveTable<League>(league, {
  computed: {
    matches: { sql: sql`SELECT count(*) FROM catalog_matches m WHERE m.league_id = catalog_leagues.id` },
    openMatches: {
      sql: sql`SELECT count(*) FROM catalog_matches m WHERE m.league_id = catalog_leagues.id AND m.status IN ('NOT_STARTED', 'LIVE')`,
    },
    nextMatchDate: {
      sql: sql`SELECT min(m.match_date) FROM catalog_matches m WHERE m.league_id = catalog_leagues.id AND m.match_date >= now()`,
    },
  },
  virtualFilters: {
    leagues: (value) => (value === 'TOP' ? sql`catalog_leagues.top_league` : sql`NOT catalog_leagues.top_league`),
  },
  logSubject: central,
});

export const marketTable = deriveTable<Market>(market, {
  computed: {
    betRows: {
      sql: sql`SELECT count(*) FROM bet_rows r WHERE r.sport_code = catalog_markets.sport_code AND r.market_code = catalog_markets.code`,
    },
  },
  logSubject: central,
});
