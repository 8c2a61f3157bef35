import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerRecord } from '../../unit/data/fixtures';

function jwt(expMs: number) {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'none' })}.${encode({ exp: Math.floor(expMs / 1000) })}.sig`;
}

const user = { id: 1, email: 'boss@example.com', role: 'CENTRAL_MANAGER', operatorCode: 'op1', name: 'Boss', status: 'ENABLED', langCode: 'en' };

function api(url: string) {
  const path = url.replace('/api/officeapp/', '').split('?')[0];
  if (path === 'auth/userinfo') return { payload: user };
  if (path === 'operators-info') return { payload: [{ operatorCode: 'op1', role: 'operator' }, { operatorCode: 'op2', role: 'operator' }] };
  if (path.endsWith('/players')) return { success: true, payload: { content: [playerRecord()], totalElements: 1 } };
  return { success: true, payload: {} };
}

describe('App signed in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the manager, offers the operator switcher and reads lists for the chosen operator', { timeout: 20_000 }, async () => {
    localStorage.setItem('backoffice.accessToken', jwt(Date.now() + 3_600_000));
    localStorage.setItem('backoffice.refreshToken', 'r1');
    const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(api(String(input))), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    window.history.pushState({}, '', '/players');
    const { App } = await import('../../../src/App');
    render(<App />);
    expect(await screen.findByText('Central Office Manager', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(fetch.mock.calls.map(([url]) => String(url).split('?')[0])).toContain('/api/officeapp/central/players'), {
      timeout: 5000,
    });
    const listCall = fetch.mock.calls.find(([url]) => String(url).includes('/central/players'))!;
    expect((listCall[1] as RequestInit).headers).toMatchObject({ Authorization: expect.stringMatching(/^Bearer /), 'Accept-Language': 'en' });
    expect(window.location.pathname).toBe('/players');
  });
});
