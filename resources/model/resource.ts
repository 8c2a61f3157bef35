/** The resource declaration: `defineResource` and `defineAction`. */
import type { z } from 'zod';
import type { MenuPlacement, ScreenAudience } from '../menu';
import type { ActionDef } from './action';
import { withReport, type TimeFrameReportDef } from './report';
import type { SchemaPath } from './paths';
import type { StorageDef } from './storage';
import { PAGE_SIZES, type EditFieldDef, type FilterDef, type ListDef, type SectionDef } from './list';

/**
 * A further console route showing one record, found by a field other than its id: the page
 * `<route>/:id` shows the record whose `field` equals `:id` and that has the `when` values, with
 * the resource's detail page and actions (payments: `/deposits/{paymentRequestId}` for deposits).
 * The record is looked up through the list, so `field` and every `when` key need a declared
 * filter (an exact input or a select); an id that matches no record shows a not-found message.
 *
 * @example { route: '/deposits', field: 'paymentRequestId', when: { paymentRequest: 'DEPOSIT' } }
 */
export interface RecordRouteDef<P extends string> {
  /** Console route without the id, e.g. `/deposits`. */
  route: string;
  /** The field the route's id is compared with; unique among the records matching `when`. */
  field: P;
  /** Fixed values of the records this route shows (and filters they are looked up with). */
  when?: { readonly [K in P]?: string | number | boolean };
}

/**
 * The wire of a resource: the one place its calls' paths, parameter names and answer wrappers are
 * declared (an action's own call is its `request` and `answer`). Everything under `/api/officeapp/{op}/`.
 *
 * @example api: { path: 'betslips', listKey: 'betslips', player: { path: 'player/{playerId}' } }
 */
export interface ResourceApiDef<P extends string> {
  /** Path under `/api/officeapp/{op}/` of the list (`GET`), one record (`{path}/{id}`) and the CSV report (`{path}/report`), e.g. `players`. */
  path: string;
  /** The list payload key when it is not `content` (betslips: `betslips`). */
  listKey?: string;
  /**
   * The list is the `path` list of another resource with this flag set to `true` in its
   * `filter`, and the API answers that call with this resource's records (the limits screens:
   * `GET players` with `showLimitsDetails`, 001 §7). Such a resource has no list, record or report
   * call of its own; one record is read through the list with its id filter.
   */
  listFlag?: string;
  /**
   * The `filter` key the search text is sent under: `username` for the players, KYC and limits
   * lists (001 §7), `search` for the others (002 §7: the betslips search). Default `search`.
   */
  searchKey?: string;
  /**
   * The list call sends `timeZone` (an IANA name, default UTC) beside page, size, sort and filter,
   * as its CSV report does: rows group by calendar periods of the user's time zone.
   */
  timeZone?: boolean;
  /**
   * Top-level fields the list answer leaves out because they are large (betslips: `betrows`,
   * a third of a 10,000-row page's bytes and most of its query time). Single-record reads carry
   * them; the expanded panel and other record views load the record when a row lacks them.
   */
  recordOnly?: readonly P[];
  /**
   * Fixed entries of the CSV report's `filter` (players: `onlyPlayersData: true`, 001 §7). The
   * reference server takes them in a report's filter only, with a value of the same type.
   */
  reportFilter?: Readonly<Record<string, boolean>>;
  /** How a list limited to one player is asked for (lists embeddable on a player page). Omitted: the `playerField` filter. */
  player?: PlayerListApiDef<P>;
}

/** A player-scoped list call; see {@link ResourceApiDef.player}. */
export interface PlayerListApiDef<P extends string> {
  /**
   * The list path of a player-scoped list when the API has one, relative to `api.path`, with a
   * `{playerId}` placeholder (betslips: `player/{playerId}`).
   */
  path?: string;
  /** The top-level query parameter a player-scoped list sends the player id in (payments: `playerId`). */
  query?: string;
  /**
   * The player path answers the page grouped by key (002 §7: "for the player profile the payload
   * is grouped by key"): `{ groups: [{ key, content }], totalElements }`, each group a run of
   * consecutive rows of the page, in its order, whose `field` falls on the same calendar day
   * (`yyyy-MM-dd`) in the request's `timeZone` parameter (an IANA name, as the CSV reports take
   * it; default UTC).
   */
  groups?: { by: 'day'; field: P };
}

