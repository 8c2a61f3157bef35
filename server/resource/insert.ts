/** Inserting one record through a table mapping: the generic counterpart of `applyChanges`. */
import type { Queryable } from '../db/database';
import { ident, join, sql, typed } from '../db/sql';
import type { TableMapping } from '../tables/mapping';

/**
 * Inserts a row with `values` (dotted field paths of the mapping; undefined ones left to the
 * column defaults) and returns its id.
 *
 * @example const id = await insertRecord(tx, newsTable, { title: 'Cup final', language: 'en', … });
 */
export async function insertRecord(tx: Queryable, mapping: TableMapping, values: Readonly<Record<string, unknown>>): Promise<number> {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  const columns = entries.map(([field]) => {
    const column = mapping.fields[field];
    if (!column) throw new Error(`${mapping.table}: no column for "${field}"`);
    return column;
  });
  const [row] = await tx.query<{ id: number }>(sql`INSERT INTO ${ident(mapping.table)}
    (${join(columns.map((column) => sql`${ident(column.column)}`))})
    VALUES (${join(entries.map(([, value], index) => typed(value ?? null, columns[index].type)))})
    RETURNING ${ident(mapping.idColumn)} AS id`);
  return Number(row.id);
}
