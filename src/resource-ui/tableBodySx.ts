/**
 * The style of a virtual table's rows and cells, written once on the table body as rules for class
 * names, rather than one `sx` per row and cell: a page of rows then costs one style computation
 * instead of one per cell, and a row's scroll position (which differs for every row) goes in its
 * inline style instead of adding a style rule per position.
 */
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { RowTone } from '../../resources/model';
import { rowControlRules } from './RowControls';
import { toneBackground } from './rowTone';
import { stickyCellSx } from './stickyCellSx';
import { CELL_SX, RIGHT_SX, type TableLayout } from './tableLayout';

const TONES: readonly RowTone[] = ['warning', 'success', 'error', 'neutral'];

/** The class names the rules below style. */
export const TABLE_CLASSES = {
  /** The absolutely positioned box of a row and its panel (moved by an inline transform). */
  position: 'vt-position',
  row: 'vt-row',
  /** A row that opens something when clicked. */
  clickable: 'vt-clickable',
  cell: 'vt-cell',
  right: 'vt-right',
} as const;

/** The class of the cell in sticky slot `slot` (controls first, then data columns). */
export const stickyClass = (slot: number) => `vt-sticky-${slot}`;

/**
 * The class names of a cell: its kind's shared style (a body cell by default; the header names its
 * own), right alignment, its sticky slot.
 */
export function cellClass(layout: TableLayout, slot: number, right = false, kind: string = TABLE_CLASSES.cell): string {
  const names: string[] = [kind];
  if (right) names.push(TABLE_CLASSES.right);
  if (layout.sticky[slot]) names.push(stickyClass(slot));
  return names.join(' ');
}

/**
 * The table body's rules for its rows and cells: the grid of the layout, the row tones (`data-tone`),
 * a busy row (`aria-busy`), hover, and each sticky slot, plain and under every tone.
 */
export function tableBodySx(layout: TableLayout): SystemStyleObject<Theme> {
  const rules: Record<string, unknown> = {
    [`& .${TABLE_CLASSES.position}`]: { position: 'absolute', top: 0, left: 0, width: '100%' },
    [`& .${TABLE_CLASSES.row}`]: {
      display: 'grid',
      gridTemplateColumns: layout.template,
      minWidth: layout.totalWidth,
      height: layout.rowHeight,
      borderBottom: 1,
      borderColor: 'divider',
    },
    [`& .${TABLE_CLASSES.clickable}`]: { cursor: 'pointer' },
    [`& .${TABLE_CLASSES.row}:not([data-tone]):hover`]: { bgcolor: 'action.hover' },
    [`& .${TABLE_CLASSES.row}[aria-busy="true"]`]: { opacity: 0.6, pointerEvents: 'none' },
    [`& .${TABLE_CLASSES.cell}`]: CELL_SX,
    [`& .${TABLE_CLASSES.right}`]: RIGHT_SX,
    ...rowControlRules(),
  };
  for (const tone of TONES) rules[`& .${TABLE_CLASSES.row}[data-tone="${tone}"]`] = { bgcolor: toneBackground(tone) };
  layout.sticky.forEach((cell, slot) => {
    if (!cell) return;
    rules[`& .${stickyClass(slot)}`] = stickyCellSx(cell);
    for (const tone of TONES) rules[`& .${TABLE_CLASSES.row}[data-tone="${tone}"] .${stickyClass(slot)}`] = stickyCellSx(cell, tone);
  });
  return rules as SystemStyleObject<Theme>;
}
