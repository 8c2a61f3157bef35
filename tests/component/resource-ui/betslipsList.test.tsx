import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { BetslipsList } from '../../../src/generated/betslips/BetslipsList';
import { EmbeddedList } from '../../../src/resource-ui/EmbeddedList';
import { betRowSample, betslipSample } from '../../unit/resources/samples';
import { renderWithAdmin, stubViewport } from './harness';

const betslip = (id: number, overrides: Record<string, unknown> = {}) => ({ ...betslipSample, id, ...overrides });
const records = [
  betslip(1),
  betslip(2, { isCancelled: true }),
  betslip(3, { betslipStatus: { simpleStatus: 'LOST', code: 'LOST', description: null } }),
  betslip(4, { paymentStatus: { simpleStatus: 'PENDING', code: 'PENDING', description: null } }),
  betslip(5, {
    totalStake: 15,
    betrows: [betRowSample, { ...betRowSample, id: 90012, manualOverride: true, matchId: 99, betrowStake: 5, maxWinValue: 7 }],
  }),
  // A multiple: every leg carries the betslip's stake, with its own odds and max win.
  betslip(6, {
    betslipType: 'MULTIPLE',
    totalStake: 27.75,
    stakePerBetcomb: 27.75,
    maxWinValue: 855.05,
    paidValue: 0,
    betrows: [1.85, 2.1, 1.6, 1.45, 2.6, 1.9].map((odds, leg) => ({
      ...betRowSample,
      id: 90100 + leg,
      outcomeValue: odds,
      betrowStake: 27.75,
      maxWinValue: 27.75 * odds,
      paidValue: null,
    })),
  }),
];

/** Lists leave the bet rows out (`api.recordOnly`); the single record carries them. */
const listItem = ({ betrows: _betrows, ...item }: (typeof records)[number]) => item;

function provider(data = records) {
  return {
    getList: vi.fn(async (_resource: string, _params: { filter: Record<string, unknown>; meta?: unknown }) => ({
      data: data.map(listItem),
      total: 42,
    })),
    getOne: vi.fn(async (_resource: string, params: { id: number }) => ({ data: data.find((record) => record.id === params.id)! })),
    runAction: vi.fn(async (_resource: string, _action: string, params: { id?: number; input: Record<string, unknown> }) => ({
      data: {},
      record: { ...data.find((record) => record.id === params.id)!, ...params.input },
    })),
  };
}

