/**
 * Deposit requests (`/deposits`, `{op}/depositRequests`, 000 §2–§4, 002 §7): money coming in, with
 * the manual retry and cancel of a deposit that has not gone through and, on a demo, the demo
 * status moves.
 */
import { z } from 'zod';
import { defineAction, defineResource, type Condition } from './model';
import { KycStatus, PaymentGateway, PaymentMethod, PaymentStatus } from './enums';
import { timestamp } from './rules';
import { PaymentRequestId, demoMoveAction } from './paymentRequests';

/**
 * Statuses the manual actions apply to (002 §4 leaves the transitions open; these are the
 * product's rules, checked by the server and used to show the buttons).
 * - Retry: a deposit that has not gone through, pending or failed; no money has moved yet.
 * - Cancel: still open or failed, so no money has moved; PROCESSED, CANCELED, REFUNDED and
 *   REJECTED_BY_OPERATOR are final.
 */
export const DEPOSIT_RETRY_STATUSES = ['PENDING', 'FAILED', 'EXPIRED', 'REJECTED_BY_GATEWAY'] as const;
export const DEPOSIT_CANCEL_STATUSES = [
  'PENDING',
  'REQUESTED',
  'ACCEPTED',
  'PROCESSING',
  'ACKNOWLEDGED',
  'TO_CHECK',
  'UNKNOWN',
  'FAILED',
  'EXPIRED',
  'REJECTED_BY_GATEWAY',
] as const;

/** A deposit request; `id` is the payment request id (`/deposits/{id}`, the payments list's request id). */
export const DepositRequest = z.object({
  id: PaymentRequestId,
  /** When the player asked for it. */
  created: timestamp(),
  /** The last change of its status. */
  updated: timestamp(),
  operatorCode: z.string(),
  playerId: z.number().int(),
  playerUsername: z.string(),
  /** The player's KYC status now. */
  kycStatus: KycStatus,
  /** The amount credited when processed, in `currency`. */
  amount: z.number(),
  currency: z.string(),
  gatewayCode: PaymentGateway.nullable().optional(),
  paymentMethod: PaymentMethod.nullable().optional(),
  status: PaymentStatus,
  /** The manager's reason or note with the last status change. */
  statusReason: z.string().nullable().optional(),
  /** The manager who made the last status change; null for the player or the gateway. */
  updatedBy: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  ipAddress: z.string().nullable().optional(),
});

export type DepositRequest = z.output<typeof DepositRequest>;

/**
 * A manual action on a deposit: `POST {op}/deposits/{id}/<name>`; payload: the updated request.
 * It leaves the deposit in a final status, so the console asks first; offered for selected rows too.
 */
const manualAction = (name: string, statuses: readonly string[], messages: { warning: string; success: string }) => {
  const when: Condition = { status: statuses };
  return defineAction({
    scope: 'record',
    request: { method: 'POST', basePath: 'deposits', path: `{id}/${name}` },
    answer: { record: true },
    input: z.object({}),
    enabledWhen: when,
    visibleWhen: when,
    selection: true,
    confirm: { fields: [], warning: messages.warning },
    successMessage: messages.success,
  });
};

export const deposits = defineResource({
  name: 'deposits',
  route: '/deposits',
  menu: { group: 'players', icon: 'deposits', order: 60 },
  api: { path: 'depositRequests' },
  schema: DepositRequest,
  recordName: 'id',
  playerField: 'playerId',
  list: {
    columns: [
      { source: 'id' },
      { source: 'created' },
      { source: 'playerUsername', cell: 'playerLink' },
      { source: 'operatorCode', only: 'central' },
      { source: 'kycStatus' },
      { source: 'amount', currency: 'currency' },
      { source: 'gatewayCode' },
      { source: 'paymentMethod' },
      { source: 'status' },
      { source: 'updated' },
      { source: 'statusReason', truncate: 40, tooltip: true },
      { source: 'updatedBy' },
    ],
    defaultSort: { field: 'created', order: 'DESC' },
    // What came in and where it stands.
    keyColumns: ['amount', 'status'],
    search: 'playerUsername',
    defaultFilter: { created: 'last7days' },
    titleCount: true,
    rowTone: [
      { when: { status: ['FAILED', 'REJECTED_BY_GATEWAY'] }, tone: 'error' },
      { when: { status: ['TO_CHECK', 'UNKNOWN'] }, tone: 'warning' },
    ],
  },
  filters: [
    { source: 'id', type: 'input', numeric: true, match: 'exact' },
    { source: 'status', type: 'multipleSelect' },
    { source: 'kycStatus', type: 'multipleSelect' },
    { source: 'amount', type: 'range', min: 0 },
    { source: 'gatewayCode', type: 'input', match: 'exact' },
    { source: 'paymentMethod', type: 'input', match: 'exact' },
    { source: 'currency', type: 'input', match: 'exact' },
    { source: 'created', type: 'timeFrame', presets: 'payments' },
    { source: 'operatorCode', type: 'select', only: 'central' },
  ],
  show: {
    sections: [
      { title: 'request', fields: ['id', 'created', 'amount', 'currency', 'gatewayCode', 'paymentMethod', 'description'] },
      { title: 'decision', fields: ['status', 'updated', 'updatedBy', 'statusReason'] },
      { title: 'player', fields: ['playerUsername', 'operatorCode', 'kycStatus', 'country', 'ipAddress'] },
    ],
  },
  actions: {
    /** Retry a pending or failed deposit: it is processed now and credited to the player's wallet. */
    manualRetryDeposit: manualAction('manualRetry', DEPOSIT_RETRY_STATUSES, {
      warning: 'app.messages.depositRetryWarning',
      success: 'app.messages.depositRetried',
    }),
    /** Cancel an open or failed deposit; no money moves. */
    manualCancelDeposit: manualAction('manualCancel', DEPOSIT_CANCEL_STATUSES, {
      warning: 'app.messages.depositCancelWarning',
      success: 'app.messages.depositCancelled',
    }),
    demoMoveDeposit: demoMoveAction('deposit'),
  },
  storage: { table: 'deposit_requests' },
});
