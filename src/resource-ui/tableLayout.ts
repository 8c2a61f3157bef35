/** Grid layout of the virtual table: column template, widths, alignment, sticky columns, and the shared cell style. */
import { columnKind, KIND_LAYOUT } from './columnKind';
import type { ColumnSpec } from './types';

/** Fixed height of a collapsed row, in pixels. */
export const ROW_HEIGHT = 40;
const CONTROL_WIDTH = 48;
/** The identifying columns that stay put when the table scrolls sideways: at most this many. */
const MAX_STICKY_COLUMNS = 2;

/** The style of every header and body cell; the cell's content ends with an ellipsis when cut. */
export const CELL_SX = {
  px: 1,
  display: 'flex',
  alignItems: 'center',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  minWidth: 0,
  '& > *': { minWidth: 0, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' },
} as const;

/** The extra style of a right-aligned cell (money, numbers). */
export const RIGHT_SX = { justifyContent: 'flex-end', textAlign: 'right' } as const;

/** A cell that stays put when scrolling sideways: its offset from the table's left edge. */
export interface StickyCell {
  left: number;
  /** Only on screens at least this wide (the second identifying column), else not sticky. */
  fromWidth?: number;
  /** The last sticky cell: draws the edge. */
  last: boolean;
}

export interface TableLayout {
  template: string;
  totalWidth: number;
  rowHeight: number;
  /** Cells in a row: control columns plus data columns. */
  columnCount: number;
  expandable: boolean;
  selectable: boolean;
  editable: boolean;
  /** Per cell (controls first, then data columns): the sticky position, if any. */
  sticky: readonly (StickyCell | undefined)[];
  /** Per data column: its alignment. */
  align: readonly ('left' | 'right')[];
}

/** Screen width from which the second identifying column also stays put (phones keep only one). */
export const SECOND_STICKY_FROM = 900;

/**
 * The layout of a table with these columns and leading control columns (expand, select, edit).
 * `headerWidths`: per column, the least width its header label needs (its longest word whole,
 * `headerWordWidth`); a column is never narrower.
 */
export function tableLayout(
  columns: readonly Pick<ColumnSpec, 'source' | 'cell' | 'truncate' | 'width'>[],
  controls: { expandable: boolean; selectable: boolean; editable: boolean },
  headerWidths: readonly number[] = [],
): TableLayout {
  const kinds = columns.map(columnKind);
  const widths = columns.map((column, i) => Math.max(column.width ?? KIND_LAYOUT[kinds[i]].width, headerWidths[i] ?? 0));
  const leading = [controls.expandable, controls.selectable, controls.editable].filter(Boolean).length;
  let identifying = 0;
  while (identifying < Math.min(MAX_STICKY_COLUMNS, kinds.length) && ['id', 'identity'].includes(kinds[identifying])) identifying += 1;
  const sticky: (StickyCell | undefined)[] = [];
  if (identifying > 0) {
    let left = 0;
    const count = leading + identifying;
    for (let cell = 0; cell < count; cell += 1) {
      const second = cell - leading === 1;
      sticky.push({ left, last: cell === count - 1, ...(second ? { fromWidth: SECOND_STICKY_FROM } : {}) });
      left += cell < leading ? CONTROL_WIDTH : widths[cell - leading];
    }
  }
  return {
    ...controls,
    rowHeight: ROW_HEIGHT,
    columnCount: leading + columns.length,
    totalWidth: widths.reduce((sum, width) => sum + width, 0) + leading * CONTROL_WIDTH,
    template: [
      ...Array.from({ length: leading }, () => `${CONTROL_WIDTH}px`),
      ...widths.map((width, i) => {
        const grow = KIND_LAYOUT[kinds[i]].grow;
        return grow > 0 ? `minmax(${width}px, ${grow}fr)` : `${width}px`;
      }),
    ].join(' '),
    sticky,
    align: kinds.map((kind) => KIND_LAYOUT[kind].align),
  };
}
