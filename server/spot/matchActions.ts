/**
 * The payment matches' actions: a run of the engine on demand, manual matches from either side
 * (the transaction's page, the invoice's page, or both named), confirming and rejecting a proposal,
 * undoing an applied match. Each runs in one transaction with its activity-log row, on the locked
 * transaction and invoice rows (`matching.ts`).
 */
import BigNumber from 'bignumber.js';
import type { Queryable } from '../db/database';
import { sql } from '../db/sql';
import { ApiError, badRequest, notFound } from '../http/errors';
import type { ActionContext, ActionHandlers } from '../resource/actions';
import { findRecord } from '../resource/records';
import type { spotMatches } from '../../resources/spotMatches';
import type { spotBanking } from '../../resources/spotBanking';
import { change } from './handlers';
import { paysKind } from './matchEngine';
import { ENGINE, lockInvoices, lockTransactions, matcherName, matchesTable, recomputeInvoices, runMatching } from './matching';
import { exactAmount } from './text';

const money = (value: BigNumber.Value) => new BigNumber(value).toFixed();

/**
 * Checks and writes an applied match of `amount` (omitted: the most both sides allow) between a
 * transaction and an invoice on their locked rows. A 400 names the field at fault: `invoiceId` or
 * `transactionId` (not the operator's, another direction, currency or entity, not open), `amount`
 * (more than the transaction's unallocated amount or the invoice's open amount, more decimals than
 * the currency has).
 */
async function applyMatch(
  tx: Queryable,
  op: string,
  target: { transactionId: number; invoiceId: number; amount?: number; from: 'transaction' | 'invoice' | 'both' },
  make: (amount: string) => Promise<number>,
): Promise<number> {
  const transactionField = 'transactionId';
  const invoiceField = 'invoiceId';
  const transactions = await lockTransactions(tx, op, [target.transactionId]);
  const transaction = transactions.get(target.transactionId);
  if (!transaction) {
    if (target.from === 'transaction') throw notFound(`No transaction ${target.transactionId}`);
    throw badRequest(`No transaction ${target.transactionId}`, [
      { path: transactionField, message: `No transaction ${target.transactionId}` },
    ]);
  }
  const invoices = await lockInvoices(tx, op, [target.invoiceId]);
  const invoice = invoices.get(target.invoiceId);
  const wrong = (field: string, message: string) => badRequest(message, [{ path: field, message }]);
  // The field at fault is the side the request names in its body.
  const side = target.from === 'invoice' ? transactionField : invoiceField;
  if (!invoice) {
    if (target.from === 'invoice') throw notFound(`No invoice ${target.invoiceId}`);
    throw wrong(invoiceField, `No invoice ${target.invoiceId}`);
  }
  const name = invoice.number ?? `#${invoice.id}`;
  if (invoice.status !== 'OPEN' && invoice.status !== 'PARTIALLY_PAID') {
    throw wrong(
      side,
      `Invoice ${name} is ${invoice.status === 'DRAFT' ? 'a draft' : invoice.status.toLowerCase()}: only an open invoice takes payments`,
    );
  }
  if (paysKind(transaction.amount) !== invoice.kind) {
    throw wrong(
      side,
      invoice.kind === 'SENT'
        ? `Invoice ${name} is a sent invoice: money in pays it, and transaction ${transaction.id} is money out`
        : `Invoice ${name} is an incoming invoice: money out pays it, and transaction ${transaction.id} is money in`,
    );
  }
  if (transaction.currency !== invoice.currency) {
    throw wrong(side, `Invoice ${name} is in ${invoice.currency}, transaction ${transaction.id} in ${transaction.currency}`);
  }
  if (transaction.entity_id !== invoice.entity_id) {
    throw wrong(side, `Invoice ${name} is another entity's than the account of transaction ${transaction.id}`);
  }
  const unallocated = new BigNumber(transaction.amount).abs().minus(transaction.allocated);
  const open = new BigNumber(invoice.open);
  let amount: BigNumber;
  if (target.amount === undefined) {
    amount = BigNumber.min(unallocated, open);
    if (!amount.gt(0)) {
      const message = `Transaction ${transaction.id} has nothing left to allocate`;
      if (target.from === 'transaction') throw new ApiError(409, message);
      throw wrong(transactionField, message);
    }
  } else {
    const exact = exactAmount(target.amount, transaction.currency);
    if (exact === undefined) throw wrong('amount', `The amount has more decimals than ${transaction.currency} has`);
    amount = new BigNumber(exact);
    if (amount.gt(unallocated)) {
      throw wrong(
        'amount',
        `The amount ${money(amount)} is more than the ${money(unallocated)} of transaction ${transaction.id} not yet allocated`,
      );
    }
    if (amount.gt(open)) throw wrong('amount', `The amount ${money(amount)} is more than the ${money(open)} open of invoice ${name}`);
  }
  const id = await make(money(amount));
  await recomputeInvoices(tx, [invoice.id]);
  return id;
}

