/**
 * The import of one statement file, in one database transaction: every row is read (a row that
 * cannot be read refuses the whole file, listing each such row's line and reason), staged in a
 * temporary table, then booked in one statement that skips rows already booked (the account,
 * the row's fingerprint and its occurrence among the file's equal rows are unique), partners are
 * found or made, the rules run, the balances move by the exact sum of what was added, and the
 * file's counts and an activity-log row are written. The operator's plan row and bank accounts
 * are locked first, so imports of one operator run one after another.
 */
import BigNumber from 'bignumber.js';
import type { Manager } from '../auth/managers';
import type { Database, Queryable } from '../db/database';
import { sql } from '../db/sql';
import { logActivity, managerUser } from '../activity-log';
import { SPOT_REJECTED_KEPT, type SpotCsvMapping, type SpotFile } from '../../resources/spotFiles';
import { SPOT_AMOUNT_MAX } from '../../resources/spotBanking';
import { checkTransactionRoom, PlanLimitError } from './access';
import { readCamt053 } from './formats/camt';
import { csvHeaders, readCsv } from './formats/csv';
import { readMt940 } from './formats/mt940';
import {
  isProblem,
  isSkip,
  StatementFormatError,
  type RowProblem,
  type StatementItem,
  type StatementPeriod,
  type StatementRow,
} from './formats/types';
import { exactAmount, nameKey, rowFingerprint, validIban } from './text';
import { applyRules } from './rules';
import { assignPartners } from './partners';
import { dropMatchesOf, ENGINE, runMatching } from './matching';

/** Rows staged per statement. */
const BATCH_ROWS = 2000;

interface Account {
  id: number;
  iban: string;
  currency: string;
  opening_date: string;
  name: string;
}

/** The file could not be imported; its status and message say why. */
export class ImportFailure extends Error {
  constructor(
    message: string,
    readonly status: 'ERROR' | 'PERMANENT_ERROR',
    readonly rejected: readonly RowProblem[] = [],
    readonly rejectedCount = rejected.length,
  ) {
    super(message);
  }
}

export interface ImportResult {
  read: number;
  imported: number;
  duplicates: number;
  rejected: RowProblem[];
  rejectedCount: number;
  period: StatementPeriod;
  /** The accounts the file's rows belong to. */
  accounts: number[];
  /** Matches to open invoices the new rows made: applied and proposed. */
  matched: { applied: number; proposed: number };
}

async function* textChunks(bytes: Buffer): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const piece = 1 << 20;
  try {
    for (let offset = 0; offset < bytes.length; offset += piece) {
      yield decoder.decode(bytes.subarray(offset, offset + piece), { stream: offset + piece < bytes.length });
    }
  } catch (error) {
    if (error instanceof TypeError) throw new StatementFormatError('The XML file is not UTF-8 text');
    throw error;
  }
}

/** The rows of a file in its format. */
export function readStatement(
  format: SpotFile['format'],
  bytes: Buffer,
  mapping: SpotCsvMapping | null,
  period: StatementPeriod,
): AsyncIterable<StatementItem> {
  if (format === 'CAMT053') return readCamt053(textChunks(bytes), period);
  if (format === 'MT940') {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = bytes.toString('latin1');
    }
    return (async function* () {
      yield* readMt940(text, period);
    })();
  }
  if (!mapping) throw new ImportFailure('Choose how the CSV columns are read first', 'ERROR');
  return readCsv(bytes, mapping, period);
}

/** Finds the account a statement names: by IBAN, or by German bank code and account number (`37040044/0532013000`). */
function accountOf(accounts: readonly Account[], reference: string): Account | undefined {
  const iban = validIban(reference);
  if (iban) return accounts.find((account) => account.iban === iban);
  const german = /^(\d{8})\/(\d{1,10})$/.exec(reference.replace(/\s/g, ''));
  if (german) {
    return accounts.find(
      (account) =>
        account.iban.startsWith('DE') && account.iban.slice(4, 12) === german[1] && account.iban.slice(12) === german[2].padStart(10, '0'),
    );
  }
  return accounts.find((account) => account.iban === reference.replace(/\s/g, '').toUpperCase());
}

