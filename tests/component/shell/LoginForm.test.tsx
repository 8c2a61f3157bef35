import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { LoginForm } from '../../../src/pages/LoginForm';
import { renderShell } from './renderShell';

function authWith(login: AuthProvider['login']): AuthProvider {
  return {
    login,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
  };
}

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('LoginForm', () => {
  it('sends no request and marks the fields when a field is empty', async () => {
    const login = vi.fn(async () => undefined);
    renderShell(<LoginForm />, { authProvider: authWith(login), path: '/auth/login' });
    const user = await fill('boss@example.com', '');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(login).not.toHaveBeenCalled();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends e-mail and password as username and password', async () => {
    const login = vi.fn(async () => undefined);
    renderShell(<LoginForm />, { authProvider: authWith(login), path: '/auth/login' });
    const user = await fill('boss@example.com', 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith({ username: 'boss@example.com', password: 'secret' }));
  });

  it('ignores submits while a login is in progress', async () => {
    let finish: () => void = () => {};
    const login = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderShell(<LoginForm />, { authProvider: authWith(login), path: '/auth/login' });
    const user = await fill('boss@example.com', 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Login' }).closest('form')!.requestSubmit();
    expect(login).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
  });

  it('shows the server description when the login is refused', async () => {
    const login = vi.fn(async () => {
      throw new Error('Account locked');
    });
    renderShell(<LoginForm />, { authProvider: authWith(login), path: '/auth/login' });
    const user = await fill('boss@example.com', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('Account locked')).toHaveLength(2);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the default message when the server gives none', async () => {
    const login = vi.fn(async () => {
      throw new Error('app.login.invalid');
    });
    renderShell(<LoginForm />, { authProvider: authWith(login), path: '/auth/login' });
    const user = await fill('boss@example.com', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('Invalid login. Please try again.')).toHaveLength(2);
  });
});