/** A manual match; a proposal waiting for the same pair gives way to it (rejected by the same hand). */
async function manualMatch(
  context: ActionContext,
  input: { transactionId: number; invoiceId: number; amount?: number },
  from: 'transaction' | 'invoice' | 'both',
) {
  const by = matcherName(context.manager);
  return change(context, async (tx, op) => {
    let amountText = '';
    const id = await applyMatch(tx, op, { ...input, from }, async (amount) => {
      amountText = amount;
      const live = await tx.query<{ id: number; status: string }>(sql`SELECT id::integer AS id, status FROM spot_matches
        WHERE transaction_id = ${input.transactionId} AND invoice_id = ${input.invoiceId} AND status IN ('PROPOSED', 'APPLIED') FOR UPDATE`);
      if (live.some((row) => row.status === 'APPLIED')) {
        throw new ApiError(
          409,
          `Transaction ${input.transactionId} is matched to invoice ${input.invoiceId} already: undo that match to change it`,
        );
      }
      if (live.length > 0) {
        await tx.query(sql`UPDATE spot_matches SET status = 'REJECTED', decided = now(), decided_by = ${by} WHERE id = ${live[0].id}`);
      }
      const [row] = await tx.query<{
        id: number;
      }>(sql`INSERT INTO spot_matches (operator_code, transaction_id, invoice_id, amount, kind, reason,
          status, created_by, decided, decided_by)
        VALUES (${op}, ${input.transactionId}, ${input.invoiceId}, ${amount}::numeric, 'MANUAL', 'MANUAL', 'APPLIED', ${by}, now(), ${by})
        RETURNING id::integer AS id`);
      return row.id;
    });
    const record = await findRecord(tx, matchesTable, context.scope, id);
    return {
      result: record,
      details: `Matched ${amountText} ${record.currency} of transaction ${input.transactionId} to invoice ${record.invoiceNumber ?? input.invoiceId} by hand`,
      after: record,
    };
  });
}

/** A match's row as stored, before it is locked. */
async function matchRow(tx: Queryable, context: ActionContext) {
  const record = await findRecord(tx, matchesTable, context.scope, context.id!);
  return record;
}

async function decide(context: ActionContext, to: 'CONFIRM' | 'REJECT' | 'UNDO') {
  const by = matcherName(context.manager);
  return change(context, async (tx, op) => {
    const before = await matchRow(tx, context);
    // The same lock order as every change of money: the transaction, the invoice, then the match.
    await lockTransactions(tx, op, [before.transactionId]);
    const invoices = await lockInvoices(tx, op, [before.invoiceId]);
    const [row] = await tx.query<{ status: string; amount: string }>(
      sql`SELECT status, amount::text AS amount FROM spot_matches WHERE id = ${before.id} FOR UPDATE`,
    );
    const need = to === 'UNDO' ? 'APPLIED' : 'PROPOSED';
    if (row.status !== need) throw new ApiError(409, `Match ${before.id} is ${row.status.toLowerCase()}, not ${need.toLowerCase()}`);
    if (to === 'CONFIRM') {
      await applyMatch(
        tx,
        op,
        { transactionId: before.transactionId, invoiceId: before.invoiceId, amount: Number(row.amount), from: 'both' },
        async () => {
          await tx.query(sql`UPDATE spot_matches SET status = 'APPLIED', decided = now(), decided_by = ${by} WHERE id = ${before.id}`);
          return before.id;
        },
      ).catch((error) => {
        // A proposal no longer fitting is a conflict with what happened since, not bad input.
        if (error instanceof ApiError && error.statusCode === 400) throw new ApiError(409, `The proposal no longer fits: ${error.message}`);
        throw error;
      });
    } else {
      await tx.query(sql`UPDATE spot_matches SET status = ${to === 'REJECT' ? 'REJECTED' : 'UNDONE'}, decided = now(), decided_by = ${by}
        WHERE id = ${before.id}`);
      if (to === 'UNDO' && invoices.has(before.invoiceId)) await recomputeInvoices(tx, [before.invoiceId]);
    }
    const after = await findRecord(tx, matchesTable, context.scope, before.id);
    const verb = { CONFIRM: 'Confirmed', REJECT: 'Rejected', UNDO: 'Undid' }[to];
    return {
      result: after,
      details: `${verb} match ${before.id}: ${row.amount} ${before.currency} of transaction ${before.transactionId} to invoice ${before.invoiceNumber ?? before.invoiceId}`,
      before,
      after,
    };
  });
}

export const matchHandlers: ActionHandlers<typeof spotMatches> = {
  matchPayments: (context) =>
    change(context, async (tx, op) => {
      // One run at a time per operator, and none during an import (which runs it itself).
      await tx.query(sql`INSERT INTO spot_subscriptions (operator_code) VALUES (${op}) ON CONFLICT (operator_code) DO NOTHING`);
      await tx.query(sql`SELECT 1 FROM spot_subscriptions WHERE operator_code = ${op} FOR UPDATE`);
      const result = await runMatching(tx, op, ENGINE);
      return {
        result,
        details: `Matched payments: ${result.transactions} transactions looked at, ${result.applied} matches applied, ${result.proposed} proposed`,
        after: result,
      };
    }),
  addMatch: (context, input) => manualMatch(context, input, 'both'),
  confirmMatch: (context) => decide(context, 'CONFIRM'),
  rejectMatch: (context) => decide(context, 'REJECT'),
  undoMatch: (context) => decide(context, 'UNDO'),
};

/** A manual match from a transaction's page. */
export const matchInvoice: ActionHandlers<typeof spotBanking>['matchInvoice'] = (context, input) =>
  manualMatch(context, { transactionId: Number(context.id), invoiceId: input.invoiceId, amount: input.amount }, 'transaction');

/** A manual match from an invoice's page. */
export const matchTransaction = (context: ActionContext, input: { transactionId: number; amount?: number }) =>
  manualMatch(context, { transactionId: input.transactionId, invoiceId: Number(context.id), amount: input.amount }, 'invoice');
