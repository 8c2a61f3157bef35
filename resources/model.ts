/**
 * The resource model: the one declaration every consumer reads.
 *
 * A resource file calls {@link defineResource} with a zod schema plus list, filter, layout and
 * action metadata. The generator (generator/) turns it into react-admin screens and a
 * dataProvider, the reference API (server/) into routes, validation and SQL whitelists, and the
 * tests into fixtures. This module imports zod only: no React, MUI or Node APIs.
 */
import { z } from 'zod';
import type { MenuPlacement, ScreenAudience } from './menu';

// ---------------------------------------------------------------------------------------------
// Typed field paths
// ---------------------------------------------------------------------------------------------

type Depth = [never, 0, 1, 2, 3];

/** A value that is a leaf for path purposes: scalars, arrays and dates. */
type Leaf = string | number | boolean | bigint | Date | readonly unknown[] | null | undefined;

/**
 * Dotted paths into an object type, e.g. `"status" | "playerCode" | "playerCode.playerUsername"`.
 * Arrays are leaves (their items are not addressed by path). Used to type column, filter and sort
 * names from `z.output<typeof schema>`, so a typo is a compile error.
 */
export type Path<T, D extends number = 3> = [D] extends [never]
  ? never
  : T extends Leaf
    ? never
    : {
        [K in keyof T & string]: NonNullable<T[K]> extends Leaf ? K : K | `${K}.${Path<NonNullable<T[K]>, Depth[D]>}`;
      }[keyof T & string];

/** Paths of a zod object schema's output type. */
export type SchemaPath<S extends z.ZodObject> = Path<z.output<S>>;

// ---------------------------------------------------------------------------------------------
// Field metadata kept beside the schema (zod 4 registry)
// ---------------------------------------------------------------------------------------------

/** How a value is shown in a list cell or a show view; the generator maps it to a component. */
export type CellKind =
  | 'text'
  | 'number'
  | 'money'
  | 'date'
  | 'dateTime'
  | 'boolean'
  | 'enum'
  | 'percent'
  | 'playerLink'
  | 'wallets'
  | 'json'
  /** A player limit object coloured by its origin, opening the limit dialog (players limits). */
  | 'limit'
  /** The self-exclusion of a player, opening the exclusion dialog (players limits). */
  | 'exclusion'
  /** A risk group chip with a popup menu changing it (players limits). */
  | 'riskGroup'
  /** An eye icon opening the printable betslip ticket (betslips). */
  | 'ticket'
  /** A `#rrggbb` colour as a swatch with its code (operators' theme colours). */
  | 'colour';

/**
 * Cells beyond {@link CellKind}, each a hand-written component. Kept apart from `CellKind` so that
 * exhaustive `Record<CellKind, …>` maps keep compiling; set through {@link ColumnDef.specialCell}.
 * - `rollover`: a progress bar of the column's value divided by {@link ColumnDef.total}, capped at
 *   100 %, shown with two decimals (002 §4, bonus rollover).
 * - `managerLink`: a `{ userRealm, userUsername }` value shown as `realm:username` for the central
 *   role (username only otherwise), linking to the manager popup (`?open=manager-{realm:username}`);
 *   a central manager's link is shown to the central role only (002 §2, activity log).
 * - `period`: a report row's calendar period, from the column's instant to the row's `periodEnd`,
 *   written in the user's language as its `period` (DAY, WEEK, MONTH, QUARTER, YEAR) reads best:
 *   `3 Jun 2024`, `June 2024`, `2024`, else the range `3 – 9 Jun 2024`.
 * - `download`: a file the record stands for, its name as a button downloading it through the API
 *   with the session (`GET {apiPath}/{id}/download`) while the record's `status` is UPLOADED (exports).
 * - `resourceName`: the name of a declared resource (`resources.<value>.name`), from its name (exports).
 * - `fileSize`: a size in bytes in the page language's units (kB, MB).
 * A show field on the same source as such a column is drawn with it too.
 */
export type SpecialCellKind = 'rollover' | 'managerLink' | 'period' | 'download' | 'resourceName' | 'fileSize';

