import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
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
