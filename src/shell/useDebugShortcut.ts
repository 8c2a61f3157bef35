import { useEffect } from 'react';

/** Whether a key event is Ctrl+? (Ctrl+Shift+/ on most layouts). */
export function isDebugShortcut(event: Pick<KeyboardEvent, 'ctrlKey' | 'key' | 'code' | 'shiftKey'>): boolean {
  return event.ctrlKey && (event.key === '?' || (event.shiftKey && (event.key === '/' || event.code === 'Slash')));
}

/** Calls `open` on Ctrl+? when enabled (central role, 000 §6). */
export function useDebugShortcut(enabled: boolean, open: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isDebugShortcut(event)) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, open]);
}
