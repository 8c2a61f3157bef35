/** Grid layout of the virtual table: column template, widths, and the shared cell style. */
import type { ColumnSpec } from './types';

/** Fixed height of a collapsed row, in pixels. */
export const ROW_HEIGHT = 40;
const CONTROL_WIDTH = 48;
const DEFAULT_WIDTH = 140;

/** The style of every header and body cell. */
export const CELL_SX = { px: 1, display: 'flex', alignItems: 'center', overflow: 'hidden', whiteSpace: 'nowrap' } as const;

export interface TableLayout {
  template: string;
  totalWidth: number;
  rowHeight: number;
  /** Cells in a row: control columns plus data columns. */
  columnCount: number;
  expandable: boolean;
  selectable: boolean;
  editable: boolean;
}

/** The layout of a table with these columns and leading control columns (expand, select, edit). */
export function tableLayout(
  columns: readonly ColumnSpec[],
  controls: { expandable: boolean; selectable: boolean; editable: boolean },
): TableLayout {
  const widths = columns.map((column) => column.width ?? DEFAULT_WIDTH);
  const leading = [controls.expandable, controls.selectable, controls.editable].filter(Boolean).length;
  return {
    ...controls,
    rowHeight: ROW_HEIGHT,
    columnCount: leading + columns.length,
    totalWidth: widths.reduce((sum, width) => sum + width, 0) + leading * CONTROL_WIDTH,
    template: [...Array.from({ length: leading }, () => `${CONTROL_WIDTH}px`), ...widths.map((width) => `minmax(${width}px, 1fr)`)].join(' '),
  };
}