/** Per-field metadata: what the schema alone cannot say. */
export interface FieldMeta {
  /** Overrides the cell kind derived from the schema type. */
  cell?: CellKind;
  /** Not editable in the edit form even if listed there. */
  readOnly?: boolean;
  /** Multi-line text input. */
  multiline?: boolean;
}

/** Registry of per-field metadata, e.g. `z.string().register(fieldMeta, { cell: 'money' })`. */
export const fieldMeta = z.registry<FieldMeta>();

/** Metadata of a shared enumeration: its catalogue name (`enums.<name>.<VALUE>`). */
export interface EnumMeta {
  name: string;
  /** Optional numeric or descriptive annotation per value (e.g. risk percentage). */
  annotations?: Record<string, string | number>;
  /**
   * An open code list ({@link namedCodes}): the values the catalogue labels; any other text is
   * valid too and shown as it is.
   */
  codes?: readonly string[];
}

/** Registry naming the shared enumerations, so every consumer finds their catalogue keys. */
export const enumMeta = z.registry<EnumMeta>();

/** Declares a named shared enumeration: `namedEnum('userState', ['ENABLED', ...])`. */
export function namedEnum<const V extends readonly [string, ...string[]]>(
  name: string,
  values: V,
  annotations?: Record<V[number], string | number>,
) {
  const schema = z.enum(values);
  schema.register(enumMeta, { name, annotations });
  return schema;
}

/**
 * Declares an open code list: a text field whose usual values have catalogue labels
 * (`enums.<name>.<VALUE>`) but whose API may send others (payment methods, wallets, sports),
 * which are shown as they are. Cells, details and exports label it like an enum.
 *
 * @example namedCodes('paymentMethod', ['CASH', 'EWALLET', 'MOBILE_MONEY'])
 */
export function namedCodes(name: string, codes: readonly [string, ...string[]]) {
  const schema = z.string();
  schema.register(enumMeta, { name, codes });
  return schema;
}

/** The catalogue name (`enums.<name>`) of the enum or code list at a dotted path of a schema, if any. */
export function enumNameAt(schema: z.ZodType, path: string): string | undefined {
  const field = schemaAt(schema, path);
  return field ? enumMeta.get(unwrap(field))?.name : undefined;
}

// ---------------------------------------------------------------------------------------------
// Conditions on a record (row tones, enabled/visible actions, conditional links)
// ---------------------------------------------------------------------------------------------

/** A value a {@link Condition} compares with. `null` also matches an absent value. */
export type ConditionScalar = string | number | boolean | null;

/** One key's test: equal to a scalar, one of a list, or none of `not`. */
export type ConditionValue = ConditionScalar | readonly ConditionScalar[] | { readonly not: ConditionScalar | readonly ConditionScalar[] };

/**
 * A test on a record, as data: every key (a dotted path into the record) must match its value.
 * `{}` matches every record. Evaluated by {@link matchesCondition} on the client and the server.
 *
 * @example { 'betslipStatus.simpleStatus': 'WON', 'paymentStatus.simpleStatus': 'CLEARED' }
 * @example { kycStatus: { not: 'VERIFIED' } }
 */
export type Condition<P extends string = string> = { readonly [K in P]?: ConditionValue };

function conditionHit(actual: unknown, expected: ConditionScalar | readonly ConditionScalar[]): boolean {
  const value = actual === undefined ? null : actual;
  return Array.isArray(expected) ? expected.includes(value as ConditionScalar) : value === expected;
}

/** Whether a record matches a {@link Condition}; `undefined` matches everything. */
export function matchesCondition(record: unknown, condition: Condition | undefined): boolean {
  if (!condition) return true;
  return Object.entries(condition).every(([path, expected]) => {
    if (expected === undefined) return true;
    const actual = getPath(record, path);
    if (expected !== null && typeof expected === 'object' && 'not' in expected) return !conditionHit(actual, expected.not);
    return conditionHit(actual, expected as ConditionScalar | readonly ConditionScalar[]);
  });
}

/**
 * Fills `{dotted.path}` placeholders of a template from a record, URI-encoding each value:
 * `expandTemplate('/betslips/{betslipId}', row)`. A template that is one placeholder alone takes a
 * stored console address as it is (`{path}` of a quick link: `/players?filter=…`), and nothing else
 * (another site's address gives no link). Returns `undefined` when a value is missing.
 */
