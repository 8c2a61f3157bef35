/**
 * Bookmakers: the matches of the catalogue (000 §2 /bookmakers-matches, 002 §7 `/{op}/matches`).
 * The reference API has no odds feed: its matches are those the bet rows name, under the bet rows'
 * own match ids (a betslip's match link, `/bookmakers-matches?id={matchId}`, opens its match). A
 * match's page shows its figures per currency and its markets; both come with the single record.
 */
import { z } from 'zod';
import { defineResource, namedCodes } from './model';
import { Feed, Sport } from './enums';
import { LeagueKind } from './league';
import { timestamp } from './rules';

/** A match's state in the feed; an API may send others. */
export const MatchStatus = namedCodes('matchStatus', ['NOT_STARTED', 'LIVE', 'ENDED', 'POSTPONED', 'CANCELLED']);

/** The bet rows on a match in one currency; open means not settled (or under review) on a betslip that is not cancelled. */
export const MatchFigures = z.object({
  currency: z.string(),
  betslips: z.number().int(),
  betRows: z.number().int(),
  openBetRows: z.number().int(),
  /** Stakes of the bet rows on the match. */
  stake: z.number(),
  /** What the open bet rows pay at most: the exposure. */
  openLiability: z.number(),
  /** What the settled bet rows paid. */
  paidOut: z.number(),
});

export type MatchFigures = z.output<typeof MatchFigures>;

/** One outcome of one market of a match in one currency, with the figures of its bet rows. */
export const MatchMarketLine = MatchFigures.omit({ betslips: true }).extend({
  marketCode: z.string(),
  marketName: z.string(),
  /** The market's place in its sport's order (`catalog/markets/order`). */
  sortOrder: z.number().int(),
  outcomeCode: z.string(),
  outcomeText: z.string(),
  averageOdds: z.number(),
});

export type MatchMarketLine = z.output<typeof MatchMarketLine>;

export const Match = z.object({
  id: z.number().int(),
  /** `Home - Away`, as the bet rows name it. */
  name: z.string(),
  home: z.string().nullable().optional(),
  away: z.string().nullable().optional(),
  sportCode: Sport,
  leagueId: z.number().int(),
  leagueName: z.string(),
  country: z.string(),
  topLeague: z.boolean(),
  feedCode: Feed,
  /** Kick-off. */
  matchDate: timestamp(),
  matchEndDate: timestamp().nullable().optional(),
  status: MatchStatus,
  score: z.string().nullable().optional(),
  betslips: z.number().int(),
  betRows: z.number().int(),
  openBetRows: z.number().int(),
  /** Per currency (single record only). */
  figures: z.array(MatchFigures),
  /** Per market, outcome and currency, in the market order (single record only). */
  markets: z.array(MatchMarketLine),
});

export type Match = z.output<typeof Match>;

export const match = defineResource({
  name: 'bookmakers-matches',
  route: '/bookmakers-matches',
  menu: { group: 'central', icon: 'matches', order: 10 },
  api: { path: 'matches', recordOnly: ['figures', 'markets'] },
  recordName: 'name',
  schema: Match,
  list: {
    columns: [
      { source: 'id', link: { to: '/bookmakers-matches?id={id}' } },
      { source: 'matchDate' },
      { source: 'name', link: { to: '/bookmakers-matches?id={id}' } },
      { source: 'sportCode' },
      { source: 'leagueName', link: { to: '/bookmakers-matches?leagueId={leagueId}' } },
      { source: 'country' },
      { source: 'status' },
      { source: 'score', sortable: false },
      { source: 'betslips', sortable: false },
      { source: 'betRows', sortable: false },
      { source: 'openBetRows', sortable: false },
      { source: 'feedCode' },
    ],
    defaultSort: { field: 'matchDate', order: 'DESC' },
    search: 'name',
    rowTone: [{ when: { status: 'LIVE' }, tone: 'success' }],
    titleCount: true,
    queryParams: { search: 'search', leagueId: 'leagueId', sportCode: 'sportCode' },
  },
  filters: [
    { source: 'matchDate', key: 'timeFrame', type: 'timeFrame', presets: 'matches' },
    { source: 'sportCode', type: 'select' },
    { source: 'status', type: 'multipleSelect' },
    { source: 'leagueName', type: 'input' },
    { source: 'country', type: 'input' },
    { source: 'topLeague', key: 'leagues', valueSchema: LeagueKind, type: 'select' },
    { source: 'feedCode', type: 'select' },
    { source: 'leagueId', type: 'input', match: 'exact', numeric: true, min: 1 },
  ],
  storage: { table: 'bookmakers_matches' },
});
