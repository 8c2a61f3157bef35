/** Renders widgets inside a real react-admin list (ListBase over an in-memory dataProvider). */
import '@testing-library/jest-dom/vitest';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  CoreAdminContext,
  ListBase,
  TestMemoryRouter,
  memoryStore,
  useListContext,
  useNotificationContext,
  useTranslate,
  type DataProvider,
} from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { Location } from 'react-router-dom';
import catalogue from '../../../i18n/en.json';

const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...catalogue }), 'en', { allowMissing: true });

/** Fifty rows, so pages 1 to 5 exist at 10 per page. */
export function createDataProvider() {
  const rows = Array.from({ length: 50 }, (_, index) => ({ id: index + 1, amount: index }));
  const getList = vi.fn(async (_resource: string, params: { pagination?: { page: number; perPage: number } }) => {
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
  });
  return { getList } as unknown as DataProvider & { getList: typeof getList };
}

/** Shows the list state for assertions: page, filter values and displayed filters. */
function ListProbe() {
  const { page, filterValues, displayedFilters, setPage } = useListContext();
  return (
    <div>
      <output data-testid="page">{page}</output>
      <output data-testid="filter">{JSON.stringify(filterValues)}</output>
      <output data-testid="displayed">{JSON.stringify(displayedFilters ?? {})}</output>
      <button type="button" onClick={() => setPage(3)}>
        go to page 3
      </button>
    </div>
  );
}

/** Shows the notifications raised so far, translated, each with its type. */
function NotificationProbe() {
  const { notifications } = useNotificationContext();
  const translate = useTranslate();
  return (
    <ul data-testid="notifications">
      {notifications.map((n, index) => (
        <li key={index} data-type={n.type}>
          {typeof n.message === 'string' ? translate(n.message, n.notificationOptions?.messageArgs) : ''}
        </li>
      ))}
    </ul>
  );
}

export interface RenderListOptions {
  filter?: Record<string, unknown>;
  displayedFilters?: Record<string, boolean>;
  permissions?: { role: 'central' | 'operator'; beta?: boolean; debug?: boolean };
  dataProvider?: DataProvider;
}

/** Renders `ui` in a ListBase; returns the last location for URL assertions. */
export function renderInList(ui: ReactNode, options: RenderListOptions = {}) {
  const search = new URLSearchParams({
    filter: JSON.stringify(options.filter ?? {}),
    displayedFilters: JSON.stringify(options.displayedFilters ?? {}),
    page: '1',
    perPage: '10',
  });
  const location: { current?: Location } = {};
  const dataProvider = options.dataProvider ?? createDataProvider();
  const permissions = options.permissions ?? { role: 'operator' };
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
  };
  const result = render(
    <TestMemoryRouter initialEntries={[`/bets?${search}`]} locationCallback={(l) => (location.current = l)}>
      <CoreAdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={authProvider} store={memoryStore()}>
        <ListBase resource="bets" perPage={10}>
          {ui}
          <ListProbe />
        </ListBase>
        <NotificationProbe />
      </CoreAdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, location, dataProvider };
}