interface Staged {
  line: number[];
  account: number[];
  bookingDate: string[];
  valueDate: (string | null)[];
  amount: string[];
  currency: string[];
  name: (string | null)[];
  iban: (string | null)[];
  bic: (string | null)[];
  key: string[];
  remittance: (string | null)[];
  endToEnd: (string | null)[];
  reference: (string | null)[];
  text: (string | null)[];
  fingerprint: string[];
}

function emptyBatch(): Staged {
  return {
    line: [],
    account: [],
    bookingDate: [],
    valueDate: [],
    amount: [],
    currency: [],
    name: [],
    iban: [],
    bic: [],
    key: [],
    remittance: [],
    endToEnd: [],
    reference: [],
    text: [],
    fingerprint: [],
  };
}

async function stage(tx: Queryable, batch: Staged): Promise<void> {
  if (batch.line.length === 0) return;
  await tx.query(sql`INSERT INTO spot_import_rows SELECT * FROM unnest(${batch.line}::integer[], ${batch.account}::integer[],
    ${batch.bookingDate}::date[], ${batch.valueDate}::date[], ${batch.amount}::numeric[], ${batch.currency}::text[], ${batch.name}::text[],
    ${batch.iban}::text[], ${batch.bic}::text[], ${batch.key}::text[], ${batch.remittance}::text[], ${batch.endToEnd}::text[],
    ${batch.reference}::text[], ${batch.text}::text[], ${batch.fingerprint}::text[])`);
}

export interface ImportTarget {
  fileId: number;
  operatorCode: string;
  format: SpotFile['format'];
  /** The account chosen on upload; a CSV row has no other. */
  bankAccountId: number | null;
  bytes: Buffer;
  mapping: SpotCsvMapping | null;
}

/**
 * Books a file's rows in the open transaction `tx`. Throws {@link ImportFailure} (the transaction
 * is then rolled back by the caller) when the file or a row cannot be read, or a limit is passed.
 */
