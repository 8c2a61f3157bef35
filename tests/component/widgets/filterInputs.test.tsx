import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FilterSpec } from '../../../src/resource-ui/types';
import { FilterBar } from '../../../src/widgets/FilterBar';
import { OperatorsLoaderContext } from '../../../src/widgets/OperatorsLoaderContext';
import { parseCustomRange } from '../../../src/widgets/timeFrame';
import { renderInList } from './harness';

// MUI menus and pickers in jsdom are slow on a shared machine.

const filters: FilterSpec[] = [
  { source: 'status', type: 'multipleSelect', label: 'app.test.status', options: ['WON', 'LOST', 'OPEN'] },
  { source: 'stake', type: 'range', label: 'app.test.stake', min: 0 },
  { source: 'playerId', type: 'input', label: 'app.test.playerId', numeric: true, min: 0 },
  { source: 'betslipId', type: 'input', label: 'app.test.betslipId', numeric: true, integer: true, min: 0 },
  { source: 'isCancelled', type: 'boolean', label: 'app.test.cancelled' },
  { source: 'created', type: 'timeFrame', label: 'app.test.created', presets: 'betslips' },
  { source: 'operatorCode', type: 'select', label: 'app.test.operator', optionsSource: 'operators' },
];

const shown = { displayedFilters: { _advanced: true } };
const filterState = () => JSON.parse(screen.getByTestId('filter').textContent ?? '{}');

/**
 * Proves the debounced filter write after an input's change has run: a later valid change of the
 * playerId filter goes through the same debounced setter, so once it shows, any write the earlier
 * change would have caused has happened too.
 */
async function settleWith(playerId: number) {
  fireEvent.change(screen.getByRole('textbox', { name: 'app.test.playerId' }), { target: { value: String(playerId) } });
  await waitFor(() => expect(filterState().playerId).toBe(playerId));
}

function openSelect(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  return screen.findByRole('listbox');
}