export function expandTemplate(template: string, record: unknown): string | undefined {
  const whole = /^\{([\w.]+)\}$/.exec(template);
  if (whole) {
    const value = getPath(record, whole[1]);
    return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : undefined;
  }
  let missing = false;
  const result = template.replace(/\{([\w.]+)\}/g, (_, path: string) => {
    const value = getPath(record, path);
    if (value === undefined || value === null || value === '') missing = true;
    return encodeURIComponent(String(value));
  });
  return missing ? undefined : result;
}

// ---------------------------------------------------------------------------------------------
// Lists, filters, layouts
// ---------------------------------------------------------------------------------------------

/**
 * Who sees a column, filter or action. Omitted: everyone. `central`: the central view only;
 * `operator`: one operator's view only (adding a withdrawal rule, which is one operator's); `demo`:
 * only on a demo database (the server info carries the demo login), e.g. the demo status moves.
 */
export type Audience = 'central' | 'operator' | 'beta' | 'debug' | 'demo';

/** A list column. */
export interface ColumnDef<P extends string> {
  source: P;
  /** Overrides the cell kind derived from the schema and the field registry. */
  cell?: CellKind;
  /** Default true. */
  sortable?: boolean;
  /** The server's sort field when it differs from `source` (KYC: username → playerCode.playerUsername). */
  sortField?: string;
  /** Cut text to this many characters plus an ellipsis. */
  truncate?: number;
  /** Shown only to this audience. */
  only?: Audience;
  /** Pixel width hint for the virtualised table. */
  width?: number;
  /**
   * Catalogue key suffix of the header (`resources.<name>.fields.<label>`) when it is not
   * `source`, e.g. a second column on the same source (bonuses: `cancelled` on bonusPlayerStatus).
   */
  label?: string;
  /**
   * The cell links to a console route. `to` is a template whose `{dotted.path}` placeholders take
   * record values ({@link expandTemplate}); with a list, the first entry whose `when` matches wins
   * (payments: `/deposits/{paymentRequestId}` for deposits, `/withdrawals/…` for withdrawals).
   */
  link?: ColumnLinkDef<P> | readonly ColumnLinkDef<P>[];
  /**
   * Shown only while the list filter `filter` (a filter key) has a value in `in`; shown when the
   * filter is empty. For a multi-select filter, any selected value in `in` shows the column
   * (activity log: transaction columns only for DEPOSIT and WITHDRAWAL).
   */
  visibleWhen?: { filter: string; in: readonly string[] };
  /** With `truncate`: the full text in a tooltip (activity log details, 250). */
  tooltip?: boolean;
  /** Numbers cut (not rounded) to this many decimals (betslip max win: 2). */
  decimals?: number;
  /**
   * The column is money: the path of its currency (a code, or `{ code, currencySymbol }`). The
   * amount shows with two decimals and the language's thousands separator, then the symbol or code.
   */
  currency?: P;
  /**
   * For a `playerLink` cell: the path of the player id the link opens, when it is not the
   * resource's `playerField` (previous accounts: the account's own id, not its owner's).
   */
  playerId?: P;
  /** A hand-written cell beyond {@link CellKind}; takes precedence over `cell`. */
  specialCell?: SpecialCellKind;
  /** For `specialCell: 'rollover'`: the path of the 100 % amount (value / total). */
  total?: P;
  /**
   * The cell is the control of a record action instead of a plain value: a switch when `input`
   * names a boolean input key or `checkedWhen` is given, a selector when `input` names an enum
   * input key, a button labelled with the action when neither is given. The control takes the action's `enabledWhen` (betslips: the isCancelled switch
   * calls `cancel`; bonuses: the Cancelled switch, checked for either cancelled status).
   */
  action?: ColumnActionDef<P>;
}

/** A link from a list cell; see {@link ColumnDef.link}. */
export interface ColumnLinkDef<P extends string> {
  /** Console route template, e.g. `/betslips/{betslipId}` or `/bonus-campaign-new?campaignCode={bonusCampaign.code}`. */
  to: string;
  /** Open in a new browser tab. */
  newTab?: boolean;
  /** Link only rows that match. */
  when?: Condition<P>;
}

