/** The opening list's prefetched page, taken by react-admin's own list from the query cache. */
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { ListBase, TestMemoryRouter, memoryStore, useListContext, type DataProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import { player } from '../../../resources/player';
import { prefetchOpeningList } from '../../../src/shell/openingList';

const rows = [
  { id: 7, username: 'ann' },
  { id: 8, username: 'bob' },
];

function setup() {
  const getList = vi.fn(async () => ({ data: rows, total: 2 }));
  const dataProvider = { getList, prefetchList: vi.fn() } as unknown as DataProvider & Parameters<typeof prefetchOpeningList>[0];
  const queryClient = new QueryClient();
  // An auth check that stays pending: the list's own query waits for it, the cached page does not.
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: () => new Promise<void>(() => undefined),
    checkError: async () => undefined,
    getPermissions: async () => ({ role: 'central' }),
  };
  return { getList, dataProvider, queryClient, authProvider };
}

/** Records what the list context holds on every render. */
function Rows({ seen }: { seen: Array<{ pending: boolean; ids: unknown[] }> }) {
  const { isPending, data } = useListContext();
  seen.push({ pending: isPending, ids: (data ?? []).map((record) => record.id) });
  return <div data-testid="ids">{(data ?? []).map((record) => record.id).join(',')}</div>;
}

function renderList(
  { dataProvider, queryClient, authProvider }: ReturnType<typeof setup>,
  seen: Array<{ pending: boolean; ids: unknown[] }>,
) {
  const { defaultSort, pageSizes } = player.list;
  return render(
    <TestMemoryRouter initialEntries={['/players']}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} queryClient={queryClient} store={memoryStore()}>
        <ListBase resource="players" sort={{ field: defaultSort.field, order: defaultSort.order }} perPage={pageSizes[0]}>
          <Rows seen={seen} />
        </ListBase>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe("the opening list's prefetched page", () => {
  it("is in react-admin's list from its first render, before its auth check settles, and not asked for again", async () => {
    const services = setup();
    prefetchOpeningList(services.dataProvider, { players: player }, { pathname: '/players', search: '' }, {}, services.queryClient);
    await vi.waitFor(() => expect(services.queryClient.isFetching()).toBe(0));
    const seen: Array<{ pending: boolean; ids: unknown[] }> = [];
    renderList(services, seen);
    expect(screen.getByTestId('ids')).toHaveTextContent('7,8');
    expect(seen[0]).toEqual({ pending: false, ids: [7, 8] });
    expect(services.getList).toHaveBeenCalledTimes(1);
  });

  it('without it, the same list renders pending and asks nothing while its auth check runs', () => {
    const services = setup();
    const seen: Array<{ pending: boolean; ids: unknown[] }> = [];
    renderList(services, seen);
    expect(screen.getByTestId('ids')).toHaveTextContent('');
    expect(seen[0]).toEqual({ pending: true, ids: [] });
    expect(services.getList).not.toHaveBeenCalled();
  });
});
