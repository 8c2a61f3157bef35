/**
 * The order of a list's columns on the screen: the identifying columns (an id, a username) first,
 * then the list's key figure (`list.keyColumns`), then the rest in their declared order; on a
 * narrow screen the foldable columns (`list.foldColumns`) leave the table for the expanded row.
 */
import { columnKind } from './columnKind';
import type { ColumnSpec } from './types';

/** The identifying columns that stay put when the table scrolls sideways: at most this many. */
export const MAX_IDENTIFYING_COLUMNS = 2;

/** How many columns at the start are identifying ones: ids and player or user names, at most two. */
export function identifyingCount(columns: readonly Pick<ColumnSpec, 'source' | 'cell' | 'truncate' | 'action'>[]): number {
  let count = 0;
  while (count < Math.min(MAX_IDENTIFYING_COLUMNS, columns.length) && ['id', 'identity'].includes(columnKind(columns[count]))) count += 1;
  return count;
}

/**
 * How many columns at the start tell the rows apart and lead the key figure: the identifying
 * ones, or, in a list with a key figure but no id or username first (a report's period, a log's
 * time), its first column.
 */
export function anchorCount(columns: readonly Pick<ColumnSpec, 'source' | 'cell' | 'truncate' | 'action' | 'keyFigure'>[]): number {
  const identifying = identifyingCount(columns);
  if (identifying > 0 || columns.length === 0 || columns[0].keyFigure) return identifying;
  return columns.some((column) => column.keyFigure) ? 1 : 0;
}

/** The columns the table shows, in screen order, and the ones folded into the expanded row. */
export interface ArrangedColumns {
  table: readonly ColumnSpec[];
  folded: readonly ColumnSpec[];
}

/**
 * Arranges the shown columns: identifying ({@link anchorCount}), key figure, the rest; `narrow`
 * (a phone) puts the key figure after the first identifying column and folds the foldable ones
 * (never an identifying or key column).
 *
 * @example
 * arrangeColumns(columns, false); // { table: [id, amount, status, created, …], folded: [] }
 */
export function arrangeColumns(columns: readonly ColumnSpec[], narrow: boolean): ArrangedColumns {
  // A phone keeps one identifying column in place, and the key figure right beside it.
  const identifying = columns.slice(0, narrow ? Math.min(1, anchorCount(columns)) : anchorCount(columns));
  const others = columns.slice(identifying.length);
  const folded = narrow ? others.filter((column) => column.fold && !column.keyFigure) : [];
  const rest = others.filter((column) => !column.keyFigure && !folded.includes(column));
  return { table: [...identifying, ...others.filter((column) => column.keyFigure), ...rest], folded };
}