export async function bookStatement(tx: Queryable, target: ImportTarget): Promise<ImportResult> {
  const { operatorCode, fileId } = target;
  // One operator's imports run one at a time: the plan row first, then every account in id order.
  await tx.query(sql`INSERT INTO spot_subscriptions (operator_code) VALUES (${operatorCode}) ON CONFLICT (operator_code) DO NOTHING`);
  await tx.query(sql`SELECT 1 FROM spot_subscriptions WHERE operator_code = ${operatorCode} FOR UPDATE`);
  const accounts = await tx.query<Account>(sql`SELECT id, iban, currency, to_char(opening_date, 'YYYY-MM-DD') AS opening_date, name
    FROM spot_bank_accounts WHERE operator_code = ${operatorCode} ORDER BY id FOR UPDATE`);
  const chosen = target.bankAccountId === null ? undefined : accounts.find((account) => account.id === target.bankAccountId);
  if (target.bankAccountId !== null && !chosen)
    throw new ImportFailure(`Bank account ${target.bankAccountId} is not one of the operator's`, 'ERROR');
  if (target.format === 'CSV' && !chosen) throw new ImportFailure('Choose the bank account a CSV file belongs to', 'ERROR');

  await tx.query(sql`CREATE TEMPORARY TABLE IF NOT EXISTS spot_import_rows (line integer, bank_account_id integer, booking_date date,
    value_date date, amount numeric, currency text, counterparty_name text, counterparty_iban text, counterparty_bic text,
    counterparty_key text, remittance text, end_to_end_id text, bank_reference text, booking_text text, fingerprint text) ON COMMIT DROP`);
  await tx.query(sql`TRUNCATE spot_import_rows`);

  const period: StatementPeriod = {};
  const problems: RowProblem[] = [];
  let problemCount = 0;
  const rejected: RowProblem[] = [];
  let rejectedCount = 0;
  let read = 0;
  const used = new Set<number>();
  let batch = emptyBatch();
  const problem = (item: RowProblem) => {
    problemCount++;
    if (problems.length < SPOT_REJECTED_KEPT) problems.push(item);
  };
  const reject = (line: number, reason: string) => {
    rejectedCount++;
    if (rejected.length < SPOT_REJECTED_KEPT) rejected.push({ line, reason });
  };
  try {
    for await (const item of readStatement(target.format, target.bytes, target.mapping, period)) {
      read++;
      if (isProblem(item)) {
        problem(item);
        continue;
      }
      if (isSkip(item)) {
        reject(item.line, item.skip);
        continue;
      }
      const row = item as StatementRow;
      let account = chosen;
      if (row.account) {
        const named = accountOf(accounts, row.account);
        if (!named) {
          problem({
            line: row.line,
            reason: `The statement is for account ${row.account}, which is not one of the bank accounts: add it under Banking first`,
          });
          continue;
        }
        if (chosen && named.id !== chosen.id) {
          problem({ line: row.line, reason: `The statement is for account ${named.name} (${named.iban}), not ${chosen.name}` });
          continue;
        }
        account = named;
      }
      used.add(account!.id);
      const currency = row.currency ?? account!.currency;
      const amount = exactAmount(row.amount, currency);
      if (amount === undefined) {
        problem({ line: row.line, reason: `Amount ${row.amount} has more decimals than ${currency} has` });
        continue;
      }
      if (new BigNumber(amount).abs().gt(SPOT_AMOUNT_MAX)) {
        problem({ line: row.line, reason: `Amount ${amount} is beyond ${SPOT_AMOUNT_MAX}` });
        continue;
      }
      if (currency !== account!.currency) {
        reject(row.line, `Currency ${currency} is not the account's ${account!.currency}`);
        continue;
      }
      if (row.bookingDate < account!.opening_date) {
        reject(
          row.line,
          `Booked on ${row.bookingDate}, before the account's opening date ${account!.opening_date}: the opening balance holds it`,
        );
        continue;
      }
      if (new BigNumber(amount).isZero()) {
        reject(row.line, 'The amount is zero');
        continue;
      }
      batch.line.push(row.line);
      batch.account.push(account!.id);
      batch.bookingDate.push(row.bookingDate);
      batch.valueDate.push(row.valueDate);
      batch.amount.push(amount);
      batch.currency.push(currency);
      batch.name.push(row.counterpartyName);
      const iban = validIban(row.counterpartyIban);
      batch.iban.push(iban ?? null);
      batch.bic.push(row.counterpartyBic?.toUpperCase() ?? null);
      batch.key.push(nameKey(row.counterpartyName));
      batch.remittance.push(row.remittance);
      batch.endToEnd.push(row.endToEndId);
      batch.reference.push(row.bankReference);
      batch.text.push(row.bookingText);
      batch.fingerprint.push(rowFingerprint({ ...row, amount }));
      if (batch.line.length >= BATCH_ROWS) {
        await stage(tx, batch);
        batch = emptyBatch();
      }
    }
  } catch (error) {
    if (error instanceof StatementFormatError) throw new ImportFailure(error.message, error.fixable ? 'ERROR' : 'PERMANENT_ERROR');
    throw error;
  }
  if (problemCount > 0) {
    throw new ImportFailure(
      `${problemCount} row${problemCount === 1 ? '' : 's'} could not be read; nothing was imported`,
      'ERROR',
      problems,
      problemCount,
    );
  }
  if (read === 0) throw new ImportFailure('The file holds no transactions', 'PERMANENT_ERROR');
  await stage(tx, batch);

  const moved = await tx.query<{ bank_account_id: number; n: number; total: string }>(sql`WITH booked AS (
      INSERT INTO spot_transactions (operator_code, bank_account_id, file_id, booking_date, value_date, amount, currency,
        counterparty_name, counterparty_iban, counterparty_bic, counterparty_key, remittance, end_to_end_id, bank_reference,
        booking_text, fingerprint, occurrence)
      SELECT ${operatorCode}, bank_account_id, ${fileId}::integer, booking_date, value_date, amount, currency, counterparty_name,
        counterparty_iban, counterparty_bic, counterparty_key, remittance, end_to_end_id, bank_reference, booking_text, fingerprint,
        row_number() OVER (PARTITION BY bank_account_id, fingerprint ORDER BY line)::integer
      FROM spot_import_rows
      ON CONFLICT (bank_account_id, fingerprint, occurrence) DO NOTHING
      RETURNING bank_account_id, amount)
    SELECT bank_account_id, count(*)::integer AS n, sum(amount)::text AS total FROM booked GROUP BY bank_account_id`);
  const [staged] = await tx.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM spot_import_rows`);
  const imported = moved.reduce((sum, account) => sum + account.n, 0);
  try {
    await checkTransactionRoom(tx, operatorCode, imported);
  } catch (error) {
    if (error instanceof PlanLimitError) throw new ImportFailure(error.message, 'ERROR');
    throw error;
  }
  for (const account of moved) {
    await tx.query(
      sql`UPDATE spot_bank_accounts SET balance = balance + ${account.total}::numeric, updated = now() WHERE id = ${account.bank_account_id}`,
    );
  }
  if (imported > 0) {
    await assignPartners(tx, operatorCode, sql`t.file_id = ${fileId}::integer`);
    await applyRules(tx, operatorCode, sql`t.file_id = ${fileId}::integer`);
  }
  await tx.query(sql`DROP TABLE spot_import_rows`);
  // The new rows pay open invoices: exact matches are applied, likely ones proposed.
  const matched =
    imported > 0 ? await runMatching(tx, operatorCode, ENGINE, sql`t.file_id = ${fileId}::integer`) : { applied: 0, proposed: 0 };
  return { read, imported, duplicates: staged.n - imported, rejected, rejectedCount, period, accounts: [...used], matched };
}

export interface ImportRequest {
  fileId: number;
  operatorCode: string;
  manager: Manager;
  ipAddress?: string;
  /** The CSV mapping to read with (remembered for the account on success). */
  mapping?: SpotCsvMapping;
}

interface FileRow {
  id: number;
  file_name: string;
  format: SpotFile['format'];
  status: SpotFile['status'];
  bank_account_id: number | null;
  mapping: SpotCsvMapping | null;
  undone: string | null;
}

/**
 * Imports a stored file (a CSV file with a mapping) and records the outcome on the file: UPLOADED
 * with its counts, or ERROR / PERMANENT_ERROR with the reason and the rows at fault, nothing booked.
 */
export async function importFile(db: Database, request: ImportRequest): Promise<void> {
  const { fileId, operatorCode, manager } = request;
  const user = managerUser(manager);
  try {
    await db.transaction(async (tx) => {
      const [file] = await tx.query<FileRow>(sql`SELECT id, file_name, format, status, bank_account_id, mapping, undone::text AS undone
        FROM spot_files WHERE id = ${fileId} AND operator_code = ${operatorCode} FOR UPDATE`);
      if (!file) throw new ImportFailure(`No statement file ${fileId}`, 'ERROR');
      if (file.status === 'UPLOADED') throw new ImportFailure('The file is imported already', 'ERROR');
      const [content] = await tx.query<{ content: Uint8Array }>(sql`SELECT content FROM spot_file_contents WHERE file_id = ${fileId}`);
      const bytes = Buffer.from(content.content);
      const mapping = request.mapping ?? file.mapping;
      const result = await bookStatement(tx, {
        fileId,
        operatorCode,
        format: file.format,
        bankAccountId: file.bank_account_id,
        bytes,
        mapping,
      });
      if (file.format === 'CSV' && mapping && file.bank_account_id !== null) {
        await tx.query(sql`UPDATE spot_bank_accounts SET csv_mapping = ${JSON.stringify({ mapping, headers: csvHeaders(bytes, mapping) })}::jsonb
          WHERE id = ${file.bank_account_id}`);
      }
      await tx.query(sql`UPDATE spot_files SET status = 'UPLOADED', rows_read = ${result.read}, rows_imported = ${result.imported},
          rows_duplicate = ${result.duplicates}, rows_rejected = ${result.rejectedCount}, rejected = ${JSON.stringify(result.rejected)}::jsonb,
          error = NULL, period_from = ${result.period.from ?? null}::date, period_to = ${result.period.to ?? null}::date,
          mapping = ${mapping ? JSON.stringify(mapping) : null}::jsonb, imported = now(),
          bank_account_id = coalesce(bank_account_id, ${result.accounts.length === 1 ? result.accounts[0] : null}::integer)
        WHERE id = ${fileId}`);
      await logActivity(tx, {
        operatorCode,
        logType: 'DATA_CHANGED',
        significanceLevel: 'Normal60',
        user,
        ipAddress: request.ipAddress,
        details: `Imported statement file ${file.file_name} (#${fileId}): ${result.imported} transactions, ${result.duplicates} already booked, ${result.rejectedCount} rejected; ${result.matched.applied} invoice matches applied, ${result.matched.proposed} proposed`,
        before: { status: file.status },
        after: { status: 'UPLOADED', imported: result.imported, duplicates: result.duplicates, rejected: result.rejectedCount },
      });
    });
  } catch (error) {
    if (!(error instanceof ImportFailure)) throw error;
    await db.transaction(async (tx) => {
      const [file] = await tx.query<FileRow>(
        sql`SELECT id, file_name, status FROM spot_files WHERE id = ${fileId} AND operator_code = ${operatorCode} FOR UPDATE`,
      );
      if (!file || file.status === 'UPLOADED') return;
      await tx.query(sql`UPDATE spot_files SET status = ${error.status}, error = ${error.message},
          rows_rejected = ${error.rejectedCount}, rejected = ${JSON.stringify(error.rejected)}::jsonb,
          mapping = coalesce(${request.mapping ? JSON.stringify(request.mapping) : null}::jsonb, mapping)
        WHERE id = ${fileId}`);
      await logActivity(tx, {
        operatorCode,
        logType: 'DATA_CHANGED',
        significanceLevel: 'Low30',
        user,
        ipAddress: request.ipAddress,
        details: `Statement file ${file.file_name} (#${fileId}) not imported: ${error.message}`,
        before: { status: file.status },
        after: { status: error.status, error: error.message },
      });
    });
  }
}

