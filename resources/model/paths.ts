/** Typed dotted paths into a record, and reading one. */
import type { z } from 'zod';

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

/** Reads a dotted path from a record. */
export function getPath(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current == null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
