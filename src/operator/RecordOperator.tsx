import { DataProviderContext } from 'ra-core';
import { useContext, useMemo, type ReactNode } from 'react';
import { screenAccess } from '../../resources/menu';
import type { BackofficeDataProvider } from '../data/types';
import type { AnyRecord, AnyResource } from '../resource-ui/types';

export interface RecordOperatorProps {
  /** The record's `operatorCode`; undefined leaves the calls where they were. */
  code: string | null | undefined;
  children: ReactNode;
}

/**
 * Sends every data call made inside to the record's operator (`{op}` = its `operatorCode`), not
 * the switcher's: a central manager in the view spanning all operators who opens an op3 player
 * reads and changes it under `op3/…`. Wraps the player workspace, each list row (its cells,
 * actions and expanded panel) and a record's page.
 *
 * @example
 * <RecordOperator code={player.operatorCode}><ProfilePanels player={player} /></RecordOperator>
 */
export function RecordOperator({ code, children }: RecordOperatorProps) {
  const provider = useContext(DataProviderContext) as BackofficeDataProvider | null;
  // forOperator is synchronous: it is called on the context's provider, not through
  // useDataProvider's proxy (which expects every method to return a promise).
  const scoped = useMemo(
    () => (code && provider && typeof provider.forOperator === 'function' ? provider.forOperator(code) : provider),
    [code, provider],
  );
  if (!scoped || scoped === provider) return <>{children}</>;
  return <DataProviderContext.Provider value={scoped}>{children}</DataProviderContext.Provider>;
}

/**
 * The operator a record's calls go to: its `operatorCode`, except for the records of a central-only
 * screen (limit alerts, bonus campaigns), which are worked on in the central view where they are
 * listed (`central/limitAlerts/…`): no operator's view serves them.
 */
export function recordOperatorCode(definition: Pick<AnyResource, 'menu' | 'audience'> | null, record: AnyRecord): string | undefined {
  if (definition && screenAccess(definition).audience === 'central') return undefined;
  return typeof record.operatorCode === 'string' ? record.operatorCode : undefined;
}
