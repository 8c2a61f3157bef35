import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SignedOutUserMenu, withOpenLogin } from '../../../src/layout/SignedOutUserMenu';
import { renderShell } from './renderShell';

describe('SignedOutUserMenu', () => {
  it('notes "Not authenticated!" and offers Home and Login, which reloads the page with the login form', async () => {
    const reload = vi.fn();
    renderShell(<SignedOutUserMenu reload={reload} />, { path: '/players' });
    fireEvent.click(await screen.findByRole('button', { name: 'Profile' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Not authenticated!', 'Home', 'Login']);
    expect(items[0]).toHaveAttribute('aria-disabled', 'true');
    expect(items[1]).toHaveAttribute('href', '/');
    fireEvent.click(items[2]);
    expect(reload).toHaveBeenCalledWith(withOpenLogin(window.location.href));
  });

  it('keeps the other query parameters when adding open=login', () => {
    expect(withOpenLogin('https://office.example.com/players?filter=x')).toBe('https://office.example.com/players?filter=x&open=login');
    expect(withOpenLogin('https://office.example.com/?open=player-7')).toBe('https://office.example.com/?open=login');
  });
});
