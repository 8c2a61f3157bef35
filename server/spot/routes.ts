/**
 * The finance product's calls beside its resources' lists and actions (contract: resources/apiCalls.ts):
 * the statement upload (multipart, 000 §7), the specification's spot call
 * (`GET {op}/spot?resource=transactions`, 000 §7), category totals, balances over time and the plan.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { logActivity, managerUser } from '../activity-log';
import { sql, where } from '../db/sql';
import { ApiError, badRequest, forbidden, validationError } from '../http/errors';
import { compileListSpec, parseListParams } from '../resource/list-query';
import { listConditions, listRecords } from '../resource/records';
import type { ResourceRouteOptions } from '../resource/routes';
import { findRecord } from '../resource/records';
import { spotBanking, SpotDirection } from '../../resources/spotBanking';
import { SPOT_FILE_MAX_BYTES } from '../../resources/spotFiles';
import { SpotPlanChange } from '../../resources/spotOrganization';
import { planState, requireBooks } from './access';
import { detectFormat } from './formats/detect';
import { inspectCsv } from './formats/csv';
import { StatementFormatError } from './formats/types';
import { importFile } from './importer';
import { bankingTable, filesTable } from './tables';

function operatorScope(scope: { operatorCode: string | null }): string {
  if (scope.operatorCode === null) throw badRequest('The books are one operator’s: open them in its view');
  return scope.operatorCode;
}

/** A file name kept as sent: no path, quote or control character, at most 200 characters. */
const goodFileName = (name: string) =>
  name.length > 0 && name.length <= 200 && ![...name].some((char) => char < ' ' || '/\\"'.includes(char));

/** `POST {op}/spot/files/upload`: a statement file (field `file`) and, for a CSV file, its bank account (field `bankAccountId`). */
function registerUpload(app: FastifyInstance, options: ResourceRouteOptions) {
  app.register(async (scoped) => {
    scoped.register(multipart, { limits: { fileSize: SPOT_FILE_MAX_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 6 } });
    scoped.post('/:op/spot/files/upload', async (request) => {
      const { manager, scope } = await options.context(request);
      const op = operatorScope(scope);
      await requireBooks(options.db, manager, op, true);
      if (!request.isMultipart()) throw badRequest('Send the statement as multipart/form-data with a file field "file"');
      let bytes: Buffer | undefined;
      let fileName = '';
      let bankAccountId: number | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') throw badRequest(`Unexpected file field ${part.fieldname}: the statement goes in "file"`);
            fileName = part.filename;
            bytes = await part.toBuffer();
          } else if (part.fieldname === 'bankAccountId') {
            const value = String(part.value);
            if (value !== '') {
              if (!/^\d{1,9}$/.test(value))
                throw badRequest('bankAccountId must be a bank account id', [{ path: 'bankAccountId', message: 'Expected an id' }]);
              bankAccountId = Number(value);
            }
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new ApiError(413, `The file is larger than ${SPOT_FILE_MAX_BYTES / 1024 / 1024} MB, the most a statement may be`);
        }
        if (code?.startsWith('FST_')) throw badRequest(`The upload cannot be read: ${(error as Error).message}`);
        throw error;
      }
      if (!bytes) throw badRequest('No file: the statement goes in the field "file"', [{ path: 'file', message: 'Required' }]);
      if (!goodFileName(fileName)) fileName = 'statement';
      if (bytes.length === 0) throw badRequest('The file is empty', [{ path: 'file', message: 'Empty' }]);
      if (bankAccountId !== null) {
        const [account] = await options.db.query(
          sql`SELECT 1 FROM spot_bank_accounts WHERE id = ${bankAccountId} AND operator_code = ${op}`,
        );
        if (!account) throw badRequest(`No bank account ${bankAccountId}`, [{ path: 'bankAccountId', message: 'No such bank account' }]);
      }
      const format = detectFormat(bytes);
      if (format === 'CSV' && bankAccountId === null) {
        throw badRequest('Choose the bank account of a CSV statement', [{ path: 'bankAccountId', message: 'Required' }]);
      }
      let preview: unknown = null;
      let error: string | null = null;
      if (format === 'CSV') {
        const [account] = await options.db.query<{ csv_mapping: unknown }>(
          sql`SELECT csv_mapping FROM spot_bank_accounts WHERE id = ${bankAccountId}`,
        );
        try {
          preview = inspectCsv(
            bytes,
            (typeof account.csv_mapping === 'string' ? JSON.parse(account.csv_mapping) : account.csv_mapping) as never,
          );
        } catch (failure) {
          if (!(failure instanceof StatementFormatError)) throw failure;
          error = failure.message;
        }
      }
      const user = managerUser(manager);
      const fileId = await options.db.transaction(async (tx) => {
        const [row] = await tx.query<{
          id: number;
        }>(sql`INSERT INTO spot_files (operator_code, file_name, format, status, bank_account_id, size, sha256,
            error, preview, mapping, user_role, user_realm, user_username, user_id)
          VALUES (${op}, ${fileName}, ${format}, ${error ? 'PERMANENT_ERROR' : 'CREATED'}, ${bankAccountId}::integer, ${bytes.length},
            ${createHash('sha256').update(bytes).digest('hex')}, ${error}, ${preview ? JSON.stringify(preview) : null}::jsonb,
            ${preview ? JSON.stringify((preview as { mapping: unknown }).mapping) : null}::jsonb,
            ${user.role}, ${user.realm}, ${user.username}, ${user.id})
          RETURNING id`);
        await tx.query(sql`INSERT INTO spot_file_contents (file_id, content) VALUES (${row.id}, ${bytes})`);
        await logActivity(tx, {
          operatorCode: op,
          logType: 'DATA_CHANGED',
          significanceLevel: 'Info',
          user,
          ipAddress: request.ip,
          details: `Uploaded statement file ${fileName} (#${row.id}, ${format}, ${bytes.length} bytes)`,
          after: { id: row.id, fileName, format },
        });
        return row.id;
      });
      // CAMT.053 and MT940 name their columns themselves: they import at once.
      if (format !== 'CSV') await importFile(options.db, { fileId, operatorCode: op, manager, ipAddress: request.ip });
      return { success: true, payload: await findRecord(options.db, filesTable, scope, fileId) };
    });
  });
}

