import Box from '@mui/material/Box';
import { PanelBoundary } from '../widgets/ErrorBoundaries';
import { useTranslate, type Identifier, type RaRecord } from 'ra-core';
import { memo, type ReactNode, type Ref } from 'react';
import type { RowTone } from '../../resources/model';
import { RecordOperator, recordOperatorCode } from '../operator/RecordOperator';
import { useDefinition } from './DefinitionContext';
import { RowCheckbox, RowIconButton } from './RowControls';
import { SpecCell } from './SpecCell';
import { revealCutText } from './revealCutText';
import { cellClass, TABLE_CLASSES } from './tableBodySx';
import type { TableLayout } from './tableLayout';
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
  onToggleExpand?: (id: Identifier) => void;
  /** The expanded panel. */
  panel?: ReactNode;
  selected?: boolean;
  onToggleSelect?: (id: Identifier) => void;
  onClick?: (record: RaRecord) => void;
  onEdit?: (record: RaRecord) => void;
}

/**
 * One positioned row of {@link VirtualTable}, with its expanded panel below it; the calls made in
 * it go to the row's operator ({@link recordOperatorCode}). Memoised: the table gives it stable
 * callbacks (called with the row's id or record), so a row renders again only when its own props
 * change, not when the table does (its fitted height, another row's selection, a refresh).
 */
export const VirtualTableRow = memo(function VirtualTableRow(props: VirtualTableRowProps) {
  const { layout, columns, record, index, start, measureRef, tone, busy, expanded, panel } = props;
  const translate = useTranslate();
  const definition = useDefinition();
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
  const leading = [layout.expandable, layout.selectable, layout.editable].filter(Boolean).length;
  // Control cells come first, in this order; each takes the next sticky slot. Their style is the
  // table body's (tableBodySx): a row carries class names, its tone and its position only.
  let control = 0;
  const controlClass = () => cellClass(layout, control++);
  const rowClass = props.onClick ? `${TABLE_CLASSES.row} ${TABLE_CLASSES.clickable}` : TABLE_CLASSES.row;
  // The row's cells, actions and expanded panel call the API under the row's own operator.
  return (
    <RecordOperator code={recordOperatorCode(definition, record)}>
      <div ref={measureRef} data-index={index} className={TABLE_CLASSES.position} style={{ transform: `translateY(${start}px)` }}>
        <div
          role="row"
          className={rowClass}
          aria-rowindex={index + 2}
          aria-selected={props.onToggleSelect ? Boolean(props.selected) : undefined}
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          data-testid={`row-${record.id}`}
          data-tone={tone}
          onClick={props.onClick && (() => props.onClick?.(record))}
        >
          {layout.expandable && (
            <div role="cell" className={controlClass()} onClick={stop}>
              {expanded !== undefined && (
                <RowIconButton
                  label={translate(expanded ? 'app.list.collapse' : 'app.list.expand')}
                  icon={expanded ? 'collapse' : 'expand'}
                  expanded={expanded}
                  onClick={() => props.onToggleExpand?.(record.id)}
                  testId={`expand-${record.id}`}
                />
              )}
            </div>
          )}
          {layout.selectable && (
            <div role="cell" className={controlClass()} onClick={stop}>
              <RowCheckbox
                label={`${translate('ra.action.select_row', { _: 'Select this row' })} ${record.id}`}
                checked={Boolean(props.selected)}
                onChange={() => props.onToggleSelect?.(record.id)}
              />
            </div>
          )}
          {layout.editable && (
            <div role="cell" className={controlClass()}>
              <RowIconButton
                label={translate('ra.action.edit', { _: 'Edit' })}
                icon="edit"
                onClick={(event) => {
                  event.stopPropagation();
                  props.onEdit?.(record);
                }}
              />
            </div>
          )}
          {columns.map((column, i) => (
            <div
              role="cell"
              key={column.label}
              className={cellClass(layout, leading + i, layout.align[i] === 'right')}
              data-testid={`cell-${column.source}`}
              onMouseOver={revealCutText}
            >
              <SpecCell spec={column} record={record as AnyRecord} />
            </div>
          ))}
        </div>
        {expanded && panel && (
          // A row of its own with one cell across the table, so the panel's content sits in a cell.
          // The cell is as wide as the table's box (`cqw` of the scrolling box, VirtualTable) and
          // stays at its left edge, so a wide table's panel (an embedded list, its empty state) is in
          // view and not centred in the table's full width.
          <Box role="row" sx={{ minWidth: layout.totalWidth, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.default' }}>
            <Box
              role="cell"
              aria-colspan={layout.columnCount}
              data-testid={`panel-${record.id}`}
              sx={{ px: 2, py: 1, position: 'sticky', left: 0, width: '100cqw', boxSizing: 'border-box' }}
            >
              <PanelBoundary name="row" resetKeys={[record]}>
                {panel}
              </PanelBoundary>
            </Box>
          </Box>
        )}
      </div>
    </RecordOperator>
  );
});
