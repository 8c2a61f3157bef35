/** Runs a declared action through the dataProvider, toasts its messages and refreshes or replaces the row. */
import { DataProviderContext, useDataProvider, useLocale, useNotify, useRefresh } from 'ra-core';
import { useCallback, useContext, useState } from 'react';
import type { BackofficeDataProvider, RunActionResult } from '../data/types';
import { formattingLocale } from '../i18n/languages';
import { saveFile } from '../widgets/saveFile';
import { messageArgsOf, variantKey } from './actionInput';
import { useListRows } from './ListRowsContext';
import type { ActionSpec, AnyRecord } from './types';

/** The number and text entries of an action's answer, for its success message. */
function figuresOf(payload: unknown): Record<string, string | number> {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return {};
  return Object.fromEntries(
    Object.entries(payload).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'number' || typeof entry[1] === 'string',
    ),
  );
}

export interface RunTarget {
  id?: string | number;
  ids?: readonly (string | number)[];
  /** The record a record action is about: sent as the body of an action with `recordBody`. */
  record?: AnyRecord;
  /**
   * A bulk selection spanning operators (the central view): one call per operator with its ids,
   * each under that operator's code.
   */
  byOperator?: readonly { operator: string; ids: readonly (string | number)[] }[];
}

const messageOf = (result: RunActionResult | undefined) => {
  const message = (result?.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

/**
 * `[run, running]`: `run(spec, target, input)` resolves the result on success, undefined on
 * failure. A returned record (`answer.record`) replaces its row in the surrounding list (or the
 * record a page shows); otherwise the view is refreshed. While it runs, the row is busy
 * (auto-refresh pauses).
 */
export function useRunAction(resource: string) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  // forOperator is synchronous, so it is taken from the context's provider, not the proxy.
  const raw = useContext(DataProviderContext) as BackofficeDataProvider | null;
  const notify = useNotify();
  const locale = formattingLocale(useLocale());
  const refresh = useRefresh();
  const rows = useListRows();
  const [running, setRunning] = useState(false);
  const run = useCallback(
    async (spec: ActionSpec, target: RunTarget, input: Record<string, unknown>): Promise<RunActionResult | undefined> => {
      setRunning(true);
      rows?.begin(target.id);
      try {
        const { byOperator, ...single } = target;
        const results =
          byOperator && raw
            ? await byOperator.reduce<Promise<RunActionResult[]>>(
                async (done, group) => [
                  ...(await done),
                  await raw.forOperator(group.operator).runAction(resource, spec.name, { ids: group.ids, input }),
                ],
                Promise.resolve([]),
              )
            : [await dataProvider.runAction(resource, spec.name, { ...single, input })];
        const result = results.at(-1) ?? { data: undefined };
        // A file answer changes nothing: it is saved, and said so only when the action has a message.
        if (result.file) {
          saveFile(result.file.blob, result.file.name);
          if (spec.successMessage)
            notify(spec.successMessage, { type: 'success', messageArgs: { ...messageArgsOf(spec, target.record, locale) } });
          return result;
        }
        const message = results.map(messageOf).filter(Boolean).join('\n') || undefined;
        const success = spec.successMessage ? variantKey(spec, spec.successMessage, input) : undefined;
        notify(success ?? message ?? 'ra.notification.updated', {
          type: 'success',
          // smart_count picks the plural form of "Element updated |||| %{smart_count} elements updated";
          // the answer's figures fill the message's placeholders (reprocessing: checked, accepted, waiting).
          // The declared placeholders name the record (betslip, player, stake with its currency).
          messageArgs: {
            smart_count: target.ids?.length ?? 1,
            ...input,
            ...figuresOf(result.data),
            ...messageArgsOf(spec, target.record, locale),
            _: message,
          },
        });
        if (result.record && rows) rows.replace(result.record as AnyRecord);
        else refresh();
        return result;
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
    [dataProvider, locale, notify, raw, refresh, resource, rows],
  );
  return [run, running] as const;
}