/** The list parameters of the banking list from a request (the same filters, sort and page sizes). */
function bankingParams(raw: Record<string, unknown>) {
  const spec = compileListSpec(spotBanking, bankingTable);
  return { spec, params: parseListParams(spec, raw) };
}

function single(value: unknown): unknown {
  return Array.isArray(value) ? value.at(-1) : value;
}

export function registerSpotRoutes(app: FastifyInstance, options: ResourceRouteOptions) {
  const { db } = options;
  registerUpload(app, options);

  // The specification's spot call (000 §7): resource=transactions, page, size (10000), filter → payload.transactionsResponse.
  app.get('/:op/spot', async (request: FastifyRequest) => {
    const { manager, scope } = await options.context(request);
    const op = operatorScope(scope);
    await requireBooks(db, manager, op, false);
    const query = { ...(request.query as Record<string, unknown>) };
    const resource = single(query.resource);
    if (resource !== 'transactions') {
      throw badRequest(`resource must be transactions (the spot API serves its transactions)`, [
        { path: 'resource', message: 'Expected transactions' },
      ]);
    }
    delete query.resource;
    const { spec, params } = bankingParams(query);
    const page = await listRecords(db, spec, scope, params);
    return { success: true, payload: { transactionsResponse: page } };
  });

  // Sums per category of one direction over the list's filter (Income, Expenses).
  app.get('/:op/spot/totals', async (request: FastifyRequest) => {
    const { manager, scope } = await options.context(request);
    const op = operatorScope(scope);
    await requireBooks(db, manager, op, false);
    const query = { ...(request.query as Record<string, unknown>) };
    const direction = SpotDirection.safeParse(single(query.direction));
    if (!direction.success) throw validationError(direction.error, 'direction');
    delete query.direction;
    const { spec, params } = bankingParams({ filter: query.filter });
    const conditions = [...listConditions(spec, scope, params), direction.data === 'IN' ? sql`amount > 0` : sql`amount < 0`];
    const rows = await db.query<{ category_id: number | null; category_name: string | null; currency: string; n: number; total: string }>(
      sql`SELECT spot_transactions.category_id, (SELECT c.name FROM spot_categories c WHERE c.id = spot_transactions.category_id) AS category_name,
          currency, count(*)::integer AS n, sum(amount)::text AS total
        FROM spot_transactions${where(conditions)}
        GROUP BY spot_transactions.category_id, currency ORDER BY abs(sum(amount)) DESC LIMIT 200`,
    );
    return {
      success: true,
      payload: rows.map((row) => ({
        categoryId: row.category_id,
        categoryName: row.category_name,
        currency: row.currency,
        count: row.n,
        total: row.total,
      })),
    };
  });

  // Each account's balance at the end of every day it moved: opening balance plus the running sum.
  app.get('/:op/spot/balances', async (request: FastifyRequest) => {
    const { manager, scope } = await options.context(request);
    const op = operatorScope(scope);
    await requireBooks(db, manager, op, false);
    const accounts = await db.query<{
      id: number;
      name: string;
      currency: string;
      opening_date: string;
      opening_balance: string;
      balance: string;
      points: unknown;
    }>(sql`SELECT a.id, a.name, a.currency, a.opening_date::text AS opening_date, a.opening_balance::text AS opening_balance,
        a.balance::text AS balance,
        (SELECT coalesce(jsonb_agg(jsonb_build_object('date', d.day::text, 'balance', (a.opening_balance + d.running)::text) ORDER BY d.day), '[]'::jsonb)
          FROM (SELECT booking_date AS day, sum(sum(amount)) OVER (ORDER BY booking_date) AS running
            FROM spot_transactions WHERE bank_account_id = a.id GROUP BY booking_date) d) AS points
      FROM spot_bank_accounts a WHERE a.operator_code = ${op} ORDER BY a.name, a.id`);
    return {
      success: true,
      payload: accounts.map((account) => ({
        bankAccountId: account.id,
        name: account.name,
        currency: account.currency,
        openingDate: account.opening_date,
        openingBalance: account.opening_balance,
        balance: account.balance,
        points: typeof account.points === 'string' ? JSON.parse(account.points) : account.points,
      })),
    };
  });

  app.get('/:op/spot/plan', async (request: FastifyRequest) => {
    const { manager, scope } = await options.context(request);
    const op = operatorScope(scope);
    await requireBooks(db, manager, op, false);
    return { success: true, payload: await planState(db, op) };
  });

  // The plan is agreed with the platform: central managers set it.
  app.put('/:op/spot/plan', async (request: FastifyRequest) => {
    const { manager, scope } = await options.context(request);
    const op = operatorScope(scope);
    if (manager.role !== 'CENTRAL_MANAGER') throw forbidden('The plan is set by a central manager');
    const change = SpotPlanChange.safeParse(request.body ?? {});
    if (!change.success) throw validationError(change.error, undefined, 'Invalid plan');
    await db.transaction(async (tx) => {
      const before = await planState(tx, op);
      await tx.query(sql`INSERT INTO spot_subscriptions (operator_code, plan, extra_entities) VALUES (${op}, ${change.data.plan}, ${change.data.extraEntities ?? 0})
        ON CONFLICT (operator_code) DO UPDATE SET plan = EXCLUDED.plan, extra_entities = EXCLUDED.extra_entities, updated = now()`);
      await logActivity(tx, {
        operatorCode: op,
        logType: 'DATA_CHANGED',
        significanceLevel: 'Normal60',
        user: managerUser(manager),
        ipAddress: request.ip,
        details: `Plan of the books set to ${change.data.plan}`,
        before: { plan: before.plan, extraEntities: before.extraEntities },
        after: change.data,
      });
    });
    return { success: true, payload: await planState(db, op) };
  });
}
