/** Column visibility by a list filter (`ColumnDef.visibleWhen`, activity log columns per log type). */
import type { ColumnSpec } from './types';

/** True when the column has no `visibleWhen`, its filter is empty, or a selected value is in `in`. */
export function isColumnShown(column: Pick<ColumnSpec, 'visibleWhen'>, filterValues: Record<string, unknown> | undefined): boolean {
  if (!column.visibleWhen) return true;
  const value = filterValues?.[column.visibleWhen.filter];
  const selected = (Array.isArray(value) ? value : [value]).filter(
    (item) => item !== undefined && item !== null && item !== '' && item !== 'Any',
  );
  return selected.length === 0 || selected.some((item) => column.visibleWhen?.in.includes(String(item)));
}
