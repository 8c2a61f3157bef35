import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { RefreshButton } from '../../../src/widgets/RefreshButton';
import { EXTENDED_REFRESH_RATES, RefreshRateSelector } from '../../../src/widgets/RefreshRateSelector';
import { useAutoRefresh } from '../../../src/widgets/useAutoRefresh';
import { createDataProvider, renderInList } from './harness';

// MUI menus and pickers in jsdom are slow on a shared machine.

function AutoRefreshedList({ paused = false }: { paused?: boolean }) {
  const [rate, setRate] = useState(0);
  useAutoRefresh(rate, { paused });
  return <RefreshRateSelector value={rate} onChange={setRate} options={EXTENDED_REFRESH_RATES} />;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RefreshRateSelector', () => {
  it('offers the base set by default: Off, 5 s, 10 s, 1 min, 5 min (000 §2)', async () => {
    renderInList(<RefreshRateSelector value={10000} onChange={() => undefined} />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Auto-refresh' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Off', '5 s', '10 s', '1 min', '5 min']);
  });

  it('offers the extended set of the betslips and statistics screens: Off, 1, 3, 5, 10, 30 s and 1 min', async () => {
    renderInList(<RefreshRateSelector value={10000} onChange={() => undefined} options={EXTENDED_REFRESH_RATES} />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Auto-refresh' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Off', '1 s', '3 s', '5 s', '10 s', '30 s', '1 min']);
  });
});

describe('RefreshButton', () => {
  it('names the interval beside Refresh now and offers the others in its menu, the current one checked', async () => {
    const onChange = vi.fn();
    const onRefresh = vi.fn();
    renderInList(<RefreshButton onRefresh={onRefresh} rate={{ value: 60000, options: [0, 10000, 60000], onChange }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh now' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    const interval = screen.getByRole('button', { name: 'Auto-refresh: 1 min' });
    expect(interval).toHaveTextContent('1 min');
    fireEvent.click(interval);
    const menu = await screen.findByRole('menu', { name: 'Auto-refresh' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Off', 'false'],
      ['10 s', 'false'],
      ['1 min', 'true'],
    ]);
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: '10 s' }));
    expect(onChange).toHaveBeenCalledWith(10000);
  });
});

describe('useAutoRefresh', () => {
  it('refetches the list at the chosen rate', async () => {
    const dataProvider = createDataProvider();
    renderInList(<AutoRefreshedList />, { dataProvider });
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledTimes(1));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Auto-refresh' }));
    const option = within(await screen.findByRole('listbox')).getByRole('option', { name: '3 s' });
    vi.useFakeTimers();
    fireEvent.click(option);
    await act(async () => vi.advanceTimersByTime(2_999));
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    await act(async () => vi.advanceTimersByTime(10));
    expect(dataProvider.getList).toHaveBeenCalledTimes(2);
  });

  it('does not refetch while paused', async () => {
    const dataProvider = createDataProvider();
    renderInList(<AutoRefreshedList paused />, { dataProvider });
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledTimes(1));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Auto-refresh' }));
    const option = within(await screen.findByRole('listbox')).getByRole('option', { name: '1 s' });
    vi.useFakeTimers();
    fireEvent.click(option);
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
  });
});
