/**
 * The finance product's actions: adding and removing organisation records (within the plan),
 * bank accounts (IBAN checked), categories, rules (ordered), partners (merged), assignments,
 * statement files (import, undo). Every change runs in one transaction with its activity-log row.
 */
import { logActivity, managerUser } from '../activity-log';
import type { Queryable } from '../db/database';
import { ident, sql } from '../db/sql';
import { ApiError, badRequest, notFound } from '../http/errors';
import type { ActionContext, ActionHandler, ActionHandlers } from '../resource/actions';
import { findRecord as findAny } from '../resource/records';
import type { Scope } from '../resource/scope';
import type { TableMapping } from '../tables/mapping';
import type { spotCostCenters, spotEditors, spotOrganization } from '../../resources/spotOrganization';
import type { spotBankAccounts, spotBanking } from '../../resources/spotBanking';
import type { spotFiles } from '../../resources/spotFiles';
import type { spotCategories, spotPartners, spotRules } from '../../resources/spotLedger';
import { checkRoomFor, requireBooks } from './access';
import { importFile, undoFile } from './importer';
import { applyRules, previewRules } from './rules';
import { rejectedToReview } from './notifications';
import { exactAmount, validIban } from './text';
import {
  bankAccountsTable,
  bankingTable,
  categoriesTable,
  costCentersTable,
  editorsTable,
  entitiesTable,
  filesTable,
  partnersTable,
  rulesTable,
} from './tables';

/** A record by id through its mapping, typed as the caller reads it. */
function findRecord<T = Record<string, unknown>>(
  tx: Queryable,
  mapping: TableMapping<unknown>,
  scope: Scope,
  id: string | number,
): Promise<T> {
  return findAny(tx, mapping as TableMapping<T>, scope, id);
}

/** The operator of a spot change: the books are one operator's, never the central view's. */
export function operatorOf(context: ActionContext): string {
  if (context.scope.operatorCode === null) throw badRequest('The books are one operator’s: open them in its view');
  return context.scope.operatorCode;
}

/** Runs a change of the books: access checked, one transaction, one activity-log row. */
export async function change<T>(
  context: ActionContext,
  work: (tx: Queryable, operatorCode: string) => Promise<{ result: T; details: string; before?: unknown; after?: unknown }>,
): Promise<T> {
  const operatorCode = operatorOf(context);
  await requireBooks(context.db, context.manager, operatorCode, true);
  return context.db.transaction(async (tx) => {
    const { result, details, before, after } = await work(tx, operatorCode);
    await logActivity(tx, {
      operatorCode,
      logType: 'DATA_CHANGED',
      significanceLevel: 'Info',
      user: managerUser(context.manager),
      ipAddress: context.request.ip,
      details,
      before: before ?? null,
      after: after ?? null,
    });
    return result;
  });
}

/** A record of the operator by id, or a 400 naming the field (an id in a body is input, not a path). */
export async function mustExist(
  tx: Queryable,
  table: string,
  operatorCode: string,
  id: number | null | undefined,
  field: string,
  what: string,
) {
  if (id === null || id === undefined || id === 0) return;
  const rows = await tx.query(sql`SELECT 1 FROM ${ident(table)} WHERE id = ${id} AND operator_code = ${operatorCode}`);
  if (rows.length === 0) throw badRequest(`No ${what} ${id}`, [{ path: field, message: `No ${what} ${id}` }]);
}

/** A unique-constraint clash as a 409 that names the field. */
export function clash(error: unknown, field: string, message: string): never {
  if ((error as { code?: string }).code === '23505') throw new ApiError(409, message, [{ path: field, message }]);
  throw error;
}

async function remove(
  context: ActionContext,
  mapping: TableMapping,
  what: string,
  check?: (tx: Queryable, id: number) => Promise<string | undefined>,
) {
  return change(context, async (tx) => {
    const record = await findRecord<Record<string, unknown>>(tx, mapping, context.scope, context.id!);
    const refusal = await check?.(tx, Number(context.id));
    if (refusal) throw new ApiError(409, refusal);
    await tx.query(sql`DELETE FROM ${ident(mapping.table)} WHERE id = ${Number(context.id)}`);
    return {
      result: { id: context.id },
      details: `Removed ${what} ${String(record.name ?? record.code ?? record.email ?? context.id)}`,
      before: record,
    };
  });
}

