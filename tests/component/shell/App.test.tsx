import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/App';
// The pages these tests open load on first render (lazy chunks). Imported here, they are loaded
// with the test file instead of inside a test's wait, which on a busy machine can take longer than
// the page itself needs to render; the lazy imports then resolve at once from the module cache.
import '../../../src/pages/LoginPage';
import '../../../src/shell/PublicLanding';

const serverInfo = () => new Response(JSON.stringify({ success: true, payload: { uiInfo: { officeRegistrationDisabled: true } } }));

describe('App', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows signed-out visitors the landing page on a console path, keeping the path', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => serverInfo()),
    );
    window.history.pushState({}, '', '/players');
    render(<App />);
    expect(await screen.findByTestId('landing-page', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/players');
    expect(window.location.hash).toBe('');
  });

  it('serves the login page on its public path with path routes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => serverInfo()),
    );
    window.history.pushState({}, '', '/auth/login');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Login' }, { timeout: 5000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/login');
    expect(screen.queryByText('Register now')).toBeNull();
  });
});
