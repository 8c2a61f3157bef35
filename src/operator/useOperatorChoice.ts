import { useSyncExternalStore } from 'react';
import { getOperatorChoice, subscribeOperator } from './operatorStore';

/** The central manager's stored operator choice (null when none), re-rendering on change. */
export function useOperatorChoice(): string | null {
  return useSyncExternalStore(subscribeOperator, getOperatorChoice, getOperatorChoice);
}
