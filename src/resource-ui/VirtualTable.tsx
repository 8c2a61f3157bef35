import Box from '@mui/material/Box';
import { elementScroll, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import type { Identifier, RaRecord, SortPayload } from 'ra-core';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RowTone } from '../../resources/model';
import { useHeaderWidths } from './headerWidths';
import { tableBodySx } from './tableBodySx';
import { ROW_HEIGHT, SECOND_STICKY_FROM, tableLayout } from './tableLayout';
import type { ColumnSpec } from './types';
import { VirtualTableHeader } from './VirtualTableHeader';
import { VirtualTableRow } from './VirtualTableRow';
import { useNarrowWidth } from './useNarrowWidth';
import { useWindowFitHeight } from './useWindowFitHeight';

export interface VirtualTableProps {
  columns: readonly ColumnSpec[];
  data: readonly RaRecord[];
  sort: SortPayload;
  onSort: (sort: SortPayload) => void;
  /** Enables the checkbox column. */
  selectedIds?: readonly Identifier[];
  onToggleItem?: (id: Identifier) => void;
  onSelectAll?: (ids: Identifier[]) => void;
  onRowClick?: (record: RaRecord) => void;
  onEdit?: (record: RaRecord) => void;
  /** Height of the scrolling viewport; by default the table ends above the window's bottom edge, leaving room for the pager. */
  height?: number | string;
  /** The background tone of a row. */
  rowTone?: (record: RaRecord) => RowTone | undefined;
  /** Rows marked busy (an action runs): shown disabled. */
  busyIds?: readonly Identifier[];
  /** Enables expandable rows: the panel of an expanded row, or null when a row cannot expand. */
  renderPanel?: (record: RaRecord) => ReactNode | null;
  /** Whether a row can expand (default all). */
  canExpand?: (record: RaRecord) => boolean;
  /** Rows start expanded (each can still be folded). */
  expandedByDefault?: boolean;
}

/** Room under a full-page table for the pager (52 px) and the gap above it. */
const PAGER_ROOM = 64;
/** The least height of the table's viewport. */
const MIN_HEIGHT = 240;

/** Room above and below a full-page table before its fitted height is measured. */
const UNMEASURED_ROOM = 280;

/** The table's height before it is measured, as its style gives it until then. */
const initialHeight = () => (typeof window === 'undefined' ? 0 : Math.max(MIN_HEIGHT, window.innerHeight - UNMEASURED_ROOM));

/**
 * A row's height: a row alone has the fixed height, read without asking the browser for a layout
 * in the middle of rendering; a row with its expanded panel is measured (jsdom reports 0, so the
 * fixed height stands in).
 */
const measure = (element: Element) => (element.childElementCount > 1 ? element.getBoundingClientRect().height || ROW_HEIGHT : ROW_HEIGHT);

/** Viewports the browser has laid out and reported (see {@link observeViewport}). */
const laidOut = new WeakSet<Element>();

/**
 * The viewport's size as the browser reports it once laid out. The virtualizer's own observer
 * reads the size at once, in the middle of React's commit, which makes the browser lay out the
 * whole new page inside the script that renders it; the initial rect stands in until the report.
 */
function observeViewport(instance: Virtualizer<HTMLDivElement, Element>, report: (rect: Rect) => void): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(() => {
    laidOut.add(element);
    report({ width: element.clientWidth, height: element.clientHeight });
  });
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

/**
 * Scrolls the viewport, except to the top before it was ever laid out: a new viewport is there
 * already, and the virtualizer's write of its first offset would lay out the page mid-commit.
 */
const scrollViewport: typeof elementScroll = (offset, options, instance) => {
  const element = instance.scrollElement;
  if (element && !laidOut.has(element) && offset + (options.adjustments ?? 0) === 0) return;
  elementScroll(offset, options, instance);
};

/** `items` itself the first time, then the previous array while every item is the same one. */
function useSameItems<T>(items: readonly T[]): readonly T[] {
  const previous = useRef(items);
  const same = previous.current.length === items.length && previous.current.every((item, i) => item === items[i]);
  if (!same) previous.current = items;
  return previous.current;
}

/**
 * A table that renders only the rows in view (TanStack Virtual), with a sticky header, sortable
 * headers, row selection, row tones and expandable rows of variable height (measured); a
 * 10,000-row page costs about what a 100-row page does.
 *
 * @example
 * <VirtualTable columns={columns} data={data} sort={sort} onSort={setSort} />
 */
