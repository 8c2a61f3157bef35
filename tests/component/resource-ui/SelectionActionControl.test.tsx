import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'ra-core';
import en from '../../../i18n/en.json';
import { withdrawals } from '../../../resources/withdrawals';
import { BulkActionsToolbar } from '../../../src/resource-ui/BulkActionsToolbar';
import type { ActionSpec } from '../../../src/resource-ui/types';
import { renderWithAdmin } from './harness';

/** The withdrawals' reject action as the generated list offers it for the selected rows. */
const reject: ActionSpec = {
  name: 'rejectWithdrawal',
  label: 'resources.withdrawals.actions.rejectWithdrawal',
  scope: 'record',
  control: 'button',
  recordFields: [],
  params: [],
  confirmFields: ['reason'],
  confirmWarning: 'app.messages.withdrawalRejectWarning',
  confirmItem: 'app.messages.withdrawalItem',
  confirmTotal: 'amount',
  messageArgs: { amount: { money: 'amount', currency: 'currency' } },
  selection: true,
};

/** Three requests of two currencies; the fourth is not selected. */
const rows = [
  { id: 1, status: 'TO_CHECK', playerUsername: 'ana.h', amount: 0.1, currency: 'EUR' },
  { id: 2, status: 'TO_CHECK', playerUsername: 'bo', amount: 0.2, currency: 'EUR' },
  { id: 3, status: 'TO_CHECK', playerUsername: 'cem', amount: 45, currency: 'TRY' },
  { id: 4, status: 'TO_CHECK', playerUsername: 'dan', amount: 1000, currency: 'EUR' },
];

function setup(runAction: (resource: string, action: string, params: { id: number; input: object }) => Promise<unknown>) {
  const onSelect = vi.fn();
  const context = {
    resource: 'withdrawals',
    data: rows,
    selectedIds: [1, 2, 3],
    onSelect,
    onUnselectItems: vi.fn(),
  } as unknown as ListControllerResult;
  const refresh = vi.fn();
  renderWithAdmin(
    <ListContextProvider value={context}>
      <BulkActionsToolbar definition={withdrawals} actions={[reject]} />
    </ListContextProvider>,
    { dataProvider: { runAction, getList: vi.fn(), refresh }, messages: { app: { messages: en.app.messages, list: en.app.list } } },
  );
  return { onSelect };
}

describe('an action on the selected rows', () => {
  it('asks the reason once, calls the action for each row in turn, keeps the refused ones selected and lists why', async () => {
    const calls: number[] = [];
    let running = 0;
    let overlapped = false;
    const runAction = vi.fn(async (_resource: string, _action: string, params: { id: number; input: object }) => {
      running++;
      overlapped ||= running > 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      calls.push(params.id);
      if (params.id === 2)
        throw new Error('WITHDRAWAL_REJECTED_FROM_BACKOFFICE applies only to a withdrawal with status PENDING; withdrawal 2 is PROCESSED');
      return { data: { id: params.id } };
    });
    const { onSelect } = setup(runAction);

    fireEvent.click(screen.getByTestId('action-rejectWithdrawal'));
    const dialog = await screen.findByRole('dialog');
    // It names every request it is about, and their total per currency, added exactly.
    const items = within(within(dialog).getByTestId('confirm-rejectWithdrawal-items')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      'Withdrawal 1 of ana.h: 0.10 EUR',
      'Withdrawal 2 of bo: 0.20 EUR',
      'Withdrawal 3 of cem: 45.00 TRY',
    ]);
    expect(within(dialog).getByTestId('confirm-rejectWithdrawal-total')).toHaveTextContent(/^In all: 0\.30\sEUR, 45\.00\sTRY$/);
    // The reason is required: nothing runs without it.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(runAction).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Duplicate request' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const report = await screen.findByTestId('selection-report');
    expect(calls).toEqual([1, 2, 3]);
    expect(overlapped).toBe(false);
    for (const id of [1, 2, 3]) {
      expect(runAction).toHaveBeenCalledWith('withdrawals', 'rejectWithdrawal', { id, input: { reason: 'Duplicate request' } });
    }
    expect(within(report).getByTestId('selection-failure-2')).toHaveTextContent(/withdrawal 2 is PROCESSED/);
    expect(within(report).queryByTestId('selection-failure-1')).toBeNull();
    await waitFor(() => expect(onSelect).toHaveBeenLastCalledWith([2]));
    fireEvent.click(within(report).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('selection-report')).toBeNull());
  });

  it('says nothing more than the toast when every row took it', async () => {
    const runAction = vi.fn(async (_resource: string, _action: string, params: { id: number }) => ({ data: { id: params.id } }));
    const { onSelect } = setup(runAction);
    fireEvent.click(screen.getByTestId('action-rejectWithdrawal'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Refused' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSelect).toHaveBeenLastCalledWith([]));
    expect(runAction).toHaveBeenCalledTimes(3);
    expect(screen.queryByTestId('selection-report')).toBeNull();
  });
});
