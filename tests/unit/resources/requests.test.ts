import { actionPath, buildActionRequest, matchesCondition } from '../../../resources/model';
import { DASHBOARD_QUEUES, queuePath, queueWireFilter } from '../../../resources/dashboard';
import { DepositRequest, deposits } from '../../../resources/deposits';
import { CLOSED_STATUSES, WITHDRAWAL_RETURNED_STATUSES } from '../../../resources/paymentRequests';
import { PaymentStatus } from '../../../resources/enums';
import { WithdrawalRuleInput, withdrawalRules } from '../../../resources/withdrawalRules';
import { WITHDRAWAL_EVENTS, WITHDRAWAL_WAITING_STATUSES, WithdrawalRequest, withdrawals } from '../../../resources/withdrawals';
import { filterByKey, toneOf } from './helpers';

const withdrawal = WithdrawalRequest.parse({
  id: 61003,
  created: '2025-02-28T12:00:00Z',
  updated: '2025-02-28T12:01:00Z',
  operatorCode: 'op1',
  playerId: 1042,
  playerUsername: 'ana.h',
  withdrawalState: 'TRUSTED',
  kycStatus: 'VERIFIED',
  withdrawalDisabled: false,
  amount: 250,
  currency: 'EUR',
  gatewayCode: 'SKRILL',
  status: 'TO_CHECK',
  checkResult: 'ABOVE_RULE_LIMIT',
  ruleId: 3,
});

const as = (status: string, extra: Record<string, unknown> = {}) => ({ ...withdrawal, status, ...extra });

describe('withdrawals resource', () => {
  it('lists withdrawal/requests oldest first, by default what waits for a person', () => {
    expect(withdrawals).toMatchObject({
      route: '/withdrawals',
      api: { path: 'withdrawal/requests' },
      menu: { group: 'players', order: 50 },
    });
    expect(withdrawals.list.defaultSort).toEqual({ field: 'created', order: 'ASC' });
    expect(withdrawals.list.defaultFilter).toEqual({ status: [...WITHDRAWAL_WAITING_STATUSES] });
    for (const key of ['status', 'withdrawalState', 'kycStatus', 'checkResult'])
      expect(filterByKey(withdrawals, key).type).toBe('multipleSelect');
    expect(filterByKey(withdrawals, 'amount')).toMatchObject({ type: 'range', min: 0 });
    expect(filterByKey(withdrawals, 'created')).toMatchObject({ type: 'timeFrame', presets: 'payments' });
  });

  it('colours failed payouts, requests to check and paid ones', () => {
    expect(toneOf(withdrawals, as('FAILED'))).toBe('error');
    expect(toneOf(withdrawals, as('TO_CHECK'))).toBe('warning');
    expect(toneOf(withdrawals, as('PROCESSED'))).toBeUndefined();
    expect(toneOf(withdrawals, as('REQUESTED'))).toBeUndefined();
  });

  it('each event is POST withdrawal/requests/{id}/withdrawEvent/{event}, offered for selected rows too', () => {
    const cases = [
      ['acceptWithdrawal', 'WITHDRAWAL_ACCEPTED_FROM_BACKOFFICE', {}],
      ['processWithdrawalManually', 'PROCESS_MANUAL_WITHDRAWAL', { note: 'Paid at the desk' }],
      ['rejectWithdrawal', 'WITHDRAWAL_REJECTED_FROM_BACKOFFICE', { reason: 'Duplicate request' }],
    ] as const;
    for (const [name, event, input] of cases) {
      const action = withdrawals.actions[name];
      const request = buildActionRequest(action, action.input.parse(input), { id: 61003 });
      expect(request.method).toBe('POST');
      expect(actionPath(withdrawals.api.path, request)).toBe(`withdrawal/requests/61003/withdrawEvent/${event}`);
      expect(request.body).toEqual(Object.keys(input).length ? input : undefined);
      expect(action.selection).toBe(true);
      expect(action.visibleWhen).toEqual({ status: WITHDRAWAL_EVENTS[event].from });
    }
  });

  it('shows an event only where its status rule allows it; paying out needs a player whose withdrawals are not blocked', () => {
    const accept = withdrawals.actions.acceptWithdrawal;
    const reject = withdrawals.actions.rejectWithdrawal;
    expect(matchesCondition(as('TO_CHECK'), accept.enabledWhen)).toBe(true);
    expect(matchesCondition(as('TO_CHECK', { withdrawalDisabled: true }), accept.enabledWhen)).toBe(false);
    expect(matchesCondition(as('TO_CHECK', { withdrawalDisabled: true }), reject.enabledWhen)).toBe(true);
    expect(matchesCondition(as('ACCEPTED'), accept.visibleWhen)).toBe(false);
    expect(matchesCondition(as('ACCEPTED'), withdrawals.actions.processWithdrawalManually.visibleWhen)).toBe(true);
    for (const status of ['PROCESSED', 'REJECTED_BY_OPERATOR', 'CANCELED', 'PROCESSING']) {
      for (const name of ['acceptWithdrawal', 'processWithdrawalManually', 'rejectWithdrawal'] as const) {
        expect(matchesCondition(as(status), withdrawals.actions[name].visibleWhen), `${name} on ${status}`).toBe(false);
      }
    }
  });

  it('a rejection needs a reason of at most 255 characters; a note is optional', () => {
    const reject = withdrawals.actions.rejectWithdrawal;
    expect(reject.confirm).toEqual({
      fields: ['reason'],
      warning: 'app.messages.withdrawalRejectWarning',
      item: 'app.messages.withdrawalItem',
      total: 'amount',
    });
    expect(reject.input.safeParse({ reason: '  ' }).success).toBe(false);
    expect(reject.input.safeParse({ reason: 'x'.repeat(256) }).success).toBe(false);
    expect(withdrawals.actions.processWithdrawalManually.input.safeParse({}).success).toBe(true);
  });

  it('reprocessing is POST withdrawal/reprocess with {}; the demo move is PUT demo/withdrawal/requests/{id}/status/{status}, on a demo only', () => {
    const reprocess = buildActionRequest(withdrawals.actions.reprocessWithdrawals, {});
    expect(actionPath(withdrawals.api.path, reprocess)).toBe('withdrawal/reprocess');
    expect(reprocess.body).toEqual({});
    const demo = withdrawals.actions.demoMoveWithdrawal;
    const move = buildActionRequest(demo, { status: 'PROCESSING' }, { id: 61003 });
    expect(move.method).toBe('PUT');
    expect(actionPath(withdrawals.api.path, move)).toBe('demo/withdrawal/requests/61003/status/PROCESSING');
    expect(demo.only).toBe('demo');
    expect(matchesCondition(as('PROCESSED'), demo.visibleWhen)).toBe(false);
    expect(matchesCondition(as('FAILED'), demo.visibleWhen)).toBe(true);
  });

  it("is Home's withdrawals-waiting queue, opened with its default view", () => {
    expect(DASHBOARD_QUEUES.withdrawalsWaiting.route).toBe('/withdrawals');
    expect(queueWireFilter('withdrawalsWaiting')).toEqual({ status: [...WITHDRAWAL_WAITING_STATUSES] });
    expect(queuePath('withdrawalsWaiting')).toBe(
      `/withdrawals?filter=${encodeURIComponent(JSON.stringify({ status: [...WITHDRAWAL_WAITING_STATUSES] }))}`,
    );
  });
});

