import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy component whose module can be asked for before it first renders. */
export type PreloadableComponent<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the module (once); the first render then takes the same load. */
  preload: () => void;
};

/**
 * `React.lazy` for a named export: the module loads (as its own chunk) when the component first
 * renders, inside the nearest `<Suspense>`, or earlier on `preload()`. A failed load is tried again
 * by the next call.
 * @param load a dynamic `import()` of the module
 * @param name the export holding the component
 */
export function lazyNamed<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): PreloadableComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () => {
    loading ??= load().then((module) => ({ default: module[name] }));
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  return Object.assign(lazy(start), { preload: () => void start() });
}

/** Whether a component is a {@link lazyNamed} one. */
export function isPreloadable(component: unknown): component is PreloadableComponent<object> {
  return typeof (component as { preload?: unknown } | null)?.preload === 'function';
}
