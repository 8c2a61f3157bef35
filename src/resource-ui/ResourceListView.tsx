import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Title } from 'react-admin';
import { useCreatePath, useListContext, useTranslate, type RaRecord } from 'ra-core';
import { useLocation, useNavigate } from 'react-router-dom';
import { useContext, type ComponentType } from 'react';
import { expandTemplate, matchesCondition } from '../../resources/model';
import { FilterBar } from '../widgets/FilterBar';
import { ActionControl } from './ActionControl';
import { BulkActionsToolbar } from './BulkActionsToolbar';
import { isColumnShown } from './columnVisibility';
import { ListExportButton } from './ListExportButton';
import { FoldedColumns } from './FoldedColumns';
import { ListPagination } from './ListPagination';
import { isTotalAtLeast, totalText } from './listTotal';
import { FullRecord } from './FullRecord';
import { arrangeColumns } from './keyFigureColumns';
import { ListEmpty } from './ListEmpty';
import { ListError } from './ListError';
import { DefinitionContext } from './DefinitionContext';
import { ListRowsContext } from './ListRowsContext';
import { ListTabsContext } from './ListTabsContext';
import { linkTarget } from './popupLink';
import { rowToneOf } from './rowTone';
import { SECOND_STICKY_FROM } from './tableLayout';
import type { ActionSpec, AnyRecord, AnyResource, ColumnSpec, FilterSpec, ListScope, ListSettings, PanelProps } from './types';
import { useAudience } from './useAudience';
import { useListAutoRefresh } from './useListAutoRefresh';
import { useListRowsState } from './useListRowsState';
import { VirtualTable } from './VirtualTable';

export interface ResourceListViewProps {
  definition: AnyResource;
  settings: ListSettings;
  columns: readonly ColumnSpec[];
  filters: readonly FilterSpec[];
  bulkActions: readonly ActionSpec[];
  collectionActions?: readonly ActionSpec[];
  panel?: ComponentType<PanelProps>;
  /** Shown between the filter bar and the table (`list.header`). */
  header?: ComponentType;
  height?: number | string;
  /** Fixed filter of an embedded list, kept by the filter bar's reset. */
  permanentFilter?: Record<string, unknown>;
  /** The embedding scope, if any. */
  scope?: ListScope;
  /** Whether rows link to show and edit pages. Default true. */
  linkRows?: boolean;
}

