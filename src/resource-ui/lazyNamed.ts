import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';

/** A lazily loaded component whose module can be asked for before it first renders. */
export type PreloadableComponent<Props extends object> = FunctionComponent<Props> & {
  /** Starts loading the module (once); settles, never rejecting, when it has loaded or failed. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` for a named export: the module loads (as its own chunk) when the component first
 * renders, inside the nearest `<Suspense>`, or earlier on `preload()`. A failed load is tried again
 * by the next call.
 *
 * Once the module is in, a new mount renders the component itself rather than through
 * `React.lazy`, which would suspend for a turn even on a loaded module: the fallback would be
 * committed, and React then holds the content back for up to 300 ms after any fallback.
 * @param load a dynamic `import()` of the module
 * @param name the export holding the component
 */
export function lazyNamed<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): PreloadableComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const start = () => {
    loading ??= load().then((module) => {
      loaded = module[name];
      return { default: module[name] };
    });
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const Lazy = lazy(start) as unknown as ComponentType<Props>;
  function Preloadable(props: Props) {
    // Chosen once per mount: turning from the lazy element into the component would remount it.
    const [Loaded] = useState(() => loaded);
    return createElement(Loaded ?? Lazy, props);
  }
  Preloadable.displayName = `Lazy(${name})`;
  return Object.assign(Preloadable, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/** Whether a component is a {@link lazyNamed} one. */
export function isPreloadable(component: unknown): component is PreloadableComponent<object> {
  return typeof (component as { preload?: unknown } | null)?.preload === 'function';
}