describe('MultiSelectAnyInput', () => {
  it('treats Any as exclusive', async () => {
    renderInList(<FilterBar filters={filters} />, shown);
    await screen.findByRole('combobox', { name: 'app.test.status' });
    expect(screen.getByRole('combobox', { name: 'app.test.status' })).toHaveTextContent('Any');

    let listbox = await openSelect('app.test.status');
    expect(within(listbox).getByRole('option', { name: 'Any' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(within(listbox).getByRole('option', { name: 'WON' }));
    await waitFor(() => expect(filterState()).toEqual({ status: ['WON'] }));
    expect(within(listbox).getByRole('option', { name: 'Any' })).toHaveAttribute('aria-selected', 'false');

    fireEvent.click(within(listbox).getByRole('option', { name: 'LOST' }));
    await waitFor(() => expect(filterState()).toEqual({ status: ['WON', 'LOST'] }));

    fireEvent.click(within(listbox).getByRole('option', { name: 'Any' }));
    await waitFor(() => expect(filterState()).toEqual({}));
    listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Any' })).toHaveAttribute('aria-selected', 'true');
  });

  it('turns an emptied selection into Any (filter removed)', async () => {
    renderInList(<FilterBar filters={filters} />, { ...shown, filter: { status: ['OPEN'] } });
    const listbox = await openSelect('app.test.status');
    fireEvent.click(within(listbox).getByRole('option', { name: 'OPEN' }));
    await waitFor(() => expect(filterState()).toEqual({}));
    expect(within(listbox).getByRole('option', { name: 'Any' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('RangeInput', () => {
  it('sends valid ranges as { from, to }', async () => {
    renderInList(<FilterBar filters={filters} />, shown);
    fireEvent.change(await screen.findByRole('textbox', { name: 'app.test.stake from' }), { target: { value: '5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'app.test.stake to' }), { target: { value: '10' } });
    await waitFor(() => expect(filterState()).toEqual({ stake: { from: 5, to: 10 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(filterState()).toEqual({}));
    expect(screen.getByRole('textbox', { name: 'app.test.stake from' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'app.test.stake to' })).toHaveValue('');
  });

  it('shows an inline error and sends nothing below the minimum', async () => {
    renderInList(<FilterBar filters={filters} />, shown);
    fireEvent.change(await screen.findByRole('textbox', { name: 'app.test.stake from' }), { target: { value: '-1' } });
    expect(await screen.findByText('At least 0')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'app.test.stake from' })).toHaveAttribute('aria-invalid', 'true');
    await settleWith(3);
    expect(filterState()).toEqual({ playerId: 3 });
  });

  it('rejects From above To and keeps the last valid value', async () => {
    renderInList(<FilterBar filters={filters} />, { ...shown, filter: { stake: { from: 1, to: 10 } } });
    const to = await screen.findByRole('textbox', { name: 'app.test.stake to' });
    expect(to).toHaveValue('10');
    fireEvent.change(screen.getByRole('textbox', { name: 'app.test.stake from' }), { target: { value: '20' } });
    expect(await screen.findByText('Must not be below From')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'app.test.stake from' })).toHaveValue('20');
    await settleWith(3);
    expect(filterState()).toEqual({ stake: { from: 1, to: 10 }, playerId: 3 });
  });

  it('rejects text that is not a number', async () => {
    renderInList(<FilterBar filters={filters} />, shown);
    fireEvent.change(await screen.findByRole('textbox', { name: 'app.test.stake to' }), { target: { value: 'abc' } });
    expect(await screen.findByText('Enter a number')).toBeInTheDocument();
  });
});

describe('TextFilterInput (numeric)', () => {
  it('stores a number at least the minimum, and flags the rest', async () => {
    renderInList(<FilterBar filters={filters} />, shown);
    const input = await screen.findByRole('textbox', { name: 'app.test.playerId' });
    fireEvent.change(input, { target: { value: '42' } });
    await waitFor(() => expect(filterState()).toEqual({ playerId: 42 }));
    fireEvent.change(input, { target: { value: '42.' } });
    const betslipId = screen.getByRole('textbox', { name: 'app.test.betslipId' });
    fireEvent.change(betslipId, { target: { value: '5' } });
    await waitFor(() => expect(filterState().betslipId).toBe(5));
    expect(input).toHaveValue('42.');
    expect(filterState()).toEqual({ playerId: 42, betslipId: 5 });
    fireEvent.change(betslipId, { target: { value: '' } });
    fireEvent.change(input, { target: { value: '-3' } });
    expect(await screen.findByText('At least 0')).toBeInTheDocument();
    expect(input).toHaveValue('-3');
    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => expect(filterState()).toEqual({}));
  });
});

describe('TextFilterInput (integer)', () => {
  it('keeps fractions and numbers beyond the id range out of the filter, with a message', async () => {
    renderInList(<FilterBar filters={filters} />, shown);
    const input = await screen.findByRole('textbox', { name: 'app.test.betslipId' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    fireEvent.change(input, { target: { value: '17' } });
    await waitFor(() => expect(filterState()).toEqual({ betslipId: 17 }));
    fireEvent.change(input, { target: { value: '1.5' } });
    expect(await screen.findByText('Enter a whole number')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input, { target: { value: '99999999999' } });
    expect(await screen.findByText('At most 2147483647')).toBeInTheDocument();
    expect(filterState()).toEqual({ betslipId: 17 });
    fireEvent.change(input, { target: { value: '18' } });
    await waitFor(() => expect(filterState()).toEqual({ betslipId: 18 }));
    expect(screen.queryByText('At most 2147483647')).not.toBeInTheDocument();
  });
});

describe('BooleanFilterInput', () => {
  it('stores Yes as true, No as false and Any as no filter', async () => {
    renderInList(<FilterBar filters={filters} />, shown);
    await screen.findByRole('combobox', { name: 'app.test.cancelled' });
    fireEvent.click(within(await openSelect('app.test.cancelled')).getByRole('option', { name: 'No' }));
    await waitFor(() => expect(filterState()).toEqual({ isCancelled: false }));
    fireEvent.click(within(await openSelect('app.test.cancelled')).getByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(filterState()).toEqual({ isCancelled: true }));
    fireEvent.click(within(await openSelect('app.test.cancelled')).getByRole('option', { name: 'Any' }));
    await waitFor(() => expect(filterState()).toEqual({}));
  });
});

describe('TimeFrameInput', () => {
  it('stores the chosen preset name, and Any as no filter', async () => {
    renderInList(<FilterBar filters={filters} />, shown);
    await screen.findByRole('combobox', { name: 'app.test.created' });
    const listbox = await openSelect('app.test.created');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('Last 30 minutes');
    fireEvent.click(within(listbox).getByRole('option', { name: 'Last 24 hours' }));
    await waitFor(() => expect(filterState()).toEqual({ created: 'last24hours' }));
    expect(screen.getByRole('combobox', { name: 'app.test.created' })).toHaveTextContent('Last 24 hours');
    fireEvent.click(within(await openSelect('app.test.created')).getByRole('option', { name: 'Any' }));
    await waitFor(() => expect(filterState()).toEqual({}));
  });

  it('stores a custom range as from_{ISO}_to_{ISO} ending at the end of the chosen day', async () => {
    renderInList(<FilterBar filters={filters} />, shown);
    await screen.findByRole('combobox', { name: 'app.test.created' });
    fireEvent.click(within(await openSelect('app.test.created')).getByRole('option', { name: 'Custom range…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom range' });
    expect(within(dialog).getByRole('button', { name: 'Select Date' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Select Time' })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'From' }), { target: { value: '2025-05-01 08:30' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'To' }), { target: { value: '2025-05-03 00:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(filterState().created).toMatch(/^from_.+_to_.+$/));
    const range = parseCustomRange(filterState().created)!;
    expect(range.from).toEqual(new Date(2025, 4, 1, 8, 30));
    expect(range.to).toEqual(new Date(2025, 4, 3, 23, 59, 59, 999));
    expect(screen.getByRole('combobox', { name: 'app.test.created' })).toHaveTextContent('2025-05-01 08:30 – 2025-05-03 23:59');
  });

  it('disables Done while the end is before the start', async () => {
    renderInList(<FilterBar filters={filters} />, shown);
    await screen.findByRole('combobox', { name: 'app.test.created' });
    fireEvent.click(within(await openSelect('app.test.created')).getByRole('option', { name: 'Custom range…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom range' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'From' }), { target: { value: '2025-05-04 08:30' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'To' }), { target: { value: '2025-05-03 00:00' } });
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeDisabled();
    expect(within(dialog).getByText('The end must not be before the start')).toBeInTheDocument();
  });
});

describe('OperatorSelectInput', () => {
  it('offers Any plus the operators from the app loader, sorted', async () => {
    const load = vi.fn(async () => ['OP2', 'OP1']);
    renderInList(
      <OperatorsLoaderContext.Provider value={load}>
        <FilterBar filters={filters} />
      </OperatorsLoaderContext.Provider>,
      shown,
    );
    await screen.findByRole('combobox', { name: 'app.test.operator' });
    await waitFor(() => expect(load).toHaveBeenCalled());
    const listbox = await openSelect('app.test.operator');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Any', 'OP1', 'OP2']),
    );
    fireEvent.click(within(listbox).getByRole('option', { name: 'OP2' }));
    await waitFor(() => expect(filterState()).toEqual({ operatorCode: 'OP2' }));
  });

  it('keeps showing a stored operator before the list arrives', async () => {
    renderInList(<FilterBar filters={filters} />, { ...shown, filter: { operatorCode: 'OP9' } });
    expect(await screen.findByRole('combobox', { name: 'app.test.operator' })).toHaveTextContent('OP9');
  });
});
