/** Grid layout of the virtual table: column template, widths, alignment, sticky columns, and the shared cell style. */
import { columnKind, KIND_LAYOUT } from './columnKind';
import { anchorCount } from './keyFigureColumns';
import type { ColumnSpec } from './types';

/** Fixed height of a collapsed row, in pixels. */
export const ROW_HEIGHT = 40;
const CONTROL_WIDTH = 48;
/**
 * The most the columns staying put (controls, identifying and key columns) may take together: the
 * key figure stays put beside the identifying columns only while the rest keeps room to scroll.
 */
const MAX_STICKY_WIDTH = 640;

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
  /** Only on screens at least this wide (the second identifying column, the key figure), else not sticky. */
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

/**
 * Screen width from which the second identifying column and the key figure also stay put (phones
 * keep only one column in place; the key figure follows it, in view before any scrolling).
 */
export const SECOND_STICKY_FROM = 900;

/** The least a key column narrows to on a phone, unless its header needs more. */
const MIN_FITTED_WIDTH = 64;
/** The least an identifying column narrows to on a phone (a six-digit id whole), unless its header needs more. */
const MIN_FITTED_ANCHOR = 72;

/** Takes up to `excess` px from the columns `indexes`, each in proportion to what it can give above its floor. */
function narrow(widths: number[], indexes: readonly number[], floors: readonly number[], excess: number): number {
  const spare = indexes.reduce((sum, i, n) => sum + Math.max(0, widths[i] - floors[n]), 0);
  if (spare <= 0 || excess <= 0) return excess;
  const share = Math.min(1, excess / spare);
  let taken = 0;
  indexes.forEach((i, n) => {
    const cut = Math.ceil(Math.max(0, widths[i] - floors[n]) * share);
    const given = Math.min(cut, widths[i] - floors[n], excess - taken);
    widths[i] -= Math.max(0, given);
    taken += Math.max(0, given);
  });
  return excess - taken;
}

/**
 * Narrows the identifying and key columns at the start so that together they fit a phone's table
 * (`room` px wide after the controls) side by side, each giving in proportion to what it has above
 * its floor: a header's longest word, {@link MIN_FITTED_WIDTH} or, for an identifying column,
 * {@link MIN_FITTED_ANCHOR}. Cut cells end with an ellipsis.
 */
function fitKeyFigure(widths: number[], headerWidths: readonly number[], anchors: number, keys: number, room: number): void {
  if (keys === 0) return;
  const indexes = Array.from({ length: anchors + keys }, (_, i) => i);
  const total = indexes.reduce((sum, i) => sum + widths[i], 0);
  const floors = indexes.map((i) => Math.max(i < anchors ? MIN_FITTED_ANCHOR : MIN_FITTED_WIDTH, headerWidths[i] ?? 0));
  narrow(widths, indexes, floors, total - room);
}

/**
 * The layout of a table with these columns and leading control columns (expand, select, edit).
 * `headerWidths`: per column, the least width its header label needs (its longest word whole,
 * `headerWordWidth`); a column is never narrower. The identifying columns at the start stay put
 * when the table scrolls sideways, and so do the key figure's columns right after them
 * (`arrangeColumns` puts them there). `fitWidth`: the table's width; on a narrow screen the
 * identifying and key columns narrow to fit it side by side.
 */
export function tableLayout(
  columns: readonly Pick<ColumnSpec, 'source' | 'cell' | 'truncate' | 'width' | 'action' | 'keyFigure'>[],
  controls: { expandable: boolean; selectable: boolean; editable: boolean },
  headerWidths: readonly number[] = [],
  fitWidth?: number,
): TableLayout {
  const kinds = columns.map(columnKind);
  const widths = columns.map((column, i) => Math.max(column.width ?? KIND_LAYOUT[kinds[i]].width, headerWidths[i] ?? 0));
  const leading = [controls.expandable, controls.selectable, controls.editable].filter(Boolean).length;
  const identifying = anchorCount(columns);
  let keys = 0;
  while (identifying + keys < columns.length && columns[identifying + keys].keyFigure) keys += 1;
  if (fitWidth !== undefined && fitWidth < SECOND_STICKY_FROM)
    fitKeyFigure(widths, headerWidths, identifying, keys, fitWidth - leading * CONTROL_WIDTH);
  const stickyWidth = (count: number) => leading * CONTROL_WIDTH + widths.slice(0, count).reduce((sum, width) => sum + width, 0);
  // The key figure stays put only while the rest has room to scroll; with nothing held, the controls scroll too.
  const held = identifying + (keys > 0 && stickyWidth(identifying + keys) <= MAX_STICKY_WIDTH ? keys : 0);
  const sticky: (StickyCell | undefined)[] = [];
  if (held > 0) {
    let left = 0;
    const count = leading + held;
    for (let cell = 0; cell < count; cell += 1) {
      const wide = cell - leading >= 1;
      sticky.push({ left, last: cell === count - 1, ...(wide ? { fromWidth: SECOND_STICKY_FROM } : {}) });
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
