import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playerRecord } from '../../unit/data/fixtures';

function jwt(expMs: number) {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'none' })}.${encode({ exp: Math.floor(expMs / 1000) })}.sig`;
}

/** Exactly the user details of 000 §3: no role, no operator code. */
const user = {
  id: 1,
  isAuthenticated: true,
  enabled: true,
  balance: null,
  status: 'ENABLED',
  birthdate: null,
  email: 'boss@example.com',
  langCode: 'en',
};

interface Scenario {
  role: object;
  operators: object[];
}

function api(url: string, scenario: Scenario) {
  const path = url.replace('/api/officeapp/', '').split('?')[0];
  if (path === 'auth/userinfo') return { payload: user };
  if (path === 'info') return { success: true, payload: { uiInfo: { role: scenario.role }, serverTimestamp: new Date().toISOString() } };
  if (path === 'operators-info') return { payload: scenario.operators };
  if (path.endsWith('/players')) return { success: true, payload: { content: [playerRecord()], totalElements: 1 } };
  return { success: true, payload: {} };
}

async function start(scenario: Scenario) {
  localStorage.setItem('backoffice.accessToken', jwt(Date.now() + 3_600_000));
  localStorage.setItem('backoffice.refreshToken', 'r1');
  const fetch = vi.fn(
    async (input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(api(String(input), scenario)), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  window.history.pushState({}, '', '/players');
  const { App } = await import('../../../src/App');
  render(<App />);
  const paths = () => fetch.mock.calls.map(([url]) => String(url).split('?')[0]);
  return { fetch, paths };
}

describe('App signed in', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('works from the spec user details: role from GET info, switcher entries from operators-info', { timeout: 45_000 }, async () => {
    const { fetch, paths } = await start({
      role: { role: 'central', operatorCode: 'hq', name: 'Boss' },
      operators: [
        { operatorCode: 'hq', role: 'central' },
        { operatorCode: 'op1', role: 'operator' },
        { operatorCode: 'op2', role: 'operator' },
      ],
    });
    // The non-operator entry is labelled by its role, whatever its code.
    expect(await screen.findByText('Central Office Manager', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(paths()).toContain('/api/officeapp/hq/players'), { timeout: 5000 });
    expect(paths().some((p) => p.includes('undefined'))).toBe(false);
    const listCall = fetch.mock.calls.find(([url]) => String(url).includes('/hq/players'))!;
    expect((listCall[1] as RequestInit).headers).toMatchObject({
      Authorization: expect.stringMatching(/^Bearer /),
      'Accept-Language': 'en',
    });
    expect(window.location.pathname).toBe('/players');

    fireEvent.mouseDown(
      within(screen.getByText('Central Office Manager').closest('.MuiInputBase-root') as HTMLElement).getByRole('combobox'),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'op2' }));
    await waitFor(() => expect(paths()).toContain('/api/officeapp/op2/players'), { timeout: 5000 });
  });

  it('shows no switcher with a single operators-info entry and calls the role operator', { timeout: 20_000 }, async () => {
    const { paths } = await start({
      role: { role: 'central', operatorCode: 'op1' },
      operators: [{ operatorCode: 'op1', role: 'operator' }],
    });
    await waitFor(() => expect(paths()).toContain('/api/officeapp/op1/players'), { timeout: 5000 });
    await waitFor(() => expect(paths()).toContain('/api/officeapp/operators-info'));
    expect(screen.queryByLabelText('Operator')).toBeNull();
    expect(screen.queryByText('Central Office Manager')).toBeNull();
  });

  it('gives an operator role its own operator and never loads operators-info', { timeout: 45_000 }, async () => {
    const { paths } = await start({ role: { role: 'operator', operatorCode: 'op3' }, operators: [] });
    await waitFor(() => expect(paths()).toContain('/api/officeapp/op3/players'), { timeout: 5000 });
    expect(paths()).not.toContain('/api/officeapp/operators-info');
    expect(screen.queryByText('Central Office Manager')).toBeNull();
  });
});
