import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from '../../../i18n/en.json';
import { payments } from '../../../resources/payments';
import { player } from '../../../resources/player';
import { ActionControl } from '../../../src/resource-ui/ActionControl';
import { actionSpec, declaredModel } from '../../../src/resource-ui/declaredSpecs';
import type { ActionSpec } from '../../../src/resource-ui/types';
import { paymentSample } from '../../unit/resources/samples';
import { renderWithAdmin } from './harness';

/** The player status select as the declaration gives it. */
const changeStatus: ActionSpec = (() => {
  const found = declaredModel(player).actions.find((action) => action.name === 'changeStatus');
  if (!found) throw new Error('the player declaration has no changeStatus');
  return actionSpec(found);
})();

function setup(status: string) {
  const runAction = vi.fn(async () => ({ data: {} }));
  const record = { id: 7, status, disabledReason: null, playerCode: { playerUsername: 'ana.h', playerRealm: 'op1' } };
  renderWithAdmin(<ActionControl spec={changeStatus} definition={player} record={record} target={{ id: 7 }} />, {
    dataProvider: { runAction },
    messages: { app: { messages: en.app.messages } },
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
    // The title names the player and the new status as the select shows it.
    const dialog = await screen.findByRole('dialog', { name: 'Change the status of ana.h to “Disabled”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(runAction).not.toHaveBeenCalled();

    // After a Confirm the message follows the typing: gone once the reason is valid, back when too long.
    fireEvent.change(within(dialog).getByLabelText('Disabled reason'), { target: { value: 'ok' } });
    await waitFor(() => expect(within(dialog).queryByText('Required')).toBeNull());
    fireEvent.change(within(dialog).getByLabelText('Disabled reason'), { target: { value: 'x'.repeat(256) } });
    expect(await within(dialog).findByText('Maximum length is 255')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(runAction).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Disabled reason'), { target: { value: 'fraud' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(runAction).toHaveBeenCalledWith('players', 'changeStatus', {
        id: 7,
        record: expect.objectContaining({ id: 7 }),
        input: { status: 'DISABLED', disabledReason: 'fraud' },
      }),
    );
  });

  it('runs ENABLED at once without a dialog', async () => {
    const runAction = setup('DISABLED');
    await choose('Enabled');
    await waitFor(() =>
      expect(runAction).toHaveBeenCalledWith('players', 'changeStatus', {
        id: 7,
        record: expect.objectContaining({ id: 7 }),
        input: { status: 'ENABLED' },
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** The payments Cancel deposit button as generated, its warning a phrase the test catalogue interpolates. */
const cancelDeposit: ActionSpec = {
  name: 'manualCancelDeposit',
  label: 'Cancel deposit',
  scope: 'record',
  control: 'button',
  recordFields: ['paymentRequestId'],
  params: [],
  confirmFields: [],
  confirmWarning: 'Deposit %{paymentRequestId} of %{playerUsername} will be cancelled.',
  enabledWhen: { paymentRequest: 'DEPOSIT', paymentStatus: ['PENDING', 'FAILED'] },
};

function setupButton(spec: ActionSpec) {
  const runAction = vi.fn(async () => ({ data: {} }));
  const record = { ...paymentSample, paymentStatus: 'PENDING' };
  renderWithAdmin(<ActionControl spec={spec} definition={payments} record={record} target={{ id: record.id }} />, {
    dataProvider: { runAction },
  });
  return runAction;
}

describe('record action button', () => {
  it('with confirm: asks first with the warning filled from the record; Cancel does not run it', async () => {
    const runAction = setupButton(cancelDeposit);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel deposit' });
    expect(dialog).toHaveAccessibleDescription('Deposit 61002 of ana.h will be cancelled.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(runAction).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel deposit' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(runAction).toHaveBeenCalledWith('statistics-payments', 'manualCancelDeposit', {
        id: paymentSample.id,
        record: expect.objectContaining({ id: paymentSample.id }),
        input: { paymentRequestId: 61002 },
      }),
    );
    expect(runAction).toHaveBeenCalledTimes(1);
  });

  it('with confirm but no warning: asks "Are you sure?"', async () => {
    setupButton({ ...cancelDeposit, confirmWarning: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel deposit' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription('Are you sure?');
  });

  it('without confirm: runs at once', async () => {
    const runAction = setupButton({ ...cancelDeposit, confirmFields: undefined, confirmWarning: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel deposit' }));
    await waitFor(() =>
      expect(runAction).toHaveBeenCalledWith('statistics-payments', 'manualCancelDeposit', {
        id: paymentSample.id,
        record: expect.objectContaining({ id: paymentSample.id }),
        input: { paymentRequestId: 61002 },
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
