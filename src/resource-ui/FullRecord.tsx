/**
 * Record views that need the fields a list leaves out (`api.recordOnly`, betslips: `betrows`):
 * a list row without them is completed by a single-record read, shown with a progress bar while
 * it loads and an error with Retry when it fails. A row that carries them (an action's response
 * replaced it) is used as is and primes the single-record cache, so a later list refresh does not
 * show an older copy.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useGetOne, useTranslate } from 'ra-core';
import { useEffect, type ReactNode } from 'react';
import type { AnyRecord, AnyResource } from './types';

export type FullRecordState =
  { status: 'ready'; record: AnyRecord } | { status: 'loading' } | { status: 'error'; message: string; retry: () => void };

/** Whether `record` lacks any of the definition's record-only fields. */
export function lacksRecordOnly(definition: Pick<AnyResource, 'api'>, record: AnyRecord): boolean {
  return (definition.api.recordOnly ?? []).some((field) => record[field] === undefined);
}

/** The whole record behind a list row: the row itself, or the single-record read when it lacks fields. */
export function useFullRecord(definition: Pick<AnyResource, 'name' | 'api'>, row: AnyRecord): FullRecordState {
  const missing = lacksRecordOnly(definition, row);
  const queryClient = useQueryClient();
  // No silent query retries: the data layer already retries transitory errors, others show with Retry.
  const { data, error, refetch } = useGetOne<AnyRecord>(definition.name, { id: row.id }, { enabled: missing, retry: false });
  const hasRecordOnly = (definition.api.recordOnly ?? []).length > 0;
  useEffect(() => {
    if (missing || !hasRecordOnly) return;
    queryClient.setQueryData([definition.name, 'getOne', { id: String(row.id), meta: undefined }], row);
  }, [missing, hasRecordOnly, queryClient, definition.name, row]);
  if (!missing) return { status: 'ready', record: row };
  if (data && !lacksRecordOnly(definition, data)) return { status: 'ready', record: data };
  if (error) return { status: 'error', message: error instanceof Error ? error.message : String(error), retry: () => void refetch() };
  return { status: 'loading' };
}

/** Renders `children` with the whole record, a progress bar while it loads, or the error with Retry. */
export function FullRecord({
  definition,
  record,
  children,
}: {
  definition: Pick<AnyResource, 'name' | 'api'>;
  record: AnyRecord;
  children: (record: AnyRecord) => ReactNode;
}) {
  const translate = useTranslate();
  const state = useFullRecord(definition, record);
  if (state.status === 'ready') return <>{children(state.record)}</>;
  if (state.status === 'loading') return <LinearProgress aria-label={translate('ra.page.loading')} data-testid="record-loading" />;
  return (
    <Alert
      severity="error"
      data-testid="record-load-error"
      action={
        <Button color="inherit" size="small" onClick={state.retry}>
          {translate('app.list.retry')}
        </Button>
      }
    >
      {translate('app.list.recordLoadFailed', { error: state.message })}
    </Alert>
  );
}