/** Binds a cell to a record action; see {@link ColumnDef.action}. */
export interface ColumnActionDef<P extends string> {
  /** Key in the resource's `actions`. */
  name: string;
  /** The action input key that takes the control's new value. Omitted: the action takes none. */
  input?: string;
  /** A switch is on when the record matches; default: the column's value is truthy. */
  checkedWhen?: Condition<P>;
}

/** The spec's advanced filter types (000 §2, table filter bar). */
export type FilterType = 'input' | 'select' | 'multipleSelect' | 'boolean' | 'timeFrame' | 'range';

/** Time-frame preset sets per context (000 §2, time-frame picker). */
export type TimeFrameContext =
  'betslips' | 'matches' | 'dashboard' | 'revenue' | 'betslipDay' | 'matchDay' | 'activityLog' | 'payments' | 'accountHistory' | 'players';

interface FilterBase<P extends string> {
  /** The field filtered on; also the key in the filter JSON. */
  source: P;
  only?: Audience;
  /** Changing this filter clears these filters (betslip status ↔ full status / settlement). */
  resets?: readonly P[];
  /**
   * The key in the filter JSON (and the filter's catalogue label) when it is not `source`:
   * virtual keys (betslips `timeFrame`, `betslipDay`, `matchDay`, `settlement`, `playType`,
   * `feed`) and server keys that differ from the row's path (payments
   * `accountHistoryType.paymentStatus` for `paymentStatus`). A dotted key travels nested, as
   * the spec's object filters do (002 §7: `{ "accountHistoryType": { "paymentStatus": [...] } }`;
   * see {@link nestedFilterKey}). `source` then names the field the filter is about; `resets` clears every filter
   * whose `source` is listed. Filters are told apart by `key ?? source`.
   */
  key?: string;
  /**
   * The value schema when `source` does not give one (a virtual filter): a `namedEnum` gives the
   * options and their catalogue labels (settlement, play type, feed).
   */
  valueSchema?: z.ZodType;
}

/**
 * One filter. Wire format in the `filter` JSON, keyed by `source`:
 * input → string (numeric: number); select → string; multipleSelect → string[] (absent = Any);
 * boolean → boolean; timeFrame → `{ from?: ISO, to?: ISO }`; range → `{ from?: number, to?: number }`.
 */
export type FilterDef<P extends string> =
  | (FilterBase<P> & { type: 'input'; numeric?: boolean; min?: number; match?: 'exact' | 'contains' })
  | (FilterBase<P> & { type: 'select' | 'multipleSelect'; options?: readonly string[] })
  | (FilterBase<P> & { type: 'boolean' })
  | (FilterBase<P> & { type: 'timeFrame'; presets: TimeFrameContext; defaultValue?: string })
  | (FilterBase<P> & { type: 'range'; min?: number });

export interface SortDef<P extends string> {
  field: P;
  order: 'ASC' | 'DESC';
}

/** The spec's shared page-size list: 100 (default), 25, 50, 200, ..., 10000 (000 §9). */
export const PAGE_SIZES = [100, 25, 50, 200, 500, 1000, 2000, 5000, 10000] as const;

