/** The texts of an action's confirm for the selected rows are checked against the declaration. */
import { describe, expect, it } from 'vitest';
import { withdrawals } from '../../../resources/withdrawals';
import { declaredModel } from '../../../src/resource-ui/declaredSpecs';
import type { AnyResource } from '../../../src/resource-ui/types';

/** The withdrawals' accept action with its confirm and selection changed. */
function withAccept(change: Record<string, unknown>): AnyResource {
  const accept = withdrawals.actions.acceptWithdrawal;
  return { ...withdrawals, actions: { ...withdrawals.actions, acceptWithdrawal: { ...accept, ...change } } } as AnyResource;
}

describe('the confirm of the selected rows', () => {
  it('names each request and adds up its amount, as declared', () => {
    const accept = declaredModel(withdrawals).actions.find((action) => action.name === 'acceptWithdrawal');
    expect(accept).toMatchObject({ confirmItem: 'app.messages.withdrawalItem', confirmTotal: 'amount' });
  });

  it('refuses a total that is not a money placeholder of the action', () => {
    const accept = withdrawals.actions.acceptWithdrawal;
    expect(() => declaredModel(withAccept({ confirm: { ...accept.confirm, total: 'id' }, messageArgs: { id: 'id' } }))).toThrow(
      'action "acceptWithdrawal" confirm total "id" is not a money message argument',
    );
    expect(() => declaredModel(withAccept({ confirm: { ...accept.confirm, total: 'stake' } }))).toThrow(
      'confirm total "stake" is not a money message argument',
    );
  });

  it('refuses a selection text on an action not offered for the selected rows', () => {
    expect(() => declaredModel(withAccept({ selection: false }))).toThrow('action "acceptWithdrawal" confirm item needs `selection: true`');
  });
});
