import LinearProgress from '@mui/material/LinearProgress';
import { ResourceContextProvider, useGetList, useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import { RecordLoadProblem } from './RecordLoadProblem';
import { isRecordRouteMatch, recordRouteFilter, recordRouteValue } from './recordRoute';
import type { AnyRecord, GeneratedResource, RecordRouteSpec } from './types';
import { useEnumLabel } from './useEnumLabel';

export interface RecordRouteShowProps {
  /** The resource whose detail page is shown. */
  resource: Pick<GeneratedResource, 'name' | 'definition' | 'show'>;
  route: RecordRouteSpec;
}

/**
 * The page of a record route (`<route>/:id`): looks the record up by the route's field and fixed
 * values through the list, then shows the resource's generated detail page with its actions; a
 * clear not-found message when no record matches (or no record can have that id: `/deposits/abc`),
 * the error with Retry when the look-up fails.
 *
 * @example
 * <Route path="/deposits/:id" element={<RecordRouteShow resource={payments} route={depositsRoute} />} />
 */
export function RecordRouteShow({ resource, route }: RecordRouteShowProps) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const { id = '' } = useParams();
  const value = recordRouteValue(resource.definition, route, id);
  const { data, error, isPending, refetch } = useGetList<AnyRecord>(
    resource.name,
    { filter: recordRouteFilter(route, value ?? id), pagination: { page: 1, perPage: 1 }, sort: resource.definition.list.defaultSort },
    { enabled: value !== undefined, retry: false },
  );
  const record = value === undefined ? undefined : data?.find((candidate) => isRecordRouteMatch(route, value, candidate));
  const Show = resource.show;

  if (value !== undefined && isPending) return <LinearProgress aria-label={translate('ra.page.loading')} data-testid="record-loading" />;
  const criteria = [
    `${translate(route.field.label)} ${id}`,
    ...route.when.map((field) => `${translate(field.label)} ${enumLabel(field.enumName, String(field.value))}`),
  ].join(', ');
  if ((value !== undefined && error) || !record || !Show) {
    return (
      <RecordLoadProblem
        resource={resource.name}
        criteria={criteria}
        error={value === undefined ? undefined : error}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <ResourceContextProvider value={resource.name}>
      <Show id={record.id} />
    </ResourceContextProvider>
  );
}
