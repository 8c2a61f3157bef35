/** The vocabulary of lists: columns, filters, sorting, row tones, expansion, show sections and edit fields. */
import type { z } from 'zod';
import type { Condition } from './conditions';
import type { CellKind, SpecialCellKind } from './fields';

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
   * Further fields the search text matches, any one sufficing: text fields contain it
   * (case-insensitive), integer fields equal it when it is a whole number (players: `email` and
   * `id`, so the top-bar search finds a player by username, e-mail or id).
   */
  searchAlso?: readonly P[];
  /**
   * The list's key figure: the columns staff open the list for (payments: the amount and its
   * status), by column key (`label ?? source`). The table shows them, in the columns' order, right
   * after the identifying columns (the first column when no id or username leads) and keeps them in
   * view at every width, in every language; a key that is not a column fails the generator.
   */
  keyColumns?: readonly string[];
  /**
   * Columns that may fold away, by column key: on a narrow screen (below 900 px) they leave the
   * table and show in the row's expanded part instead, so the rest scrolls less. Never a key or
   * identifying column.
   */
  foldColumns?: readonly string[];
  /** Default PAGE_SIZES; the first is the default. */
  pageSizes?: readonly number[];
  /** Default true: CSV export through `{api.path}/report`. */
  exportable?: boolean;
  /**
   * Rows are figures the API computes over the rows of other lists (reports): there is no record
   * call (`GET {api.path}/{id}`) and no detail page; the id only tells rows apart.
   */
  aggregate?: boolean;
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
   * Name of a hand-written component shown between the filter bar and the table, on the screen
   * and wherever the list is embedded (players limits: `LimitsLegend`, the cell colour legend of
   * 001 §2). Generated lists take it from the `listHeaders` registry in `src/panels/listHeaders.ts`.
   */
  header?: string;
  /** Auto-refresh interval selector (betslips: 10 s, 0 when embedded on a player page). */
  autoRefresh?: AutoRefreshDef;
  /**
   * The filter bar offers the shared "Add Transactions" button, which leads to the statement
   * files (000 §2 table filter bar: `/spot/spot-files`); the finance product's transaction lists.
   */
  addTransactions?: boolean;
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
