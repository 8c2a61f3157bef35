import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslate, type Identifier, type RaRecord, type SortPayload } from 'ra-core';
import { hyphenate } from '../i18n/hyphenation';
import type { TableLayout } from './tableLayout';
import { CELL_SX, RIGHT_SX } from './tableLayout';

import type { ColumnSpec } from './types';
import { stickyCellSx } from './stickyCellSx';

/**
 * Header labels wrap between words, inside a long word with a hyphen where the page's language
 * allows one (soft hyphens from the language's dictionary, `hyphenate`; `hyphens: auto` with
 * `<html lang>` for browsers with rules of their own), and anywhere as the last resort: a label is
 * never cut off. `anywhere` (not `break-word`) also lowers the label's
 * min-content width, so the sort label's flex box shrinks to the column instead of overflowing it.
 */
const HEADER_CELL_SX = {
  ...CELL_SX, whiteSpace: 'normal', overflowWrap: 'anywhere', hyphens: 'auto', lineHeight: 1.25, py: 0.5,
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

/** The sticky header row of {@link VirtualTable}: select-all, sortable column labels. */
export function VirtualTableHeader({ layout, columns, data, sort, onSort, selected, onSelectAll }: VirtualTableHeaderProps) {
  const translate = useTranslate();
  const allSelected = data.length > 0 && data.every((record) => selected?.has(record.id));
  const leading = [layout.expandable, layout.selectable, layout.editable].filter(Boolean).length;
  let control = 0;
  const controlSx = () => ({ ...CELL_SX, ...stickyCellSx(layout.sticky[control++], undefined, 2) });
  const toggleSort = (column: ColumnSpec) =>
    onSort({ field: column.sortField, order: sort.field === column.sortField && sort.order === 'ASC' ? 'DESC' : 'ASC' });
  return (
    <Box
      role="row"
      aria-rowindex={1}
      sx={{
        display: 'grid', gridTemplateColumns: layout.template, minWidth: layout.totalWidth, position: 'sticky', top: 0, zIndex: 1,
        minHeight: layout.rowHeight, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', fontWeight: 500,
      }}
    >
      {layout.expandable && <Box role="columnheader" sx={controlSx()} aria-label={translate('app.list.expand')} />}
      {selected && (
        <Box role="columnheader" sx={controlSx()}>
          <Checkbox
            size="small"
            checked={allSelected}
            indeterminate={!allSelected && data.some((record) => selected.has(record.id))}
            onChange={() => onSelectAll?.(allSelected ? [] : data.map((record) => record.id))}
            inputProps={{ 'aria-label': translate('ra.action.select_all', { _: 'Select all' }) }}
          />
        </Box>
      )}
      {layout.editable && <Box role="columnheader" sx={controlSx()} aria-label={translate('ra.action.edit', { _: 'Edit' })} />}
      {columns.map((column, i) => (
        <Box
          role="columnheader"
          key={column.label}
          data-testid={`header-${column.label.split('.fields.').pop()}`}
          sx={{ ...HEADER_CELL_SX, ...(layout.align[i] === 'right' ? RIGHT_SX : {}), ...stickyCellSx(layout.sticky[leading + i], undefined, 2) }}
        >
          {column.sortable ? (
            <TableSortLabel
              // The whole header cell sorts, not only the words: a click beside a short label counts.
              sx={{ flex: '1 1 auto', alignSelf: 'stretch', justifyContent: layout.align[i] === 'right' ? 'flex-end' : 'flex-start' }}
              active={sort.field === column.sortField}
              direction={sort.field === column.sortField && sort.order === 'DESC' ? 'desc' : 'asc'}
              onClick={() => toggleSort(column)}
            >
              {hyphenate(translate(column.label))}
            </TableSortLabel>
          ) : (
            hyphenate(translate(column.label))
          )}
        </Box>
      ))}
    </Box>
  );
}