const count = async (tx: Queryable, statement: ReturnType<typeof sql>) => (await tx.query<{ n: number }>(statement))[0].n;

export const entityHandlers: ActionHandlers<typeof spotOrganization> = {
  addEntity: (context, input) =>
    change(context, async (tx, op) => {
      await checkRoomFor(tx, op, 'entities');
      const rows = await tx
        .query<{ id: number }>(
          sql`INSERT INTO spot_entities (operator_code, name, country, vat_id, base_currency, fiscal_year_start, street, postal_code, city)
          VALUES (${op}, ${input.name}, ${input.country}, ${input.vatId || null}, ${input.baseCurrency}, ${input.fiscalYearStart},
            ${input.street?.trim() || null}, ${input.postalCode?.trim() || null}, ${input.city?.trim() || null}) RETURNING id`,
        )
        .catch((error) => clash(error, 'name', `An entity named ${input.name} exists already`));
      const record = await findRecord(tx, entitiesTable, context.scope, rows[0].id);
      return { result: record, details: `Added entity ${input.name}`, after: record };
    }),
  removeEntity: (context) =>
    remove(context, entitiesTable, 'entity', async (tx, id) => {
      const uses = await count(
        tx,
        sql`SELECT ((SELECT count(*) FROM spot_bank_accounts WHERE entity_id = ${id})
        + (SELECT count(*) FROM spot_cost_centers WHERE entity_id = ${id})
        + (SELECT count(*) FROM spot_invoices WHERE entity_id = ${id}))::integer AS n`,
      );
      return uses > 0 ? 'The entity has bank accounts, cost centers or invoices: an entity with books stays' : undefined;
    }),
};

export const costCenterHandlers: ActionHandlers<typeof spotCostCenters> = {
  addCostCenter: (context, input) =>
    change(context, async (tx, op) => {
      await mustExist(tx, 'spot_entities', op, input.entityId, 'entityId', 'entity');
      await checkRoomFor(tx, op, 'costCenters');
      const rows = await tx
        .query<{ id: number }>(
          sql`INSERT INTO spot_cost_centers (operator_code, entity_id, code, name)
          VALUES (${op}, ${input.entityId}, ${input.code}, ${input.name}) RETURNING id`,
        )
        .catch((error) => clash(error, 'code', `A cost center ${input.code} exists already`));
      const record = await findRecord(tx, costCentersTable, context.scope, rows[0].id);
      return { result: record, details: `Added cost center ${input.code} ${input.name}`, after: record };
    }),
  removeCostCenter: (context) => remove(context, costCentersTable, 'cost center'),
};

export const editorHandlers: ActionHandlers<typeof spotEditors> = {
  addEditor: (context, input) =>
    change(context, async (tx, op) => {
      const [manager] = await tx.query<{ id: number; operator_code: string | null; role: string }>(
        sql`SELECT id, operator_code, role FROM managers WHERE lower(email) = lower(${input.email})`,
      );
      if (!manager || (manager.role !== 'CENTRAL_MANAGER' && manager.operator_code !== op)) {
        throw badRequest(`${input.email} is not a manager of ${op}`, [{ path: 'email', message: `Not a manager of ${op}` }]);
      }
      await checkRoomFor(tx, op, 'editors');
      const rows = await tx
        .query<{ id: number }>(
          sql`INSERT INTO spot_editors (operator_code, manager_id, access) VALUES (${op}, ${manager.id}, ${input.access}) RETURNING id`,
        )
        .catch((error) => clash(error, 'email', `${input.email} is an editor already`));
      const record = await findRecord(tx, editorsTable, context.scope, rows[0].id);
      return { result: record, details: `Added editor ${input.email} (${input.access})`, after: record };
    }),
  removeEditor: (context) =>
    remove(context, editorsTable, 'editor', async (tx, id) => {
      const editors = await count(
        tx,
        sql`SELECT count(*)::integer AS n FROM spot_editors WHERE operator_code = ${operatorOf(context)}
        AND access = 'EDITOR' AND id <> ${id}`,
      );
      return editors === 0 ? 'The books need at least one editor with EDITOR access' : undefined;
    }),
};

