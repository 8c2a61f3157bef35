/** Home's summary states: loading, an error with Retry, an empty time frame, and the figures. */
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoreAdminContext, TestMemoryRouter, type AuthProvider, type DataProvider } from 'ra-core';
import { createI18nProvider } from '../../../src/i18n/createI18nProvider';
import { HomeSummary } from '../../../src/pages/home/HomeSummary';
import { createConsoleQueryClient } from '../../../src/shell/queryClient';

const role = { role: 'operator', operatorCode: 'op1', name: 'Office' };
const authProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  getRole: () => role,
  subscribe: () => () => undefined,
} as unknown as AuthProvider;

const summary = (currencies: unknown[]) => ({
  currencies,
  newPlayers: 3,
  betslips: 0,
  queues: { kycUnderReview: 2, withdrawalsWaiting: 5 },
});

function renderWith(callApi: (request: { path: string; operator?: unknown; query?: unknown }) => Promise<unknown>) {
  const dataProvider = { callApi } as unknown as DataProvider;
  return render(
    <TestMemoryRouter>
      <CoreAdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={createI18nProvider()}
        queryClient={createConsoleQueryClient()}
      >
        <HomeSummary />
      </CoreAdminContext>
    </TestMemoryRouter>,
  );
}

describe('HomeSummary', () => {
  it('shows the error with Retry, then the figures once the call succeeds', async () => {
    let fail = true;
    const callApi = vi.fn(async () => {
      if (fail) throw Object.assign(new Error('Internal server error'), { status: 500 });
      return summary([{ currency: 'EUR', deposits: 1234.5, withdrawals: 10, stakes: 20, payouts: 5, houseWin: 15 }]);
    });
    renderWith(callApi);
    expect(await screen.findByText('The overview could not be loaded: Internal server error')).toBeInTheDocument();
    // A 500 is final: one call, no silent retries.
    expect(callApi).toHaveBeenCalledTimes(1);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('stat-value-deposits-EUR')).toHaveTextContent('1234.50 EUR'));
    expect(screen.getByTestId('queue-withdrawalsWaiting')).toHaveAttribute(
      'href',
      `/withdrawals?filter=${encodeURIComponent('{"status":["PENDING","REQUESTED","TO_CHECK","FAILED","UNKNOWN"]}')}`,
    );
    expect(screen.getByTestId('queue-count-kycUnderReview')).toHaveTextContent('2');
  });

  it('asks for the operator and today, and says so when the time frame is empty', async () => {
    const callApi = vi.fn(async () => summary([]));
    renderWith(callApi);
    expect(await screen.findByTestId('home-summary-empty')).toHaveTextContent('No deposits, withdrawals or betslips in this time frame.');
    const [request] = callApi.mock.calls[0] as unknown as [
      { path: string; operator: string; query: { filter: { created: { from: string; to: string } } } },
    ];
    expect(request.path).toBe('dashboard');
    expect(request.operator).toBe('op1');
    const { from, to } = request.query.filter.created;
    expect(new Date(from).getHours()).toBe(0);
    expect(Date.parse(to) - Date.parse(from)).toBeGreaterThan(23 * 3_600_000);
    expect(screen.getByTestId('stat-value-newPlayers')).toHaveTextContent('3');
  });
});
