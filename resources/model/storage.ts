/**
 * How a resource is stored by the reference server, as data: the table and column names that
 * differ from the convention (every leaf field a column named by its dotted path in snake_case),
 * JSON columns holding several fields, and fields the table does not hold. SQL expressions (a
 * computed field, a virtual filter) are the server's own and stay in `server/tables/`.
 */

/** A resource's storage hints; see the module comment. Paths are typed from the schema. */
export interface StorageDef<P extends string> {
  /** Table or view; default the resource's name in snake_case (`players-gateways` → `players_gateways`). */
  table?: string;
  /** Column of the id; default the id field's column. */
  idColumn?: string;
  /** Column of the owning operator; default `operator_code`. */
  operatorColumn?: string;
  /**
   * Column of the owning manager, for rows that are a manager's own (quick links): the routes then
   * read and change the requesting manager's rows only, in any view, instead of an operator's.
   */
  ownerColumn?: string;
  /** Renamed columns by dotted field path (`'playerCode.playerUsername': 'username'`). */
  columns?: { readonly [K in P]?: string };
  /**
   * JSON columns holding several top-level fields as their keys, by column name
   * (`limits: ['minApprovedDeposit', …]`); an absent key reads as `null`.
   */
  jsonColumns?: Readonly<Record<string, readonly P[]>>;
  /** Fields the table does not hold (optional in the schema); left out of the record. */
  omit?: readonly P[];
  /**
   * Per-operator row counts of the table are kept in `list_counts` by triggers: an unfiltered
   * list reads its total there instead of counting the rows.
   */
  countsMaintained?: boolean;
  /**
   * The rows of an aggregate list (`list.aggregate`) are kept in the table by triggers instead of
   * computed when read: a page is an index range of its sort, and its total is counted on its own
   * instead of with every row (`count(*) OVER ()`), which would read and sort every row per page.
   */
  rowsKept?: boolean;
  /** Column stamped with the time of every change. */
  updatedColumn?: string;
}
