/**
 * A cleared filter stays cleared (000 §2): after Reset filters, or Any in a multi-select, the next
 * sort and page-size changes keep it out of the URL and out of the list request, even when they
 * are made as soon as the address bar shows the cleared filter, before the list has re-rendered.
 * The betslips list runs in the console's router, so the URL is the browser's (jsdom's).
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore, type DataProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import { BetslipsList } from '../../../src/generated/betslips/BetslipsList';
import { createI18nProvider } from '../../../src/i18n/createI18nProvider';
import { ConsoleRouter } from '../../../src/shell/ConsoleRouter';
import { betslipSample } from '../../unit/resources/samples';
import { stubViewport } from '../resource-ui/harness';

// The whole list renders in jsdom, many times: generous waits on a small, busy machine.
const SLOW = { timeout: 10_000 };

const STATUS = 'betslipStatus.simpleStatus';
const rows = Array.from({ length: 30 }, (_, index) => ({ ...betslipSample, id: index + 1 }));

interface ListParams {
  filter: Record<string, unknown>;
  sort: { field: string; order: string };
  pagination: { page: number; perPage: number };
}

/** Renders the betslips list at `/betslips?{query}`; returns the params of the last list request. */
function renderBetslips(query: Record<string, unknown>) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]));
  window.history.replaceState(null, '', `/betslips?${search}`);
  const getList = vi.fn(async (_resource: string, { pagination: { page, perPage } }: ListParams) => ({
    data: rows.slice((page - 1) * perPage, page * perPage),
    total: rows.length,
  }));
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({ role: 'central' }),
  };
  render(
    <ConsoleRouter>
      <AdminContext
        dataProvider={{ getList } as unknown as DataProvider}
        authProvider={authProvider}
        i18nProvider={createI18nProvider()}
        store={memoryStore()}
      >
        <BetslipsList />
      </AdminContext>
    </ConsoleRouter>,
  );
  return () => getList.mock.calls.at(-1)![1];
}

/** The filter values in the address bar. */
const urlFilter = () => JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}') as Record<string, unknown>;

/**
 * Resolves on the task after the next address change that satisfies `accept`: when a person who
 * watches the address bar acts, whether or not the list has re-rendered yet.
 */
function afterAddressChange(accept: () => boolean) {
  return new Promise<void>((resolve) => {
    const push = window.history.pushState;
    window.history.pushState = function (this: History, ...args: Parameters<History['pushState']>) {
      push.apply(this, args);
      if (!accept()) return;
      window.history.pushState = push;
      setTimeout(resolve, 0);
    };
  });
}

const statusCleared = () => afterAddressChange(() => !(STATUS in urlFilter()));

/**
 * Once `cleared` resolves: sorts by total stake, then shows 25 rows a page, each as soon as the
 * address bar shows the change before; then checks the URL, the last request and the rows.
 */
async function expectClearedAfterSortAndResize(lastRequest: () => ListParams, cleared: Promise<void>, expected: Record<string, unknown>) {
  await cleared;
  const sorted = afterAddressChange(() => window.location.search.includes('sort=totalStake'));
  fireEvent.click(within(screen.getByTestId('header-totalStake')).getByRole('button'));
  await sorted;
  const resized = afterAddressChange(() => window.location.search.includes('perPage=25'));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /rows per page/i }));
  fireEvent.click(within(await screen.findByRole('listbox', {}, SLOW)).getByRole('option', { name: '25' }));
  await resized;

  await waitFor(() => expect(lastRequest().pagination).toEqual({ page: 1, perPage: 25 }), SLOW);
  expect(lastRequest().sort).toEqual({ field: 'totalStake', order: 'ASC' });
  expect(lastRequest().filter).toEqual(expected);
  expect(urlFilter()).toEqual(expected);
  expect(await screen.findByText('1-25 of 30', {}, SLOW)).toBeInTheDocument();
}

describe('a cleared filter', () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = stubViewport(200);
  });
  afterEach(() => restoreViewport());

  it(
    'stays cleared after Reset filters (back to the default time frame), then a sort and a page-size change',
    { timeout: 40_000 },
    async () => {
      const lastRequest = renderBetslips({ filter: { timeFrame: 'last24hours', [STATUS]: ['WON'] } });
      await waitFor(() => expect(lastRequest().filter).toHaveProperty([STATUS], ['WON']), SLOW);
      const cleared = statusCleared();
      fireEvent.click(await screen.findByRole('button', { name: 'Reset filters' }, SLOW));
      await expectClearedAfterSortAndResize(lastRequest, cleared, { timeFrame: 'last24hours' });
    },
  );

  it('stays cleared after Any, then a sort and a page-size change', { timeout: 40_000 }, async () => {
    const lastRequest = renderBetslips({ filter: { timeFrame: 'last24hours' }, displayedFilters: { _advanced: true } });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Status' }, SLOW));
    const listbox = await screen.findByRole('listbox', {}, SLOW);
    const chosen = afterAddressChange(() => STATUS in urlFilter());
    fireEvent.click(within(listbox).getByRole('option', { name: 'Won' }));
    await chosen;
    await waitFor(() => expect(lastRequest().filter).toHaveProperty([STATUS], ['WON']), SLOW);
    const cleared = statusCleared();
    fireEvent.click(within(listbox).getByRole('option', { name: 'Any' }));
    fireEvent.keyDown(listbox, { key: 'Escape' });
    await expectClearedAfterSortAndResize(lastRequest, cleared, { timeFrame: 'last24hours' });
  });
});
