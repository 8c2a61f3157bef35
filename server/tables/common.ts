/** Small conversions shared by the table mappings. */
import { sql, type Sql } from '../db/sql';

/** ISO timestamp from a driver value (Date or string). */
export function isoTime(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return date.toISOString();
}

export function text(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

export function num(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

export function json<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** A timestamp as the API's ISO text (UTC, milliseconds) inside SQL-built JSON. */
export function isoSql(expression: Sql): Sql {
  return sql`to_char((${expression}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** `SNAKE_CASE` → `Snake case`, the default description of a status code. */
export function describe(code: string | null | undefined): string | null {
  if (!code) return null;
  const words = code.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
