import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslate, type Identifier, type RaRecord, type SortPayload } from 'ra-core';
import { memo } from 'react';
import { hyphenate } from '../i18n/hyphenation';
import type { TableLayout } from './tableLayout';
import { CELL_SX, RIGHT_SX } from './tableLayout';

import type { ColumnSpec } from './types';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { stickyCellSx } from './stickyCellSx';
import { cellClass, stickyClass, TABLE_CLASSES } from './tableBodySx';

/**
 * Header labels wrap between words, inside a long word with a hyphen where the page's language
 * allows one (soft hyphens from the language's dictionary, `hyphenate`; `hyphens: auto` with
 * `<html lang>` for browsers with rules of their own), and anywhere as the last resort: a label is
 * never cut off. `anywhere` (not `break-word`) also lowers the label's
 * min-content width, so the sort label's flex box shrinks to the column instead of overflowing it.
 */
const HEADER_CELL_SX = {
  ...CELL_SX,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  lineHeight: 1.25,
  py: 0.5,
  '& > *': { minWidth: 0, maxWidth: '100%', overflowWrap: 'anywhere' },
} as const;

export interface VirtualTableHeaderProps {
  layout: TableLayout;
  columns: readonly ColumnSpec[];
  data: readonly RaRecord[];
  sort: SortPayload;
  onSort: (sort: SortPayload) => void;
  selected?: ReadonlySet<Identifier>;
  onSelectAll?: (ids: Identifier[]) => void;
}

/** The classes of the header's cells (right alignment and sticky slots are the body's class names). */
const HEADER_CLASSES = { cell: 'vt-hcell', control: 'vt-hcontrol' } as const;

/**
 * The header row's style, written once on the row as rules for its cells' class names (as the
 * body does, `tableBodySx`): a header of twenty columns costs one style computation, not twenty.
 */
function headerRowSx(layout: TableLayout): SystemStyleObject<Theme> {
  const rules: Record<string, unknown> = {
    display: 'grid',
    gridTemplateColumns: layout.template,
    minWidth: layout.totalWidth,
    position: 'sticky',
    top: 0,
    zIndex: 1,
    minHeight: layout.rowHeight,
    bgcolor: 'background.paper',
    borderBottom: 1,
    borderColor: 'divider',
    fontWeight: 500,
    [`& .${HEADER_CLASSES.control}`]: CELL_SX,
    [`& .${HEADER_CLASSES.cell}`]: HEADER_CELL_SX,
    [`& .${TABLE_CLASSES.right}`]: RIGHT_SX,
    // The whole header cell sorts, not only the words: a click beside a short label counts.
    [`& .${HEADER_CLASSES.cell} > .MuiTableSortLabel-root`]: { flex: '1 1 auto', alignSelf: 'stretch', justifyContent: 'flex-start' },
    [`& .${TABLE_CLASSES.right} > .MuiTableSortLabel-root`]: { justifyContent: 'flex-end' },
  };
  layout.sticky.forEach((cell, slot) => {
    if (cell) rules[`& .${stickyClass(slot)}`] = stickyCellSx(cell, undefined, 2);
  });
  return rules as SystemStyleObject<Theme>;
}

/**
 * The sticky header row of {@link VirtualTable}: select-all, sortable column labels. Memoised: it
 * renders again when the columns, the rows, the sort or the selection change, not when the table
 * does for its height.
 */
export const VirtualTableHeader = memo(function VirtualTableHeader({
  layout,
  columns,
  data,
  sort,
  onSort,
  selected,
  onSelectAll,
}: VirtualTableHeaderProps) {
  const translate = useTranslate();
  const allSelected = data.length > 0 && data.every((record) => selected?.has(record.id));
  const leading = [layout.expandable, layout.selectable, layout.editable].filter(Boolean).length;
  let control = 0;
  const controlClass = () => cellClass(layout, control++, false, HEADER_CLASSES.control);
  const toggleSort = (column: ColumnSpec) =>
    onSort({ field: column.sortField, order: sort.field === column.sortField && sort.order === 'ASC' ? 'DESC' : 'ASC' });
  return (
    <Box role="row" aria-rowindex={1} sx={headerRowSx(layout)}>
      {layout.expandable && <div role="columnheader" className={controlClass()} aria-label={translate('app.list.expand')} />}
      {selected && (
        <div role="columnheader" className={controlClass()}>
          <Checkbox
            size="small"
            checked={allSelected}
            indeterminate={!allSelected && data.some((record) => selected.has(record.id))}
            onChange={() => onSelectAll?.(allSelected ? [] : data.map((record) => record.id))}
            inputProps={{ 'aria-label': translate('ra.action.select_all', { _: 'Select all' }) }}
          />
        </div>
      )}
      {layout.editable && <div role="columnheader" className={controlClass()} aria-label={translate('ra.action.edit', { _: 'Edit' })} />}
      {columns.map((column, i) => (
        <div
          role="columnheader"
          key={column.label}
          data-testid={`header-${column.label.split('.fields.').pop()}`}
          className={cellClass(layout, leading + i, layout.align[i] === 'right', HEADER_CLASSES.cell)}
        >
          {column.sortable ? (
            <TableSortLabel
              active={sort.field === column.sortField}
              direction={sort.field === column.sortField && sort.order === 'DESC' ? 'desc' : 'asc'}
              onClick={() => toggleSort(column)}
            >
              {hyphenate(translate(column.label))}
            </TableSortLabel>
          ) : (
            hyphenate(translate(column.label))
          )}
        </div>
      ))}
    </Box>
  );
});
