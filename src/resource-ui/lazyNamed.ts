import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy component whose module can be asked for before it first renders. */
export type PreloadableComponent<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the module (once); rendering later reuses the same load. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` for a named export: the module loads (as its own chunk) when the component first
 * renders, inside the nearest `<Suspense>`, or earlier through `preload()`.
 * @param load a dynamic `import()` of the module
 * @param name the export holding the component
 */
export function lazyNamed<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): PreloadableComponent<Props> {
  let loading: Promise<Record<Name, ComponentType<Props>>> | undefined;
  const start = () => (loading ??= load());
  return Object.assign(
    lazy(() => start().then((module) => ({ default: module[name] }))),
    { preload: start },
  );
}

/** Starts loading a component's module if it is a {@link lazyNamed} one; otherwise does nothing. */
export function preloadComponent(component: unknown): void {
  const preload = (component as Partial<Pick<PreloadableComponent<object>, 'preload'>> | undefined)?.preload;
  if (typeof preload === 'function') void preload().catch(() => undefined);
}