describe('deposits resource', () => {
  const deposit = DepositRequest.parse({ ...withdrawal, status: 'FAILED' });

  it('lists depositRequests newest first, the last 7 days by default', () => {
    expect(deposits).toMatchObject({ route: '/deposits', api: { path: 'depositRequests' }, menu: { group: 'players', order: 60 } });
    expect(deposits.list.defaultSort).toEqual({ field: 'created', order: 'DESC' });
    expect(deposits.list.defaultFilter).toEqual({ created: 'last7days' });
  });

  it('retries and cancels through deposits/{id}/manualRetry|manualCancel, for selected rows too', () => {
    const retry = buildActionRequest(deposits.actions.manualRetryDeposit, {}, { id: 61003 });
    expect(actionPath(deposits.api.path, retry)).toBe('deposits/61003/manualRetry');
    expect(matchesCondition(deposit, deposits.actions.manualRetryDeposit.enabledWhen)).toBe(true);
    expect(matchesCondition({ ...deposit, status: 'PROCESSED' }, deposits.actions.manualCancelDeposit.enabledWhen)).toBe(false);
    expect(deposits.actions.manualCancelDeposit.selection).toBe(true);
    expect(actionPath(deposits.api.path, buildActionRequest(deposits.actions.demoMoveDeposit, { status: 'PROCESSED' }, { id: 5 }))).toBe(
      'demo/deposit/requests/5/status/PROCESSED',
    );
  });
});

describe('the closing statuses', () => {
  it('a returned withdrawal status closes it; every closing status is a payment status', () => {
    for (const status of WITHDRAWAL_RETURNED_STATUSES) expect(CLOSED_STATUSES.WITHDRAWAL).toContain(status);
    for (const status of [...CLOSED_STATUSES.DEPOSIT, ...CLOSED_STATUSES.WITHDRAWAL]) expect(PaymentStatus.options).toContain(status);
    // A failed deposit may still be retried, so it is not closed.
    expect(CLOSED_STATUSES.DEPOSIT).not.toContain('FAILED');
  });
});

describe('withdrawal rules resource', () => {
  it("reached from the withdrawals screen, not a menu entry; a rule is added in an operator's view", () => {
    expect(withdrawalRules).toMatchObject({ api: { path: 'withdrawal/rules' }, menu: { hidden: true } });
    expect(withdrawalRules.audience).toBeUndefined();
    expect(withdrawalRules.actions.addWithdrawalRule.only).toBe('operator');
    expect(withdrawalRules.edit?.fields.filter((field) => !field.readOnly).map((field) => field.source)).toEqual([
      'maxAmount',
      'dailyAmount',
      'enabled',
      'description',
    ]);
  });

  it('a rule names a currency code and amounts from 0', () => {
    expect(WithdrawalRuleInput.parse({ currency: 'EUR', maxAmount: 200 })).toEqual({ currency: 'EUR', maxAmount: 200 });
    const bad = WithdrawalRuleInput.safeParse({ currency: 'euro', maxAmount: -1, dailyAmount: 2e9 });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((issue) => [issue.path.join('.'), issue.message]).sort()).toEqual([
      ['currency', 'app.validation.currencyCode'],
      ['dailyAmount', 'app.validation.max'],
      ['maxAmount', 'app.validation.notNegative'],
    ]);
  });
});
