/**
 * Withdrawal requests (`/withdrawals`, `{op}/withdrawal/requests`, 000 §2–§4, 002 §7): money leaving
 * the operator, with the player's withdrawal trust state and KYC status, and the decisions a person
 * takes on them through the withdrawal events (accept, process manually, reject).
 *
 * The status rules (the specification leaves the transitions open) are declared here once; the
 * server refuses an event outside them with a 400 naming the rule, and the console shows each
 * control only where it applies.
 */
import { z } from 'zod';
import { defineAction, defineResource, namedEnum, type Condition } from './model';
import { KycStatus, PaymentGateway, PaymentMethod, PaymentStatus, WithdrawalState } from './enums';
import { optionalText, requiredText, timestamp } from './rules';
import { PaymentRequestId, REQUEST_REASON_MAX, demoMoveAction } from './paymentRequests';

/** Statuses that wait for a person: a decision (pending, requested, to check) or a payout gone wrong (failed, unknown). */
export const WITHDRAWAL_WAITING_STATUSES = ['PENDING', 'REQUESTED', 'TO_CHECK', 'FAILED', 'UNKNOWN'] as const;

/** Statuses nobody has decided yet; reprocessing checks them against the withdrawal rules again. */
export const WITHDRAWAL_UNDECIDED_STATUSES = ['PENDING', 'REQUESTED', 'TO_CHECK'] as const;

/** The withdrawal events (000 §3) and the status each applies to and leads to. */
export const WITHDRAWAL_EVENTS = {
  /** Approved for payout: handed to the gateway (ACCEPTED); a failed payout is tried again. */
  WITHDRAWAL_ACCEPTED_FROM_BACKOFFICE: { from: ['PENDING', 'REQUESTED', 'TO_CHECK', 'FAILED'], to: 'ACCEPTED' },
  /** Paid out by hand outside the gateway (cash desk, bank transfer): PROCESSED; the reserved amount is final. */
  PROCESS_MANUAL_WITHDRAWAL: { from: ['PENDING', 'REQUESTED', 'TO_CHECK', 'ACCEPTED', 'FAILED', 'UNKNOWN'], to: 'PROCESSED' },
  /** Refused with a reason: REJECTED_BY_OPERATOR; the reserved amount goes back to the wallet. */
  WITHDRAWAL_REJECTED_FROM_BACKOFFICE: {
    from: ['PENDING', 'REQUESTED', 'TO_CHECK', 'ACCEPTED', 'FAILED', 'UNKNOWN'],
    to: 'REJECTED_BY_OPERATOR',
  },
} as const;

export const WithdrawalEvent = namedEnum('withdrawalEvent', [
  'WITHDRAWAL_ACCEPTED_FROM_BACKOFFICE',
  'PROCESS_MANUAL_WITHDRAWAL',
  'WITHDRAWAL_REJECTED_FROM_BACKOFFICE',
]);
export type WithdrawalEvent = z.output<typeof WithdrawalEvent>;

/** A withdrawal not yet paid out can be cancelled on the player's behalf; its reserved amount returns. */
export const WITHDRAWAL_CANCEL_STATUSES = ['PENDING', 'REQUESTED', 'ACCEPTED', 'PROCESSING', 'TO_CHECK'] as const;

/**
 * What the withdrawal check said about a request (the player's trust state and the withdrawal
 * rules): approved by a rule, or why it waits for a person.
 */
export const WithdrawalCheck = namedEnum('withdrawalCheck', [
  'AUTO_APPROVED',
  'NEW_PLAYER',
  'MANUAL_APPROVAL',
  'LIMIT_REACHED',
  'KYC_NOT_VERIFIED',
  'NO_RULE',
  'ABOVE_RULE_LIMIT',
  'DAILY_LIMIT_REACHED',
]);
export type WithdrawalCheck = z.output<typeof WithdrawalCheck>;

