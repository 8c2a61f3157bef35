import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled more than `threshold` pixels down and not moving back up: when
 * the app bar slides away and the side menu moves up into its place. The same rule as MUI's
 * `useScrollTrigger`, except that the position is read only when the window scrolls. The shell
 * mounts at the top of an empty page, and reading the position in its first effects would make
 * the browser lay out the whole new page inside the script that renders it.
 *
 * @example
 * const hidden = useScrolledDown();
 */
export function useScrolledDown(threshold = 100): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let previous: number | undefined;
    const onScroll = () => {
      const position = window.scrollY;
      setDown(position > threshold && (previous === undefined || position >= previous));
      previous = position;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return down;
}
