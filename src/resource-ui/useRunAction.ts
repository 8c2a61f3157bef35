/** Runs a declared action through the dataProvider, toasts its messages and refreshes or replaces the row. */
import { useDataProvider, useNotify, useRefresh } from 'ra-core';
import { useCallback, useState } from 'react';
import type { BackofficeDataProvider, RunActionResult } from '../data/types';
import { useListRows } from './ListRowsContext';
import type { ActionSpec, AnyRecord } from './types';

/** The number and text entries of an action's answer, for its success message. */
function figuresOf(payload: unknown): Record<string, string | number> {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return {};
  return Object.fromEntries(
    Object.entries(payload).filter((entry): entry is [string, string | number] => typeof entry[1] === 'number' || typeof entry[1] === 'string'),
  );
}

export interface RunTarget {
  id?: string | number;
  ids?: readonly (string | number)[];
}

/**
 * `[run, running]`: `run(spec, target, input)` resolves the result on success, undefined on
 * failure. A returned record (`returnsRecord`) replaces its row in the surrounding list; otherwise
 * the view is refreshed. While it runs, the row is busy (auto-refresh pauses).
 */
export function useRunAction(resource: string) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const rows = useListRows();
  const [running, setRunning] = useState(false);
  const run = useCallback(
    async (spec: ActionSpec, target: RunTarget, input: Record<string, unknown>): Promise<RunActionResult | undefined> => {
      setRunning(true);
      rows?.begin(target.id);
      try {
        const result = await dataProvider.runAction(resource, spec.name, { ...target, input });
        const message = (result?.data as { message?: unknown } | undefined)?.message;
        notify(spec.successMessage ?? (typeof message === 'string' ? message : 'ra.notification.updated'), {
          type: 'success',
          // smart_count picks the plural form of "Element updated |||| %{smart_count} elements updated";
          // the answer's figures fill the message's placeholders (reprocessing: checked, accepted, waiting).
          messageArgs: { smart_count: target.ids?.length ?? 1, ...input, ...figuresOf(result?.data), _: typeof message === 'string' ? message : undefined },
        });
        if (result?.record && rows) rows.replace(result.record as AnyRecord);
        else refresh();
        return result ?? { data: undefined };
      } catch (error) {
        const text = error instanceof Error ? error.message : undefined;
        notify(spec.failureMessage ?? text ?? 'ra.notification.http_error', { type: 'error', messageArgs: { _: text } });
        if (spec.failureMessage) refresh();
        return undefined;
      } finally {
        rows?.end(target.id);
        setRunning(false);
      }
    },
    [dataProvider, notify, refresh, resource, rows],
  );
  return [run, running] as const;
}