describe('generated betslips list', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = stubViewport();
  });
  afterEach(() => restore());

  it('colours rows by the first matching tone and shows the count in the title', async () => {
    renderWithAdmin(<BetslipsList />, { dataProvider: provider(), path: '/betslips' });
    expect(await screen.findByTestId('row-1')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByTestId('row-2')).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByTestId('row-3')).toHaveAttribute('data-tone', 'error');
    expect(screen.getByTestId('row-4')).not.toHaveAttribute('data-tone');
    expect(screen.getByTestId('list-title')).toHaveTextContent('(42)');
  });

  it('applies the default time frame on a first load without query, and the id query parameter instead', async () => {
    const first = provider();
    const { unmount } = renderWithAdmin(<BetslipsList />, { dataProvider: first, path: '/betslips' });
    await waitFor(() => expect(first.getList).toHaveBeenCalled());
    expect(first.getList.mock.calls[0][1]).toMatchObject({ filter: { timeFrame: 'last24hours' } });
    unmount();
    const second = provider();
    renderWithAdmin(<BetslipsList />, { dataProvider: second, path: '/betslips?id=5&search=ana' });
    await waitFor(() => expect(second.getList.mock.calls.at(-1)?.[1]).toMatchObject({ filter: { id: '5', playerUsername: 'ana' } }));
    // No request goes out before the URL's filters apply: not one without them.
    expect(second.getList.mock.calls.every((call) => call[1].filter.id === '5' && call[1].filter.playerUsername === 'ana')).toBe(true);
    expect(second.getList.mock.calls.every((call) => !('timeFrame' in call[1].filter))).toBe(true);
  });

  it('an unknown sort field in the URL falls back to the default sort, with a warning, before any request', async () => {
    const dataProvider = provider();
    renderWithAdmin(
      <>
        <BetslipsList />
        <Notification />
      </>,
      { dataProvider, path: '/betslips?sort=nonexistent&order=ASC' },
    );
    expect(await screen.findByText('app.list.unknownSort')).toBeInTheDocument();
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalled());
    const sorts = dataProvider.getList.mock.calls.map((call) => (call[1] as unknown as { sort: unknown }).sort);
    expect(sorts.every((sort) => JSON.stringify(sort) === JSON.stringify({ field: 'created', order: 'DESC' }))).toBe(true);
  });

  it('filters the list does not have and values its filters do not offer are dropped from the URL, with a warning, before any request', async () => {
    const dataProvider = provider();
    const filter = encodeURIComponent(JSON.stringify({ q: 'ana', betslipType: 'SYSTEM', playType: 'HANDBALL' }));
    renderWithAdmin(
      <>
        <BetslipsList />
        <Notification />
      </>,
      { dataProvider, path: `/betslips?filter=${filter}` },
    );
    expect(await screen.findByText('app.list.unknownFilter')).toBeInTheDocument();
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalled());
    const filters = dataProvider.getList.mock.calls.map((call) => call[1].filter as Record<string, unknown>);
    expect(filters.every((sent) => !('q' in sent) && !('playType' in sent) && sent.betslipType === 'SYSTEM')).toBe(true);
  });

  it('cuts max win to two decimals without rounding and links the id and the player popup', async () => {
    renderWithAdmin(<BetslipsList />, { dataProvider: provider(), path: '/betslips?page=1' });
    const row = await screen.findByTestId('row-1');
    expect(within(row).getByTestId('cell-maxWinValue')).toHaveTextContent(/^18\.51\s€$/);
    expect(within(row).getByRole('link', { name: '1' })).toHaveAttribute('href', '/betslips/1');
    const player = within(row).getByRole('link', { name: 'ana.h' });
    expect(player.getAttribute('href')).toMatch(/^\/betslips\?page=1&open=player-1042$/);
  });

  it('disables the cancel switch of a betslip with a settled bet row, with the reason as a tooltip', async () => {
    renderWithAdmin(<BetslipsList />, { dataProvider: provider(), path: '/betslips' });
    const toggle = await screen.findByTestId('action-cancel-1');
    expect(within(toggle).getByRole('switch')).toBeDisabled();
    fireEvent.mouseOver(screen.getByTestId('disabled-reason-1'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('app.actions.betslipSettled');
  });

  it('the cancel switch asks first, then posts the flag, the response replaces the row and the toast names the betslip', async () => {
    const open = { notSettledBets: 1, wonBets: 0, lostBets: 0, noBets: 0, manualReviewBets: 0, cancelledBets: 0, allBets: 1 };
    const dataProvider = provider(records.map((record) => ({ ...record, counters: open })));
    renderWithAdmin(
      <>
        <BetslipsList />
        <Notification />
      </>,
      { dataProvider, path: '/betslips' },
    );
    const toggle = await screen.findByTestId('action-cancel-1');
    fireEvent.click(within(toggle).getByRole('switch'));
    fireEvent.click(await screen.findByTestId('confirm-cancel-submit'));
    await waitFor(() =>
      expect(dataProvider.runAction).toHaveBeenCalledWith('betslips', 'cancel', {
        id: 1,
        record: expect.objectContaining({ id: 1 }),
        input: { isCancelled: true },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('row-1')).toHaveAttribute('data-tone', 'warning'));
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
    expect(within(screen.getByTestId('action-cancel-1')).getByRole('switch')).toBeEnabled();
    // The harness has no app texts: the toast is the cancel variant's key, not the generic "Element updated".
    expect(await screen.findByText('app.messages.betslipCancelDone.true')).toBeInTheDocument();
  });

  it('expands a row into its bet rows, read with the record, with a grey totals row and highlighted manual overrides', async () => {
    const dataProvider = provider();
    renderWithAdmin(<BetslipsList />, { dataProvider, path: '/betslips' });
    fireEvent.click(await screen.findByTestId('expand-5'));
    const panel = await screen.findByTestId('panel-5');
    expect(await within(panel).findByTestId('bet-row-90012')).toHaveAttribute('data-tone', 'warning');
    expect(within(within(panel).getByTestId('bet-row-90012')).getByText(/^7\.00\s/)).toBeInTheDocument();
    expect(within(panel).getByTestId('bet-row-90011')).not.toHaveAttribute('data-tone');
    const totals = within(panel).getByTestId('bet-rows-totals');
    expect(totals).toHaveAttribute('data-tone', 'neutral');
    expect(within(totals).getByText(/^15\.00\s/)).toBeInTheDocument();
    const id = within(panel).getByRole('link', { name: '90011' });
    expect(id).toHaveAttribute('href', '/bets/90011');
    expect(id).toHaveAttribute('target', '_blank');
    // A match's page is the central view's: an operator's view shows the match id without a link.
    expect(within(panel).getByText('99')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: '99' })).toBeNull();
    expect(within(panel).queryByTestId('bet-rows-operator')).toBeNull();
    expect(dataProvider.getOne).toHaveBeenCalledWith('betslips', expect.objectContaining({ id: 5 }));
  });

  it("links a bet row's match to its page in the central view", async () => {
    renderWithAdmin(<BetslipsList />, { dataProvider: provider(), path: '/betslips', permissions: { role: 'central' } });
    fireEvent.click(await screen.findByTestId('expand-5'));
    const panel = await screen.findByTestId('panel-5');
    expect(await within(panel).findByRole('link', { name: '99' })).toHaveAttribute('href', '/bookmakers-matches?id=99');
    // The central role sees the betslip's operator in the expanded detail (002 §2).
    expect(within(panel).getByTestId('bet-rows-operator')).toHaveTextContent(
      `resources.betslips.fields.operatorCode: ${betslipSample.operatorCode}`,
    );
  });

  it("a MULTIPLE's totals row shows the betslip's stake, max win and paid value, not sums of its legs", async () => {
    renderWithAdmin(<BetslipsList />, { dataProvider: provider(), path: '/betslips' });
    fireEvent.click(await screen.findByTestId('expand-6'));
    const panel = await screen.findByTestId('panel-6');
    const totals = await within(panel).findByTestId('bet-rows-totals');
    const cells = within(totals)
      .getAllByRole('cell')
      .map((cell) => cell.textContent!.replace(/\s/g, ' '));
    expect(cells).toContain('27.75 €');
    expect(cells).toContain('855.05 €');
    expect(cells).toContain('0.00 €');
    expect(cells).not.toContain('166.50 €');
  });

  it('shows why the bet rows could not be read, and Retry reads them again', async () => {
    const dataProvider = provider();
    dataProvider.getOne.mockRejectedValueOnce(new Error('Service Unavailable'));
    renderWithAdmin(<BetslipsList />, { dataProvider, path: '/betslips' });
    fireEvent.click(await screen.findByTestId('expand-5'));
    const error = await screen.findByTestId('record-load-error');
    expect(error).toHaveTextContent('app.list.recordLoadFailed');
    fireEvent.click(within(error).getByRole('button', { name: 'app.list.retry' }));
    expect(await screen.findByTestId('bet-row-90012')).toBeInTheDocument();
  });

  it('uses the bet rows of a row an action replaced, without reading the record', async () => {
    const open = { notSettledBets: 2, wonBets: 0, lostBets: 0, noBets: 0, manualReviewBets: 0, cancelledBets: 0, allBets: 2 };
    const dataProvider = provider(records.map((record) => ({ ...record, counters: open })));
    renderWithAdmin(<BetslipsList />, { dataProvider, path: '/betslips' });
    fireEvent.click(within(await screen.findByTestId('action-cancel-5')).getByRole('switch'));
    fireEvent.click(await screen.findByTestId('confirm-cancel-submit'));
    await waitFor(() => expect(screen.getByTestId('row-5')).toHaveAttribute('data-tone', 'warning'));
    fireEvent.click(screen.getByTestId('expand-5'));
    expect(await screen.findByTestId('bet-row-90012')).toBeInTheDocument();
    expect(dataProvider.getOne).not.toHaveBeenCalled();
  });
});

describe('embedded list', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = stubViewport();
  });
  afterEach(() => restore());

  it('limits the list to the player: player path meta, permanent filter, no default time frame', async () => {
    const dataProvider = provider();
    renderWithAdmin(<EmbeddedList resource="betslips" scope={{ playerId: 1042 }} />, { dataProvider, path: '/players/1042/show' });
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalled());
    const params = dataProvider.getList.mock.calls[0][1];
    expect(params.meta).toEqual({ playerId: 1042 });
    expect(params.filter).toEqual({ playerId: 1042 });
    expect(await screen.findByTestId('row-1')).toBeInTheDocument();
  });

  it('limits a bonus list to one record through its id filter key', async () => {
    const dataProvider = { getList: vi.fn(async () => ({ data: [], total: 0 })) };
    renderWithAdmin(<EmbeddedList resource="bonuses" scope={{ recordId: 3301 }} />, { dataProvider });
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalled());
    expect((dataProvider.getList.mock.calls[0] as unknown[])[1]).toMatchObject({ filter: { bonusPlayerId: 3301 } });
  });
});
