/**
 * The tables and the declarations cannot drift apart: applied migrations are checksummed (a file
 * edited after it was applied is refused at start with its name; a database migrated before
 * checksums were kept gets them recorded at the next start), and every CHECK constraint listing a
 * column's values lists exactly the values of its enumeration in resources/.
 */
import { SpotVatGrouping } from '../../resources/spotTaxes';
import { SpotMatchKind, SpotMatchReason, SpotMatchStatus } from '../../resources/spotMatches';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate, migrationChecksum } from '../../server/db/migrate';
import { sql } from '../../server/db/sql';
import { StartupError } from '../../server/startupError';
import {
  AlertLevel,
  BetslipType,
  BonusCampaignType,
  CurrencyType,
  ExportFileStatus,
  LimitScope,
  LimitType,
  ManagerRole,
  PaymentDirection,
  PaymentTransactionType,
} from '../../resources/enums';
import { ExportSource } from '../../resources/exports';
import { SpotDirection } from '../../resources/spotBanking';
import { SpotFileFormat } from '../../resources/spotFiles';
import { SpotCategoryKind, SpotPartnerKind } from '../../resources/spotLedger';
import { SpotAccess } from '../../resources/spotOrganization';
import { SpotInvoiceKind, SpotInvoiceStatus } from '../../resources/spotInvoices';
import { SpotPlanCode } from '../../resources/spotPlans';

let db: Database;
let dir: string;

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  dir = mkdtempSync(join(tmpdir(), 'migrations-'));
});
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const write = (file: string, script: string) => writeFileSync(join(dir, file), script);
const recorded = () => db.query<{ name: string; checksum: string | null }>(sql`SELECT name, checksum FROM schema_migrations ORDER BY name`);

describe("the product's migrations", () => {
  it('each take a number of their own, so their order never rests on the rest of the name', () => {
    const files = readdirSync(new URL('../../server/migrations/', import.meta.url)).filter((file) => file.endsWith('.sql'));
    const byNumber = new Map<string, string[]>();
    for (const file of files) {
      const number = /^(\d+)_/.exec(file)?.[1];
      expect(number, `${file} starts with its number and an underscore`).toBeDefined();
      byNumber.set(number!, [...(byNumber.get(number!) ?? []), file]);
    }
    expect([...byNumber.values()].filter((names) => names.length > 1)).toEqual([]);
  });
});

describe('migration checksums', () => {
  it('records each applied file with its checksum, and refuses a start after one was edited', async () => {
    write('001_things.sql', 'CREATE TABLE things (id integer PRIMARY KEY);\n');
    write('002_more.sql', 'ALTER TABLE things ADD COLUMN label text;\n');
    expect(await migrate(db, dir)).toEqual(['001_things.sql', '002_more.sql']);
    expect(await recorded()).toEqual([
      { name: '001_things.sql', checksum: migrationChecksum('CREATE TABLE things (id integer PRIMARY KEY);\n') },
      { name: '002_more.sql', checksum: migrationChecksum('ALTER TABLE things ADD COLUMN label text;\n') },
    ]);
    // The same files again: nothing to do, and a CRLF checkout of them reads the same.
    write('001_things.sql', 'CREATE TABLE things (id integer PRIMARY KEY);\r\n');
    expect(await migrate(db, dir)).toEqual([]);

    write('002_more.sql', 'ALTER TABLE things ADD COLUMN label text NOT NULL;\n');
    write('003_next.sql', 'ALTER TABLE things ADD COLUMN note text;\n');
    const refused = await migrate(db, dir).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(StartupError);
    expect((refused as Error).message).toMatch(/^Refusing to start: migration 002_more\.sql .* was changed after being applied/);
    expect((refused as Error).message).toMatch(/restore the file as it was applied and put the change in a new migration/);
    // Nothing after the edited one was applied either.
    expect((await recorded()).map((row) => row.name)).toEqual(['001_things.sql', '002_more.sql']);

    write('002_more.sql', 'ALTER TABLE things ADD COLUMN label text;\n');
    expect(await migrate(db, dir)).toEqual(['003_next.sql']);
  });

  it('records the checksums of a database migrated before they were kept, then guards them', async () => {
    await db.query(sql`UPDATE schema_migrations SET checksum = NULL`);
    expect(await migrate(db, dir)).toEqual([]);
    expect((await recorded()).every((row) => row.checksum !== null)).toBe(true);
    write('001_things.sql', 'CREATE TABLE things (id bigint PRIMARY KEY);\n');
    await expect(migrate(db, dir)).rejects.toThrow(/migration 001_things\.sql .* was changed after being applied/);
  });

  it('a database of the product migrated before checksums existed starts and records them', async () => {
    const before = await product.query<{ name: string; checksum: string }>(sql`SELECT name, checksum FROM schema_migrations`);
    expect(before.length).toBeGreaterThan(20);
    expect(before.every((row) => /^[0-9a-f]{64}$/.test(row.checksum))).toBe(true);
    await product.execScript('ALTER TABLE schema_migrations DROP COLUMN checksum');
    expect(await migrate(product)).toEqual([]);
    const after = await product.query<{ name: string; checksum: string }>(sql`SELECT name, checksum FROM schema_migrations`);
    expect(new Map(after.map((row) => [row.name, row.checksum]))).toEqual(new Map(before.map((row) => [row.name, row.checksum])));
  });
});

