import { screen } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'ra-core';
import { playerLimits } from '../../../resources/playerLimits';
import { TextCell } from '../../../src/resource-ui/cells/TextCell';
import { ResourceListView } from '../../../src/resource-ui/ResourceListView';
import { listHeaders } from '../../../src/panels/listHeaders';
import { renderWithAdmin, stubViewport } from './harness';

const context = {
  resource: 'players-limits',
  data: [{ id: 1, playerCode: { playerUsername: 'ann' } }],
  total: 1,
  page: 1,
  perPage: 100,
  sort: { field: 'updated', order: 'DESC' },
  filterValues: {},
  displayedFilters: {},
  selectedIds: [],
  isPending: false,
  isLoading: false,
  isFetching: false,
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
} as unknown as ListControllerResult;

const columns = [
  {
    source: 'playerCode.playerUsername',
    label: 'resources.players-limits.fields.playerCode.playerUsername',
    cell: TextCell,
    sortable: true,
    sortField: 'playerCode.playerUsername',
  },
];

describe('list header slot (list.header)', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = stubViewport();
  });
  afterEach(() => restore());

  it('renders the named header below the title and filters, above the table', async () => {
    const Header = () => <div data-testid="list-header">header</div>;
    renderWithAdmin(
      <ListContextProvider value={context}>
        <ResourceListView
          definition={playerLimits}
          settings={playerLimits.list}
          columns={columns}
          filters={[]}
          bulkActions={[]}
          header={Header}
          height={400}
        />
      </ListContextProvider>,
    );
    const table = await screen.findByTestId('resource-table');
    const header = screen.getByTestId('list-header');
    expect(header.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('list-title').compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('registers the limits legend, which both limits declarations name', () => {
    expect(playerLimits.list.header).toBe('LimitsLegend');
    expect(listHeaders[playerLimits.list.header as keyof typeof listHeaders]).toBeDefined();
  });
});
