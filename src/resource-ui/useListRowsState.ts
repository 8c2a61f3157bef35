/** The state behind ListRowsContext: busy row ids and rows replaced by action responses. */
import type { RaRecord } from 'ra-core';
import { useCallback, useMemo, useState } from 'react';
import type { ListRowsContextValue } from './ListRowsContext';
import type { AnyRecord } from './types';

/** `{ rows, busyIds, context }`: the list data with replaced rows applied, and the context value. */
export function useListRowsState(data: readonly RaRecord[] | undefined) {
  const [replaced, setReplaced] = useState<{ base: unknown; records: Map<string, AnyRecord> }>({ base: data, records: new Map() });
  const [busy, setBusy] = useState<readonly (string | number)[]>([]);
  // A refetch brings a new data array: the replaced rows are dropped in favour of it.
  const records = replaced.base === data ? replaced.records : undefined;
  const rows = useMemo(
    () => (records?.size ? (data ?? []).map((row) => records.get(String(row.id)) ?? row) : (data ?? [])),
    [data, records],
  );
  const begin = useCallback((id: string | number | undefined) => {
    setBusy((current) => [...current, id ?? '']);
  }, []);
  const end = useCallback((id: string | number | undefined) => {
    setBusy((current) => {
      const index = current.indexOf(id ?? '');
      return index < 0 ? current : [...current.slice(0, index), ...current.slice(index + 1)];
    });
  }, []);
  const replace = useCallback(
    (record: AnyRecord) =>
      setReplaced((current) => {
        const next = new Map(current.base === data ? current.records : []);
        next.set(String(record.id), record);
        return { base: data, records: next };
      }),
    [data],
  );
  const context = useMemo<ListRowsContextValue>(() => ({ begin, end, replace }), [begin, end, replace]);
  return { rows, busyIds: busy, context };
}
