import { DataProviderContext } from 'ra-core';
import { useContext, useMemo, type ReactNode } from 'react';
import type { BackofficeDataProvider } from '../data/types';

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
