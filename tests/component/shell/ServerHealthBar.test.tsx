/** The server-unavailable bar: texts, the 503 variant, the countdown and "Checking connection...". */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverHealth } from '../../../src/data/serverHealth';
import { ServerHealthBar } from '../../../src/shell/ServerHealthBar';
import { renderShell } from './renderShell';

afterEach(() => {
  act(() => serverHealth.reportSuccess());
  vi.unstubAllGlobals();
});

describe('ServerHealthBar', () => {
  it('shows nothing while the server answers', () => {
    renderShell(<ServerHealthBar />, { path: '/x' });
    expect(screen.queryByTestId('server-unavailable')).toBeNull();
  });

  it('shows the texts, the countdown and the checked URLs; any success clears it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderShell(<ServerHealthBar />, { path: '/x' });
    act(() => void serverHealth.reportTransitory({ status: 0, message: 'network', retryAt: Date.now() + 3000 }));
    const bar = await screen.findByTestId('server-unavailable');
    expect(bar).toHaveTextContent('The server is currently unavailable.');
    expect(bar).toHaveTextContent('Check network connection.');
    expect(bar).toHaveTextContent(/Will retry in [23] seconds\.\.\./);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    fireEvent.mouseOver(bar);
    expect(await screen.findByTestId('server-probes')).toHaveTextContent('/api/officeapp/info');
    act(() => serverHealth.reportSuccess());
    expect(screen.queryByTestId('server-unavailable')).toBeNull();
  });

  it('checks the URLs GET external-servers gave (000 §7)', async () => {
    const probed: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => (probed.push(url), Promise.resolve(new Response('{}')))),
    );
    const callApi = vi.fn(async () => [{ url: 'https://feed.example.com/health' }]);
    renderShell(<ServerHealthBar />, { path: '/x', dataProvider: { callApi } as never });
    await vi.waitFor(() => expect(callApi).toHaveBeenCalledWith({ method: 'GET', path: 'external-servers' }));
    // The list is in before the outage starts.
    await act(async () => undefined);
    act(() => void serverHealth.reportTransitory({ status: 502, message: 'Bad Gateway' }));
    fireEvent.mouseOver(await screen.findByTestId('server-unavailable'));
    expect(await screen.findByTestId('server-probes')).toHaveTextContent('https://feed.example.com/health');
    expect(probed).toEqual(['https://feed.example.com/health']);
  });

  it('omits the network hint for 503 and says "Checking connection..." with no URLs', async () => {
    renderShell(<ServerHealthBar />, { path: '/x' });
    act(() => {
      serverHealth.reportTransitory({ status: 503, message: 'Service Unavailable' });
      serverHealth.setProbes([]);
    });
    const bar = await screen.findByTestId('server-unavailable');
    expect(bar).not.toHaveTextContent('Check network connection.');
    expect(bar).not.toHaveTextContent('Will retry');
  });
});
