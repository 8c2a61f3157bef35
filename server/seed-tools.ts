/**
 * The seed's stateless integer hash, written out as plain `bigint` arithmetic in the statement.
 *
 * `seedHash(n, salt)` = mix(mix((n · 2654435761 + salt · 40503 + 12345) mod 2³²)) with
 * mix(x) = ((x xor (x >> 16)) · 73244475) mod 2³², a value in [0, 2³²). Inlined rather than a SQL
 * function: PostgreSQL cannot inline the nested call (its argument is used twice), and a SQL
 * function call per value costs several microseconds in PGlite, about six times the arithmetic.
 */
import { Sql } from './db/sql';

const KEY = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?( [*+] ([a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?|\d+))*$/;

/** Splices trusted SQL text (built from constants in this module) into a fragment. */
function text(value: string): Sql {
  return new Sql([value], []);
}

/**
 * The hash of `key` (a column or a small `a * 8 + b` expression over columns, or an `Sql`
 * fragment) with an integer `salt`, as a `bigint` SQL expression.
 */
export function seedHash(key: string | Sql, salt: number): Sql {
  if (!Number.isInteger(salt) || salt < 0) throw new Error(`Invalid seed hash salt: ${salt}`);
  if (typeof key === 'string' && !KEY.test(key)) throw new Error(`Invalid seed hash key: ${key}`);
  const n = typeof key === 'string' ? text(key) : key;
  const e = new Sql(['((', `)::int8 * 2654435761 + ${salt * 40503 + 12345}) % 4294967296`], [n]);
  const mix = (x: Sql) => new Sql(['(((', ') # ((', ') >> 16)) * 73244475) % 4294967296'], [x, x]);
  return mix(mix(e));
}

const DEBUG = process.env.SEED_DEBUG === 'true';

/** Awaits one seed step; with `SEED_DEBUG=true` prints its time. */
export async function timed<T>(label: string, work: Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work;
  if (DEBUG) console.log(`seed step ${label}: ${Math.round(performance.now() - started)} ms`);
  return result;
}
