/** Field metadata kept beside the schema (zod 4 registries): cell kinds, inputs, named enums and code lists. */
import { z } from 'zod';
import { schemaAt, unwrap } from './schema';

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
 *   with the session (`GET {api.path}/{id}/download`) while the record's `status` is UPLOADED (exports).
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
