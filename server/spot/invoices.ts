/**
 * Invoices of the finance product (migration 191): their storage, and writing, issuing,
 * cancelling and removing them. Totals come from `resources/spotInvoiceTotals.ts` (exact decimal
 * text) and are stored with the lines and per-rate totals they were computed from. A sent
 * invoice's number is taken on issuing, from the locked counter row of its entity and issue year
 * in the issuing transaction: numbers have no gaps and never repeat.
 */
import type { Queryable } from '../db/database';
import { sql } from '../db/sql';
import { ApiError, badRequest, ruleError } from '../http/errors';
import type { ActionContext, ActionHandlers } from '../resource/actions';
import { findRecord } from '../resource/records';
import { deriveTable } from '../tables/derive';
import { json } from '../tables/common';
import type { TableMapping } from '../tables/mapping';
import { invoiceTotals } from '../../resources/spotInvoiceTotals';
import {
  spotIncomingInvoices,
  spotSentInvoices,
  type SpotInvoice,
  type SpotInvoiceKind,
  type SpotInvoiceStatus,
} from '../../resources/spotInvoices';
import type { z } from 'zod';
import type { SpotEInvoiceUpload, SpotIncomingInvoiceInput, SpotSentInvoiceInput } from '../../resources/spotInvoices';
import { VAT_ID_PATTERN } from '../../resources/spotOrganization';
import { SPOT_DUE_SOON_DAYS } from '../../resources/spotNotifications';
import { readEInvoiceFields, type ReadEInvoice } from './einvoiceImport';
import type { EInvoiceParty } from './formats/einvoice';
import { change, clash, mustExist } from './handlers';
import { assertVatPeriodOpen } from './taxes';
import { nameKey, validIban } from './text';

/** The status as read: an open invoice past its due date is OVERDUE. */
const statusSql = sql`CASE WHEN spot_invoices.status IN ('OPEN', 'PARTIALLY_PAID') AND spot_invoices.due_date < current_date
  THEN 'OVERDUE' ELSE spot_invoices.status END`;

/** Open or partly paid, due today or within the notifications' days ahead (`resources/spotNotifications.ts`). */
const DUE_SOON = sql`(spot_invoices.status IN ('OPEN', 'PARTIALLY_PAID') AND spot_invoices.due_date >= current_date
  AND spot_invoices.due_date <= current_date + ${SPOT_DUE_SOON_DAYS}::integer)`;

function invoicesTable(resource: typeof spotIncomingInvoices | typeof spotSentInvoices, kind: SpotInvoiceKind) {
  return deriveTable<SpotInvoice>(resource, {
    computed: {
      entityName: { sql: sql`SELECT e.name FROM spot_entities e WHERE e.id = spot_invoices.entity_id` },
      partnerName: { sql: sql`SELECT p.name FROM spot_partners p WHERE p.id = spot_invoices.partner_id` },
      costCenterCode: { sql: sql`SELECT c.code FROM spot_cost_centers c WHERE c.id = spot_invoices.cost_center_id` },
      status: { sql: statusSql, column: { column: 'status', type: 'text' } },
      openAmount: { sql: sql`CASE WHEN spot_invoices.status = 'CANCELLED' THEN 0 ELSE spot_invoices.gross - spot_invoices.paid END` },
      lines: {
        sql: sql`SELECT coalesce(jsonb_agg(jsonb_build_object('position', l.position, 'description', l.description,
            'quantity', l.quantity, 'unitPrice', l.unit_price, 'vatRate', l.vat_rate, 'net', l.net) ORDER BY l.position), '[]'::jsonb)
          FROM spot_invoice_lines l WHERE l.invoice_id = spot_invoices.id`,
        read: (value) => json(value, []),
      },
      vatRates: {
        sql: sql`SELECT coalesce(jsonb_agg(jsonb_build_object('vatRate', v.vat_rate, 'net', v.net, 'vat', v.vat, 'gross', v.net + v.vat)
            ORDER BY v.vat_rate DESC), '[]'::jsonb)
          FROM spot_invoice_vat v WHERE v.invoice_id = spot_invoices.id`,
        read: (value) => json(value, []),
      },
    },
    virtualFilters: {
      status: (value) => sql`(${statusSql}) = ANY(${value as string[]}::text[])`,
      dueSoon: (value) => (value === true ? DUE_SOON : sql`NOT (${DUE_SOON})`),
    },
    rowCondition: sql`spot_invoices.kind = ${kind}`,
  });
}

export const incomingInvoicesTable = invoicesTable(spotIncomingInvoices, 'INCOMING');
export const sentInvoicesTable = invoicesTable(spotSentInvoices, 'SENT');

