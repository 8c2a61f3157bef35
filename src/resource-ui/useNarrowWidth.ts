import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's width in whole pixels while it is narrower than `below`, else undefined; kept up
 * to date as it resizes (reported by the browser after layout, never read mid-commit).
 *
 * @example
 * const fitWidth = useNarrowWidth(scrollRef, 900);
 */
export function useNarrowWidth(ref: RefObject<HTMLElement | null>, below: number): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const current = Math.floor(element.clientWidth);
      setWidth(current > 0 && current < below ? current : undefined);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, below]);
  return width;
}
