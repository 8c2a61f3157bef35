/**
 * The opening screen's first page, asked for as soon as the session names the operator. On a cold
 * load of a list route the request then runs while the screen's code loads, instead of after it;
 * the list's own first call takes the answer (`prefetchList`). Only a generated list opened without
 * URL parameters is prefetched: its parameters are the declaration's defaults.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { defaultListParams } from '../data/listRequest';
import type { BackofficeDataProvider } from '../data/types';
import { isPreloadable } from '../resource-ui/lazyNamed';
import type { AnyResource } from '../resource-ui/types';

/** The resource a list route names (`/players` → `players`). */
const routeName = (location: { pathname: string }) => location.pathname.replace(/^\/+|\/+$/g, '');

/**
 * How long the opening list's prefetched first page counts as fresh in the query cache: the list
 * mounting within this time shows it without asking again (a list opened later asks as always).
 */
export const OPENING_LIST_FRESH_MS = 2_000;

/**
 * With `queryClient`, the answer also goes into the query cache under react-admin's key of the
 * list's query, so a list that mounts after it came shows its rows in its first render, and one
 * that mounts before it waits for the same request. (Otherwise the list only starts its query
 * once its auth check has settled, and the rows take a render of their own.)
 *
 * @example prefetchOpeningList(dataProvider, resourceDefinitions, window.location, LIST_PAGES, queryClient)
 */
export function prefetchOpeningList(
  dataProvider: Pick<BackofficeDataProvider, 'prefetchList' | 'getList'>,
  definitions: Readonly<Record<string, AnyResource>>,
  location: { pathname: string; search: string },
  handWritten: Readonly<Record<string, unknown>> = {},
  queryClient?: QueryClient,
): string | undefined {
  if (location.search !== '') return undefined;
  const name = routeName(location);
  const definition = Object.hasOwn(definitions, name) ? definitions[name] : undefined;
  if (!definition || Object.hasOwn(handWritten, name)) return undefined;
  const params = defaultListParams(definition);
  dataProvider.prefetchList(name, params);
  if (queryClient) {
    // react-admin's useGetList key (ra-core) with the list's parameters and no meta.
    const queryKey = [name, 'getList', { ...params, meta: undefined }];
    queryClient.setQueryDefaults(queryKey, { staleTime: OPENING_LIST_FRESH_MS });
    void queryClient.prefetchQuery({
      queryKey,
      queryFn: () => dataProvider.getList(name, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    });
  }
  return name;
}

/** The opening screen's load while it runs. */
let openingScreen: Promise<void> | undefined;

/**
 * Starts loading the opening list route's screen (its chunks) while the session loads, instead of
 * when the route first renders. Only the list route of a resource (`/<name>`) whose screen can be
 * preloaded; returns the resource name or undefined.
 *
 * @example preloadOpeningScreen(window.location, { players: PlayersList })
 */
export function preloadOpeningScreen(location: { pathname: string }, listScreens: Readonly<Record<string, unknown>>): string | undefined {
  const name = routeName(location);
  const screen = Object.hasOwn(listScreens, name) ? listScreens[name] : undefined;
  if (!isPreloadable(screen)) return undefined;
  const loading = screen.preload();
  openingScreen = loading;
  void loading.then(() => {
    if (openingScreen === loading) openingScreen = undefined;
  });
  return name;
}

/**
 * False while the opening screen preloaded by {@link preloadOpeningScreen} is still loading, true
 * once it has loaded or failed, and always true when none was preloaded. The layout holds its
 * content back meanwhile, so the screen's first render finds its code loaded and does not suspend:
 * a suspended first render would commit the fallback, and React then holds the screen back for
 * up to 300 ms after it (its fallback throttle), which on a cold load is most of the wait.
 */
export function useOpeningScreenLoaded(): boolean {
  const [waiting, setWaiting] = useState(() => openingScreen);
  useEffect(() => {
    if (!waiting) return undefined;
    let mounted = true;
    void waiting.then(() => {
      if (mounted) setWaiting(undefined);
    });
    return () => {
      mounted = false;
    };
  }, [waiting]);
  return waiting === undefined;
}
