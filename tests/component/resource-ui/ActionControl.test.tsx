import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { player } from '../../../resources/player';
import { ActionControl } from '../../../src/resource-ui/ActionControl';
import type { ActionSpec } from '../../../src/resource-ui/types';
import { renderWithAdmin } from './harness';

const changeStatus: ActionSpec = {
  name: 'changeStatus',
  label: 'resources.players.actions.changeStatus',
  scope: 'record',
  control: 'select',
  field: 'status',
  enumName: 'userState',
  options: ['REGISTERED', 'ENABLED', 'DISABLED', 'LOCKED'],
  recordFields: [],
  params: [],
  confirmFields: ['disabledReason'],
  confirmUnless: { status: 'ENABLED' },
  successMessage: 'app.messages.playerUpdateSuccessful',
};

function setup(status: string) {
  const runAction = vi.fn(async () => ({ data: {} }));
  const record = { id: 7, status, disabledReason: null };
  renderWithAdmin(<ActionControl spec={changeStatus} definition={player} record={record} target={{ id: 7 }} />, {
    dataProvider: { runAction },
  });
  return runAction;
}

async function choose(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

describe('record action select', () => {
  it('asks for a disabled reason before any status but ENABLED, validated with the action input', async () => {
    const runAction = setup('ENABLED');
    await choose('Disabled');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(runAction).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Disabled reason'), { target: { value: 'x'.repeat(256) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Maximum length is 255')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Disabled reason'), { target: { value: 'fraud' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(runAction).toHaveBeenCalledWith('players', 'changeStatus', {
        id: 7,
        input: { status: 'DISABLED', disabledReason: 'fraud' },
      }),
    );
  });

  it('runs ENABLED at once without a dialog', async () => {
    const runAction = setup('DISABLED');
    await choose('Enabled');
    await waitFor(() =>
      expect(runAction).toHaveBeenCalledWith('players', 'changeStatus', { id: 7, input: { status: 'ENABLED' } }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
