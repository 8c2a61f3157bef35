import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpError, TestMemoryRouter, memoryStore, type DataProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import en from '../../../i18n/en.json';
import { ManagerProfile } from '../../../src/pages/manager/ManagerProfile';

const manager = {
  id: 5,
  code: 'backoffice:office1@demo.test',
  managerCode: { managerUsername: 'office1@demo.test', managerRealm: 'backoffice' },
  userRealm: 'backoffice',
  userUsername: 'office1@demo.test',
  operatorCode: 'op1',
  email: 'office1@demo.test',
  emailVerified: true,
  status: 'ENABLED',
  firstName: 'Oscar',
  lastName: 'Office',
  phoneNumber: null,
  birthdate: null,
  gender: null,
  street: null,
  locality: null,
  postalCode: null,
  country: null,
};

/** The signed-in role; one object, as the auth provider's store keeps it. */
const ROLE = { role: 'central', operatorCode: 'op1' };

const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...en }) as typeof englishMessages, 'en', { allowMissing: true });

const credentials = {
  code: manager.code,
  userRealm: 'backoffice',
  userUsername: 'office1@demo.test',
  email: 'office1@demo.test',
  emailVerified: true,
  status: 'ENABLED',
  loginMethod: 'PASSWORD',
  lastLogin: null,
  activeSessions: 2,
  failedLogins: 0,
  blockedUntil: null,
  pendingActivation: false,
};

type Call = { method: string; path: string; body?: Record<string, unknown> };
type ActionCall = { resource: string; action: string; params: { id?: number; input: Record<string, unknown> } };

/**
 * Renders another manager's profile (as the central manager) with `callApi` answering the calls
 * and `runAction` the declared actions (status, activation e-mail).
 */
function setup(
  callApi: (request: Call) => Promise<unknown>,
  options: { loaded?: typeof manager; runAction?: (call: ActionCall) => Promise<{ data: unknown }> } = {},
) {
  const calls: Call[] = [];
  const actions: ActionCall[] = [];
  const dataProvider = {
    callApi: async (request: Call) => {
      calls.push(request);
      if (request.path === 'managers/credentials') return credentials;
      return request.method === 'GET' ? (options.loaded ?? manager) : callApi(request);
    },
    runAction: async (resource: string, action: string, params: ActionCall['params']) => {
      actions.push({ resource, action, params });
      return options.runAction ? options.runAction({ resource, action, params }) : { data: {} };
    },
  };
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({ role: 'central' }),
    getRole: () => ROLE,
    subscribe: () => () => undefined,
  };
  render(
    <TestMemoryRouter>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        i18nProvider={i18nProvider}
        authProvider={authProvider}
        store={memoryStore()}
      >
        <ManagerProfile managerCode={manager.code} />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return Object.assign(calls, { actions });
}

const update = () => screen.getByRole('button', { name: 'Update' });

describe('ManagerProfile', () => {
  it('enables Update only on a change and shows the declared rules under the fields without saving', async () => {
    const calls = setup(async () => manager);
    const firstName = await screen.findByDisplayValue('Oscar');
    expect(update()).toBeDisabled();
    fireEvent.change(firstName, { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0049 1' } });
    expect(update()).toBeEnabled();
    fireEvent.click(update());
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Phone must start with + then country code. Use numbers and optionally dots')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('saves the trimmed changes with the manager model and shows a 400 under its field', async () => {
    let refuse = true;
    const calls = setup(async (request) => {
      if (refuse)
        throw new HttpError('Invalid request', 400, { success: false, errors: [{ path: 'street', message: 'Maximum length is 255' }] });
      return { ...manager, ...request.body };
    });
    fireEvent.change(await screen.findByLabelText('Home address'), { target: { value: ' Ilica 1 ' } });
    fireEvent.click(update());
    expect(await screen.findByText('Maximum length is 255')).toBeInTheDocument();
    refuse = false;
    fireEvent.click(update());
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    const put = calls.filter((call) => call.method === 'PUT')[1];
    expect(put.path).toBe('managers/userinfo');
    expect(put.body).toMatchObject({ id: 5, code: manager.code, street: 'Ilica 1', firstName: 'Oscar' });
    await waitFor(() => expect(update()).toBeDisabled());
  });

  it('changes the status through the declared action and reads the new status from the answer', async () => {
    const calls = setup(async () => manager, { runAction: async () => ({ data: { ...manager, status: 'LOCKED' } }) });
    const status = await screen.findByRole('combobox', { name: 'Status' });
    fireEvent.mouseDown(status);
    fireEvent.click(await screen.findByRole('option', { name: 'Locked' }));
    await waitFor(() =>
      expect(calls.actions).toEqual([{ resource: 'managers', action: 'changeStatus', params: { id: 5, input: { status: 'LOCKED' } } }]),
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Locked'));
    expect(screen.getByRole('button', { name: 'Manager locked, account previously activated' })).toBeDisabled();
  });

  it('offers the activation e-mail to a registered manager only, and shows the credentials', async () => {
    const calls = setup(async () => manager, {
      loaded: { ...manager, status: 'REGISTERED' },
      runAction: async () => ({ data: { success: true } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send activation email' }));
    await waitFor(() =>
      expect(calls.actions).toEqual([
        { resource: 'managers', action: 'sendActivationEmail', params: { id: 5, input: { email: 'office1@demo.test' } } },
      ]),
    );
    const facts = await screen.findByTestId('manager-credentials');
    expect(facts).toHaveTextContent('E-mail and password');
    expect(facts).toHaveTextContent('Open sessions2');
    expect(facts).not.toHaveTextContent(/scrypt/);
  });
});
