import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the login form stays marked red after bad input or a refused login (000 §9). */
export const ERROR_HIGHLIGHT_MS = 3000;

/** A flag that turns on for {@link ERROR_HIGHLIGHT_MS} each time `flash` is called. */
export function useErrorHighlight(): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flash = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), ERROR_HIGHLIGHT_MS);
  }, []);
  return [on, flash];
}
