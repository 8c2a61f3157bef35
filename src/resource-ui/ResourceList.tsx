import { ListBase } from 'ra-core';
import { useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { pruneFilter } from '../data/wireFilter';
import { isScoped, scopeFilter } from './listScope';
import { fixListUrl } from './listUrl';
import { ListUrlRedirect } from './ListUrlRedirect';
import { ResourceListView } from './ResourceListView';
import type { ActionSpec, AnyResource, ColumnSpec, FilterSpec, ListScope, ListSettings, PanelProps } from './types';

export interface ResourceListProps {
  /** The declaration, for its name, schemas, player field and actions' inputs. */
  definition: AnyResource;
  /** Default sort, page sizes, default filter, row tones, expansion, auto-refresh, title count, query parameters, export. */
  settings: ListSettings;
  columns: readonly ColumnSpec[];
  filters: readonly FilterSpec[];
  bulkActions: readonly ActionSpec[];
  /** Toolbar actions on the whole list (activity log: Add activity). */
  collectionActions?: readonly ActionSpec[];
  /** The expanded row's panel (`list.expand.panel`). */
  panel?: ComponentType<PanelProps>;
  /** Shown between the filter bar and the table (`list.header`: the players limits legend). */
  header?: ComponentType;
  /** Embeds the list limited to one player or one record (not synced with the URL). */
  scope?: ListScope;
  /** Height of the table viewport. */
  height?: number | string;
}

/**
 * The list screen of a declared resource: react-admin's list controller (sort, filter and page
 * in the URL) over a virtualised table, with filter bar, bulk and collection actions, auto-refresh,
 * row tones, expandable rows, pagination and export, as its generated `settings` say. The default
 * filter applies on a first load without query and scope. Before the first request, the URL's
 * prefill parameters become filters, an unknown sort field gives way to the default sort and filters
 * the list does not have are dropped (each with a warning).
 *
 * @example
 * <ResourceList definition={betslip} settings={settings} columns={columns} filters={filters} bulkActions={[]} scope={{ playerId: 7 }} />
 */
export function ResourceList(props: ResourceListProps) {
  const { definition, settings, columns, filters, scope } = props;
  const location = useLocation();
  const { defaultSort, queryParams } = settings;
  const sortable = new Set([defaultSort.field, ...columns.filter((column) => column.sortable).map((column) => column.sortField)]);
  const fix = isScoped(scope)
    ? undefined
    : fixListUrl(location.search, queryParams, filters, sortable, (filter) => pruneFilter(definition, filter));
  if (fix) {
    const label =
      columns.find((column) => column.sortField === defaultSort.field)?.label ?? `resources.${definition.name}.fields.${defaultSort.field}`;
    return <ListUrlRedirect fix={fix} defaultSortLabel={label} />;
  }
  return <ResourceListBase {...props} />;
}

/** {@link ResourceList} once its URL needs no fix. */
function ResourceListBase({ definition, settings, scope, ...view }: ResourceListProps) {
  const { defaultSort, pageSizes, defaultFilter } = settings;
  const location = useLocation();
  const scoped = isScoped(scope);
  const [filterDefaultValues] = useState(() => (!scoped && location.search === '' ? defaultFilter : undefined));
  const permanentFilter = scopeFilter(definition, scope);
  return (
    <ListBase
      resource={definition.name}
      sort={{ field: defaultSort.field, order: defaultSort.order }}
      perPage={pageSizes[0]}
      filter={permanentFilter}
      filterDefaultValues={filterDefaultValues as Record<string, unknown> | undefined}
      disableSyncWithLocation={scoped}
      queryOptions={scope?.playerId !== undefined ? { meta: { playerId: scope.playerId } } : undefined}
    >
      <ResourceListView definition={definition} settings={settings} permanentFilter={permanentFilter} scope={scope} {...view} />
    </ListBase>
  );
}
