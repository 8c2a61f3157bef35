/** Renders resource-ui components inside react-admin with a test catalogue and permissions. */
import { render } from '@testing-library/react';
import { TestMemoryRouter, memoryStore, type DataProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { ReactNode } from 'react';
import { VALIDATION_MESSAGES } from '../../../resources/rules';

const nested = (flat: Record<string, string>) => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1]] = value;
  }
  return out;
};

const catalogue = nested({
  ...VALIDATION_MESSAGES,
  'app.validation.maxLength': 'Maximum length is %{max}',
  'enums.userState.ENABLED': 'Enabled',
  'enums.userState.DISABLED': 'Disabled',
  'enums.userState.LOCKED': 'Locked',
  'enums.userState.REGISTERED': 'Registered',
  'resources.players.name': 'Player |||| Players',
  'resources.players.fields.status': 'Status',
  'resources.players.fields.firstName': 'First name',
  'resources.players.fields.disabledReason': 'Disabled reason',
  'resources.players.actions.changeStatus': 'Status',
  'app.list.noResults': 'No results',
  'app.list.loadFailed': 'The list could not be loaded: %{error}',
  'app.conflict.title': 'Changed by someone else',
  'app.conflict.message': '%{name} was changed by someone else after you opened it. Your changes have not been saved.',
  'app.conflict.yours': 'Your value',
  'app.conflict.current': 'Current value',
  'app.conflict.reload': 'Reload',
  'app.conflict.applyAgain': 'Apply my change again',
});

const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...(catalogue as object) }) as typeof englishMessages, 'en', {
  allowMissing: true,
});

/** The test catalogue with `messages` merged over it. */
const withMessages = (messages: object) =>
  polyglotI18nProvider(
    () =>
      ({
        ...englishMessages,
        ...(catalogue as object),
        app: { ...(catalogue as { app?: object }).app, ...(messages as { app?: object }).app },
      }) as typeof englishMessages,
    'en',
    { allowMissing: true },
  );

export interface HarnessOptions {
  dataProvider?: object;
  permissions?: { role: 'central' | 'operator'; beta?: boolean; debug?: boolean };
  path?: string;
  /** Catalogue texts beside the test catalogue (nested, e.g. a part of i18n/en.json). */
  messages?: object;
}

/** Renders `ui` inside a react-admin context at `path`. */
export function renderWithAdmin(ui: ReactNode, options: HarnessOptions = {}) {
  const permissions = options.permissions ?? { role: 'operator' };
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
  };
  return render(
    <TestMemoryRouter initialEntries={[options.path ?? '/']}>
      <AdminContext
        dataProvider={(options.dataProvider ?? {}) as DataProvider}
        i18nProvider={options.messages ? withMessages(options.messages) : i18nProvider}
        authProvider={authProvider}
        store={memoryStore()}
      >
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
}

/** Makes jsdom report a real viewport size so the virtualiser renders a window of rows. */
export function stubViewport(height = 800, width = 1200) {
  const restore = [
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  ];
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => height });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
  return () => {
    if (restore[0]) Object.defineProperty(HTMLElement.prototype, 'clientHeight', restore[0]);
    if (restore[1]) Object.defineProperty(HTMLElement.prototype, 'clientWidth', restore[1]);
  };
}
