/**
 * Whether the "Debug info and settings" dialog is open: the Ctrl+? shortcut and the user menu's
 * entry open the same dialog, which the layout renders.
 */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (open === value) return;
  open = value;
  listeners.forEach((listener) => listener());
}

/** Opens the debug dialog. */
export const openDebugDialog = (): void => set(true);
/** Closes the debug dialog. */
export const closeDebugDialog = (): void => set(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the debug dialog is open, re-rendering on change. */
export function useDebugDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => open,
  );
}
