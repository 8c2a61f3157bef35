/**
 * Every rule constant SQL uses comes from its TypeScript constant: SQL functions and views read
 * theirs with `rule_constant('NAME')`, written at every start from `RULE_CONSTANTS`; SQL built in
 * TypeScript takes its constants as parameters (no day or hour count written into a statement);
 * and every CHECK bounding a column by a number holds exactly the bound of the declared field's
 * rule, or is named as the server's own bookkeeping.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { z } from 'zod';
import { RECENTLY_ENDED_DAYS } from '../../resources/bonusCampaignRules';
import { RateInput } from '../../resources/exchangeRates';
import { SpotMatchInput } from '../../resources/spotMatches';
import { SpotInvoiceLineInput } from '../../resources/spotInvoices';
import { SpotEntityInput, SpotPlanChange } from '../../resources/spotOrganization';
import { SignificantEventThresholds } from '../../resources/significantEventThresholds';
import { WithdrawalRuleInput } from '../../resources/withdrawalRules';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { RULE_CONSTANTS, writeRuleConstants } from '../../server/db/ruleConstants';
import { sql } from '../../server/db/sql';
import { MAX_KEY_LENGTH } from '../../server/http/idempotency';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
});
afterAll(() => db?.close());

const MIGRATIONS = new URL('../../server/migrations/', import.meta.url);
const SERVER = new URL('../../server/', import.meta.url);

/** The definitions of the schema's own SQL functions and views. */
async function sqlDefinitions(): Promise<{ name: string; text: string }[]> {
  return db.query<{ name: string; text: string }>(sql`
    SELECT p.proname AS name, p.prosrc AS text FROM pg_proc p WHERE p.pronamespace = current_schema()::regnamespace
    UNION ALL SELECT viewname, definition FROM pg_views WHERE schemaname = current_schema()`);
}

describe('rule constants read by SQL', () => {
  it('are exactly the constants of RULE_CONSTANTS, in the migrations and in the live functions and views', async () => {
    const named = (text: string) => [...text.matchAll(/rule_constant\('(\w+)'\)/g)].map((match) => match[1]);
    const live = new Set((await sqlDefinitions()).flatMap(({ text }) => named(text)));
    const files = readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql'));
    const migrations = new Set(files.flatMap((file) => named(readFileSync(new URL(file, MIGRATIONS), 'utf8'))));
    expect([...live].sort()).toEqual(Object.keys(RULE_CONSTANTS).sort());
    expect([...migrations].sort()).toEqual(Object.keys(RULE_CONSTANTS).sort());
    expect(RULE_CONSTANTS.RECENTLY_ENDED_DAYS).toBe(RECENTLY_ENDED_DAYS);
  });

  it('are written at start from their TypeScript values, and a changed value is written back', async () => {
    const stored = async () =>
      Object.fromEntries(
        (await db.query<{ name: string; value: string }>(sql`SELECT name, value::text AS value FROM rule_constants`)).map((row) => [
          row.name,
          Number(row.value),
        ]),
      );
    expect(await stored()).toEqual(RULE_CONSTANTS);
    await db.query(sql`UPDATE rule_constants SET value = 3`);
    await db.query(sql`DELETE FROM rule_constants WHERE name = 'RECENTLY_ENDED_DAYS'`);
    expect(await migrate(db)).toEqual([]);
    expect(await stored()).toEqual(RULE_CONSTANTS);
  });

  it("RECENTLY_ENDED_DAYS decides when an ended campaign's RECENTLY_ENDED turns ARCHIVED", async () => {
    const statusEnded = async (days: number, hours: number) => {
      const [row] = await db.query<{ status: string }>(sql`SELECT bonus_campaign_status('LIVE', now() - interval '400 days',
        now() - ${days} * interval '1 day' + ${hours} * interval '1 hour', now()) AS status`);
      return row.status;
    };
    expect(await statusEnded(0, 1)).toBe('ONGOING');
    expect(await statusEnded(0, 0)).toBe('RECENTLY_ENDED');
    expect(await statusEnded(RECENTLY_ENDED_DAYS, 1)).toBe('RECENTLY_ENDED');
    expect(await statusEnded(RECENTLY_ENDED_DAYS, 0)).toBe('ARCHIVED');
    // The SQL holds no number of its own: another constant moves the boundary.
    await writeRuleConstants(db, { RECENTLY_ENDED_DAYS: 7 });
    try {
      expect(await statusEnded(7, 1)).toBe('RECENTLY_ENDED');
      expect(await statusEnded(8, 0)).toBe('ARCHIVED');
    } finally {
      await writeRuleConstants(db);
    }
    expect(await statusEnded(8, 0)).toBe('RECENTLY_ENDED');
  });
});

