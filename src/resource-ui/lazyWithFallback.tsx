import { Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyNamed } from './lazyNamed';

/**
 * A named export loaded on first render, with its own `<Suspense>` so only its place shows
 * `fallback` while the chunk loads (not the whole page).
 * @param load a dynamic `import()` of the module
 * @param name the export holding the component
 * @param fallback what shows meanwhile
 */
export function lazyWithFallback<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  fallback: ReactNode,
): ComponentType<Props> {
  const Lazy = lazyNamed(load, name);
  function Suspended(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Suspended.displayName = `Lazy(${name})`;
  return Suspended;
}
