/**
 * The resource model: the one declaration every consumer reads.
 *
 * A resource file calls {@link defineResource} with a zod schema plus list, filter, layout and
 * action metadata. The generator (generator/) turns it into react-admin screens and a
 * dataProvider, the reference API (server/) into routes, validation and SQL whitelists, and the
 * tests into fixtures. This module imports zod only: no React, MUI or Node APIs.
 */
import { z } from 'zod';

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
        [K in keyof T & string]: NonNullable<T[K]> extends Leaf
          ? K
          : K | `${K}.${Path<NonNullable<T[K]>, Depth[D]>}`;
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
  | 'json';

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

// ---------------------------------------------------------------------------------------------
// Lists, filters, layouts
// ---------------------------------------------------------------------------------------------

/** Who sees a column, filter or action. Omitted: everyone. */
export type Audience = 'central' | 'beta' | 'debug';

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
}

/** The spec's advanced filter types (000 §2, table filter bar). */
export type FilterType = 'input' | 'select' | 'multipleSelect' | 'boolean' | 'timeFrame' | 'range';

/** Time-frame preset sets per context (000 §2, time-frame picker). */
export type TimeFrameContext =
  | 'betslips'
  | 'matches'
  | 'dashboard'
  | 'revenue'
  | 'betslipDay'
  | 'matchDay'
  | 'activityLog'
  | 'payments'
  | 'accountHistory'
  | 'players';

interface FilterBase<P extends string> {
  /** The field filtered on; also the key in the filter JSON. */
  source: P;
  only?: Audience;
  /** Changing this filter clears these filters (betslip status ↔ full status / settlement). */
  resets?: readonly P[];
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
  /** Default PAGE_SIZES; the first is the default. */
  pageSizes?: readonly number[];
  /** Default true: CSV export through `{apiPath}/report`. */
  exportable?: boolean;
}

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
}

// ---------------------------------------------------------------------------------------------
// The resource
// ---------------------------------------------------------------------------------------------

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
  /** The list payload key when it is not `content` (betslips: `betslips`). */
  listKey?: string;
  list: ListDef<SchemaPath<S>>;
  filters?: readonly FilterDef<SchemaPath<S>>[];
  show?: { sections: readonly SectionDef<SchemaPath<S>>[] };
  edit?: { fields: readonly EditFieldDef<SchemaPath<S>>[] };
  actions?: A;
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
  while (
    current instanceof z.ZodOptional ||
    current instanceof z.ZodNullable ||
    current instanceof z.ZodDefault
  ) {
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
}

/**
 * Builds the HTTP request of an action from its validated input. `id` is the record id for
 * record actions; `ids` the selected ids for bulk actions.
 */
export function buildActionRequest(
  action: ActionDef,
  input: Record<string, unknown>,
  target: { id?: string | number; ids?: readonly (string | number)[] } = {},
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
    used.add(key);
    if (input[key] !== undefined && input[key] !== null) query[key] = input[key];
  }
  let body: Record<string, unknown> | undefined = {};
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
  if (action.method === 'GET' || action.method === 'DELETE') body = undefined;
  return { method: action.method, path, query, body };
}
