import { fireEvent, screen, waitFor } from '@testing-library/react';
import en from '../../../i18n/en.json';
import { BetslipsList } from '../../../src/generated/betslips/BetslipsList';
import { betslipSample } from '../../unit/resources/samples';
import { renderWithAdmin, stubViewport } from './harness';

const messages = { app: { list: en.app.list } };

/** Three betslips of a list whose total is `total`, a lower bound when `atLeast`. */
function provider(total: number, atLeast: boolean) {
  const rows = [1, 2, 3].map((id) => {
    const { betrows: _betrows, ...item } = { ...betslipSample, id };
    return item;
  });
  return {
    getList: vi.fn(async (_resource: string, _params: { pagination: { page: number; perPage: number } }) => ({
      data: rows,
      total,
      ...(atLeast ? { meta: { totalAtLeast: true } } : {}),
    })),
  };
}

describe('a list whose count stopped at its threshold', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = stubViewport();
  });
  afterEach(() => restore());

  it('says "more than" the threshold in the title and the pager, and keeps the next page open', async () => {
    const dataProvider = provider(1001, true);
    renderWithAdmin(<BetslipsList />, { dataProvider, path: '/betslips', messages });
    expect(await screen.findByTestId('row-1')).toBeInTheDocument();
    expect(screen.getByTestId('list-title')).toHaveTextContent(/\(more than 1000\)$/);
    expect(screen.getByText('1-100 of more than 1000')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: /next page/i });
    expect(next).toBeEnabled();
    fireEvent.click(next);
    await waitFor(() => expect(dataProvider.getList.mock.calls.at(-1)?.[1].pagination).toMatchObject({ page: 2 }));
  });

  it('shows an exact total as it is when the API sends no flag', async () => {
    renderWithAdmin(<BetslipsList />, { dataProvider: provider(42, false), path: '/betslips', messages });
    expect(await screen.findByTestId('row-1')).toBeInTheDocument();
    expect(screen.getByTestId('list-title')).toHaveTextContent(/\(42\)$/);
    expect(screen.getByText('1-42 of 42')).toBeInTheDocument();
    expect(screen.queryByText(/more than/)).not.toBeInTheDocument();
  });
});