/** Periods written into a statement as a literal count: `interval '30 days'`, `interval '2 hours'`. */
const COUNTED_PERIOD = /interval '(\d+) (?:second|minute|hour|day|week|month|year)s?'/gi;

/** Literal periods of the server's SQL that are its own bookkeeping, not a rule any declaration or the console knows. */
const SERVER_PERIODS: Record<string, string> = {
  "exports/exportWriter.ts: interval '15 minutes'": 'how long a claimed export job is held before another worker takes it',
  "betting/settle.ts: interval '2 hours'": "a match's assumed length when the feed gives no end",
};

/** The server's TypeScript files that build SQL (seeds, which invent demo data, left out). */
function serverFiles(folder: URL, prefix = ''): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return serverFiles(new URL(`${entry.name}/`, folder), `${prefix}${entry.name}/`);
    return entry.name.endsWith('.ts') && !entry.name.startsWith('seed') ? [`${prefix}${entry.name}`] : [];
  });
}

describe('periods in SQL', () => {
  it('no live SQL function or view counts days, hours or other periods itself', async () => {
    const counted = (await sqlDefinitions()).flatMap(({ name, text }) =>
      [...text.matchAll(COUNTED_PERIOD)].filter((match) => match[1] !== '1').map((match) => `${name}: ${match[0]}`),
    );
    expect(counted).toEqual([]);
  });

  it("the server's statements take every rule's period from its TypeScript constant", () => {
    const counted = serverFiles(SERVER)
      .filter((file) => !file.startsWith('generated/'))
      .flatMap((file) =>
        [...readFileSync(new URL(file, SERVER), 'utf8').matchAll(COUNTED_PERIOD)]
          .filter((match) => match[1] !== '1')
          .map((match) => `${file}: ${match[0]}`),
      );
    expect(counted.sort()).toEqual(Object.keys(SERVER_PERIODS).sort());
  });
});

/** A CHECK's comparisons of one column (or its length) with a number: `[operator, number]`. */
type Bound = [string, number];

/**
 * The columns of a table that store fields of a declared input: each field's column (its name in
 * snake case) with the field's schema and the smallest step of its values.
 */
function declaredColumns<Shape extends Record<string, z.ZodType>>(
  table: string,
  input: { shape: Shape },
  steps: Partial<Record<keyof Shape & string, number>>,
): Record<string, { schema: z.ZodType; step: number }> {
  return Object.fromEntries(
    Object.entries(steps).map(([field, step]) => [
      `${table}.${field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`,
      { schema: input.shape[field], step: step! },
    ]),
  );
}

/**
 * The declared rule each numeric CHECK repeats: the field's schema, and the smallest step of its
 * values (the schema must accept the CHECK's last allowed value and refuse the first one beyond).
 */