export function VirtualTable(props: VirtualTableProps) {
  const { columns, data, sort, onSort, selectedIds, onToggleItem, onSelectAll, onRowClick, onEdit, renderPanel, canExpand } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const fitHeight = useWindowFitHeight(scrollRef, props.height === undefined, PAGER_ROOM, MIN_HEIGHT);
  // Rows the user toggled away from the default (folded when rows start expanded, else unfolded).
  const [toggled, setToggled] = useState<ReadonlySet<Identifier>>(new Set());
  const virtualizer = useVirtualizer({
    count: data.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => data[index]?.id ?? index,
    measureElement: measure,
    observeElementRect: observeViewport,
    scrollToFn: scrollViewport,
    overscan: 8,
    // The viewport's size before it is measured, as its style gives it: the first render already
    // has the rows in view, instead of an empty table and a second render once it is measured.
    initialRect: {
      width: typeof window === 'undefined' ? 0 : window.innerWidth,
      height: typeof props.height === 'number' ? props.height : initialHeight(),
    },
  });
  const selected = useMemo(() => (selectedIds ? new Set(selectedIds) : undefined), [selectedIds]);
  const busy = new Set(props.busyIds ?? []);
  // The rows are memoised (VirtualTableRow): what they get stays the same object while it means
  // the same, so a render of the table (its fitted height, a selection) leaves the other rows be.
  const shownColumns = useSameItems(columns);
  const expandable = Boolean(renderPanel);
  const selectable = Boolean(selected);
  const editable = Boolean(onEdit);
  const headerWidths = useSameItems(useHeaderWidths(shownColumns));
  // A phone's table fits its identifying and key columns to its width.
  const fitWidth = useNarrowWidth(scrollRef, SECOND_STICKY_FROM);
  const layout = useMemo(
    () => tableLayout(shownColumns, { expandable, selectable, editable }, headerWidths, fitWidth),
    [shownColumns, expandable, selectable, editable, headerWidths, fitWidth],
  );
  const latest = useRef({ onSort, onSelectAll, onToggleItem, onRowClick, onEdit });
  useLayoutEffect(() => {
    latest.current = { onSort, onSelectAll, onToggleItem, onRowClick, onEdit };
  });
  const rowHandlers = useMemo(
    () => ({
      toggleExpand: (id: Identifier) =>
        setToggled((current) => {
          const next = new Set(current);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      toggleSelect: (id: Identifier) => latest.current.onToggleItem?.(id),
      click: (record: RaRecord) => latest.current.onRowClick?.(record),
      edit: (record: RaRecord) => latest.current.onEdit?.(record),
      sort: (next: SortPayload) => latest.current.onSort(next),
      selectAll: (ids: Identifier[]) => latest.current.onSelectAll?.(ids),
    }),
    [],
  );

  return (
    <Box
      ref={scrollRef}
      role="table"
      aria-rowcount={data.length + 1}
      data-testid="resource-table"
      sx={{
        height: props.height ?? fitHeight ?? `calc(100vh - ${UNMEASURED_ROOM}px)`,
        minHeight: MIN_HEIGHT,
        overflow: 'auto',
        position: 'relative',
        // Wide tables scroll inside this box: its width comes from the page, never from its columns
        // (else the whole page grows sideways and the toolbar's right end leaves the window).
        contain: 'inline-size',
        // Its width is the unit (`cqw`) of the expanded rows' panels, which stay within it.
        containerType: 'inline-size',
      }}
    >
      <VirtualTableHeader
        layout={layout}
        columns={shownColumns}
        data={data}
        sort={sort}
        onSort={rowHandlers.sort}
        selected={selected}
        onSelectAll={onSelectAll ? rowHandlers.selectAll : undefined}
      />
      <Box
        role="rowgroup"
        sx={{ minWidth: layout.totalWidth, position: 'relative', ...tableBodySx(layout) }}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const record = data[item.index];
          const expandable = renderPanel !== undefined && (canExpand?.(record) ?? true);
          const isExpanded = expandable && (props.expandedByDefault ?? false) !== toggled.has(record.id);
          return (
            <VirtualTableRow
              key={record.id}
              layout={layout}
              columns={shownColumns}
              record={record}
              index={item.index}
              start={item.start}
              measureRef={virtualizer.measureElement}
              tone={props.rowTone?.(record)}
              busy={busy.has(record.id)}
              expanded={expandable ? isExpanded : undefined}
              onToggleExpand={rowHandlers.toggleExpand}
              panel={isExpanded ? renderPanel?.(record) : undefined}
              selected={selected?.has(record.id)}
              onToggleSelect={selected ? rowHandlers.toggleSelect : undefined}
              onClick={onRowClick ? rowHandlers.click : undefined}
              onEdit={onEdit ? rowHandlers.edit : undefined}
            />
          );
        })}
      </Box>
    </Box>
  );
}
