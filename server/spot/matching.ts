/**
 * Payment matching in the database (migration 196): running the engine (`matchEngine.ts`) after
 * every statement import and on demand, and the invoices' paid amounts and statuses (the actions
 * are in `matchActions.ts`). Whatever moves money locks the transaction's row, then the invoice's (`FOR UPDATE`, in
 * that order everywhere), reads what is allocated and open under those locks, and writes the
 * invoice's paid amount and status from the exact SQL sum of its applied matches, in one database
 * transaction: two matches of one invoice at once wait for each other and never over-allocate it.
 */
import BigNumber from 'bignumber.js';
import type { Queryable } from '../db/database';
import { sql, type Sql as SqlFragment } from '../db/sql';
import { deriveTable } from '../tables/derive';
import type { Manager } from '../auth/managers';
import { spotMatches, type SpotMatch } from '../../resources/spotMatches';
import { matchPayments, pairKey, type EngineInvoice, type EngineTransaction } from './matchEngine';

export const matchesTable = deriveTable<SpotMatch>(spotMatches, {
  computed: {
    invoiceKind: { sql: sql`SELECT i.kind FROM spot_invoices i WHERE i.id = spot_matches.invoice_id` },
    invoiceNumber: { sql: sql`SELECT i.number FROM spot_invoices i WHERE i.id = spot_matches.invoice_id` },
    partnerName: {
      sql: sql`SELECT p.name FROM spot_invoices i JOIN spot_partners p ON p.id = i.partner_id WHERE i.id = spot_matches.invoice_id`,
    },
    bookingDate: { sql: sql`SELECT t.booking_date::text FROM spot_transactions t WHERE t.id = spot_matches.transaction_id` },
    transactionAmount: { sql: sql`SELECT t.amount FROM spot_transactions t WHERE t.id = spot_matches.transaction_id` },
    counterpartyName: { sql: sql`SELECT t.counterparty_name FROM spot_transactions t WHERE t.id = spot_matches.transaction_id` },
    remittance: { sql: sql`SELECT t.remittance FROM spot_transactions t WHERE t.id = spot_matches.transaction_id` },
    currency: { sql: sql`SELECT t.currency FROM spot_transactions t WHERE t.id = spot_matches.transaction_id` },
  },
});

/** Who a match is by in its `created_by` / `decided_by`: the manager's e-mail or name. */
export const matcherName = (manager: Manager) => manager.email || manager.username;

/** The engine's name as the maker of the matches it applies and proposes. */
export const ENGINE = 'matching';

/**
 * Writes each invoice's paid amount (the sum of its applied matches) and status (OPEN,
 * PARTIALLY_PAID, PAID; drafts and cancelled invoices keep theirs) on its row, which the caller
 * has locked.
 */
export async function recomputeInvoices(tx: Queryable, invoiceIds: readonly number[]): Promise<void> {
  if (invoiceIds.length === 0) return;
  await tx.query(sql`WITH paid AS (
      SELECT i.id, coalesce((SELECT sum(m.amount) FROM spot_matches m WHERE m.invoice_id = i.id AND m.status = 'APPLIED'), 0) AS paid
      FROM spot_invoices i WHERE i.id = ANY(${[...invoiceIds]}::integer[]))
    UPDATE spot_invoices i SET paid = paid.paid, updated = now(),
      status = CASE WHEN i.status IN ('DRAFT', 'CANCELLED') THEN i.status
        WHEN paid.paid = 0 THEN 'OPEN' WHEN paid.paid >= i.gross THEN 'PAID' ELSE 'PARTIALLY_PAID' END
    FROM paid WHERE paid.id = i.id`);
}

interface LockedTransaction {
  id: number;
  amount: string;
  allocated: string;
  currency: string;
  entity_id: number;
}

/** Transactions locked in id order, with what their applied matches took of them. */
export async function lockTransactions(tx: Queryable, op: string, ids: readonly number[]): Promise<Map<number, LockedTransaction>> {
  if (ids.length === 0) return new Map();
  await tx.query(
    sql`SELECT id FROM spot_transactions WHERE id = ANY(${[...ids]}::bigint[]) AND operator_code = ${op} ORDER BY id FOR UPDATE`,
  );
  const rows = await tx.query<LockedTransaction>(sql`SELECT t.id::integer AS id, t.amount::text AS amount, t.currency, a.entity_id,
      coalesce((SELECT sum(m.amount) FROM spot_matches m WHERE m.transaction_id = t.id AND m.status = 'APPLIED'), 0)::text AS allocated
    FROM spot_transactions t JOIN spot_bank_accounts a ON a.id = t.bank_account_id
    WHERE t.id = ANY(${[...ids]}::bigint[]) AND t.operator_code = ${op}`);
  return new Map(rows.map((row) => [row.id, row]));
}

