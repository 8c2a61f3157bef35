/**
 * Bookmakers: the leagues of the catalogue (000 §2 /bookmakers-leagues, §3 the Leagues filter;
 * 002 §7 `/catalog/node`). A league is a node of the sports → leagues → matches tree; staff mark
 * the top leagues, which the offer shows first.
 */
import { z } from 'zod';
import { defineAction, defineResource, namedEnum } from './model';
import { Sport } from './enums';
import { timestamp } from './rules';

/** The spec's Leagues filter (000 §3): Any (no value), Top Leagues, Normal Leagues. */
export const LeagueKind = namedEnum('leagueKind', ['TOP', 'NORMAL']);

export const League = z.object({
  id: z.number().int(),
  sportCode: Sport,
  /** The bet rows' guild: a country or an organisation (ATP, International). */
  country: z.string(),
  name: z.string(),
  topLeague: z.boolean(),
  /** Matches of the league in the catalogue. */
  matches: z.number().int(),
  /** Matches not started or live. */
  openMatches: z.number().int(),
  /** Kick-off of the league's next match, if any. */
  nextMatchDate: timestamp().nullable().optional(),
  updated: timestamp(),
});

export type League = z.output<typeof League>;

export const league = defineResource({
  name: 'bookmakers-leagues',
  route: '/bookmakers-leagues',
  menu: { group: 'central', icon: 'leagues', order: 30 },
  api: { path: 'catalog/node' },
  recordName: 'name',
  schema: League,
  list: {
    columns: [
      { source: 'id' },
      { source: 'sportCode' },
      { source: 'country' },
      { source: 'name', link: { to: '/bookmakers-matches?leagueId={id}' } },
      { source: 'topLeague', action: { name: 'setTopLeague', input: 'topLeague' } },
      { source: 'matches', sortable: false },
      { source: 'openMatches', sortable: false },
      { source: 'nextMatchDate', sortable: false },
      { source: 'updated' },
    ],
    defaultSort: { field: 'sportCode', order: 'ASC' },
    search: 'name',
    queryParams: { search: 'search', sportCode: 'sportCode' },
  },
  filters: [
    { source: 'sportCode', type: 'select' },
    { source: 'country', type: 'input' },
    { source: 'topLeague', key: 'leagues', valueSchema: LeagueKind, type: 'select' },
  ],
  actions: {
    /** The Top league switch: `PUT catalog/node/{id}` with `{ topLeague }`; the answer is the league. */
    setTopLeague: defineAction({
      scope: 'record',
      request: { method: 'PUT', path: '{id}' },
      answer: { record: true },
      input: z.object({ topLeague: z.boolean() }),
      successMessage: 'app.bookmakers.leagueSaved',
    }),
  },
  storage: { table: 'catalog_leagues', updatedColumn: 'updated' },
});