type InvoiceInput = z.output<typeof SpotSentInvoiceInput> & { number?: string };

/** The invoice's row locked, with its stored status; a 404 when it is not the operator's or not of this kind. */
async function lockInvoice(tx: Queryable, context: ActionContext, mapping: TableMapping<SpotInvoice>) {
  const record = await findRecord(tx, mapping, context.scope, context.id!);
  const [row] = await tx.query<{ status: SpotInvoiceStatus; paid: string; entity_id: number; issue_date: string }>(
    sql`SELECT status, paid::text AS paid, entity_id, issue_date::text AS issue_date FROM spot_invoices WHERE id = ${record.id} FOR UPDATE`,
  );
  return { record, row };
}

/** Writes an invoice with its lines and per-rate totals (a sent one as a draft); its id. */
export async function writeInvoice(tx: Queryable, op: string, kind: SpotInvoiceKind, input: InvoiceInput): Promise<number> {
  await mustExist(tx, 'spot_entities', op, input.entityId, 'entityId', 'entity');
  await mustExist(tx, 'spot_partners', op, input.partnerId, 'partnerId', 'partner');
  await assertVatPeriodOpen(tx, { entityId: input.entityId, issueDate: input.issueDate, what: 'an invoice' }, 'issueDate');
  if (input.costCenterId) {
    const [center] = await tx.query<{ entity_id: number }>(
      sql`SELECT entity_id FROM spot_cost_centers WHERE id = ${input.costCenterId} AND operator_code = ${op}`,
    );
    if (!center) throw badRequest(`No cost center ${input.costCenterId}`, [{ path: 'costCenterId', message: 'No such cost center' }]);
    if (center.entity_id !== input.entityId) {
      const message = 'The cost center belongs to another entity';
      throw badRequest(message, [{ path: 'costCenterId', message }]);
    }
  }
  const totals = invoiceTotals(input.lines, input.currency);
  const rows = await tx
    .query<{ id: number }>(
      sql`INSERT INTO spot_invoices (operator_code, kind, entity_id, partner_id, cost_center_id, number, issue_date, due_date,
        currency, status, net, vat, gross, note)
      VALUES (${op}, ${kind}, ${input.entityId}, ${input.partnerId}, ${input.costCenterId ?? null}, ${input.number ?? null},
        ${input.issueDate}, ${input.dueDate}, ${input.currency}, ${kind === 'SENT' ? 'DRAFT' : 'OPEN'},
        ${totals.net}::numeric, ${totals.vat}::numeric, ${totals.gross}::numeric, ${input.note?.trim() || null})
      RETURNING id`,
    )
    .catch((error) => clash(error, 'number', `The supplier's invoice ${input.number} is in the books already`));
  const id = rows[0].id;
  await tx.query(sql`INSERT INTO spot_invoice_lines (invoice_id, position, description, quantity, unit_price, vat_rate, net)
    SELECT ${id}, position, description, quantity, unit_price, vat_rate, net
    FROM unnest(${input.lines.map((_, index) => index + 1)}::integer[], ${input.lines.map((line) => line.description)}::text[],
      ${input.lines.map((line) => String(line.quantity))}::numeric[], ${input.lines.map((line) => String(line.unitPrice))}::numeric[],
      ${input.lines.map((line) => String(line.vatRate))}::numeric[], ${totals.lines}::numeric[])
      AS line (position, description, quantity, unit_price, vat_rate, net)`);
  await tx.query(sql`INSERT INTO spot_invoice_vat (invoice_id, vat_rate, net, vat)
    SELECT ${id}, vat_rate, net, vat FROM unnest(${totals.rates.map((rate) => rate.rate)}::numeric[],
      ${totals.rates.map((rate) => rate.net)}::numeric[], ${totals.rates.map((rate) => rate.vat)}::numeric[]) AS rate (vat_rate, net, vat)`);
  return id;
}

/** The next number of an entity's year, taken on the counter row (locked until the transaction ends). */
export async function nextInvoiceNumber(tx: Queryable, entityId: number, year: number): Promise<string> {
  const [row] = await tx.query<{ last_number: number }>(
    sql`INSERT INTO spot_invoice_numbers (entity_id, year, last_number) VALUES (${entityId}, ${year}, 1)
      ON CONFLICT (entity_id, year) DO UPDATE SET last_number = spot_invoice_numbers.last_number + 1
      RETURNING last_number`,
  );
  return `${year}-${String(row.last_number).padStart(5, '0')}`;
}

