/**
 * A declared action called by a hand-written page (no generated control): the action by name, its
 * toast on success, the error's message otherwise, and the resource's queries refreshed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'ra-core';
import { useCallback, useState } from 'react';
import type { BackofficeDataProvider, RunActionParams, RunActionResult } from '../data/types';

/** The toast of a failed call: the server's message when it sent one. */
export function notifyFailure(notify: ReturnType<typeof useNotify>, error: unknown): void {
  const text = error instanceof Error ? error.message : undefined;
  notify(text ?? 'ra.notification.http_error', { type: 'error', messageArgs: { _: text } });
}

/**
 * `{ call, busy }`: `call(action, params, message)` runs the action of `resource`, toasts `message`
 * (a catalogue key) and refetches the resource's lists and records; it resolves the result, or
 * undefined after a failure (toasted). `busy` while a call runs.
 *
 * @example
 * const { call, busy } = useActionCall('news');
 * await call('publish', { id: 12, input: { flag: true } }, 'app.articles.publishedToast');
 */
export function useActionCall(resource: string) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const call = useCallback(
    async (action: string, params: RunActionParams, message: string): Promise<RunActionResult | undefined> => {
      setBusy(true);
      try {
        const result = await dataProvider.runAction(resource, action, params);
        notify(message, { type: 'success' });
        return result;
      } catch (error) {
        notifyFailure(notify, error);
        return undefined;
      } finally {
        setBusy(false);
        await queryClient.invalidateQueries({ queryKey: [resource] });
      }
    },
    [dataProvider, notify, queryClient, resource],
  );
  return { call, busy };
}