export interface ListDef<P extends string> {
  columns: readonly ColumnDef<P>[];
  defaultSort: SortDef<P>;
  /** The field the search box filters on (contains, case-insensitive). */
  search?: P;
  /**
   * The `filter` key the search text is sent under: `username` for the players, KYC and limits
   * lists (001 §7), `search` for the others (002 §7: the betslips search). Default `search`.
   */
  searchKey?: string;
  /**
   * Further fields the search text matches, any one sufficing: text fields contain it
   * (case-insensitive), integer fields equal it when it is a whole number (players: `email` and
   * `id`, so the top-bar search finds a player by username, e-mail or id).
   */
  searchAlso?: readonly P[];
  /** Default PAGE_SIZES; the first is the default. */
  pageSizes?: readonly number[];
  /** Default true: CSV export through `{apiPath}/report`. */
  exportable?: boolean;
  /**
   * Fixed entries of the CSV report's `filter` (players: `onlyPlayersData: true`, 001 §7). The
   * reference server takes them in a report's filter only, with a value of the same type.
   */
  reportFilter?: Readonly<Record<string, boolean>>;
  /**
   * Rows are figures the API computes over the rows of other lists (reports): there is no record
   * call (`GET {apiPath}/{id}`) and no detail page; the id only tells rows apart.
   */
  aggregate?: boolean;
  /**
   * Rows group by calendar periods of the user's time zone: the list call sends `timeZone` (an IANA
   * name, default UTC) beside page, size, sort and filter, as its CSV report does.
   */
  timeZone?: boolean;
  /** Row colours; the first entry whose `when` matches the row wins. */
  rowTone?: readonly RowToneDef<P>[];
  /** Rows expand into a hand-written panel. */
  expand?: ExpandDef<P>;
  /**
   * Where a row leads when clicked, instead of its detail page: a console link template
   * ({@link expandTemplate}). A template starting with `?` sets those query parameters on the
   * page the list is on, keeping the others (managers: `?open=manager-{code}`, the popup).
   */
  rowLink?: string;
  /**
   * Top-level fields the list response leaves out because they are large (betslips: `betrows`,
   * a third of a 10,000-row page's bytes and most of its query time). Single-record reads carry
   * them; the expanded panel and other record views load the record when a row lacks them.
   */
  recordOnly?: readonly P[];
  /**
   * Name of a hand-written component shown between the filter bar and the table, on the screen
   * and wherever the list is embedded (players limits: `LimitsLegend`, the cell colour legend of
   * 001 §2). Generated lists take it from the `listHeaders` registry in `src/panels/listHeaders.ts`.
   */
  header?: string;
  /** Auto-refresh interval selector (betslips: 10 s, 0 when embedded on a player page). */
  autoRefresh?: AutoRefreshDef;
  /** The list title shows the count of matching records. */
  titleCount?: boolean;
  /**
   * Filter values (by filter key; a time frame takes a preset name) applied on first load when
   * the URL has no query and the list is not embedded on a player page (betslips:
   * `{ timeFrame: 'last24hours' }`, 002 §4).
   */
  defaultFilter?: Readonly<Record<string, unknown>>;
  /**
   * URL query parameters that prefill filters: parameter name → filter key, or `search` for the
   * search box (betslips: `{ id: 'id', search: 'search' }`).
   */
  queryParams?: Readonly<Record<string, string>>;
}

/** Visual tone of a row; the shell maps it to the theme's palette (amber, green, red, grey). */
export type RowTone = 'warning' | 'success' | 'error' | 'neutral';

/** One row colour rule; see {@link ListDef.rowTone}. */
export interface RowToneDef<P extends string> {
  when: Condition<P>;
  tone: RowTone;
}

/** An expandable row; see {@link ListDef.expand}. */
export interface ExpandDef<P extends string> {
  /** Name of the hand-written panel component in `src/` (e.g. `BetRowsPanel`). */
  panel: string;
  /** The array field the panel lists, if any (betslips: `betrows`). */
  source?: P;
  /** Tones of the panel's rows, keys relative to one item (bet rows: manualOverride → warning). */
  itemTone?: readonly { when: Condition; tone: RowTone }[];
  /** Only rows that match can expand (payments: PROCESSED deposits). */
  when?: Condition<P>;
  /** Only this audience gets the expansion (payments: beta). */
  only?: Audience;
  /**
   * Rows start expanded when the list is limited to one player (embedded on the player's page):
   * KYC shows the player's one row with its documents open (001 §2).
   */
  expandedForPlayer?: boolean;
}

/** Auto-refresh of a list; see {@link ListDef.autoRefresh}. Seconds; 0 = off. */
export interface AutoRefreshDef {
  defaultSeconds: number;
  /** The default when the list is embedded on a player page. */
  embeddedSeconds: number;
  /** The selector's choices; default the spec's Off, 1, 3, 5, 10, 30 s, 1 min. */
  options?: readonly number[];
}

/** The betslips refresh selector's choices in seconds (002 §2). */
export const AUTO_REFRESH_OPTIONS = [0, 1, 3, 5, 10, 30, 60] as const;

