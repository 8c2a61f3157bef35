/**
 * Other readings of a field: where the specification gives a value no type or shape (a payment
 * row's currency) or gives it in words another API may write differently (gender "codes 1 and 2"),
 * the reference server sends one form and the field's schema says so; this registry names the
 * other forms an API written from the same documents may send. The contract document accepts each
 * (`anyOf`), so the conformance kit does not call them wrong, and the console's cells read each.
 *
 * @example alsoRead(z.string(), CurrencyObject, '002 §3 gives a payment row a currency without a shape')
 */
import { z } from 'zod';

export interface Reading {
  /** The other form, as a schema. */
  also: z.ZodType;
  /** Why it is legitimate: the specification's words or silence. */
  why: string;
  /**
   * The value in the declared form, where the console reads the field only in that form (a
   * read-only column on `currency.code`); without it, the console reads both forms as they are.
   * `codes` are the installation's codes for declared values (its API profile's `backoffice:api-code`).
   */
  asDeclared?: (value: unknown, codes?: ReadingCodes) => unknown;
}

/** An installation's codes for declared values: by enumeration name, the API's code → the declared value. */
export type ReadingCodes = ReadonlyMap<string, ReadonlyMap<string, string>>;

// One registry per process, even when the generator loads the declarations as a module of its own.
const REGISTRY = Symbol.for('backoffice.readings');
const registry: WeakMap<z.ZodType, Reading> =
  ((globalThis as Record<symbol, unknown>)[REGISTRY] as WeakMap<z.ZodType, Reading> | undefined) ??
  (((globalThis as Record<symbol, unknown>)[REGISTRY] = new WeakMap<z.ZodType, Reading>()) as WeakMap<z.ZodType, Reading>);

/** Marks `schema` as also read in the form `also` (turned into the declared one by `asDeclared`, if given); returns `schema`. */
export function alsoRead<T extends z.ZodType>(schema: T, also: z.ZodType, why: string, asDeclared?: Reading['asDeclared']): T {
  registry.set(schema, { also, why, ...(asDeclared ? { asDeclared } : {}) });
  return schema;
}

/** The other reading registered for a schema (the contract document's generator reads it). */
export function readingOf(schema: unknown): Reading | undefined {
  return schema && typeof schema === 'object' ? registry.get(schema as z.ZodType) : undefined;
}

/** A currency as 001 §3 and 002 §3 give it where they give a shape: `{ code, currencySymbol }`. */
export const CurrencyObject = z.object({ code: z.string(), currencySymbol: z.string().nullable().optional() });

/** A currency given as a code where the reference server sends `{ code, currencySymbol }`. */
export const CurrencyCode = z.string();

/** A currency code as `{ code, currencySymbol }` (no symbol). */
export const currencyObjectOf = (value: unknown) => (typeof value === 'string' ? { code: value, currencySymbol: null } : value);

const NO_SHAPE = 'the specification gives this currency no shape: a code, or { code, currencySymbol } as 001 §3 and 002 §3 give elsewhere';

/** A currency code (`EUR`) that an API may also send as `{ code, currencySymbol }`. */
export const currencyText = () => alsoRead(z.string(), CurrencyObject, NO_SHAPE);

/** The schema at an issue's path (object keys and array indices), or undefined. */
function schemaOnPath(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    while (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
      current = current.unwrap() as z.ZodType;
    }
    if (current instanceof z.ZodObject) current = (current.shape as Record<string, z.ZodType>)[String(key)];
    else if (current instanceof z.ZodArray) current = current.element as z.ZodType;
    else return undefined;
  }
  return current;
}

/**
 * Whether `value`, refused by the field of `schema` at `path`, is the field's other legitimate
 * reading (gender 1 where the declaration writes "1"): then it is no mismatch.
 */
export function isOtherReading(schema: z.ZodType, path: readonly PropertyKey[], value: unknown): boolean {
  let field = schemaOnPath(schema, path);
  while (field) {
    const reading = readingOf(field);
    if (reading?.also.safeParse(value).success) return true;
    field =
      field instanceof z.ZodOptional || field instanceof z.ZodNullable || field instanceof z.ZodDefault
        ? (field.unwrap() as z.ZodType)
        : undefined;
  }
  return false;
}

const unwrapped = (schema: z.ZodType): z.ZodType => {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
};

/** The fields of an object schema (nested objects included) whose other reading is turned into the declared form. */
function convertedFields(schema: z.ZodType, prefix: string[] = []): { path: string[]; reading: Reading }[] {
  const object = unwrapped(schema);
  if (!(object instanceof z.ZodObject)) return [];
  return Object.entries(object.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
    const path = [...prefix, key];
    let current: z.ZodType | undefined = field;
    while (current) {
      const reading = readingOf(current);
      if (reading?.asDeclared) return [{ path, reading }];
      current = current === unwrapped(current) ? undefined : ((current as z.ZodOptional).unwrap() as z.ZodType);
    }
    return convertedFields(field, path);
  });
}

const CONVERTED = new WeakMap<z.ZodType, { path: string[]; reading: Reading }[]>();

/**
 * A record read from an API with each field that came in its other form and declares `asDeclared`
 * put into the declared form (a code where `{ code, currencySymbol }` is declared); the record
 * itself when nothing changes. `codes`: the installation's codes for declared values, for the readings that take them.
 */
export function inDeclaredForm<T extends Record<string, unknown>>(schema: z.ZodType, record: T, codes?: ReadingCodes): T {
  let fields = CONVERTED.get(schema);
  if (!fields) CONVERTED.set(schema, (fields = convertedFields(schema)));
  let out: Record<string, unknown> = record;
  for (const { path, reading } of fields) {
    const parents: Record<string, unknown>[] = [out];
    for (const key of path.slice(0, -1)) {
      const next = parents.at(-1)![key];
      if (!next || typeof next !== 'object') break;
      parents.push(next as Record<string, unknown>);
    }
    if (parents.length !== path.length) continue;
    const last = path.at(-1)!;
    const value = parents.at(-1)![last];
    if (value === undefined || value === null || !reading.also.safeParse(value).success) continue;
    // Copy the objects on the path, so the answer as received stays as it was.
    const converted = reading.asDeclared!(value, codes);
    if (converted === value) continue;
    let copy: Record<string, unknown> = { ...parents.at(-1)!, [last]: converted };
    for (let depth = path.length - 2; depth >= 0; depth -= 1) copy = { ...parents[depth], [path[depth]!]: copy };
    out = copy;
  }
  return out as T;
}