/** The enumeration of resources/ whose values each CHECK of a column lists. */
const ENUM_CHECKS: Record<string, readonly string[]> = {
  'managers.role': ManagerRole.options,
  'betslips.betslip_type': BetslipType.options,
  'payments.payment_request': PaymentDirection.options,
  'account_history.history_type': PaymentTransactionType.options,
  'export_files.source': ExportSource.options,
  'export_files.status': ExportFileStatus.options,
  'exchange_rates.currency_type': CurrencyType.options,
  'bonus_campaigns.type': BonusCampaignType.options,
  'limit_alerts.scope': LimitScope.options,
  'limit_alerts.limit_type': LimitType.options,
  'limit_alerts.alert_level': AlertLevel.options,
  'limit_alerts.payment_request': PaymentDirection.options,
  'spot_subscriptions.plan': SpotPlanCode.options,
  'spot_editors.access': SpotAccess.options,
  'spot_categories.kind': SpotCategoryKind.options,
  'spot_partners.kind': SpotPartnerKind.options,
  'spot_rules.direction': SpotDirection.options,
  'spot_files.format': SpotFileFormat.options,
  'spot_files.status': ExportFileStatus.options,
  'spot_invoices.kind': SpotInvoiceKind.options,
  'spot_invoices.status': SpotInvoiceStatus.options,
  'spot_matches.kind': SpotMatchKind.options,
  'spot_matches.reason': SpotMatchReason.options,
  'spot_matches.status': SpotMatchStatus.options,
  'spot_vat_periods.period_kind': SpotVatGrouping.options,
};

/** Value lists of the server's own bookkeeping, which no declaration shows. */
const SERVER_ONLY: Record<string, string> = {
  'account_tokens.kind': 'what an e-mailed account link is for',
  'limit_defaults.kind': 'an operator default or its cap',
  'bonus_campaigns.stage': "the stage staff set; the declared status is derived from it and the campaign's dates",
};

let product: Database;
let checks: Map<string, string[]>;

beforeAll(async () => {
  product = await openDatabase({ dataDir: 'memory://' });
  await migrate(product);
  // Every single-column CHECK of the form `column IN (...)`, as PostgreSQL keeps it.
  const rows = await product.query<{
    tbl: string;
    def: string;
  }>(sql`SELECT c.conrelid::regclass::text AS tbl, pg_get_constraintdef(c.oid) AS def
    FROM pg_constraint c WHERE c.contype = 'c' AND pg_get_constraintdef(c.oid) LIKE '%ANY (ARRAY[%'`);
  checks = new Map();
  for (const { tbl, def } of rows) {
    const match = /^CHECK \(\(?\(?(\w+) = ANY \(\(?ARRAY\[(.*)\]\)?(?:::text\[\])?\)\)?\)?\)$/.exec(def);
    expect(match, `${tbl}: ${def}`).not.toBeNull();
    const values = [...match![2].matchAll(/'([^']*)'/g)].map((value) => value[1]);
    checks.set(`${tbl}.${match![1]}`, values);
  }
});
afterAll(() => product?.close());

describe('enum CHECK constraints', () => {
  it("every CHECK listing values is tied to an enumeration of resources/ or named as the server's own", () => {
    expect([...checks.keys()].sort()).toEqual([...Object.keys(ENUM_CHECKS), ...Object.keys(SERVER_ONLY)].sort());
  });

  it.each(Object.entries(ENUM_CHECKS))('%s lists the values of its enumeration', (column, values) => {
    expect(new Set(checks.get(column))).toEqual(new Set(values));
    expect(checks.get(column)).toHaveLength(values.length);
  });
});