async function cancel(context: ActionContext, mapping: TableMapping<SpotInvoice>) {
  return change(context, async (tx) => {
    const { record, row } = await lockInvoice(tx, context, mapping);
    if (row.status === 'DRAFT') throw new ApiError(409, 'A draft has no number yet: remove it instead of cancelling it');
    if (row.status === 'CANCELLED') throw new ApiError(409, `Invoice ${record.number} is cancelled already`);
    if (Number(row.paid) !== 0) {
      throw new ApiError(409, `Payments are matched to invoice ${record.number}: undo those matches before cancelling it`);
    }
    await assertVatPeriodOpen(tx, { entityId: row.entity_id, issueDate: row.issue_date, what: `invoice ${record.number}` });
    await tx.query(sql`UPDATE spot_invoices SET status = 'CANCELLED', cancelled = now(), updated = now() WHERE id = ${record.id}`);
    const after = await findRecord(tx, mapping, context.scope, record.id);
    return { result: after, details: `Cancelled invoice ${record.number}`, before: record, after };
  });
}

function adding(kind: SpotInvoiceKind, mapping: TableMapping<SpotInvoice>) {
  return (context: ActionContext, input: InvoiceInput) =>
    change(context, async (tx, op) => {
      const id = await writeInvoice(tx, op, kind, input);
      const record = await findRecord(tx, mapping, context.scope, id);
      const what = kind === 'SENT' ? `draft invoice #${id}` : `incoming invoice ${input.number}`;
      return { result: record, details: `Added ${what} (gross ${record.gross} ${record.currency})`, after: record };
    });
}

/** A VAT id compared without spaces and punctuation (`DE 123 456 789` is `DE123456789`). */
const vatKey = (column: ReturnType<typeof sql>) => sql`regexp_replace(upper(${column}), '[^A-Z0-9]', '', 'g')`;

/**
 * The entity an e-invoice is for: the one chosen, which must not be another than the buyer's VAT
 * id names; else the entity with the buyer's VAT id; else the operator's only entity.
 */
async function invoiceEntity(tx: Queryable, op: string, chosen: number | undefined, buyer: EInvoiceParty): Promise<number> {
  const entities = await tx.query<{ id: number; name: string; vat: string | null }>(
    sql`SELECT id, name, ${vatKey(sql`vat_id`)} AS vat FROM spot_entities WHERE operator_code = ${op} ORDER BY id`,
  );
  if (chosen !== undefined) {
    const entity = entities.find((candidate) => candidate.id === chosen);
    if (!entity) throw badRequest(`No entity ${chosen}`, [{ path: 'entityId', message: `No entity ${chosen}` }]);
    if (buyer.vatId && entity.vat && entity.vat !== buyer.vatId) {
      throw ruleError('entityId', { key: 'app.spot.einvoice.otherBuyer', args: { vatId: buyer.vatId, entity: entity.name } });
    }
    return entity.id;
  }
  const byVat = buyer.vatId ? entities.find((candidate) => candidate.vat === buyer.vatId) : undefined;
  if (byVat) return byVat.id;
  if (entities.length === 1 && !(buyer.vatId && entities[0].vat)) return entities[0].id;
  throw ruleError('entityId', { key: 'app.spot.einvoice.chooseEntity', args: { vatId: buyer.vatId ?? '–' } });
}

/**
 * The supplier of an e-invoice: the partner with its VAT id, else the one its IBAN names, else
 * the one of its normalised name, else a new supplier. The partner learns the VAT id and IBAN it
 * did not have yet (an IBAN another partner has stays that partner's).
 */
async function invoiceSupplier(tx: Queryable, op: string, seller: EInvoiceParty): Promise<{ id: number; by: string }> {
  const vatId = seller.vatId && VAT_ID_PATTERN.test(seller.vatId) ? seller.vatId : undefined;
  const iban = validIban(seller.iban);
  const key = nameKey(seller.name);
  let found: { id: number; by: string } | undefined;
  if (vatId) {
    const [row] = await tx.query<{ id: number }>(
      sql`SELECT id FROM spot_partners WHERE operator_code = ${op} AND ${vatKey(sql`vat_id`)} = ${vatId} ORDER BY id LIMIT 1`,
    );
    if (row) found = { id: row.id, by: 'VAT id' };
  }
  if (!found && iban) {
    const [row] = await tx.query<{ id: number }>(
      sql`SELECT partner_id AS id FROM spot_partner_ibans WHERE operator_code = ${op} AND iban = ${iban}`,
    );
    if (row) found = { id: row.id, by: 'IBAN' };
  }
  if (!found && key) {
    const [row] = await tx.query<{ id: number }>(
      sql`SELECT id FROM spot_partners WHERE operator_code = ${op} AND name_key = ${key} ORDER BY id LIMIT 1`,
    );
    if (row) found = { id: row.id, by: 'name' };
  }
  if (!found) {
    if (!seller.name && !vatId) {
      throw ruleError('partnerId', { key: 'app.spot.einvoice.missing', args: { element: 'Seller Name' } });
    }
    const name = seller.name ?? vatId!;
    const [row] = await tx.query<{ id: number }>(
      sql`INSERT INTO spot_partners (operator_code, name, name_key, kind, vat_id)
        VALUES (${op}, ${name}, ${key || nameKey(name)}, 'SUPPLIER', ${vatId ?? null}) RETURNING id`,
    );
    found = { id: row.id, by: 'new supplier' };
  } else {
    await tx.query(sql`UPDATE spot_partners SET vat_id = coalesce(vat_id, ${vatId ?? null}),
        kind = CASE WHEN kind = 'CUSTOMER' THEN 'BOTH' ELSE kind END, updated = now()
      WHERE id = ${found.id}`);
  }
  if (iban) {
    await tx.query(sql`INSERT INTO spot_partner_ibans (operator_code, iban, partner_id) VALUES (${op}, ${iban}, ${found.id})
      ON CONFLICT DO NOTHING`);
  }
  return found;
}