/** A withdrawal request; `id` is the payment request id (`/withdrawals/{id}`, the payments list's request id). */
export const WithdrawalRequest = z.object({
  id: PaymentRequestId,
  /** When the player asked for it. */
  created: timestamp(),
  /** The last change of its status. */
  updated: timestamp(),
  operatorCode: z.string(),
  playerId: z.number().int(),
  playerUsername: z.string(),
  /** The player's withdrawal trust state now. */
  withdrawalState: WithdrawalState,
  /** The player's KYC status now. */
  kycStatus: KycStatus,
  /** The player's withdrawals are blocked until the account is verified: no payout (001 §5). */
  withdrawalDisabled: z.boolean(),
  /** The amount paid out, positive, in `currency`. */
  amount: z.number(),
  currency: z.string(),
  gatewayCode: PaymentGateway.nullable().optional(),
  paymentMethod: PaymentMethod.nullable().optional(),
  status: PaymentStatus,
  /** The withdrawal check's result; null before it ran. */
  checkResult: WithdrawalCheck.nullable().optional(),
  /** The withdrawal rule that approved it or whose limit it passed. */
  ruleId: z.number().int().nullable().optional(),
  /** The manager's reason or note with the last status change. */
  statusReason: z.string().nullable().optional(),
  /** The manager who made the last status change; null for the player, the gateway or the rules. */
  updatedBy: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  ipAddress: z.string().nullable().optional(),
});

export type WithdrawalRequest = z.output<typeof WithdrawalRequest>;

type WithdrawalPath = keyof z.output<typeof WithdrawalRequest>;

/** The events that pay the amount out: refused while the player's withdrawals are blocked (001 §5). */
export const PAYOUT_EVENTS: readonly WithdrawalEvent[] = ['WITHDRAWAL_ACCEPTED_FROM_BACKOFFICE', 'PROCESS_MANUAL_WITHDRAWAL'];

/**
 * A withdrawal event on one request: `POST {op}/withdrawal/requests/{id}/withdrawEvent/{event}`
 * (the event a literal of the path); payload: the updated request. Offered for selected rows too.
 */
function eventAction<I extends z.ZodObject>(
  event: WithdrawalEvent,
  input: I,
  confirm: { fields: readonly (keyof z.output<I> & string)[]; warning: string },
  successMessage: string,
) {
  const visible: Condition<WithdrawalPath> = { status: WITHDRAWAL_EVENTS[event].from };
  const payout = PAYOUT_EVENTS.includes(event);
  return defineAction({
    scope: 'record',
    request: { method: 'POST', path: `{id}/withdrawEvent/${event}` },
    answer: { record: true },
    input,
    enabledWhen: payout ? { ...visible, withdrawalDisabled: false } : visible,
    visibleWhen: visible,
    ...(payout ? { disabledReason: 'app.messages.withdrawalNeedsVerification' } : {}),
    confirm: { ...confirm, item: 'app.messages.withdrawalItem', total: 'amount' },
    messageArgs: { amount: { money: 'amount', currency: 'currency' } },
    selection: true,
    successMessage,
  });
}

const waiting = { status: [...WITHDRAWAL_WAITING_STATUSES] };