interface LockedInvoice {
  id: number;
  kind: 'INCOMING' | 'SENT';
  number: string | null;
  status: string;
  currency: string;
  entity_id: number;
  gross: string;
  open: string;
}

/** Invoices locked in id order, with their stored status and open amount (gross minus paid). */
export async function lockInvoices(tx: Queryable, op: string, ids: readonly number[]): Promise<Map<number, LockedInvoice>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.query<LockedInvoice>(sql`SELECT id, kind, number, status, currency, entity_id, gross::text AS gross,
      (gross - paid)::text AS open
    FROM spot_invoices WHERE id = ANY(${[...ids]}::integer[]) AND operator_code = ${op} ORDER BY id FOR UPDATE`);
  return new Map(rows.map((row) => [row.id, row]));
}

export interface MatchRunResult {
  transactions: number;
  applied: number;
  proposed: number;
}

/**
 * Runs the engine over the operator's transactions with an amount not yet allocated and no
 * proposal waiting (those `where` selects, alias `t`) against its open invoices: exact matches are
 * applied (each checked again on the locked rows), likely ones proposed.
 */
export async function runMatching(tx: Queryable, op: string, by: string, where: SqlFragment = sql`true`): Promise<MatchRunResult> {
  const transactions = await tx.query<{
    id: number;
    entity_id: number;
    amount: string;
    allocated: string;
    currency: string;
    booking_date: string;
    remittance: string | null;
    counterparty_iban: string | null;
  }>(sql`SELECT t.id::integer AS id, a.entity_id, t.amount::text AS amount, coalesce(m.allocated, 0)::text AS allocated, t.currency,
      t.booking_date::text AS booking_date, t.remittance, t.counterparty_iban
    FROM spot_transactions t
    JOIN spot_bank_accounts a ON a.id = t.bank_account_id
    LEFT JOIN (SELECT transaction_id, sum(amount) FILTER (WHERE status = 'APPLIED') AS allocated,
        bool_or(status = 'PROPOSED') AS waiting
      FROM spot_matches WHERE operator_code = ${op} GROUP BY transaction_id) m ON m.transaction_id = t.id
    WHERE t.operator_code = ${op} AND (${where}) AND abs(t.amount) > coalesce(m.allocated, 0) AND NOT coalesce(m.waiting, false)`);
  if (transactions.length === 0) return { transactions: 0, applied: 0, proposed: 0 };
  const invoices = await tx.query<{
    id: number;
    entity_id: number;
    kind: 'INCOMING' | 'SENT';
    number: string | null;
    currency: string;
    open: string;
    due_date: string;
    ibans: string[];
  }>(sql`SELECT i.id, i.entity_id, i.kind, i.number, i.currency, (i.gross - i.paid)::text AS open, i.due_date::text AS due_date,
      coalesce((SELECT array_agg(pi.iban) FROM spot_partner_ibans pi WHERE pi.partner_id = i.partner_id), '{}') AS ibans
    FROM spot_invoices i
    WHERE i.operator_code = ${op} AND i.status IN ('OPEN', 'PARTIALLY_PAID') AND i.gross > i.paid`);
  if (invoices.length === 0) return { transactions: transactions.length, applied: 0, proposed: 0 };
  const pairs = await tx.query<{ transaction_id: number; invoice_id: number }>(
    sql`SELECT transaction_id::integer AS transaction_id, invoice_id FROM spot_matches WHERE operator_code = ${op}`,
  );
  const engineTransactions: EngineTransaction[] = transactions.map((row) => ({
    id: row.id,
    entityId: row.entity_id,
    amount: row.amount,
    allocated: row.allocated,
    currency: row.currency,
    bookingDate: row.booking_date,
    remittance: row.remittance,
    counterpartyIban: row.counterparty_iban,
  }));
  const engineInvoices: EngineInvoice[] = invoices.map((row) => ({
    id: row.id,
    entityId: row.entity_id,
    kind: row.kind,
    number: row.number,
    currency: row.currency,
    open: row.open,
    dueDate: row.due_date,
    partnerIbans: row.ibans ?? [],
  }));
  const allocations = matchPayments(engineTransactions, engineInvoices, {
    excluded: new Set(pairs.map((pair) => pairKey(pair.transaction_id, pair.invoice_id))),
  });
  if (allocations.length === 0) return { transactions: transactions.length, applied: 0, proposed: 0 };

  // Exact ones move money: checked again on the locked rows, in the engine's order.
  const exact = allocations.filter((allocation) => allocation.kind === 'EXACT');
  const lockedTransactions = await lockTransactions(
    tx,
    op,
    [...new Set(exact.map((a) => a.transactionId))].sort((a, b) => a - b),
  );
  const lockedInvoices = await lockInvoices(
    tx,
    op,
    [...new Set(exact.map((a) => a.invoiceId))].sort((a, b) => a - b),
  );
  const left = new Map([...lockedTransactions.values()].map((t) => [t.id, new BigNumber(t.amount).abs().minus(t.allocated)]));
  const open = new Map(
    [...lockedInvoices.values()]
      .filter((i) => i.status === 'OPEN' || i.status === 'PARTIALLY_PAID')
      .map((i) => [i.id, new BigNumber(i.open)]),
  );
  const rows = allocations.filter((allocation) => {
    if (allocation.kind !== 'EXACT') return true;
    const amount = new BigNumber(allocation.amount);
    const rest = left.get(allocation.transactionId);
    const still = open.get(allocation.invoiceId);
    if (!rest || !still || amount.gt(rest) || amount.gt(still)) return false;
    left.set(allocation.transactionId, rest.minus(amount));
    open.set(allocation.invoiceId, still.minus(amount));
    return true;
  });
  const inserted = await tx.query<{ status: string; invoice_id: number }>(sql`INSERT INTO spot_matches (operator_code, transaction_id,
      invoice_id, amount, kind, reason, status, created_by)
    SELECT ${op}, transaction_id, invoice_id, amount, kind, reason, CASE WHEN kind = 'EXACT' THEN 'APPLIED' ELSE 'PROPOSED' END, ${by}
    FROM unnest(${rows.map((row) => row.transactionId)}::bigint[], ${rows.map((row) => row.invoiceId)}::integer[],
      ${rows.map((row) => row.amount)}::numeric[], ${rows.map((row) => row.kind)}::text[], ${rows.map((row) => row.reason)}::text[])
      AS m (transaction_id, invoice_id, amount, kind, reason)
    ON CONFLICT (transaction_id, invoice_id) WHERE status IN ('PROPOSED', 'APPLIED') DO NOTHING
    RETURNING status, invoice_id`);
  const applied = inserted.filter((row) => row.status === 'APPLIED');
  await recomputeInvoices(tx, [...new Set(applied.map((row) => row.invoice_id))]);
  return { transactions: transactions.length, applied: applied.length, proposed: inserted.length - applied.length };
}

/**
 * Before transactions are removed (a statement file undone): their matches go, and the invoices
 * they paid are locked and their paid amounts and statuses written again. The invoices' ids.
 */
export async function dropMatchesOf(tx: Queryable, op: string, transactions: SqlFragment): Promise<number[]> {
  // The lock order of every change of money: the transactions, the invoices, then the matches.
  const locked = await tx.query<{ id: number }>(
    sql`SELECT id::integer AS id FROM spot_transactions WHERE operator_code = ${op} AND id IN (${transactions}) ORDER BY id FOR UPDATE`,
  );
  if (locked.length === 0) return [];
  const ids = locked.map((row) => row.id);
  const paid = await tx.query<{ invoice_id: number }>(sql`SELECT DISTINCT invoice_id FROM spot_matches
    WHERE transaction_id = ANY(${ids}::bigint[]) AND status = 'APPLIED' ORDER BY invoice_id`);
  const invoices = paid.map((row) => row.invoice_id);
  await lockInvoices(tx, op, invoices);
  await tx.query(sql`DELETE FROM spot_matches WHERE transaction_id = ANY(${ids}::bigint[])`);
  await recomputeInvoices(tx, invoices);
  return invoices;
}