const SYNTAX_NAMES: Record<ReadEInvoice['syntax'], string> = { UBL: 'UBL 2.1', CII: 'UN/CEFACT CII' };

async function importEInvoice(context: ActionContext, input: z.output<typeof SpotEInvoiceUpload>) {
  const read = readEInvoiceFields(input.content);
  return change(context, async (tx, op) => {
    const entityId = await invoiceEntity(tx, op, input.entityId, read.buyer);
    const supplier = await invoiceSupplier(tx, op, read.seller);
    const what = `${read.creditNote ? 'credit note' : 'e-invoice'} ${SYNTAX_NAMES[read.syntax]}`;
    const id = await writeInvoice(tx, op, 'INCOMING', {
      ...read.fields,
      entityId,
      partnerId: supplier.id,
      costCenterId: input.costCenterId ?? null,
      note: `${read.creditNote ? 'Credit note' : 'E-invoice'} ${input.fileName} (${SYNTAX_NAMES[read.syntax]}${read.typeCode ? `, type ${read.typeCode}` : ''})`.slice(
        0,
        500,
      ),
    });
    const record = await findRecord(tx, incomingInvoicesTable, context.scope, id);
    return {
      result: record,
      details: `Imported ${what} ${read.fields.number} from ${input.fileName} (supplier by ${supplier.by}, gross ${record.gross} ${record.currency})`,
      after: record,
    };
  });
}

/** The invoices' actions but the manual match (`matchActions.ts`) and the PDF (`invoicePdf.ts`), added where they are bound. */
export const incomingInvoiceHandlers: Omit<ActionHandlers<typeof spotIncomingInvoices>, 'matchTransaction'> = {
  addInvoice: (context, input: z.output<typeof SpotIncomingInvoiceInput>) => adding('INCOMING', incomingInvoicesTable)(context, input),
  importEInvoice,
  cancelInvoice: (context) => cancel(context, incomingInvoicesTable),
};

export const sentInvoiceHandlers: Omit<ActionHandlers<typeof spotSentInvoices>, 'matchTransaction' | 'downloadPdf'> = {
  addInvoice: (context, input) => adding('SENT', sentInvoicesTable)(context, input),
  issueInvoice: (context) =>
    change(context, async (tx) => {
      const { record, row } = await lockInvoice(tx, context, sentInvoicesTable);
      if (row.status !== 'DRAFT') throw new ApiError(409, `Invoice ${record.number} is issued already`);
      await assertVatPeriodOpen(tx, { entityId: row.entity_id, issueDate: row.issue_date, what: `draft #${record.id}` });
      const number = await nextInvoiceNumber(tx, row.entity_id, Number(row.issue_date.slice(0, 4)));
      await tx.query(
        sql`UPDATE spot_invoices SET number = ${number}, status = 'OPEN', issued = now(), updated = now() WHERE id = ${record.id}`,
      );
      const after = await findRecord(tx, sentInvoicesTable, context.scope, record.id);
      return { result: after, details: `Issued invoice ${number} (draft #${record.id})`, before: record, after };
    }),
  cancelInvoice: (context) => cancel(context, sentInvoicesTable),
  removeDraft: (context) =>
    change(context, async (tx) => {
      const { record, row } = await lockInvoice(tx, context, sentInvoicesTable);
      if (row.status !== 'DRAFT') throw new ApiError(409, `Invoice ${record.number} is issued: cancel it instead, it keeps its number`);
      await tx.query(sql`DELETE FROM spot_invoices WHERE id = ${record.id}`);
      return { result: { id: record.id }, details: `Removed draft invoice #${record.id}`, before: record };
    }),
};