export const bankAccountHandlers: ActionHandlers<typeof spotBankAccounts> = {
  addBankAccount: (context, input) =>
    change(context, async (tx, op) => {
      const iban = validIban(input.iban);
      if (!iban) throw badRequest(`${input.iban} is not a valid IBAN`, [{ path: 'iban', message: 'app.spot.validation.iban' }]);
      const opening = exactAmount(input.openingBalance, input.currency);
      if (opening === undefined) {
        throw badRequest(`The opening balance has more decimals than ${input.currency} has`, [
          { path: 'openingBalance', message: 'app.validation.decimals' },
        ]);
      }
      await mustExist(tx, 'spot_entities', op, input.entityId, 'entityId', 'entity');
      const rows = await tx
        .query<{ id: number }>(
          sql`INSERT INTO spot_bank_accounts (operator_code, entity_id, name, iban, bic, bank, currency, opening_balance, opening_date, balance)
          VALUES (${op}, ${input.entityId}, ${input.name}, ${iban}, ${input.bic?.toUpperCase() || null}, ${input.bank || null}, ${input.currency},
            ${opening}::numeric, ${input.openingDate}::date, ${opening}::numeric) RETURNING id`,
        )
        .catch((error) => clash(error, 'iban', `An account with IBAN ${iban} exists already`));
      const record = await findRecord(tx, bankAccountsTable, context.scope, rows[0].id);
      return { result: record, details: `Added bank account ${input.name} (${iban})`, after: record };
    }),
  setOpening: (context, input) =>
    change(context, async (tx) => {
      const before = await findRecord<{ id: number; currency: string; openingBalance: number; openingDate: string }>(
        tx,
        bankAccountsTable,
        context.scope,
        context.id!,
      );
      const opening = exactAmount(input.amount, before.currency);
      if (opening === undefined)
        throw badRequest(`More decimals than ${before.currency} has`, [{ path: 'amount', message: 'app.validation.decimals' }]);
      const [early] = await tx.query<{ n: number }>(
        sql`SELECT count(*)::integer AS n FROM spot_transactions WHERE bank_account_id = ${before.id} AND booking_date < ${input.date}::date`,
      );
      if (early.n > 0)
        throw badRequest(`${early.n} transactions are booked before ${input.date}`, [
          { path: 'date', message: 'app.spot.validation.openingAfterBookings' },
        ]);
      // The balance moves by exactly the change of the opening balance, on the locked row.
      await tx.query(sql`UPDATE spot_bank_accounts SET balance = balance - opening_balance + ${opening}::numeric, opening_balance = ${opening}::numeric,
          opening_date = ${input.date}::date, updated = now() WHERE id = ${before.id}`);
      const after = await findRecord(tx, bankAccountsTable, context.scope, before.id);
      return { result: after, details: `Opening balance of bank account ${before.id} set to ${opening} on ${input.date}`, before, after };
    }),
  removeBankAccount: (context) =>
    remove(context, bankAccountsTable, 'bank account', async (tx, id) => {
      const used = await count(tx, sql`SELECT count(*)::integer AS n FROM spot_transactions WHERE bank_account_id = ${id}`);
      if (used > 0) return `The account has ${used} transactions: undo its statement files first`;
      await tx.query(sql`UPDATE spot_files SET bank_account_id = NULL WHERE bank_account_id = ${id}`);
      return undefined;
    }),
};

