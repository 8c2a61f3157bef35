import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'ra-core';
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
  selection: true,
};

function setup(runAction: (resource: string, action: string, params: { id: number; input: object }) => Promise<unknown>) {
  const onSelect = vi.fn();
  const context = {
    resource: 'withdrawals',
    data: [1, 2, 3, 4].map((id) => ({ id, status: 'TO_CHECK' })),
    selectedIds: [1, 2, 3],
    onSelect,
    onUnselectItems: vi.fn(),
  } as unknown as ListControllerResult;
  const refresh = vi.fn();
  renderWithAdmin(
    <ListContextProvider value={context}>
      <BulkActionsToolbar definition={withdrawals} actions={[reject]} />
    </ListContextProvider>,
    { dataProvider: { runAction, getList: vi.fn(), refresh } },
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
