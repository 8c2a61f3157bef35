import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { ResourceContextProvider, useGetList, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
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
  if (value !== undefined && error) {
    return (
      <Alert
        severity="error"
        data-testid="record-load-error"
        sx={{ mt: 1 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('app.list.retry')}
          </Button>
        }
      >
        {translate('app.list.recordLoadFailed', { error: error instanceof Error ? error.message : String(error) })}
      </Alert>
    );
  }
  if (!record || !Show) {
    const criteria = [
      `${translate(route.field.label)} ${id}`,
      ...route.when.map((field) => `${translate(field.label)} ${enumLabel(field.enumName, String(field.value))}`),
    ];
    const message = translate('app.messages.recordNotFound', {
      name: translate(`resources.${resource.name}.name`, { smart_count: 1 }),
      criteria: criteria.join(', '),
    });
    return (
      <Box sx={{ mt: 1 }}>
        <Title title={translate('ra.page.not_found')} />
        <Alert severity="warning" data-testid="record-not-found">
          {message}
        </Alert>
      </Box>
    );
  }
  return (
    <ResourceContextProvider value={resource.name}>
      <Show id={record.id} />
    </ResourceContextProvider>
  );
}