/** Removes the transactions a file added and moves the balances back, with an activity-log row. */
export async function undoFile(db: Database, request: { fileId: number; operatorCode: string; manager: Manager; ipAddress?: string }) {
  const { fileId, operatorCode } = request;
  return db.transaction(async (tx) => {
    await tx.query(sql`SELECT 1 FROM spot_bank_accounts WHERE operator_code = ${operatorCode} ORDER BY id FOR UPDATE`);
    const [file] = await tx.query<FileRow>(sql`SELECT id, file_name, status, undone::text AS undone FROM spot_files
      WHERE id = ${fileId} AND operator_code = ${operatorCode} FOR UPDATE`);
    if (!file) return undefined;
    if (file.status !== 'UPLOADED' || file.undone) return { file, undone: false };
    // Their matches go too, and the invoices they paid are open for those amounts again.
    const reopened = await dropMatchesOf(tx, operatorCode, sql`SELECT id FROM spot_transactions WHERE file_id = ${fileId}`);
    const removed = await tx.query<{ bank_account_id: number; n: number; total: string }>(sql`WITH gone AS (
        DELETE FROM spot_transactions WHERE file_id = ${fileId} RETURNING bank_account_id, amount)
      SELECT bank_account_id, count(*)::integer AS n, sum(amount)::text AS total FROM gone GROUP BY bank_account_id`);
    for (const account of removed) {
      await tx.query(
        sql`UPDATE spot_bank_accounts SET balance = balance - ${account.total}::numeric, updated = now() WHERE id = ${account.bank_account_id}`,
      );
    }
    const count = removed.reduce((sum, account) => sum + account.n, 0);
    await tx.query(sql`UPDATE spot_files SET undone = now() WHERE id = ${fileId}`);
    await logActivity(tx, {
      operatorCode,
      logType: 'DATA_CHANGED',
      significanceLevel: 'Normal60',
      user: managerUser(request.manager),
      ipAddress: request.ipAddress,
      details: `Undid statement file ${file.file_name} (#${fileId}): ${count} transactions removed${reopened.length ? `, the matches of ${reopened.length} invoices with them` : ''}`,
      before: { status: file.status, transactions: count },
      after: { status: file.status, undone: true, transactions: 0 },
    });
    return { file, undone: true };
  });
}