export interface ResourceDefinition<S extends z.ZodObject, A extends Record<string, ActionDef>> {
  /** The react-admin resource name and catalogue key: `resources.<name>.name`, `resources.<name>.fields.<path>`. Usually the route without its slash. */
  name: string;
  /** Console route, e.g. `/players`. */
  route: string;
  /** How the resource's calls travel: paths, list answer keys, player-scoped list calls. */
  api: ResourceApiDef<SchemaPath<S>>;
  /** Full record as the API returns it. */
  schema: S;
  /** The id field. Default `id`. */
  id?: SchemaPath<S>;
  /** The field a player-scoped list filters on (lists embeddable on a player page), and the player a player link opens. */
  playerField?: SchemaPath<S>;
  list: ListDef<SchemaPath<S>>;
  filters?: readonly FilterDef<SchemaPath<S>>[];
  show?: { sections: readonly SectionDef<SchemaPath<S>>[] };
  /**
   * The field that names a record on its page, after the resource's name ("Betslip 903"); default
   * the list's search field, else the id.
   */
  recordName?: SchemaPath<S>;
  /**
   * `successMessage`: catalogue key of the toast after a save. `versioned`: a PUT of the record must
   * carry its `updated` as it was loaded (the version the change is based on; the specification's
   * body is the record's DTO, which holds it): without it the write is a 428, with an older one a 409.
   */
  edit?: { fields: readonly EditFieldDef<SchemaPath<S>>[]; successMessage?: string; versioned?: boolean };
  actions?: A;
  /** Further routes showing one record by another field (payments: `/deposits/{id}`, `/withdrawals/{id}`). */
  recordRoutes?: readonly RecordRouteDef<SchemaPath<S>>[];
  /** The screen's place in the side menu (group, icon, order). Omitted: no menu entry (a list shown in panels only). */
  menu?: MenuPlacement;
  /**
   * Who may open the screen and call its API: `central`, `operator` or `both` (000 §2). Default: the
   * menu group's, else `both`. The menu, the route guard and the server's access check read it.
   */
  audience?: ScreenAudience;
  /** Shown only with the beta flag. Default: the menu group's. */
  beta?: boolean;
  /** How the reference server stores the records, where it differs from the convention (table and column names). */
  storage?: StorageDef<SchemaPath<S>>;
  /**
   * The rows are a report the server computes per request over a time frame, grouped by a filter:
   * the two filters, which imply `api.timeZone`, `list.aggregate`, the leading filters and the
   * default filter ({@link TimeFrameReportDef}).
   */
  report?: TimeFrameReportDef<SchemaPath<S>>;
}

/** A declared resource: the definition with defaults filled in. */
export type Resource<
  S extends z.ZodObject = z.ZodObject,
  A extends Record<string, ActionDef> = Record<string, ActionDef>,
> = ResourceDefinition<S, A> & {
  id: SchemaPath<S>;
  filters: readonly FilterDef<SchemaPath<S>>[];
  actions: A;
  list: ListDef<SchemaPath<S>> & { pageSizes: readonly number[]; exportable: boolean };
};

/**
 * Declares a resource.
 *
 * @example
 * export const player = defineResource({
 *   name: 'player', route: '/players', api: { path: 'players' }, schema: Player,
 *   list: { columns: [{ source: 'status' }], defaultSort: { field: 'updated', order: 'DESC' } },
 * });
 */
export function defineResource<const S extends z.ZodObject, const A extends Record<string, ActionDef> = {}>(
  definition: ResourceDefinition<S, A>,
): Resource<S, A> {
  const reported = withReport(definition);
  return {
    ...reported,
    id: reported.id ?? ('id' as SchemaPath<S>),
    filters: reported.filters ?? [],
    actions: reported.actions ?? ({} as A),
    list: {
      ...reported.list,
      pageSizes: reported.list.pageSizes ?? PAGE_SIZES,
      exportable: reported.list.exportable ?? true,
    },
  };
}

/** Declares an action with its input type inferred. */
export function defineAction<const I extends z.ZodObject>(action: ActionDef<I>): ActionDef<I> {
  return action;
}
