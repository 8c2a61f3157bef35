import { useSyncExternalStore } from 'react';
import { readFlags, subscribeFlags, type Flags } from './flags';

/** The beta and debug flags, re-rendering when they change. */
export function useFlags(): Flags {
  return useSyncExternalStore(subscribeFlags, readFlags, readFlags);
}