export interface SectionDef<P extends string> {
  /** Catalogue key suffix: `resources.<name>.sections.<title>`. */
  title: string;
  fields: readonly P[];
}

/** A field in the edit form. Validation rules come from the schema (max lengths, regexes). */
export interface EditFieldDef<P extends string> {
  source: P;
  readOnly?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A dialog that asks for more input before an action runs. With `unless`, the action runs at
 * once when the input already matches (status ENABLED needs no reason).
 */
export interface ConfirmDef {
  /** Input fields the dialog asks for. */
  fields: readonly string[];
  unless?: Record<string, string | number | boolean>;
  /** Catalogue key of a warning the dialog shows (bonus assignment: 'This cannot be undone!'). */
  warning?: string;
}

/**
 * A custom action on one record (`scope: 'record'`), on selected records (`scope: 'bulk'`), or
 * on the collection (`scope: 'collection'`, e.g. add an activity).
 *
 * The request is built from the input by {@link buildActionRequest}: `{name}` placeholders in
 * `path` take input values (`{id}` is the record id), keys in `query` go to the query string, and
 * every other input key goes to the JSON body. Bulk actions send the spec's
 * `{ uri: "<prefix>:<ids>:<data>", action, data, ... }` body (001 §7).
 */
export interface ActionDef<I extends z.ZodObject = z.ZodObject> {
  scope: 'record' | 'bulk' | 'collection';
  method: HttpMethod;
  /** Relative to the resource's API path, e.g. `{id}/status/{status}`. Empty: the path itself. */
  path: string;
  /** Everything the action takes, validated on both sides. */
  input: I;
  /** Input keys sent as query parameters. */
  query?: readonly (keyof z.input<I> & string)[];
  /** For bulk actions: the uri prefix, action name and the input key carried as `data`. */
  bulk?: { uriPrefix: string; action: string; data: keyof z.input<I> & string };
  confirm?: ConfirmDef;
  /** Catalogue keys of the toasts. */
  successMessage?: string;
  failureMessage?: string;
  only?: Audience;
  /**
   * The API path `path` is relative to, under `/api/officeapp/{op}/`, when it is not the
   * resource's `apiPath`; `''` is the operator root (KYC actions live under `players`, the
   * payments bonus assignment under `players`). See {@link actionPath}.
   */
  basePath?: string;
  /** The control is enabled only while the record matches (bonus cancel: LOCKED). */
  enabledWhen?: Condition;
  /** Catalogue key of why the control is disabled while the record does not match `enabledWhen` (its tooltip). */
  disabledReason?: string;
  /** The control is shown only while the record matches. */
  visibleWhen?: Condition;
  /** Send the `query` keys in the JSON body as well (betslip cancel: isCancelled in both). */
  queryInBody?: boolean;
  /** Constant JSON body entries sent with every request (bet row configure: actionName). */
  fixedBody?: Readonly<Record<string, string | number | boolean>>;
  /**
   * Send `{}` when no input is left for the body (campaign assignment: "body empty object",
   * 002 §7). Otherwise such a request has no body at all (bonus cancel, KYC, document and CRM PUTs).
   */
  emptyBody?: boolean;
  /**
   * Where the updated record is in the response payload; the row is replaced with it instead of
   * reloading the list. `true`: the payload itself; a string: a dotted path in it
   * (bet row status: `betslip`; bonus cancel: `bonusPlayer`).
   */
  returnsRecord?: true | string;
  /** Called only by the resource's expand panel; no control is generated for it. */
  panelOnly?: boolean;
  /**
   * The request body is the record as loaded rather than the input's remaining keys (the
   * profile's risk-group PUT "with the DTO", 001 §7); without a record the request has no body.
   */
  recordBody?: boolean;
  /**
   * A record action also offered for the selected rows of the list: the console calls it once
   * per selected record, one after another, with the input asked for once, then says for how many
   * it applied and, for each that failed, the record and the server's reason (withdrawal events).
   */
  selection?: boolean;
}

// ---------------------------------------------------------------------------------------------
// The resource
// ---------------------------------------------------------------------------------------------

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

export interface ResourceDefinition<S extends z.ZodObject, A extends Record<string, ActionDef>> {
  /** The react-admin resource name and catalogue key: `resources.<name>.name`, `resources.<name>.fields.<path>`. Usually the route without its slash. */
  name: string;
  /** Console route, e.g. `/players`. */
  route: string;
  /** Path under `/api/officeapp/{op}/`, e.g. `players`. */
  apiPath: string;
  /** Full record as the API returns it. */
  schema: S;
  /** The id field. Default `id`. */
  id?: SchemaPath<S>;
  /** The field a player-scoped list filters on (lists embeddable on a player page). */
  playerField?: SchemaPath<S>;
  /**
   * The list path of a player-scoped list when the API has one, relative to `apiPath`, with a
   * `{playerId}` placeholder (betslips: `player/{playerId}`). Omitted: `playerField` filter.
   */
  playerPath?: string;
  /** The top-level query parameter a player-scoped list sends the player id in (payments: `playerId`). */
  playerQuery?: string;
  /** The list payload key when it is not `content` (betslips: `betslips`). */
  listKey?: string;
  /**
   * The list is the `apiPath` list of another resource with this flag set to `true` in its
   * `filter`, and the API answers that call with this resource's records (the limits screens:
   * `GET players` with `showLimitsDetails`, 001 §7). Such a resource has no list, record or report
   * call of its own; one record is read through the list with its id filter.
   */
  listFlag?: string;
  /**
   * The player path (`playerPath`) answers the page grouped by key (002 §7: "for the player profile
   * the payload is grouped by key"): `{ groups: [{ key, content }], totalElements }`, each group a
   * run of consecutive rows of the page, in its order, whose `field` falls on the same calendar
   * day (`yyyy-MM-dd`) in the request's `timeZone` parameter (an IANA name, as the CSV reports take
   * it; default UTC).
   */
  playerGroups?: { by: 'day'; field: SchemaPath<S> };
  list: ListDef<SchemaPath<S>>;
  filters?: readonly FilterDef<SchemaPath<S>>[];
  show?: { sections: readonly SectionDef<SchemaPath<S>>[] };
  /**
   * The field that names a record on its page, after the resource's name ("Betslip 903"); default
   * the list's search field, else the id.
   */
  recordName?: SchemaPath<S>;
  /** `successMessage`: catalogue key of the toast after a save. */
  edit?: { fields: readonly EditFieldDef<SchemaPath<S>>[]; successMessage?: string };
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
}

/**
 * The object and member a filter travels under when its declared `key` is dotted
 * (`accountHistoryType.paymentStatus` → `['accountHistoryType', 'paymentStatus']`, 002 §7);
 * `undefined` for a filter sent under its key as it is (a dotted `source` without `key` included).
 */
export function nestedFilterKey(filter: { key?: string }): [group: string, member: string] | undefined {
  const dot = filter.key?.indexOf('.') ?? -1;
  return filter.key && dot > 0 ? [filter.key.slice(0, dot), filter.key.slice(dot + 1)] : undefined;
}

/** The `filter` key of a list's search text (`list.searchKey`, default `search`). */
export function searchKeyOf(resource: { list: { searchKey?: string } }): string {
  return resource.list.searchKey ?? 'search';
}

/**
 * The top-level keys of a list call's `filter` that the API accepts: each declared filter's key
 * (a dotted key arrives inside its group), the search key when the list searches, and the player
 * field. Any other key is answered with a 400.
 */
export function listFilterKeys(resource: {
  list: { search?: string; searchKey?: string };
  filters: readonly { source: string; key?: string }[];
  playerField?: string;
}): Set<string> {
  const keys = new Set<string>();
  if (resource.list.search) keys.add(searchKeyOf(resource));
  if (resource.playerField) keys.add(resource.playerField);
  for (const filter of resource.filters) keys.add(nestedFilterKey(filter)?.[0] ?? filter.key ?? filter.source);
  return keys;
}

/**
 * The values a select or multiple-select filter takes: its declared `options`, else the options of
 * its `valueSchema` or of the schema field it filters when that is an enum; undefined for free text.
 */
export function filterOptions(schema: z.ZodType, filter: FilterDef<string>): readonly string[] | undefined {
  if ('options' in filter && filter.options) return filter.options;
  const valueSchema = filter.valueSchema && unwrap(filter.valueSchema);
  if (valueSchema instanceof z.ZodEnum) return valueSchema.options as string[];
  const field = schemaAt(schema, filter.source);
  const inner = field && unwrap(field);
  return inner instanceof z.ZodEnum ? (inner.options as string[]) : undefined;
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
 *   name: 'player', route: '/players', apiPath: 'players', schema: Player,
 *   list: { columns: [{ source: 'status' }], defaultSort: { field: 'updated', order: 'DESC' } },
 * });
 */
