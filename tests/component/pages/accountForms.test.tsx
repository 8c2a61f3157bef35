/** The forgotten- and reset-password forms on react-hook-form: the declared rules under the fields, the spec's bodies sent. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TestMemoryRouter, memoryStore, type DataProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { ReactNode } from 'react';
import en from '../../../i18n/en.json';
import { ForgotPasswordDialog } from '../../../src/pages/auth/ForgotPasswordDialog';
import { ResetPasswordPage } from '../../../src/pages/auth/ResetPasswordPage';

const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...en }) as typeof englishMessages, 'en', { allowMissing: true });

interface Call {
  method: string;
  path: string;
  body?: Record<string, unknown>;
}

function setup(node: ReactNode, url = '/') {
  const calls: Call[] = [];
  const dataProvider = {
    callApi: async (request: Call) => {
      calls.push(request);
      return true;
    },
  };
  render(
    <TestMemoryRouter initialEntries={[url]}>
      <AdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        {node}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return calls;
}

describe('ForgotPasswordDialog', () => {
  it('names the e-mail rule, clears it on edit and sends the trimmed e-mail', async () => {
    const onClose = vi.fn();
    const calls = setup(<ForgotPasswordDialog open onClose={onClose} />);
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'no-at' } });
    await waitFor(() => expect(screen.queryByText('Required')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email must be valid')).toBeInTheDocument();
    expect(calls).toEqual([]);
    fireEvent.change(email, { target: { value: '  office1@demo.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', path: 'auth/forgot-password', body: { email: 'office1@demo.test' } }]));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('ResetPasswordPage', () => {
  it('checks the password rules and the repetition, then sends the token and the password', async () => {
    const calls = setup(<ResetPasswordPage />, '/auth/reset-password?token=abcdefghijkl');
    const [password, repeat] = [screen.getByLabelText('Password'), screen.getByLabelText('Repeat password')];
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.change(repeat, { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords you entered do not match.')).toBeInTheDocument();
    fireEvent.change(password, { target: { value: 'NewSecret9' } });
    fireEvent.change(repeat, { target: { value: 'NewSecret9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'POST', path: 'auth/reset-password', body: { token: 'abcdefghijkl', password: 'NewSecret9' } }]),
    );
  });
});
