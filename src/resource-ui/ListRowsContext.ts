/** What a list gives the controls in its rows: busy marks (pausing auto-refresh) and row replacement. */
import { createContext, useContext } from 'react';
import type { AnyRecord } from './types';

/**
 * Row services of the surrounding list, or of the one record a page shows (the player workspace,
 * `useShownRecord`); absent elsewhere.
 */
export interface ListRowsContextValue {
  /** Marks a row busy while an action on it runs: the row is disabled and auto-refresh pauses. */
  begin: (id: string | number | undefined) => void;
  end: (id: string | number | undefined) => void;
  /** Replaces a row with a record an action returned. */
  replace: (record: AnyRecord) => void;
}

/** Provided by ResourceListView and by pages showing one record. */
export const ListRowsContext = createContext<ListRowsContextValue | null>(null);

/** The surrounding list's row services, or null outside a list. */
export function useListRows(): ListRowsContextValue | null {
  return useContext(ListRowsContext);
}