export function defineResource<const S extends z.ZodObject, const A extends Record<string, ActionDef> = {}>(
  definition: ResourceDefinition<S, A>,
): Resource<S, A> {
  return {
    ...definition,
    id: definition.id ?? ('id' as SchemaPath<S>),
    filters: definition.filters ?? [],
    actions: definition.actions ?? ({} as A),
    list: {
      ...definition.list,
      pageSizes: definition.list.pageSizes ?? PAGE_SIZES,
      exportable: definition.list.exportable ?? true,
    },
  };
}

/** Declares an action with its input type inferred. */
export function defineAction<const I extends z.ZodObject>(action: ActionDef<I>): ActionDef<I> {
  return action;
}

// ---------------------------------------------------------------------------------------------
// Shared helpers used by the client and the server
// ---------------------------------------------------------------------------------------------

/** The sub-schema at a dotted path, unwrapping optional/nullable/default wrappers. */
export function schemaAt(schema: z.ZodType, path: string): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path.split('.')) {
    current = current && unwrap(current);
    if (!(current instanceof z.ZodObject)) return undefined;
    current = (current.shape as Record<string, z.ZodType>)[key];
  }
  return current;
}

/** Strips optional, nullable and default wrappers. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

/** Reads a dotted path from a record. */
export function getPath(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current == null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export interface ActionRequest {
  method: HttpMethod;
  /** Relative to the resource's API path; no leading slash. */
  path: string;
  query: Record<string, unknown>;
  body: Record<string, unknown> | undefined;
  /** Set when the action overrides the base (`ActionDef.basePath`): `path` is relative to it. */
  basePath?: string;
}

/** The request's path under `/api/officeapp/{op}/`, given the resource's `apiPath`. */
export function actionPath(apiPath: string, request: Pick<ActionRequest, 'path' | 'basePath'>): string {
  return [request.basePath ?? apiPath, request.path].filter((part) => part !== '').join('/');
}

/**
 * Builds the HTTP request of an action from its validated input. `id` is the record id for
 * record actions; `ids` the selected ids for bulk actions; `record` the record an action with
 * `recordBody` sends.
 */
export function buildActionRequest(
  action: ActionDef,
  input: Record<string, unknown>,
  target: { id?: string | number; ids?: readonly (string | number)[]; record?: Record<string, unknown> } = {},
): ActionRequest {
  const used = new Set<string>();
  const path = action.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = key === 'id' ? target.id : input[key];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Action path ${action.path} needs a value for {${key}}`);
    }
    used.add(key);
    return encodeURIComponent(String(value));
  });
  const query: Record<string, unknown> = {};
  for (const key of action.query ?? []) {
    if (!action.queryInBody) used.add(key);
    if (input[key] !== undefined && input[key] !== null) query[key] = input[key];
  }
  let body: Record<string, unknown> | undefined = { ...action.fixedBody };
  for (const [key, value] of Object.entries(input)) {
    if (!used.has(key) && value !== undefined) body[key] = value;
  }
  if (action.bulk) {
    const data = input[action.bulk.data];
    delete body[action.bulk.data];
    body = {
      uri: `${action.bulk.uriPrefix}:${(target.ids ?? []).join(',')}:${String(data)}`,
      action: action.bulk.action,
      data,
      ...body,
    };
  }
  if (action.recordBody) body = target.record ? { ...target.record } : undefined;
  if (action.method === 'GET' || action.method === 'DELETE') body = undefined;
  else if (body && Object.keys(body).length === 0 && !action.emptyBody) body = undefined;
  return { method: action.method, path, query, body, ...(action.basePath !== undefined ? { basePath: action.basePath } : {}) };
}
