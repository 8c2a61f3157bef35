/**
 * The demo status moves (002 §7: `demo/deposit/requests/{id}/status/{s}`,
 * `demo/withdrawal/requests/{id}/status/{s}`; `PUT`): on a demo database only (seeded with the demo
 * data, which stores the demo login: `readDemoLogin`), a request that is not closed moves to any
 * other status, as the player's app or the gateway would move it, so a demonstration can walk a
 * request through its life. Elsewhere the call is a 403. Money moves as it would: a deposit moved
 * to PROCESSED is credited (the gateway took the money; the manual deposit rules are not applied),
 * a withdrawal moved to a returned status gives back what it holds. A closed request never moves
 * again (resources/paymentRequests.ts `CLOSED_STATUSES`), so money moves once.
 */
import type { PaymentStatus } from '../../resources/enums';
import type { deposits } from '../../resources/deposits';
import type { withdrawals } from '../../resources/withdrawals';
import { CLOSED_STATUSES, WITHDRAWAL_RETURNED_STATUSES } from '../../resources/paymentRequests';
import type { z } from 'zod';
import { logActivity, managerUser } from '../activity-log';
import { badRequest, forbidden } from '../http/errors';
import type { ActionContext, ActionHandlers } from '../resource/actions';
import { findRecord } from '../resource/records';
import { readDemoLogin } from '../shell/demoLogin';
import { playerTable } from '../tables/players';
import { depositRequestsTable, withdrawalRequestsTable } from '../tables/requests';
import {
  amountText,
  assertAccountCurrency,
  book,
  lockRequest,
  loggedBalances,
  noun,
  returnHeld,
  setStatus,
  type Booked,
  type Direction,
} from './payment-booking';

type Status = z.output<typeof PaymentStatus>;

async function demoMove(context: ActionContext, direction: Direction, target: Status) {
  if (!(await readDemoLogin(context.db))) {
    throw forbidden('Demo status moves are available on a demo database only (one seeded with the demo data)');
  }
  return context.db.transaction(async (tx) => {
    const current = await lockRequest(tx, context.scope, direction, Number(context.id));
    const kind = noun(direction);
    const id = current.paymentRequestId;
    const closed: readonly string[] = CLOSED_STATUSES[direction];
    if (closed.includes(current.paymentStatus)) {
      throw badRequest(
        `A demo move applies only to a ${kind} that is not closed (${closed.join(', ')}); ${kind} ${id} is ${current.paymentStatus}`,
        [{ path: 'status', message: `${kind} ${id} is closed (${current.paymentStatus})` }],
      );
    }
    if (current.paymentStatus === target) {
      throw badRequest(`The ${kind} ${id} is ${target} already`, [{ path: 'status', message: `Already ${target}` }]);
    }
    const player = await findRecord(tx, playerTable, context.scope, current.playerId, { forUpdate: true });
    const amount = Math.abs(current.accountMovement);
    let moved: Booked | undefined;
    let money = 'no money moved';
    if (direction === 'DEPOSIT' && target === 'PROCESSED') {
      assertAccountCurrency(current, player);
      moved = await book(tx, {
        player,
        current,
        movement: amount,
        kind: 'DEPOSIT',
        status: 'PROCESSED',
        description: `${current.description ?? `Deposit ${id}`} (demo move)`,
        fallbackToMain: false,
        ipAddress: context.request.ip,
      });
      money = `${amountText(amount, current.currency)} credited`;
    } else if (direction === 'WITHDRAWAL' && (WITHDRAWAL_RETURNED_STATUSES as readonly string[]).includes(target)) {
      const returned = await returnHeld(tx, current, player, {
        kind: 'WITHDRAWAL_RETURNED',
        status: target,
        description: (back) => `Withdrawal ${id} ${target.toLowerCase()} (demo move), ${back} returned`,
        ipAddress: context.request.ip,
      });
      moved = returned.moved;
      if (moved) money = `${amountText(returned.amount, current.currency)} returned to the balance`;
    }
    await setStatus(tx, current.id, {
      status: target,
      by: context.manager.username,
      reason: null,
      ...(moved && direction === 'DEPOSIT' ? { balances: { before: moved.totalBefore, after: moved.total } } : {}),
    });
    const balances = loggedBalances(player, moved);
    await logActivity(tx, {
      operatorCode: current.operatorCode,
      logType: direction,
      significanceLevel: 'Low30',
      user: managerUser(context.manager),
      affected: playerTable.logSubject(player).user,
      details: `Demo move of ${kind} ${id}: ${current.paymentStatus} → ${target}, ${money}`,
      ipAddress: context.request.ip,
      transactionId: String(id),
      walletCode: moved?.wallet.code ?? null,
      currencyCode: current.currency,
      amount,
      before: { paymentStatus: current.paymentStatus, ...balances.before },
      after: { paymentStatus: target, ...balances.after },
    });
    return findRecord(tx, direction === 'DEPOSIT' ? depositRequestsTable : withdrawalRequestsTable, context.scope, id);
  });
}

export const demoDepositHandlers: Pick<ActionHandlers<typeof deposits>, 'demoMoveDeposit'> = {
  demoMoveDeposit: (context, input) => demoMove(context, 'DEPOSIT', input.status),
};

export const demoWithdrawalHandlers: Pick<ActionHandlers<typeof withdrawals>, 'demoMoveWithdrawal'> = {
  demoMoveWithdrawal: (context, input) => demoMove(context, 'WITHDRAWAL', input.status),
};
