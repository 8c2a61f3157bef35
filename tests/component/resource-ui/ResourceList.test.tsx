import { fireEvent, screen, within } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'ra-core';
import { player } from '../../../resources/player';
import { EnumCell } from '../../../src/resource-ui/cells/EnumCell';
import { TextCell } from '../../../src/resource-ui/cells/TextCell';
import { ResourceListView } from '../../../src/resource-ui/ResourceListView';
import type { ColumnSpec } from '../../../src/resource-ui/types';
import { renderWithAdmin, stubViewport } from './harness';

const columns: ColumnSpec[] = [
  {
    source: 'playerCode.playerUsername',
    label: 'resources.players.fields.playerCode.playerUsername',
    cell: TextCell,
    sortable: true,
    sortField: 'playerCode.playerUsername',
  },
  {
    source: 'status',
    label: 'resources.players.fields.status',
    cell: EnumCell,
    sortable: true,
    sortField: 'statusRank',
    enumName: 'userState',
  },
  {
    source: 'firstName',
    label: 'resources.players.fields.firstName',
    cell: TextCell,
    sortable: true,
    sortField: 'firstName',
    truncate: 20,
  },
  {
    source: 'operatorCode',
    label: 'resources.players.fields.operatorCode',
    cell: TextCell,
    sortable: true,
    sortField: 'operatorCode',
    only: 'central',
  },
];

const records = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    playerCode: { playerUsername: `user${index + 1}` },
    status: index % 2 ? 'ENABLED' : 'DISABLED',
    firstName: 'Maximilian-Alexander Johannes',
    operatorCode: 'op1',
  }));

function listContext(count: number, overrides: Partial<ListControllerResult> = {}) {
  const data = records(count);
  return {
    resource: 'players',
    data,
    total: data.length,
    page: 1,
    perPage: count,
    sort: { field: 'updated', order: 'DESC' },
    filterValues: {},
    displayedFilters: {},
    selectedIds: [],
    isPending: false,
    isLoading: false,
    isFetching: false,
    hasNextPage: false,
    hasPreviousPage: false,
    setSort: vi.fn(),
    setPage: vi.fn(),
    setPerPage: vi.fn(),
    setFilters: vi.fn(),
    showFilter: vi.fn(),
    hideFilter: vi.fn(),
    onSelect: vi.fn(),
    onToggleItem: vi.fn(),
    onUnselectItems: vi.fn(),
    refetch: vi.fn(),
    ...overrides,
  } as unknown as ListControllerResult;
}

function renderList(context: ListControllerResult, permissions?: { role: 'central' | 'operator' }, definition = player) {
  return renderWithAdmin(
    <ListContextProvider value={context}>
      <ResourceListView definition={definition} settings={definition.list} columns={columns} filters={[]} bulkActions={[]} height={800} />
    </ListContextProvider>,
    { permissions },
  );
}

