/**
 * What the withdrawal and deposit request screens share (000 §3–§4, 002 §7): the request id (the
 * id `/withdrawals/{id}` and `/deposits/{id}` carry), the demo status moves, and the rule of which
 * statuses close a request for good.
 */
import { z } from 'zod';
import { defineAction, type Condition } from './model';
import { PaymentStatus } from './enums';

/** A payment request id: a positive 32-bit integer (the `/deposits/{id}`, `/withdrawals/{id}` id). */
export const PaymentRequestId = z.number().int().positive().max(2_147_483_647);

/** Longest reason or note a manager gives with a request's status change. */
export const REQUEST_REASON_MAX = 255;

/**
 * Statuses a request never leaves, per direction: a demo move refuses them, so money that moved
 * when a request closed never moves twice. A deposit moved no money unless it is PROCESSED, so its
 * failed and expired states stay open (a manual retry still applies to them); a withdrawal's
 * amount went back to the balance when it was cancelled, refunded, rejected or expired.
 */
export const CLOSED_STATUSES = {
  DEPOSIT: ['PROCESSED', 'CANCELED', 'REFUNDED', 'REJECTED_BY_OPERATOR'],
  WITHDRAWAL: ['PROCESSED', 'CANCELED', 'REFUNDED', 'REJECTED_BY_OPERATOR', 'REJECTED_BY_GATEWAY', 'EXPIRED'],
} as const satisfies Record<'DEPOSIT' | 'WITHDRAWAL', readonly z.output<typeof PaymentStatus>[]>;

/**
 * Withdrawal statuses in which the amount goes back to the wallet: a withdrawal moved to one of
 * them (cancelled, refunded, rejected, expired) returns what it still holds.
 */
export const WITHDRAWAL_RETURNED_STATUSES = ['CANCELED', 'REFUNDED', 'REJECTED_BY_OPERATOR', 'REJECTED_BY_GATEWAY', 'EXPIRED'] as const;

/**
 * The demo status move of a request (`PUT {op}/demo/<kind>/requests/{id}/status/{status}`, 002 §7):
 * on a demo database only, a request not yet closed moves to any other status, as the player's
 * app or the gateway would move it. Money moves as it would: a deposit moved to PROCESSED is
 * credited; a withdrawal moved to a returned status gives back what it holds. The control shows
 * only on a demo (`only: 'demo'`, the server info's demo login).
 */
export function demoMoveAction(kind: 'deposit' | 'withdrawal') {
  const open: Condition = { status: { not: CLOSED_STATUSES[kind === 'deposit' ? 'DEPOSIT' : 'WITHDRAWAL'] } };
  return defineAction({
    scope: 'record',
    request: { method: 'PUT', basePath: `demo/${kind}/requests`, path: '{id}/status/{status}' },
    answer: { record: true },
    input: z.object({ status: PaymentStatus }),
    only: 'demo',
    visibleWhen: open,
    enabledWhen: open,
    successMessage: 'app.messages.demoStatusMoved',
  });
}
