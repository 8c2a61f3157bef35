import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/App';

describe('App', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses path routes and sends signed-out users to /auth/login', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, payload: { uiInfo: { officeRegistrationDisabled: true } } }))));
    window.history.pushState({}, '', '/players');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Login' }, { timeout: 5000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/login');
    expect(window.location.hash).toBe('');
    expect(screen.queryByText('Register now')).toBeNull();
  });
});