/** Assignment of a transaction (one, or the selected rows one by one); `0` clears a field. */
const assign: ActionHandler<{ category?: number | null; costCenter?: number | null; partner?: number | null }> = (context, input) =>
  change(context, async (tx, op) => {
    await mustExist(tx, 'spot_categories', op, input.category, 'category', 'category');
    await mustExist(tx, 'spot_cost_centers', op, input.costCenter, 'costCenter', 'cost center');
    await mustExist(tx, 'spot_partners', op, input.partner, 'partner', 'partner');
    const before = await findRecord<Record<string, unknown>>(tx, bankingTable, context.scope, context.id!);
    const value = (given: number | null | undefined, column: string) =>
      given === undefined ? sql`${ident(column)}` : given === 0 || given === null ? sql`NULL` : sql`${given}::integer`;
    await tx.query(sql`UPDATE spot_transactions SET category_id = ${value(input.category, 'category_id')},
        cost_center_id = ${value(input.costCenter, 'cost_center_id')}, partner_id = ${value(input.partner, 'partner_id')}, manual = true, rule_id = NULL
      WHERE id = ${Number(context.id)} AND operator_code = ${op}`);
    const after = await findRecord<Record<string, unknown>>(tx, bankingTable, context.scope, context.id!);
    return { result: after, details: `Assigned transaction ${String(context.id)}`, before, after };
  });

/** "Make a rule from this transaction": its counterparty (the IBAN, else the name) and direction, setting what it has. */
const makeRule: ActionHandler<Record<string, never>> = (context) =>
  change(context, async (tx, op) => {
    const t = await findRecord<{
      id: number;
      amount: number;
      counterpartyName: string | null;
      counterpartyIban: string | null;
      remittance: string | null;
      categoryId: number | null;
      costCenterId: number | null;
      partnerId: number | null;
    }>(tx, bankingTable, context.scope, context.id!);
    if (!t.categoryId && !t.costCenterId && !t.partnerId) {
      throw badRequest('Assign a category, cost center or partner to the transaction first', [
        { path: 'category', message: 'app.spot.validation.ruleAssignment' },
      ]);
    }
    if (!t.counterpartyIban && !t.counterpartyName) throw badRequest('The transaction has no counterparty to match');
    const [position] = await tx.query<{ next: number }>(
      sql`SELECT coalesce(max(position), 0)::integer + 1 AS next FROM spot_rules WHERE operator_code = ${op}`,
    );
    const name = `${t.counterpartyName ?? t.counterpartyIban}`.slice(0, 80);
    const [row] = await tx.query<{ id: number }>(sql`INSERT INTO spot_rules (operator_code, position, name, direction, counterparty, iban,
        category_id, cost_center_id, partner_id)
      VALUES (${op}, ${position.next}, ${name}, ${t.amount > 0 ? 'IN' : 'OUT'}, ${t.counterpartyIban ? null : t.counterpartyName},
        ${t.counterpartyIban}, ${t.categoryId}, ${t.costCenterId}, ${t.partnerId}) RETURNING id`);
    const rule = await findRecord(tx, rulesTable, context.scope, row.id);
    return { result: rule, details: `Made rule ${name} from transaction ${t.id}`, after: rule };
  });

/** The transactions' actions but the manual match (`matchActions.ts`, added where they are bound). */
export const transactionHandlers: Omit<ActionHandlers<typeof spotBanking>, 'matchInvoice'> = { assign, makeRule };

export const categoryHandlers: ActionHandlers<typeof spotCategories> = {
  addCategory: (context, input) =>
    change(context, async (tx, op) => {
      const rows = await tx
        .query<{ id: number }>(
          sql`INSERT INTO spot_categories (operator_code, name, kind) VALUES (${op}, ${input.name}, ${input.kind}) RETURNING id`,
        )
        .catch((error) => clash(error, 'name', `A category named ${input.name} exists already`));
      const record = await findRecord(tx, categoriesTable, context.scope, rows[0].id);
      return { result: record, details: `Added category ${input.name}`, after: record };
    }),
  removeCategory: (context) => remove(context, categoriesTable, 'category'),
};