export const withdrawals = defineResource({
  name: 'withdrawals',
  route: '/withdrawals',
  menu: { group: 'players', icon: 'withdrawals', order: 50 },
  api: { path: 'withdrawal/requests' },
  schema: WithdrawalRequest,
  recordName: 'id',
  playerField: 'playerId',
  list: {
    columns: [
      { source: 'id' },
      { source: 'created' },
      { source: 'playerUsername', cell: 'playerLink' },
      { source: 'operatorCode', only: 'central' },
      { source: 'withdrawalState' },
      { source: 'kycStatus' },
      { source: 'amount', currency: 'currency' },
      { source: 'gatewayCode' },
      { source: 'status' },
      { source: 'checkResult' },
      { source: 'updated' },
      { source: 'statusReason', truncate: 40, tooltip: true },
      { source: 'updatedBy' },
    ],
    // A queue: the request that has waited longest comes first.
    defaultSort: { field: 'created', order: 'ASC' },
    // The decision staff make: the request's status and the automatic check's result.
    keyColumns: ['status', 'checkResult'],
    search: 'playerUsername',
    defaultFilter: waiting,
    titleCount: true,
    autoRefresh: { defaultSeconds: 60, embeddedSeconds: 0, options: [0, 5, 10, 60, 300] },
    rowTone: [
      { when: { status: ['FAILED', 'UNKNOWN'] }, tone: 'error' },
      { when: { status: 'TO_CHECK' }, tone: 'warning' },
    ],
    header: 'WithdrawalRulesLink',
  },
  filters: [
    { source: 'id', type: 'input', numeric: true, match: 'exact' },
    { source: 'status', type: 'multipleSelect' },
    { source: 'withdrawalState', type: 'multipleSelect' },
    { source: 'kycStatus', type: 'multipleSelect' },
    { source: 'checkResult', type: 'multipleSelect' },
    { source: 'amount', type: 'range', min: 0 },
    { source: 'gatewayCode', type: 'input', match: 'exact' },
    { source: 'currency', type: 'input', match: 'exact' },
    { source: 'created', type: 'timeFrame', presets: 'payments' },
    { source: 'updated', type: 'timeFrame', presets: 'payments' },
    { source: 'operatorCode', type: 'select', only: 'central' },
  ],
  show: {
    sections: [
      { title: 'request', fields: ['id', 'created', 'amount', 'currency', 'gatewayCode', 'paymentMethod', 'description'] },
      { title: 'decision', fields: ['status', 'checkResult', 'ruleId', 'updated', 'updatedBy', 'statusReason'] },
      {
        title: 'player',
        fields: ['playerUsername', 'operatorCode', 'withdrawalState', 'kycStatus', 'withdrawalDisabled', 'country', 'ipAddress'],
      },
    ],
  },
  actions: {
    acceptWithdrawal: eventAction(
      'WITHDRAWAL_ACCEPTED_FROM_BACKOFFICE',
      z.object({}),
      { fields: [], warning: 'app.messages.withdrawalAcceptWarning' },
      'app.messages.withdrawalAccepted',
    ),
    processWithdrawalManually: eventAction(
      'PROCESS_MANUAL_WITHDRAWAL',
      z.object({ note: optionalText(REQUEST_REASON_MAX) }),
      { fields: ['note'], warning: 'app.messages.withdrawalProcessWarning' },
      'app.messages.withdrawalProcessed',
    ),
    rejectWithdrawal: eventAction(
      'WITHDRAWAL_REJECTED_FROM_BACKOFFICE',
      z.object({ reason: requiredText(REQUEST_REASON_MAX) }),
      { fields: ['reason'], warning: 'app.messages.withdrawalRejectWarning' },
      'app.messages.withdrawalRejected',
    ),
    /** `POST {op}/withdrawals/{id}/manualCancel`: cancelled on the player's behalf; the reserved amount returns. */
    manualCancelWithdrawal: defineAction({
      scope: 'record',
      request: { method: 'POST', basePath: 'withdrawals', path: '{id}/manualCancel' },
      answer: { record: true },
      input: z.object({}),
      enabledWhen: { status: WITHDRAWAL_CANCEL_STATUSES },
      visibleWhen: { status: WITHDRAWAL_CANCEL_STATUSES },
      confirm: { fields: [], warning: 'app.messages.withdrawalCancelWarning' },
      successMessage: 'app.messages.withdrawalCancelled',
    }),
    /**
     * `POST {op}/withdrawal/reprocess`: every undecided request of the view is checked against the
     * player's trust state and the withdrawal rules again. Payload: `{ checked, accepted, waiting }`.
     */
    reprocessWithdrawals: defineAction({
      scope: 'collection',
      request: { method: 'POST', basePath: 'withdrawal', path: 'reprocess', emptyBody: true },
      input: z.object({}),
      confirm: { fields: [], warning: 'app.messages.withdrawalsReprocessWarning' },
      successMessage: 'app.messages.withdrawalsReprocessed',
    }),
    demoMoveWithdrawal: demoMoveAction('withdrawal'),
  },
  storage: { table: 'withdrawal_requests' },
});
