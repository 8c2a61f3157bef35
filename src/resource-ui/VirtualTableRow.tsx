import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import EditIcon from '@mui/icons-material/Edit';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import { useTranslate, type RaRecord } from 'ra-core';
import type { ReactNode, Ref } from 'react';
import type { RowTone } from '../../resources/model';
import { RecordOperator, recordOperatorCode } from '../operator/RecordOperator';
import { useDefinition } from './DefinitionContext';
import { toneBackground } from './rowTone';
import { SpecCell } from './SpecCell';
import { stickyCellSx } from './stickyCellSx';
import { revealCutText } from './revealCutText';
import { CELL_SX, RIGHT_SX, type TableLayout } from './tableLayout';
import type { AnyRecord, ColumnSpec } from './types';

export interface VirtualTableRowProps {
  layout: TableLayout;
  columns: readonly ColumnSpec[];
  record: RaRecord;
  index: number;
  start: number;
  measureRef: Ref<HTMLDivElement>;
  tone?: RowTone;
  busy?: boolean;
  /** Undefined: the row cannot expand. */
  expanded?: boolean;
  onToggleExpand?: () => void;
  /** The expanded panel. */
  panel?: ReactNode;
  selected?: boolean;
  onToggleSelect?: () => void;
  onClick?: () => void;
  onEdit?: () => void;
}

/**
 * One positioned row of {@link VirtualTable}, with its expanded panel below it; the calls made in
 * it go to the row's operator ({@link recordOperatorCode}).
 */
export function VirtualTableRow(props: VirtualTableRowProps) {
  const { layout, columns, record, index, start, measureRef, tone, busy, expanded, panel } = props;
  const translate = useTranslate();
  const definition = useDefinition();
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
  const leading = [layout.expandable, layout.selectable, layout.editable].filter(Boolean).length;
  // Control cells come first, in this order; each takes the next sticky slot.
  let control = 0;
  const controlSx = () => ({ ...CELL_SX, ...stickyCellSx(layout.sticky[control++], tone) });
  // The row's cells, actions and expanded panel call the API under the row's own operator.
  return (
    <RecordOperator code={recordOperatorCode(definition, record)}>
      <Box
        ref={measureRef}
        data-index={index}
        sx={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${start}px)` }}
      >
        <Box
          role="row"
          aria-rowindex={index + 2}
          aria-selected={props.onToggleSelect ? Boolean(props.selected) : undefined}
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          data-testid={`row-${record.id}`}
          data-tone={tone}
          onClick={props.onClick}
          sx={{
            display: 'grid', gridTemplateColumns: layout.template, minWidth: layout.totalWidth, height: layout.rowHeight,
            borderBottom: 1, borderColor: 'divider', cursor: props.onClick ? 'pointer' : undefined,
            bgcolor: tone ? toneBackground(tone) : undefined, opacity: busy ? 0.6 : undefined,
            pointerEvents: busy ? 'none' : undefined, '&:hover': tone ? undefined : { bgcolor: 'action.hover' },
          }}
        >
          {layout.expandable && (
            <Box role="cell" sx={controlSx()} onClick={stop}>
              {expanded !== undefined && (
                <IconButton
                  size="small"
                  aria-label={translate(expanded ? 'app.list.collapse' : 'app.list.expand')}
                  aria-expanded={expanded}
                  onClick={props.onToggleExpand}
                  data-testid={`expand-${record.id}`}
                >
                  {expanded ? <KeyboardArrowDownIcon fontSize="small" /> : <KeyboardArrowRightIcon fontSize="small" />}
                </IconButton>
              )}
            </Box>
          )}
          {layout.selectable && (
            <Box role="cell" sx={controlSx()} onClick={stop}>
              <Checkbox
                size="small"
                checked={Boolean(props.selected)}
                onChange={props.onToggleSelect}
                inputProps={{ 'aria-label': `${translate('ra.action.select_row', { _: 'Select this row' })} ${record.id}` }}
              />
            </Box>
          )}
          {layout.editable && (
            <Box role="cell" sx={controlSx()}>
              <IconButton
                size="small"
                aria-label={translate('ra.action.edit', { _: 'Edit' })}
                onClick={(event) => {
                  event.stopPropagation();
                  props.onEdit?.();
                }}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Box>
          )}
          {columns.map((column, i) => (
            <Box
              role="cell"
              key={column.label}
              sx={{ ...CELL_SX, ...(layout.align[i] === 'right' ? RIGHT_SX : {}), ...stickyCellSx(layout.sticky[leading + i], tone) }}
              data-testid={`cell-${column.source}`}
              onMouseOver={revealCutText}
            >
              <SpecCell spec={column} record={record as AnyRecord} />
            </Box>
          ))}
        </Box>
        {expanded && panel && (
          // A row of its own with one cell across the table, so the panel's content sits in a cell.
          <Box role="row" sx={{ minWidth: layout.totalWidth, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.default' }}>
            <Box role="cell" aria-colspan={layout.columnCount} data-testid={`panel-${record.id}`} sx={{ px: 2, py: 1 }}>
              {panel}
            </Box>
          </Box>
        )}
      </Box>
    </RecordOperator>
  );
}
