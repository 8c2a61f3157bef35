/** Runs a record action once per selected record, one after another, and collects what failed. */
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'ra-core';
import { useCallback, useState } from 'react';
import type { BackofficeDataProvider } from '../data/types';
import type { ActionSpec } from './types';

/** A record the action was not applied to, with the server's reason. */
export interface SelectionFailure {
  id: string | number;
  message: string;
}

/** What a run over the selection did. */
export interface SelectionOutcome {
  applied: number;
  failed: SelectionFailure[];
}

/** One call of the run: the record and its input (the dialog's input plus the record's fields). */
export interface SelectionTarget {
  id: string | number;
  input: Record<string, unknown>;
}

/**
 * `[run, progress]`: `run(spec, targets)` calls the action for each target in turn (a failure
 * does not stop the others), refreshes the list, toasts how many it applied to and resolves the
 * outcome; `progress` counts the calls made while it runs.
 */
export function useRunEach(resource: string) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const run = useCallback(
    async (spec: ActionSpec, targets: readonly SelectionTarget[]): Promise<SelectionOutcome> => {
      const failed: SelectionFailure[] = [];
      for (const [index, target] of targets.entries()) {
        setProgress({ done: index, total: targets.length });
        try {
          await dataProvider.runAction(resource, spec.name, target);
        } catch (error) {
          failed.push({ id: target.id, message: error instanceof Error ? error.message : String(error) });
        }
      }
      setProgress(undefined);
      refresh();
      const applied = targets.length - failed.length;
      notify(failed.length === 0 ? 'app.list.selectionDone' : 'app.list.selectionPartly', {
        type: failed.length === 0 ? 'success' : 'warning',
        messageArgs: { action: translate(spec.label), applied, total: targets.length },
      });
      return { applied, failed };
    },
    [dataProvider, notify, refresh, resource, translate],
  );
  return [run, progress] as const;
}
