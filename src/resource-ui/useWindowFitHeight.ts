import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * The height that lets an element end `reserve` pixels above the window's bottom edge (room for
 * the pager under a table), measured from where the element starts on the page and kept up to
 * date as the window or the page above it changes; never below `min`. `undefined` until measured
 * or when `enabled` is false.
 *
 * The element is first measured at the start of the next frame, never in the middle of React's
 * commit: reading a position there makes the browser lay out the whole new page at once, inside
 * the script that renders it. The height found is rendered at once, so the frame is painted with
 * it and the page never shows the guess.
 *
 * @example
 * const height = useWindowFitHeight(ref, true, 64, 240);
 */
export function useWindowFitHeight(ref: RefObject<HTMLElement | null>, enabled: boolean, reserve: number, min: number): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return undefined;
    const fit = () => Math.max(min, Math.floor(window.innerHeight - (element.getBoundingClientRect().top + window.scrollY) - reserve));
    const update = () => setHeight(fit());
    const frame = requestAnimationFrame(() => {
      const first = fit();
      flushSync(() => setHeight(first));
    });
    // Filters opening, a toolbar wrapping or a bar above the page move the element's top. (A
    // report applied synchronously would resize the page inside the observer's own round.)
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref, enabled, reserve, min]);
  return height;
}