/** The view of {@link ResourceList}; needs a react-admin ListContext. */
export function ResourceListView(props: ResourceListViewProps) {
  const {
    definition,
    settings,
    columns,
    filters,
    bulkActions,
    collectionActions = [],
    panel: Panel,
    header: Header,
    height,
    permanentFilter,
    scope,
  } = props;
  const translate = useTranslate();
  const visible = useAudience();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const list = useListContext();
  const tabs = useContext(ListTabsContext);
  const { rows, busyIds, context } = useListRowsState(list.data);
  const embedded = scope !== undefined;
  // Reset filters goes back to the list's defaults (betslips: the last 24 hours), never to the whole table.
  const resetFilter = { ...(embedded ? {} : settings.defaultFilter), ...permanentFilter };
  const failed = list.error != null && !list.isPending;
  const empty = !failed && !list.isPending && rows.length === 0;
  const { rowTone, expand, autoRefresh, titleCount } = settings;
  const refreshRate = useListAutoRefresh(autoRefresh, scope?.playerId !== undefined, busyIds.length > 0);
  const shownColumns = columns.filter((column) => visible(column) && isColumnShown(column, list.filterValues));
  // On a narrow screen the foldable columns move into the expanded row; the key figure follows the identifying columns.
  const narrow = useMediaQuery(`(max-width:${SECOND_STICKY_FROM - 0.02}px)`, { noSsr: true });
  const { table: tableColumns, folded } = arrangeColumns(shownColumns, narrow);
  // A download's columns are in the order a wide screen shows them, folded ones included.
  const exportColumns = narrow ? arrangeColumns(shownColumns, false).table : tableColumns;
  const shownBulk = bulkActions.filter(visible);
  const shownCollection = collectionActions.filter(visible);
  const title = translate(`resources.${definition.name}.name`, { smart_count: 2, _: definition.name });
  const location = useLocation();
  const open = (type: 'show' | 'edit') => (record: RaRecord) => {
    // A declared row link (the manager popup) takes the place of the detail page.
    const href = type === 'show' && settings.rowLink ? expandTemplate(settings.rowLink, record) : undefined;
    navigate(href ? linkTarget(href, location) : createPath({ resource: definition.name, id: record.id, type }));
  };
  const linkRows = (props.linkRows ?? true) && !embedded;
  const declaredPanel = Panel !== undefined && expand !== undefined && visible(expand);
  const canExpandPanel = (record: RaRecord) => declaredPanel && (expand?.when ? matchesCondition(record, expand.when) : true);
  const expandable = declaredPanel || folded.length > 0;
  const renderPanel = (record: RaRecord) => {
    const panel =
      Panel && canExpandPanel(record) ? (
        <FullRecord definition={definition} record={record as AnyRecord}>
          {(full) => <Panel record={full} definition={definition} expand={expand} replaceRecord={context.replace} />}
        </FullRecord>
      ) : null;
    if (folded.length === 0) return panel;
    return (
      <Stack spacing={1}>
        <FoldedColumns columns={folded} record={record as AnyRecord} />
        {panel}
      </Stack>
    );
  };

  return (
    <DefinitionContext.Provider value={definition}>
      <ListRowsContext.Provider value={context}>
        {/* A list page never grows sideways with its content (only the table scrolls sideways): its
            width comes from the page, and nothing of it reaches past the window's edge. */}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, ...(embedded ? {} : { contain: 'inline-size', overflowX: 'clip' }) }}>
          {!embedded && <Title title={title} />}
          <Typography variant="h6" component={embedded ? 'h2' : 'h1'} data-testid="list-title">
            {title}
            {titleCount && list.total !== undefined ? ` (${totalText(list.total, isTotalAtLeast(list.meta), translate)})` : ''}
          </Typography>
          {!embedded && tabs}
          <FilterBar
            filters={filters}
            permanentFilter={permanentFilter}
            resetFilter={resetFilter}
            addTransactions={definition.list.addTransactions}
            refreshRate={refreshRate}
            actions={
              <Stack direction="row" spacing={0.5} useFlexGap alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                {shownCollection.map((spec) => (
                  <ActionControl key={spec.name} spec={spec} definition={definition} target={{}} />
                ))}
                {settings.exportable && (
                  <ListExportButton
                    definition={definition}
                    columns={exportColumns}
                    permanentFilter={permanentFilter}
                    playerId={scope?.playerId}
                  />
                )}
              </Stack>
            }
          />
          {Header && <Header />}
          <BulkActionsToolbar definition={definition} actions={shownBulk} />
          {list.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : <Box sx={{ height: 4 }} />}
          {failed && <ListError error={list.error} onRetry={() => void list.refetch()} />}
          {empty && <ListEmpty onReset={() => list.setFilters(resetFilter, undefined, false)} />}
          {!failed && !empty && (
            <VirtualTable
              columns={tableColumns}
              data={rows}
              sort={list.sort}
              onSort={list.setSort}
              selectedIds={shownBulk.length > 0 ? list.selectedIds : undefined}
              onToggleItem={list.onToggleItem}
              onSelectAll={(ids) => (ids.length ? list.onSelect(ids) : list.onUnselectItems())}
              onRowClick={linkRows && (definition.show || settings.rowLink) ? open('show') : undefined}
              onEdit={linkRows && definition.edit ? open('edit') : undefined}
              height={height}
              rowTone={rowTone ? (record) => rowToneOf(rowTone, record) : undefined}
              busyIds={busyIds}
              renderPanel={expandable ? renderPanel : undefined}
              canExpand={folded.length > 0 ? undefined : expand?.when ? canExpandPanel : undefined}
              expandedByDefault={expand?.expandedForPlayer === true && scope?.playerId !== undefined}
            />
          )}
          {!failed && <ListPagination rowsPerPageOptions={settings.pageSizes} />}
        </Box>
      </ListRowsContext.Provider>
    </DefinitionContext.Provider>
  );
}
