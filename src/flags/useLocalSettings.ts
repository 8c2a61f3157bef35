import { useSyncExternalStore } from 'react';
import { readSettings, subscribeSettings, type LocalSettings } from './localSettings';

/** The local settings, re-rendering when they change. */
export function useLocalSettings(): LocalSettings {
  return useSyncExternalStore(subscribeSettings, readSettings, readSettings);
}