async function moveRule(context: ActionContext, step: -1 | 1) {
  return change(context, async (tx, op) => {
    await tx.query(sql`SELECT 1 FROM spot_subscriptions WHERE operator_code = ${op} FOR UPDATE`);
    const rule = await findRecord<{ id: number; position: number; name: string }>(tx, rulesTable, context.scope, context.id!);
    const [neighbour] = await tx.query<{ id: number; position: number }>(sql`SELECT id, position FROM spot_rules WHERE operator_code = ${op}
      AND ${step < 0 ? sql`(position, id) < (${rule.position}::integer, ${rule.id}::integer)` : sql`(position, id) > (${rule.position}::integer, ${rule.id}::integer)`}
      ORDER BY position ${step < 0 ? sql`DESC` : sql`ASC`}, id ${step < 0 ? sql`DESC` : sql`ASC`} LIMIT 1`);
    if (!neighbour) return { result: rule, details: `Rule ${rule.name} stays at ${rule.position}` };
    const [a, b] =
      neighbour.position === rule.position
        ? [neighbour.position + (step < 0 ? 0 : 1), rule.position + (step < 0 ? 1 : 0)]
        : [neighbour.position, rule.position];
    await tx.query(sql`UPDATE spot_rules SET position = CASE WHEN id = ${rule.id}::integer THEN ${a}::integer ELSE ${b}::integer END, updated = now()
      WHERE id IN (${rule.id}::integer, ${neighbour.id}::integer)`);
    const after = await findRecord(tx, rulesTable, context.scope, rule.id);
    return { result: after, details: `Moved rule ${rule.name} ${step < 0 ? 'up' : 'down'}`, before: rule, after };
  });
}

export const ruleHandlers: ActionHandlers<typeof spotRules> = {
  addRule: (context, input) =>
    change(context, async (tx, op) => {
      await mustExist(tx, 'spot_categories', op, input.categoryId, 'categoryId', 'category');
      await mustExist(tx, 'spot_cost_centers', op, input.costCenterId, 'costCenterId', 'cost center');
      await mustExist(tx, 'spot_partners', op, input.partnerId, 'partnerId', 'partner');
      const iban = input.iban?.trim() ? validIban(input.iban) : null;
      if (iban === undefined)
        throw badRequest(`${input.iban} is not a valid IBAN`, [{ path: 'iban', message: 'app.spot.validation.iban' }]);
      const [position] = await tx.query<{ next: number }>(
        sql`SELECT coalesce(max(position), 0)::integer + 1 AS next FROM spot_rules WHERE operator_code = ${op}`,
      );
      const blank = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);
      const [row] = await tx.query<{
        id: number;
      }>(sql`INSERT INTO spot_rules (operator_code, position, name, direction, counterparty, iban, text,
          amount_min, amount_max, category_id, cost_center_id, partner_id, enabled)
        VALUES (${op}, ${position.next}, ${input.name}, ${input.direction ?? null}, ${blank(input.counterparty)}, ${iban}, ${blank(input.text)},
          ${input.amountMin ?? null}::numeric, ${input.amountMax ?? null}::numeric, ${input.categoryId ?? null}::integer,
          ${input.costCenterId ?? null}::integer, ${input.partnerId ?? null}::integer, ${input.enabled ?? true})
        RETURNING id`);
      const record = await findRecord(tx, rulesTable, context.scope, row.id);
      return { result: record, details: `Added rule ${input.name}`, after: record };
    }),
  moveUp: (context) => moveRule(context, -1),
  moveDown: (context) => moveRule(context, 1),
  removeRule: (context) => remove(context, rulesTable, 'rule'),
  preview: async (context) => {
    const op = operatorOf(context);
    await requireBooks(context.db, context.manager, op, false);
    return previewRules(context.db, op);
  },
  apply: (context) =>
    change(context, async (tx, op) => {
      await tx.query(sql`SELECT 1 FROM spot_subscriptions WHERE operator_code = ${op} FOR UPDATE`);
      const changed = await applyRules(tx, op);
      return { result: { changed }, details: `Applied the rules to the booked transactions: ${changed} changed`, after: { changed } };
    }),
};

