import { useContext, useEffect, useRef } from 'react';
import { ListContext } from 'ra-core';
import { createAutoRefresh, type AutoRefresh } from './autoRefresh';

/** Options of {@link useAutoRefresh}. */
export interface AutoRefreshOptions {
  /** True while a row update is in progress: no refresh until it ends (then at least 1 s later). */
  paused?: boolean;
  /** What to call; default the surrounding list's `refetch`. */
  refresh?: () => void;
}

/**
 * Refreshes the surrounding list every `intervalMs` (0 = off), pausing while `paused`.
 *
 * @example
 * useAutoRefresh(rate, { paused: updating });
 */
export function useAutoRefresh(intervalMs: number, { paused = false, refresh }: AutoRefreshOptions = {}): void {
  const list = useContext(ListContext);
  const refreshRef = useRef<() => void>(() => undefined);
  const schedule = useRef<AutoRefresh | undefined>(undefined);
  useEffect(() => {
    refreshRef.current = refresh ?? (() => void list?.refetch());
  });
  useEffect(() => {
    schedule.current = createAutoRefresh(() => refreshRef.current(), 0);
    return () => schedule.current?.dispose();
  }, []);
  useEffect(() => {
    schedule.current?.setInterval(intervalMs);
  }, [intervalMs]);
  useEffect(() => {
    schedule.current?.setPaused(paused);
  }, [paused]);
}