const DECLARED_BOUNDS: Record<string, { schema: z.ZodType; step: number } | { bounds: Bound[] }> = {
  ...declaredColumns('exchange_rates', RateInput, { rate: 1e-12 }),
  'idempotency_keys.length(key)': {
    bounds: [
      ['>=', 1],
      ['<=', MAX_KEY_LENGTH],
    ],
  },
  ...declaredColumns('significant_event_thresholds', SignificantEventThresholds, {
    largeStake: 0.01,
    largeWin: 0.01,
    stakeSpikeFactor: 0.01,
    stakeSpikeMinBetslips: 1,
  }),
  ...declaredColumns('spot_entities', SpotEntityInput, { fiscalYearStart: 1 }),
  ...declaredColumns('spot_invoice_lines', SpotInvoiceLineInput, { vatRate: 0.01, unitPrice: 0.0001, quantity: 0.001 }),
  ...declaredColumns('spot_matches', SpotMatchInput, { amount: 0.01 }),
  ...declaredColumns('spot_subscriptions', SpotPlanChange, { extraEntities: 1 }),
  ...declaredColumns('withdrawal_rules', WithdrawalRuleInput, { maxAmount: 0.01, dailyAmount: 0.01 }),
};

/** Numeric CHECKs of values only the server writes. */
const SERVER_BOUNDS: Record<string, string> = {
  'spot_invoice_lines.position': "an invoice's lines are numbered from 1",
  'spot_invoice_numbers.last_number': 'the last number of an invoice number sequence, 0 before the first',
  'spot_invoices.paid': "the sum of the invoice's applied matches, each positive",
};

describe('numeric CHECK constraints', () => {
  let checks: Map<string, Bound[]>;
  beforeAll(async () => {
    const rows = await db.query<{
      tbl: string;
      def: string;
    }>(sql`SELECT c.conrelid::regclass::text AS tbl, pg_get_constraintdef(c.oid) AS def
      FROM pg_constraint c WHERE c.contype = 'c' AND c.conrelid <> 0 AND c.connamespace = current_schema()::regnamespace`);
    checks = new Map();
    const comparison = /^\(*("?\w+"?|length\(\w+\)) (>=|>|<=|<|<>) \(*(-?[\d.]+)\)*(?:::numeric)?\)*$/;
    for (const { tbl, def } of rows) {
      const body = def.replace(/^CHECK /, '');
      const parts = body.split(' AND ').map((part) => comparison.exec(part.trim()));
      if (parts.some((part) => part === null)) continue;
      const columns = new Set(parts.map((part) => part![1].replace(/"/g, '')));
      expect(columns.size, `${tbl}: ${def}`).toBe(1);
      const key = `${tbl}.${[...columns][0]}`;
      checks.set(key, [...(checks.get(key) ?? []), ...parts.map((part): Bound => [part![2], Number(part![3])])]);
    }
  });

  it('each repeat a declared rule, or are named as the server’s own', () => {
    expect([...checks.keys()].sort()).toEqual([...Object.keys(DECLARED_BOUNDS), ...Object.keys(SERVER_BOUNDS)].sort());
  });

  it.each(Object.entries(DECLARED_BOUNDS))('%s holds the bound of its declared rule', (column, declared) => {
    const bounds = checks.get(column)!;
    if ('bounds' in declared) {
      expect(new Set(bounds.map((bound) => bound.join(' ')))).toEqual(new Set(declared.bounds.map((bound) => bound.join(' '))));
      return;
    }
    const { schema, step } = declared;
    const accepts = (value: number) => schema.safeParse(Number(value.toFixed(12))).success;
    for (const [operator, value] of bounds) {
      const edge = { '>=': [value, value - step], '>': [value + step, value], '<=': [value, value + step], '<': [value - step, value] }[
        operator
      ];
      if (operator === '<>') {
        expect(accepts(value), `${column} <> ${value}`).toBe(false);
        continue;
      }
      expect(accepts(edge![0]), `${column} ${operator} ${value}: ${edge![0]} allowed`).toBe(true);
      expect(accepts(edge![1]), `${column} ${operator} ${value}: ${edge![1]} refused`).toBe(false);
    }
  });
});