export const partnerHandlers: ActionHandlers<typeof spotPartners> = {
  merge: (context, input) =>
    change(context, async (tx, op) => {
      if (input.otherId === Number(context.id))
        throw badRequest('A partner cannot be merged with itself', [{ path: 'otherId', message: 'app.spot.validation.mergeSelf' }]);
      const keep = await findRecord<{ id: number; name: string }>(tx, partnersTable, context.scope, context.id!);
      const [other] = await tx.query<{ id: number; name: string }>(
        sql`SELECT id, name FROM spot_partners WHERE id = ${input.otherId} AND operator_code = ${op} FOR UPDATE`,
      );
      if (!other) throw badRequest(`No partner ${input.otherId}`, [{ path: 'otherId', message: `No partner ${input.otherId}` }]);
      await tx.query(sql`UPDATE spot_transactions SET partner_id = ${keep.id} WHERE partner_id = ${other.id}`);
      await tx.query(sql`UPDATE spot_rules SET partner_id = ${keep.id} WHERE partner_id = ${other.id}`);
      await tx
        .query(sql`UPDATE spot_invoices SET partner_id = ${keep.id}, updated = now() WHERE partner_id = ${other.id}`)
        .catch((error) => clash(error, 'otherId', 'Both partners have an incoming invoice with the same number'));
      await tx.query(sql`UPDATE spot_partner_ibans SET partner_id = ${keep.id} WHERE partner_id = ${other.id}`);
      await tx.query(sql`UPDATE spot_partners SET kind = CASE WHEN kind = (SELECT kind FROM spot_partners WHERE id = ${other.id}) THEN kind ELSE 'BOTH' END,
        updated = now() WHERE id = ${keep.id}`);
      await tx.query(sql`DELETE FROM spot_partners WHERE id = ${other.id}`);
      const after = await findRecord(tx, partnersTable, context.scope, keep.id);
      return {
        result: after,
        details: `Merged partner ${other.name} (#${other.id}) into ${keep.name} (#${keep.id})`,
        before: { keep, other },
        after,
      };
    }),
};

export const fileHandlers: ActionHandlers<typeof spotFiles> = {
  importFile: async (context, input) => {
    const op = operatorOf(context);
    await requireBooks(context.db, context.manager, op, true);
    const file = await findRecord<{ id: number; status: string }>(context.db, filesTable, context.scope, context.id!);
    if (file.status !== 'CREATED' && file.status !== 'ERROR')
      throw new ApiError(409, `The file is ${file.status}: only a file waiting or failed imports again`);
    await importFile(context.db, {
      fileId: file.id,
      operatorCode: op,
      manager: context.manager,
      ipAddress: context.request.ip,
      mapping: input.mapping,
    });
    return findRecord(context.db, filesTable, context.scope, file.id);
  },
  undo: async (context) => {
    const op = operatorOf(context);
    await requireBooks(context.db, context.manager, op, true);
    const outcome = await undoFile(context.db, {
      fileId: Number(context.id),
      operatorCode: op,
      manager: context.manager,
      ipAddress: context.request.ip,
    });
    if (!outcome) throw notFound(`No statement file ${String(context.id)}`);
    if (!outcome.undone) {
      throw new ApiError(
        409,
        outcome.file.undone ? 'The file is undone already' : `The file is ${outcome.file.status}: only an imported file can be undone`,
      );
    }
    return findRecord(context.db, filesTable, context.scope, outcome.file.id);
  },
  reviewRejected: (context) =>
    change(context, async (tx) => {
      const file = await findRecord<{ id: number; fileName: string }>(tx, filesTable, context.scope, context.id!);
      const [row] = await tx.query<{ reviewable: boolean; rows_rejected: number }>(
        sql`SELECT (${rejectedToReview('spot_files')}) AS reviewable, rows_rejected FROM spot_files WHERE id = ${file.id} FOR UPDATE`,
      );
      if (!row.reviewable) throw new ApiError(409, 'The file has no rejected rows waiting for review');
      await tx.query(sql`UPDATE spot_files SET rejected_reviewed = now() WHERE id = ${file.id}`);
      const after = await findRecord(tx, filesTable, context.scope, file.id);
      return {
        result: after,
        details: `Reviewed the ${row.rows_rejected} rejected rows of statement file ${file.fileName} (#${file.id})`,
        before: { rejectedReviewed: null },
        after: { rejectedReviewed: (after as { rejectedReviewed: string | null }).rejectedReviewed },
      };
    }),
};
