/**
 * The finance product's statement import and transactions list (`--only spot`).
 *
 * Import: a 100,000-row CAMT.053 and the same rows as a German bank's CSV (`;`, decimal commas,
 * `DD.MM.YY`) are imported by the importer the upload calls (`importFile`: read, staged, booked in
 * one statement, partners, rules and invoice matching, in one transaction) into accounts of their
 * own, each ÷ a plain COPY of the resulting rows into the same table (target ≤ 3). Memory: the
 * main thread's peak heap above its level before the import, for the 100,000-row file ÷ a
 * 10,000-row one (target ≤ 1.5: the importer holds a batch, not the file's rows). The file's own
 * bytes are outside the heap (a Buffer) and are printed beside it.
 *
 * List: the banking list's default page (newest first, 25 rows, with its count) and a searched
 * and an uncategorised page of an operator with 100,000 transactions ÷ one with 1,000 (target
 * ≤ 1.5), p50 over alternating requests.
 *
 * Both run on the embedded database and on PostgreSQL, each on its own small seed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { managerById, type Manager } from '../server/auth/managers';
import type { Database } from '../server/db/database';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { sql } from '../server/db/sql';
import { seed } from '../server/seed';
import { importFile, undoFile } from '../server/spot/importer';
import { inspectCsv } from '../server/spot/formats/csv';
import { startServer, type RunningServer } from '../server/start';
import { startPgCluster } from '../tests/support/pg-cluster';
import type { BenchContext } from './context';
import { median, ratioRow, type BenchRow } from './row';

/**
 * Rows of the large statement (`BENCH_SPOT_ROWS`, for a quick look at the module), of the memory
 * check's small one and of the small list side.
 */
const LARGE = Number(process.env.BENCH_SPOT_ROWS ?? 100_000);
const SMALL_FILE = Math.min(10_000, LARGE / 10);
const SMALL_LIST = Math.min(1_000, LARGE / 100);
/** Seed scale of the bench's own servers (the import does not read the betting data). */
const SEED_SCALE = 0.05;
const IMPORT_LIMIT = 3;
const MEMORY_LIMIT = 1.5;
const LIST_LIMIT = 1.5;

