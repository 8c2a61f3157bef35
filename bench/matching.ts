/**
 * Payment matching (`--only matching`): 100,000 bank transactions of one statement file are
 * imported into the demo books (the import itself: reading the CSV, booking, partners, rules), then
 * 10,000 open sent invoices are written and the matching runs over the file's transactions as an
 * import runs it. Prints the matching's time per 1,000 transactions (target under a second) and its
 * ratio to the import's time, with what it applied and proposed. Its own embedded database.
 */
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { sql } from '../server/db/sql';
import { seed } from '../server/seed';
import { bookStatement } from '../server/spot/importer';
import { ENGINE, runMatching } from '../server/spot/matching';
import type { BenchModule } from './context';
import { type BenchRow } from './row';

const INVOICES = 10_000;
const TRANSACTIONS = 100_000;
const PARTNERS = 500;

/** A German IBAN with valid check digits for an account number. */
function iban(account: number): string {
  const bban = `37040044${String(account).padStart(10, '0')}`;
  const numeric = `${bban}131400`; // D = 13, E = 14, then 00
  let rest = 0;
  for (const digit of numeric) rest = (rest * 10 + Number(digit)) % 97;
  return `DE${String(98 - rest).padStart(2, '0')}${bban}`;
}

/** A deterministic pseudo-random sequence. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

const cents = (value: number) => (value / 100).toFixed(2);

export const matchingBench: BenchModule = async () => {
  const db = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(db);
    await seed(db, { scale: 0.05 });
    await db.query(sql`UPDATE spot_subscriptions SET plan = 'ENTERPRISE' WHERE operator_code = 'op1'`);
    const [entity] = await db.query<{ id: number }>(sql`SELECT id FROM spot_entities WHERE operator_code = 'op1' ORDER BY id LIMIT 1`);
    const [account] = await db.query<{ id: number }>(
      sql`SELECT id FROM spot_bank_accounts WHERE operator_code = 'op1' ORDER BY id LIMIT 1`,
    );
    const ibans = Array.from({ length: PARTNERS }, (_, index) => iban(9_000_000 + index));
    const partners = await db.query<{ id: number }>(sql`INSERT INTO spot_partners (operator_code, name, name_key, kind)
      SELECT 'op1', 'Kunde ' || n, 'kunde' || n, 'CUSTOMER' FROM generate_series(1, ${PARTNERS}::integer) AS n ORDER BY n RETURNING id`);
    await db.query(sql`INSERT INTO spot_partner_ibans (operator_code, iban, partner_id)
      SELECT 'op1', i, p FROM unnest(${ibans}::text[], ${partners.map((row) => row.id)}::integer[]) AS x (i, p)`);

    // The invoices: number, partner and gross of each, as the payments will name them.
    const next = random(42);
    const invoices = Array.from({ length: INVOICES }, (_, index) => ({
      number: `2026-${String(50_000 + index).padStart(5, '0')}`,
      partner: index % PARTNERS,
      gross: 1_000 + Math.floor(next() * 500_000),
    }));
    // The statement: a tenth pays an invoice (most naming its number, some by IBAN and amount, some
    // in part); the rest is the business's other money in and out.
    const lines = ['Buchungstag;Betrag;Name;IBAN;Verwendungszweck'];
    for (let index = 0; index < TRANSACTIONS; index++) {
      const date = `2026-${String(1 + (index % 11)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`;
      if (index % 10 === 0) {
        const invoice = invoices[index / 10];
        const kind = (index / 10) % 20;
        const partial = kind === 1;
        const byIban = kind === 2;
        const amount = partial ? Math.floor(invoice.gross / 2) : invoice.gross;
        const text = byIban ? 'Zahlung offene Posten' : `Rechnung ${invoice.number}`;
        lines.push(`${date};${cents(amount)};Kunde ${invoice.partner + 1};${ibans[invoice.partner]};${text}`);
      } else {
        const out = next() < 0.6;
        const amount = Math.floor(next() * 300_000) + 1;
        lines.push(`${date};${out ? '-' : ''}${cents(amount)};Lieferant ${index % 3_000};;Lieferung ${index} Kd ${index % 977}`);
      }
    }
    const bytes = Buffer.from(`${lines.join('\n')}\n`, 'utf8');
    const mapping = {
      encoding: 'utf-8' as const,
      delimiter: ';' as const,
      headerLine: 1,
      decimalSeparator: '.' as const,
      dateFormat: 'yyyy-MM-dd' as const,
      columns: { bookingDate: 0, amount: 1, counterpartyName: 2, counterpartyIban: 3, remittance: 4 },
    };
    const [file] = await db.query<{ id: number }>(sql`INSERT INTO spot_files (operator_code, file_name, format, status, bank_account_id,
        size, sha256, user_role, user_realm, user_username, user_id)
      VALUES ('op1', 'bench.csv', 'CSV', 'CREATED', ${account.id}, ${bytes.length}, 'bench', 'CENTRAL_MANAGER', 'central', 'bench', 1)
      RETURNING id`);

    // The import itself, with no open invoice of the bench yet (its matching finds next to nothing).
    const importStart = performance.now();
    const imported = await db.transaction((tx) =>
      bookStatement(tx, { fileId: file.id, operatorCode: 'op1', format: 'CSV', bankAccountId: account.id, bytes, mapping }),
    );
    const importMs = performance.now() - importStart;

    await db.query(sql`INSERT INTO spot_invoices (operator_code, kind, entity_id, partner_id, number, issue_date, due_date, currency,
        status, net, vat, gross)
      SELECT 'op1', 'SENT', ${entity.id}, p.id, n, '2026-01-01', '2026-12-31', 'EUR', 'OPEN', g, 0, g
      FROM unnest(${invoices.map((invoice) => invoice.number)}::text[], ${invoices.map((invoice) => partners[invoice.partner].id)}::integer[],
        ${invoices.map((invoice) => cents(invoice.gross))}::numeric[]) AS x (n, pid, g)
      JOIN spot_partners p ON p.id = x.pid`);

    const matchStart = performance.now();
    const matched = await db.transaction((tx) => runMatching(tx, 'op1', ENGINE, sql`t.file_id = ${file.id}::integer`));
    const matchMs = performance.now() - matchStart;

    const perThousand = matchMs / (imported.imported / 1_000);
    const rows: BenchRow[] = [
      {
        measure: `matching ${INVOICES.toLocaleString('en')} open invoices × ${imported.imported.toLocaleString('en')} transactions, per 1,000 transactions`,
        value: `${(perThousand / 1_000).toFixed(3)} s`,
        target: '< 1 s',
        ok: perThousand < 1_000,
        detail: `matching ${(matchMs / 1_000).toFixed(1)} s (${matched.applied} applied, ${matched.proposed} proposed, ${matched.transactions} transactions looked at)`,
      },
      {
        measure: 'matching ÷ the import of the same transactions',
        value: (matchMs / importMs).toFixed(2),
        target: 'reported',
        ok: true,
        detail: `import ${(importMs / 1_000).toFixed(1)} s (${imported.imported} booked of ${imported.read} read)`,
      },
    ];
    return rows;
  } finally {
    await db.close();
  }
};
