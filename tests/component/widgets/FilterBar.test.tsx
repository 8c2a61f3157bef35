import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FilterSpec } from '../../../src/resource-ui/types';
import { FILTER_TEXT_MAX } from '../../../resources/model';
import { FilterBar } from '../../../src/widgets/FilterBar';
import { renderInList } from './harness';

// MUI menus and pickers in jsdom are slow on a shared machine.

const filters: FilterSpec[] = [
  { source: 'q', type: 'input', label: 'app.test.search', search: true },
  { source: 'playerId', type: 'input', label: 'app.test.playerId', numeric: true, min: 0 },
  {
    source: 'status',
    type: 'multipleSelect',
    label: 'app.test.status',
    options: ['WON', 'LOST'],
    resets: ['fullStatus', 'settlement'],
  },
  { source: 'fullStatus', type: 'multipleSelect', label: 'app.test.fullStatus', options: ['A', 'B'], resets: ['status'] },
  { source: 'settlement', type: 'select', label: 'app.test.settlement', options: ['X', 'Y'], resets: ['status'] },
  { source: 'operatorCode', type: 'select', label: 'app.test.operator', options: ['OP1'], only: 'central' },
  { source: 'debugOnly', type: 'boolean', label: 'app.test.debugOnly', only: 'debug' },
];

const filterState = () => JSON.parse(screen.getByTestId('filter').textContent ?? '{}');

async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('FilterBar', () => {
  it('debounces search changes by 350 ms, then writes them to the list and the URL', async () => {
    const { location } = renderInList(<FilterBar filters={filters} />);
    const search = await screen.findByRole('searchbox', { name: 'app.test.search' });
    vi.useFakeTimers();
    fireEvent.change(search, { target: { value: 'abc' } });
    expect(search).toHaveValue('abc');
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(search, { target: { value: 'abcd' } });
    act(() => vi.advanceTimersByTime(349));
    expect(filterState()).toEqual({});
    act(() => vi.advanceTimersByTime(1)); // 350 ms: setFilters is called
    expect(search).toHaveValue('abcd');
    act(() => vi.advanceTimersByTime(1)); // react-admin applies it on its next tick
    expect(filterState()).toEqual({ q: 'abcd' });
    expect(search).toHaveValue('abcd');
    vi.useRealTimers();
    await waitFor(() => expect(location.current?.search).toContain(encodeURIComponent('"q":"abcd"')));
  });

  it('stops the search box and a text filter at the length the API accepts', async () => {
    renderInList(<FilterBar filters={filters} />, { displayedFilters: { _advanced: true } });
    const search = await screen.findByRole('searchbox', { name: 'app.test.search' });
    expect(search).toHaveAttribute('maxlength', String(FILTER_TEXT_MAX));
    expect(FILTER_TEXT_MAX).toBe(200);
    // A numeric filter checks its own range; it has no length to stop at.
    expect(await screen.findByRole('textbox', { name: 'app.test.playerId' })).not.toHaveAttribute('maxlength');
  });

  it('resets the page to the first when a filter changes', async () => {
    renderInList(<FilterBar filters={filters} />);
    fireEvent.click(await screen.findByRole('button', { name: 'go to page 3' }));
    await waitFor(() => expect(screen.getByTestId('page')).toHaveTextContent('3'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'app.test.search' }), { target: { value: 'x' } });
    await waitFor(() => expect(screen.getByTestId('page')).toHaveTextContent('1'));
    expect(filterState()).toEqual({ q: 'x' });
  });

  it('shows and hides the advanced filters, keeping the state in displayedFilters', async () => {
    renderInList(<FilterBar filters={filters} />);
    expect(screen.queryByRole('combobox', { name: 'app.test.status' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('combobox', { name: 'app.test.status' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('displayed').textContent ?? '{}')).toEqual({ _advanced: true });
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false'));
    expect(JSON.parse(screen.getByTestId('displayed').textContent ?? '{}')).toEqual({});
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'app.test.status' })).not.toBeInTheDocument(), {
      timeout: 5_000,
    });
  });

  it('Reset filters clears everything but the permanent filter, whose input is not shown', async () => {
    renderInList(<FilterBar filters={filters} permanentFilter={{ playerId: 7 }} />, {
      filter: { playerId: 7, q: 'abc', status: ['WON'] },
      displayedFilters: { _advanced: true },
    });
    expect(await screen.findByRole('combobox', { name: 'app.test.status' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'app.test.playerId' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(filterState()).toEqual({ playerId: 7 }));
    expect(screen.getByRole('searchbox', { name: 'app.test.search' })).toHaveValue('');
  });

  it('applies the resets rule: a betslip status clears full status and settlement', async () => {
    renderInList(<FilterBar filters={filters} />, {
      filter: { fullStatus: ['A'], settlement: 'X' },
      displayedFilters: { _advanced: true },
    });
    await chooseOption('app.test.status', 'WON');
    await waitFor(() => expect(filterState()).toEqual({ status: ['WON'] }));
  });

  it('applies the resets rule the other way: a settlement clears the betslip status', async () => {
    renderInList(<FilterBar filters={filters} />, {
      filter: { status: ['WON'] },
      displayedFilters: { _advanced: true },
    });
    await chooseOption('app.test.settlement', 'Y');
    await waitFor(() => expect(filterState()).toEqual({ settlement: 'Y' }));
  });

  it('shows central-only and debug-only filters to their audience only', async () => {
    const { unmount } = renderInList(<FilterBar filters={filters} />, { displayedFilters: { _advanced: true } });
    expect(await screen.findByRole('combobox', { name: 'app.test.status' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'app.test.operator' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'app.test.debugOnly' })).not.toBeInTheDocument();
    unmount();
    renderInList(<FilterBar filters={filters} />, {
      displayedFilters: { _advanced: true },
      permissions: { role: 'central', debug: true },
    });
    expect(await screen.findByRole('combobox', { name: 'app.test.operator' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'app.test.debugOnly' })).toBeInTheDocument();
  });

  it('Refresh now reloads the list', async () => {
    const { dataProvider } = renderInList(<FilterBar filters={filters} />);
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalled());
    const calls = (dataProvider.getList as ReturnType<typeof vi.fn>).mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh now' }));
    await waitFor(() => expect((dataProvider.getList as ReturnType<typeof vi.fn>).mock.calls.length).toBeGreaterThan(calls));
  });

  it('renders list-specific actions', async () => {
    renderInList(<FilterBar filters={filters} actions={<button type="button">extra action</button>} />);
    expect(await screen.findByRole('button', { name: 'extra action' })).toBeInTheDocument();
    expect(within(document.body).getByRole('button', { name: 'Reset filters' })).toBeInTheDocument();
  });
});