/** A small deterministic generator, so every run imports the same rows. */
function random(seedValue: number) {
  let state = seedValue >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A German IBAN of bank code `bank` and account `account`, with its check digits. */
function germanIban(bank: string, account: number): string {
  const bban = bank + String(account).padStart(10, '0');
  const check = 98n - (BigInt(bban + '131400') % 97n);
  return `DE${String(check).padStart(2, '0')}${bban}`;
}

interface Row {
  date: string;
  /** Signed, two decimals. */
  amount: string;
  name: string;
  iban: string;
  bic: string;
  remittance: string;
  endToEnd: string;
  reference: string;
  text: string;
}

const SUPPLIERS = ['Stadtwerke', 'Telekom', 'Bürobedarf', 'Logistik', 'Druckerei', 'Reinigung', 'Software', 'Versicherung'];
const CUSTOMERS = ['Handel', 'Bau', 'Müller & Söhne', 'Gastronomie', 'Technik', 'Medien', 'Transport', 'Agrar'];

/** `count` plausible rows over 2024: customers' payments, suppliers, salaries, card fees, a few identical card payments. */
function statementRows(count: number, seedValue: number): Row[] {
  const next = random(seedValue);
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) {
    const day = new Date(Date.UTC(2024, 0, 1) + Math.floor((i / count) * 365) * 86_400_000).toISOString().slice(0, 10);
    const kind = next();
    const party = Math.floor(next() * 400);
    const cents = Math.floor(next() * 500_000) + 1;
    const euros = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    if (kind < 0.35) {
      const name = `${CUSTOMERS[party % CUSTOMERS.length]} Kunde ${party} GmbH`;
      rows.push({
        date: day,
        amount: euros,
        name,
        iban: germanIban('50010517', 5_000_000 + party),
        bic: 'INGDDEFFXXX',
        remittance: `Rechnung RE-2024-${String(i % 9000).padStart(4, '0')}`,
        endToEnd: `E2E-${seedValue}-${i}`,
        reference: `REF${seedValue}${String(i).padStart(9, '0')}`,
        text: 'GUTSCHR. UEBERWEISUNG',
      });
    } else if (kind < 0.75) {
      const name = `${SUPPLIERS[party % SUPPLIERS.length]} Lieferant ${party} KG`;
      rows.push({
        date: day,
        amount: `-${euros}`,
        name,
        iban: germanIban('70020270', 1_000_000 + party),
        bic: 'HYVEDEMMXXX',
        remittance: `Kd-Nr ${10_000 + party} Abschlag ${day.slice(0, 7)}`,
        endToEnd: `SEPA-${seedValue}-${i}`,
        reference: `REF${seedValue}${String(i).padStart(9, '0')}`,
        text: 'FOLGELASTSCHRIFT',
      });
    } else if (kind < 0.85) {
      rows.push({
        date: day,
        amount: `-${2000 + (party % 40) * 50}.00`,
        name: `Mitarbeiterin ${party}`,
        iban: germanIban('37040044', 300_000 + party),
        bic: 'COBADEFFXXX',
        remittance: `Gehalt ${day.slice(0, 7)}`,
        endToEnd: `LOHN-${seedValue}-${i}`,
        reference: `REF${seedValue}${String(i).padStart(9, '0')}`,
        text: 'LOHN GEHALT',
      });
    } else {
      // Card payments carry no IBAN or reference; a few of a day are the same amount at the same place.
      rows.push({
        date: day,
        amount: `-${(party % 12) + 3}.${party % 2 ? '50' : '00'}`,
        name: `Parkhaus ${party % 20}`,
        iban: '',
        bic: '',
        remittance: `Kartenzahlung Parkhaus ${party % 20}`,
        endToEnd: '',
        reference: '',
        text: 'KARTENZAHLUNG',
      });
    }
  }
  return rows;
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The rows as one CAMT.053 statement of account `iban`. */
function camt053(iban: string, rows: readonly Row[]): Buffer {
  const parts: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>BENCH-053-${rows.length}</MsgId><CreDtTm>2025-01-01T05:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>BENCH-STMT-2024</Id>
      <CreDtTm>2025-01-01T05:00:00</CreDtTm>
      <FrToDt><FrDtTm>2024-01-01T00:00:00</FrDtTm><ToDtTm>2024-12-31T23:59:59</ToDtTm></FrToDt>
      <Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>
`,
  ];
  for (const row of rows) {
    const credit = !row.amount.startsWith('-');
    const party = credit ? 'Dbtr' : 'Cdtr';
    parts.push(`      <Ntry>
        <Amt Ccy="EUR">${credit ? row.amount : row.amount.slice(1)}</Amt>
        <CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${row.date}</Dt></BookgDt>
        <ValDt><Dt>${row.date}</Dt></ValDt>
${row.reference ? `        <AcctSvcrRef>${row.reference}</AcctSvcrRef>\n` : ''}        <NtryDtls><TxDtls>
${row.endToEnd ? `          <Refs><EndToEndId>${row.endToEnd}</EndToEndId></Refs>\n` : ''}          <RltdPties><${party}><Nm>${xml(row.name)}</Nm></${party}>${row.iban ? `<${party}Acct><Id><IBAN>${row.iban}</IBAN></Id></${party}Acct>` : ''}</RltdPties>
${row.bic ? `          <RltdAgts><${party}Agt><FinInstnId><BIC>${row.bic}</BIC></FinInstnId></${party}Agt></RltdAgts>\n` : ''}          <RmtInf><Ustrd>${xml(row.remittance)}</Ustrd></RmtInf>
          <AddtlTxInf>${row.text}</AddtlTxInf>
        </TxDtls></NtryDtls>
      </Ntry>
`);
  }
  parts.push('    </Stmt>\n  </BkToCstmrStmt>\n</Document>\n');
  return Buffer.from(parts.join(''), 'utf8');
}

/** The rows as a German savings bank's CSV export of account `iban` (Windows-1252 would do; UTF-8 with its BOM here). */
function bankCsv(iban: string, rows: readonly Row[]): Buffer {
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const lines = [
    [
      'Auftragskonto',
      'Buchungstag',
      'Valutadatum',
      'Buchungstext',
      'Verwendungszweck',
      'Kundenreferenz (End-to-End)',
      'Beguenstigter/Zahlungspflichtiger',
      'Kontonummer/IBAN',
      'BIC (SWIFT-Code)',
      'Betrag',
      'Waehrung',
    ]
      .map(quote)
      .join(';'),
  ];
  for (const row of rows) {
    const date = `${row.date.slice(8, 10)}.${row.date.slice(5, 7)}.${row.date.slice(2, 4)}`;
    lines.push(
      [iban, date, date, row.text, row.remittance, row.endToEnd, row.name, row.iban, row.bic, row.amount.replace('.', ','), 'EUR']
        .map(quote)
        .join(';'),
    );
  }
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\r\n') + '\r\n', 'utf8')]);
}

interface Books {
  db: Database;
  manager: Manager;
}

/** A business with an unlimited plan for operator `op` and its bank accounts, one per IBAN given; resolves with their ids. */
async function prepare(db: Database, op: string, ibans: readonly string[]): Promise<number[]> {
  await db.query(sql`INSERT INTO spot_subscriptions (operator_code, plan) VALUES (${op}, 'ENTERPRISE')
    ON CONFLICT (operator_code) DO UPDATE SET plan = 'ENTERPRISE'`);
  const [entity] = await db.query<{ id: number }>(sql`INSERT INTO spot_entities (operator_code, name, country, vat_id, base_currency)
    VALUES (${op}, ${`Benchmark ${op} GmbH`}, 'DE', NULL, 'EUR') RETURNING id`);
  const ids: number[] = [];
  for (const [i, iban] of ibans.entries()) {
    const [account] = await db.query<{ id: number }>(sql`INSERT INTO spot_bank_accounts (operator_code, entity_id, name, iban, bic, bank,
        currency, opening_balance, opening_date, balance)
      VALUES (${op}, ${entity.id}, ${`Konto ${i + 1}`}, ${iban}, 'COBADEFFXXX', 'Commerzbank', 'EUR', 1000, '2023-12-31', 1000) RETURNING id`);
    ids.push(account.id);
  }
  return ids;
}

interface Imported {
  fileId: number;
  ms: number;
  /** Main-thread heap above its level before the import, at its highest. */
  heapPeak: number;
  rows: number;
}

/** Stores `bytes` as an uploaded file (as the upload route does) and imports it, timing the import and sampling the heap. */
async function timedImport(books: Books, op: string, fileName: string, bytes: Buffer, accountId: number | null): Promise<Imported> {
  const { db, manager } = books;
  const format = fileName.endsWith('.csv') ? 'CSV' : 'CAMT053';
  const mapping = format === 'CSV' ? inspectCsv(bytes).mapping : null;
  const [file] = await db.query<{ id: number }>(sql`INSERT INTO spot_files (operator_code, file_name, format, status, bank_account_id,
      size, sha256, mapping) VALUES (${op}, ${fileName}, ${format}, 'CREATED', ${accountId}::integer, ${bytes.length},
      ${createHash('sha256').update(bytes).digest('hex')}, ${mapping ? JSON.stringify(mapping) : null}::jsonb) RETURNING id`);
  await db.query(sql`INSERT INTO spot_file_contents (file_id, content) VALUES (${file.id}, ${bytes})`);
  globalThis.gc?.();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 10);
  const started = performance.now();
  try {
    await importFile(db, { fileId: file.id, operatorCode: op, manager });
  } finally {
    clearInterval(sampler);
  }
  const ms = performance.now() - started;
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  const [outcome] = await db.query<{ status: string; rows_imported: number; error: string | null }>(
    sql`SELECT status, rows_imported, error FROM spot_files WHERE id = ${file.id}`,
  );
  if (outcome.status !== 'UPLOADED') throw new Error(`${fileName} was not imported: ${outcome.status} ${outcome.error}`);
  return { fileId: file.id, ms, heapPeak: peak - base, rows: outcome.rows_imported };
}

/** The time of a plain COPY of account `from`'s transactions into account `to` (median of 3, each removed again). */
async function copyBaseline(db: Database, from: number, to: number): Promise<number> {
  const columns = (
    await db.query<{ column_name: string }>(sql`SELECT column_name FROM information_schema.columns
      WHERE table_name = 'spot_transactions' AND table_schema = current_schema() AND column_name NOT IN ('id', 'created')
      ORDER BY ordinal_position`)
  ).map((row) => row.column_name);
  const select = `SELECT ${columns.map((column) => (column === 'bank_account_id' ? `${to} AS bank_account_id` : `"${column}"`)).join(', ')}
    FROM spot_transactions WHERE bank_account_id = ${from} ORDER BY id`;
  const csv = await db.copyBatch(select, ',');
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    await db.copyIn('spot_transactions', columns, csv);
    times.push(performance.now() - started);
    await db.query(sql`DELETE FROM spot_transactions WHERE bank_account_id = ${to}`);
  }
  return median(times);
}

/** A central manager's token on `server` and a timed GET. */
async function client(server: RunningServer) {
  const api = `${server.url}/api/officeapp`;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'central@demo.test', password: 'Central123' }),
  });
  const token = ((await login.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
  return async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${api}/${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { payload?: { totalElements?: number } };
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return { ms: performance.now() - started, total: body.payload?.totalElements };
  };
}

const filtered = (filter: Record<string, unknown>) => `&filter=${encodeURIComponent(JSON.stringify(filter))}`;
const LIST_PAGES = [
  { label: 'default page', query: 'page=0&size=25' },
  { label: 'searched “Parkhaus 7”', query: `page=0&size=25${filtered({ search: 'Parkhaus 7' })}` },
  { label: 'uncategorised only', query: `page=0&size=25${filtered({ uncategorised: true })}` },
  { label: 'by amount', query: 'page=0&size=25&sort=amount%2CASC' },
];

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Imports, the COPY baseline and the list pages on one seeded server. */
async function measure(label: string, server: RunningServer, runs: number): Promise<BenchRow[]> {
  const db = server.db;
  const [central] = await db.query<{ id: number }>(sql`SELECT id FROM managers WHERE email = 'central@demo.test'`);
  const manager = (await managerById(db, central.id))!;
  const books: Books = { db, manager };
  const ibans = [1, 2, 3, 4].map((n) => germanIban('37040044', 900_000_000 + n));
  const [small, large, csvAccount, copyAccount] = await prepare(db, 'op3', ibans);
  const [listAccount] = await prepare(db, 'op2', [germanIban('37040044', 900_000_010)]);

  const rows = statementRows(LARGE, 7);
  // The small operator's 1,000 and the memory check's 10,000 (undone again) are their own rows.
  const listFile = camt053(germanIban('37040044', 900_000_010), statementRows(SMALL_LIST, 11));
  await timedImport(books, 'op2', 'bench-1000.xml', listFile, null);
  const tenThousand = await timedImport(books, 'op3', 'bench-10000.xml', camt053(ibans[0], statementRows(SMALL_FILE, 13)), null);
  await undoFile(db, { fileId: tenThousand.fileId, operatorCode: 'op3', manager });

  const camtBytes = camt053(ibans[1], rows);
  const camt = await timedImport(books, 'op3', 'bench-100000.xml', camtBytes, null);
  const csvBytes = bankCsv(ibans[2], rows);
  const csv = await timedImport(books, 'op3', 'bench-100000.csv', csvBytes, csvAccount);
  const undoStarted = performance.now();
  await undoFile(db, { fileId: csv.fileId, operatorCode: 'op3', manager });
  const undoMs = performance.now() - undoStarted;
  const copyMs = await copyBaseline(db, large, copyAccount);
  void small;

  const [check] = await db.query<{ wrong: number }>(sql`SELECT count(*)::integer AS wrong FROM spot_bank_accounts a
    WHERE a.operator_code IN ('op2', 'op3') AND a.balance <> a.opening_balance
      + coalesce((SELECT sum(t.amount) FROM spot_transactions t WHERE t.bank_account_id = a.id), 0)`);
  if (check.wrong > 0) throw new Error(`${label}: ${check.wrong} balances differ from opening balance plus transactions`);

  const result: BenchRow[] = [
    ratioRow(
      `${label}: CAMT.053 import of ${LARGE.toLocaleString('en')} rows ÷ COPY of its rows`,
      camt.ms / copyMs,
      IMPORT_LIMIT,
      `${label}: CAMT.053 ${mb(camtBytes.length)}, ${camt.rows.toLocaleString('en')} booked in ${ms(camt.ms)}; COPY of the same rows into the same table ${ms(copyMs)}`,
    ),
    ratioRow(
      `${label}: CSV import of ${LARGE.toLocaleString('en')} rows ÷ COPY of its rows`,
      csv.ms / copyMs,
      IMPORT_LIMIT,
      `${label}: CSV ${mb(csvBytes.length)}, ${csv.rows.toLocaleString('en')} booked in ${ms(csv.ms)}; its undo ${ms(undoMs)}`,
    ),
    ratioRow(
      `${label}: import heap peak, ${LARGE.toLocaleString('en')} ÷ ${SMALL_FILE.toLocaleString('en')} rows`,
      Math.max(camt.heapPeak, csv.heapPeak) / Math.max(tenThousand.heapPeak, 1),
      MEMORY_LIMIT,
      `${label}: heap above the start at its highest: CAMT.053 ${mb(camt.heapPeak)}, CSV ${mb(csv.heapPeak)} at ${LARGE.toLocaleString('en')} rows, ${mb(tenThousand.heapPeak)} at ${SMALL_FILE.toLocaleString('en')} (the file itself is a Buffer outside the heap)`,
    ),
  ];
  void listAccount;

  const get = await client(server);
  for (const page of LIST_PAGES) {
    const samples = { small: [] as number[], large: [] as number[] };
    const totals = { small: 0, large: 0 };
    for (let i = 0; i <= runs; i++) {
      const [atSmall, atLarge] = [await get(`op2/spot/transactions?${page.query}`), await get(`op3/spot/transactions?${page.query}`)];
      totals.small = atSmall.total ?? 0;
      totals.large = atLarge.total ?? 0;
      if (i === 0) continue;
      samples.small.push(atSmall.ms);
      samples.large.push(atLarge.ms);
    }
    const [p50Small, p50Large] = [median(samples.small), median(samples.large)];
    result.push(
      ratioRow(
        `${label}: transactions ${page.label} p50, ${LARGE.toLocaleString('en')} ÷ ${SMALL_LIST.toLocaleString('en')} rows`,
        p50Large / p50Small,
        LIST_LIMIT,
        `${label}: ${page.label} ${p50Large.toFixed(1)} ms (${totals.large} found), ${p50Small.toFixed(1)} ms (${totals.small} found)`,
      ),
    );
  }
  return result;
}

export async function spotBench(context: BenchContext): Promise<BenchRow[]> {
  const runs = Math.max(context.options.runs, 15);
  const result: BenchRow[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-spot-'));
  try {
    const server = await startServer({ port: 0, dataDir, seedScale: SEED_SCALE });
    try {
      result.push(...(await measure('PGlite', server, runs)));
    } finally {
      await server.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const postgres = await startPgCluster();
  try {
    const db = await openDatabase({ databaseUrl: postgres.url });
    try {
      await migrate(db);
      await seed(db, { scale: SEED_SCALE });
    } finally {
      await db.close();
    }
    const server = await startServer({ port: 0, databaseUrl: postgres.url });
    try {
      result.push(...(await measure('PostgreSQL', server, runs)));
    } finally {
      await server.close();
    }
  } finally {
    postgres.stop();
  }
  return result;
}

/** The statement builders, for a look at one import's statements outside the benchmark. */
export const internals = { prepare, camt053, bankCsv, statementRows, germanIban };
