/**
 * How a resource is stored: which column holds each addressable field. The generic list, read,
 * update and report routes take their SQL identifiers from here only.
 */
import type { ColumnType, Sql } from '../db/sql';
import type { LogUser } from '../activity-log';
import type { Scope } from '../resource/scope';

/** What a computed table ({@link TableMapping.source}) is built from: the request's scope, filter and time zone. */
export interface SourceInput {
  scope: Scope;
  /** The validated filter, by filter key (dotted keys flat). */
  filter: Readonly<Record<string, unknown>>;
  /** IANA time zone of calendar periods (`api.timeZone`); `UTC` otherwise. */
  timeZone: string;
}

export interface ColumnMapping {
  /** Column name in the resource table (alias-free). */
  column: string;
  type: ColumnType;
}

/** A column the mapping's select reads from its table as it is, and the declared fields it holds. */
export interface StoredColumn extends ColumnMapping {
  /** The dotted paths of the fields held (several for a JSON column of `jsonColumns`). */
  fields: readonly string[];
}

export interface TableMapping<R = unknown> {
  /** The table name. */
  table: string;
  /** Column of the record id. */
  idColumn: string;
  /** Column of the owning operator, used to enforce operator isolation. */
  operatorColumn: string;
  /**
   * Column of the owning manager, for rows that are a manager's own (quick links): the routes then
   * read and change the requesting manager's rows only, in any view, instead of an operator's.
   */
  ownerColumn?: string;
  /** Fields that can be sorted, filtered, searched or written, by dotted path. */
  fields: Readonly<Record<string, ColumnMapping>>;
  /**
   * The columns `select` reads from the table as they are (leaf fields and JSON columns), beside
   * the SQL expressions of computed fields: what the live table must have (`server/tables/liveTables.ts`).
   */
  storedColumns: readonly StoredColumn[];
  /** The select list producing the row shape `toRecord` reads (lists, reports and records). */
  select: Sql;
  /**
   * Select items only single-record reads add: the resource's `api.recordOnly` fields, which
   * lists and reports leave out (betslips: the bet rows). `toRecord` omits them when absent.
   */
  recordSelect?: Sql;
  /**
   * Per-operator row counts of the table are kept in `list_counts` by triggers: an unfiltered
   * list reads its total there instead of counting the rows.
   */
  countsMaintained?: boolean;
  /** An aggregate list's rows are kept in the table (`StorageDef.rowsKept`): its total is counted apart from the page. */
  rowsKept?: boolean;
  /** Column stamped with the time of every change. */
  updatedColumn?: string;
  /** Turns a row into the API record. */
  toRecord(row: Record<string, unknown>): R;
  /**
   * Filters that are not a plain column test (virtual filter keys such as the betslips'
   * `settlement`, `playType`, `feed`, `matchDay`): key → SQL condition over the table.
   */
  virtualFilters?: Readonly<Record<string, (value: unknown) => Sql>>;
  /**
   * A table computed per request (the aggregate rows of a report): the query whose rows the list
   * reads, aliased as `table`. It may narrow the rows it aggregates with the filter (a time frame
   * read through the base table's index); the list still applies every filter but those in
   * `sourceFilters` to its rows.
   */
  source?: (input: SourceInput) => Sql;
  /** Filter keys only `source` applies (a time frame over the aggregated rows, a grouping period). */
  sourceFilters?: readonly string[];
  /**
   * Filters the start reads `source` with besides none, so that every branch of its query is
   * checked against the live tables (`server/tables/liveTables.ts`).
   */
  sourceProbes?: readonly Readonly<Record<string, unknown>>[];
  /**
   * A fixed condition on the table's rows: only rows that meet it are the resource's, in lists,
   * reports and record reads (income: the transactions whose amount is positive).
   */
  rowCondition?: Sql;
  /** The condition of a player-scoped list; default: the `playerField` column equals the id. */
  playerCondition?: (playerId: number) => Sql;
  /** Who an activity-log entry about this record concerns, and which operator it belongs to. */
  logSubject(record: R): { operatorCode: string | null; user: LogUser | null };
}
