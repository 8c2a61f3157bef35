import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height that lets an element end `reserve` pixels above the window's bottom edge (room for
 * the pager under a table), measured from where the element starts on the page and kept up to
 * date as the window or the page above it changes; never below `min`. `undefined` until measured
 * or when `enabled` is false.
 *
 * @example
 * const height = useWindowFitHeight(ref, true, 64, 240);
 */
export function useWindowFitHeight(ref: RefObject<HTMLElement | null>, enabled: boolean, reserve: number, min: number): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return undefined;
    const update = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - reserve)));
    };
    update();
    // Filters opening, a toolbar wrapping or a bar above the page move the element's top.
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref, enabled, reserve, min]);
  return height;
}
