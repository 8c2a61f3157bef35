/**
 * Bookmakers: the markets of each sport in the order the offer shows them (000 §2
 * /bookmakers-markets-sorting; 002 §7 `/catalog/markets` with `/order`, `/name` and `/active`).
 * The markets are those the bet rows name; staff order them per sport, rename them and switch
 * them off. A bet row keeps the market name it was placed with.
 */
import { z } from 'zod';
import { defineAction, defineResource } from './model';
import { Sport } from './enums';
import { requiredText, timestamp } from './rules';

/** Longest market name. */
export const MARKET_NAME_MAX = 100;

/** Most markets one order call moves. */
export const MARKET_ORDER_MAX = 500;

export const Market = z.object({
  id: z.number().int(),
  sportCode: Sport,
  /** The feed's market code (`1X2`, `OU25`); the bet rows' `marketCode`. */
  code: z.string(),
  name: requiredText(MARKET_NAME_MAX),
  active: z.boolean(),
  /** Place in the sport's offer, 1 first. */
  sortOrder: z.number().int(),
  /** Bet rows placed on the market. */
  betRows: z.number().int(),
  updated: timestamp(),
});

export type Market = z.output<typeof Market>;

/** The new order of one sport's markets: every market of the sport, first to last. */
export const MarketOrderInput = z.object({
  sportCode: Sport,
  ids: z.array(z.number().int().positive()).min(1).max(MARKET_ORDER_MAX),
});

export const market = defineResource({
  name: 'bookmakers-markets-sorting',
  route: '/bookmakers-markets-sorting',
  menu: { group: 'central', icon: 'marketsSorting', order: 20 },
  api: { path: 'catalog/markets' },
  recordName: 'name',
  schema: Market,
  list: {
    columns: [
      { source: 'sortOrder' },
      { source: 'sportCode' },
      { source: 'code' },
      { source: 'name' },
      { source: 'active' },
      { source: 'betRows', sortable: false },
      { source: 'updated' },
    ],
    defaultSort: { field: 'sortOrder', order: 'ASC' },
    search: 'name',
    pageSizes: [500, 100],
  },
  filters: [
    { source: 'sportCode', type: 'select' },
    { source: 'active', type: 'boolean' },
  ],
  actions: {
    /** `PUT catalog/markets/order` with `{ sportCode, ids }`: the sport's markets, first to last; the answer is them in order. */
    order: defineAction({
      scope: 'collection',
      request: { method: 'PUT', path: 'order' },
      input: MarketOrderInput,
      successMessage: 'app.bookmakers.marketOrderSaved',
      panelOnly: true,
    }),
    /** `PUT catalog/markets/name` with `{ id, name }`; the answer is the market. */
    rename: defineAction({
      scope: 'collection',
      request: { method: 'PUT', path: 'name' },
      input: z.object({ id: z.number().int().positive(), name: requiredText(MARKET_NAME_MAX) }),
      successMessage: 'app.bookmakers.marketSaved',
      panelOnly: true,
    }),
    /** `PUT catalog/markets/active` with `{ id, active }`; the answer is the market. */
    setActive: defineAction({
      scope: 'collection',
      request: { method: 'PUT', path: 'active' },
      input: z.object({ id: z.number().int().positive(), active: z.boolean() }),
      successMessage: 'app.bookmakers.marketSaved',
      panelOnly: true,
    }),
  },
  storage: { table: 'catalog_markets', updatedColumn: 'updated' },
});
