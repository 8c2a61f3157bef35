/** Row services for a page that shows one record: an action's returned record replaces it. */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ListRowsContextValue } from './ListRowsContext';
import type { AnyRecord } from './types';

/**
 * The {@link ListRowsContextValue} of a page showing the record `id` of `resource` (read with
 * `useGetOne`): a record an action returns (`answer.record`) becomes the shown record, so the page
 * uses the answer instead of reading the record again. Nothing is marked busy.
 */
export function useShownRecord(resource: string, id: string | number): ListRowsContextValue {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      begin: () => undefined,
      end: () => undefined,
      replace: (record: AnyRecord) => {
        if (String(record.id) !== String(id)) return;
        queryClient.setQueryData([resource, 'getOne', { id: String(id), meta: undefined }], record);
      },
    }),
    [queryClient, resource, id],
  );
}