describe('ResourceList view', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = stubViewport();
  });
  afterEach(() => restore());

  it('renders only a window of rows for a 10,000-record page', async () => {
    renderList(listContext(10_000));
    const table = await screen.findByTestId('resource-table');
    const rows = within(table).getAllByTestId(/^row-/);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
    expect(screen.getByTestId('row-1')).toBeInTheDocument();
    expect(screen.queryByTestId('row-10000')).toBeNull();
    expect(table).toHaveAttribute('aria-rowcount', '10001');
  });

  it('title shows the total count when the list declares titleCount', async () => {
    const { unmount } = renderList(listContext(120));
    expect(await screen.findByTestId('list-title')).toHaveTextContent(/^Players$/);
    unmount();
    renderList(listContext(120), undefined, { ...player, list: { ...player.list, titleCount: true } });
    expect(await screen.findByTestId('list-title')).toHaveTextContent('Players (120)');
  });

  it('a header click sorts by the column sortField, toggling the order', async () => {
    const context = listContext(5, { sort: { field: 'statusRank', order: 'ASC' } });
    renderList(context);
    fireEvent.click(within(await screen.findByTestId('header-status')).getByRole('button'));
    expect(context.setSort).toHaveBeenCalledWith({ field: 'statusRank', order: 'DESC' });
    fireEvent.click(within(screen.getByTestId('header-firstName')).getByRole('button'));
    expect(context.setSort).toHaveBeenCalledWith({ field: 'firstName', order: 'ASC' });
  });

  it('truncates text to the column limit with an ellipsis and shows translated enum labels', async () => {
    renderList(listContext(2));
    const row = await screen.findByTestId('row-1');
    expect(within(row).getByText('Maximilian-Alexander…')).toBeInTheDocument();
    expect(within(row).getByText('Disabled')).toBeInTheDocument();
    expect(within(screen.getByTestId('row-2')).getByText('Enabled')).toBeInTheDocument();
  });

  it('an empty result says "No results" and Reset filters goes back to the list\'s default filter', async () => {
    const betslipLike = { ...player, list: { ...player.list, defaultFilter: { timeFrame: 'last24hours' } } };
    const context = listContext(0, { filterValues: { status: ['LOCKED'] }, total: 0 });
    renderList(context, undefined, betslipLike);
    const empty = await screen.findByTestId('list-empty');
    expect(empty).toHaveTextContent('No results');
    expect(screen.queryByTestId('resource-table')).toBeNull();
    fireEvent.click(within(empty).getByRole('button'));
    expect(context.setFilters).toHaveBeenCalledWith({ timeFrame: 'last24hours' }, undefined, false);
  });

  it('a failed load shows the message and Retry, and neither table nor pager', async () => {
    const context = listContext(0, { error: new Error('Internal Server Error'), total: 100 } as Partial<ListControllerResult>);
    renderList(context);
    const alert = await screen.findByTestId('list-error');
    expect(alert).toHaveTextContent('The list could not be loaded: Internal Server Error');
    expect(screen.queryByTestId('resource-table')).toBeNull();
    expect(screen.queryByText(/of 100/)).toBeNull();
    fireEvent.click(within(alert).getByRole('button'));
    expect(context.refetch).toHaveBeenCalled();
  });

  it('identifying columns stay put when scrolling sideways, money is right-aligned, cut text shows in full on hover', async () => {
    renderList(listContext(2));
    const row = await screen.findByTestId('row-1');
    const username = within(row).getByTestId('cell-playerCode.playerUsername');
    expect(getComputedStyle(username).position).toBe('sticky');
    expect(getComputedStyle(within(row).getByTestId('cell-firstName')).position).not.toBe('sticky');
    const cell = within(row).getByTestId('cell-firstName');
    Object.defineProperty(cell, 'scrollWidth', { configurable: true, value: 400 });
    Object.defineProperty(cell, 'clientWidth', { configurable: true, value: 100 });
    fireEvent.mouseOver(cell);
    expect(cell).toHaveAttribute('title', 'Maximilian-Alexander…');
  });

  it('styles every row by the same rules: a row differs in its inline position only, so scrolling adds no style rules', async () => {
    renderList(listContext(2));
    const first = await screen.findByTestId('row-1');
    const second = screen.getByTestId('row-2');
    expect(second.className).toBe(first.className);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.className);
    expect(cells(second)).toEqual(cells(first));
    expect(first.parentElement?.style.transform).toBe('translateY(0px)');
    expect(second.parentElement?.style.transform).toMatch(/^translateY\([1-9]\d*px\)$/);
    expect(getComputedStyle(first).display).toBe('grid');
  });

  it('shows central-only columns to central managers only', async () => {
    const { unmount } = renderList(listContext(2));
    await screen.findByTestId('row-1');
    expect(screen.queryByTestId('header-operatorCode')).toBeNull();
    unmount();
    renderList(listContext(2), { role: 'central' });
    expect(await screen.findByTestId('header-operatorCode')).toBeInTheDocument();
  });
});
