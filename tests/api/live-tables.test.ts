/**
 * The server starts only on tables that hold what the declarations derive: a table lacking a
 * column a resource's mapping reads, or holding it in a type that cannot carry the field, is a
 * refusal at start naming the table, the column, the declaration (and both types), instead of a
 * start that answers 500 on the list and the record. The operator column is needed exactly where
 * an operator's view reads the rows. A computed table (a report's rows built per request) is read
 * at start through every branch of its query: a query that no longer runs on the live tables, or
 * that yields too few columns or a column in another type, is a refusal as well.
 */
import { spotTaxes, spotTaxInvoices, spotTaxRates } from '../../resources/spotTaxes';
import { BINDINGS, createApp } from '../../server/app';
import { StartupError } from '../../server/startupError';
import { operatorScoped, readComputedTables, readLiveTables, tableDifferences } from '../../server/tables/liveTables';
import { exchangeRates } from '../../resources/exchangeRates';
import { helpArticle } from '../../resources/helpArticle';
import { league } from '../../resources/league';
import { market } from '../../resources/market';
import { match } from '../../resources/match';
import { newsArticle } from '../../resources/newsArticle';
import { significantEventThresholds } from '../../resources/significantEventThresholds';
import { spotPartners } from '../../resources/spotLedger';
import { spotCashFlow, spotProfitability } from '../../resources/spotReports';
import { spotNotifications } from '../../resources/spotNotifications';
import { quickLinks } from '../../resources/quickLinks';
import { player } from '../../resources/player';
import { profitLoss } from '../../resources/profitLoss';
import { reportRevenue } from '../../resources/reportRevenue';
import { createTestDatabase, type TestDatabase } from './helpers';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const start = () => createApp({ db: database.db, logger: false, tokens: { secret: 'test-secret-test-secret-test-secret' } });

/** The start's refusal (a StartupError), or a failure of the test when it started. */
async function refusal(): Promise<StartupError> {
  const outcome = await start().then(
    async (app) => {
      await app.close();
      return undefined;
    },
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(StartupError);
  return outcome as StartupError;
}

const bindingOf = (name: string) => BINDINGS.find((binding) => binding.resource.name === name)!;

it('finds no difference on the migrated tables, and the server starts on them', async () => {
  expect(tableDifferences(await readLiveTables(database.db), BINDINGS)).toEqual([]);
  const app = await start();
  await app.ready();
  await app.close();
});

it('refuses to start on a table lacking a declared column, naming the table, the column and the declaration', async () => {
  await database.db.execScript('ALTER TABLE spot_partners DROP COLUMN email');
  try {
    const error = await refusal();
    expect(error.message).toContain('table spot_partners lacks column email (declared by resources/spotLedger.ts field email)');
    expect(error.message).toMatch(/^Refusing to start: .*\(1 difference\)/);
    expect(error.message).toContain('Add a migration with the next free number');
  } finally {
    await database.db.execScript('ALTER TABLE spot_partners ADD COLUMN email text');
  }
  expect(tableDifferences(await readLiveTables(database.db), BINDINGS)).toEqual([]);
});

it('refuses a column whose type cannot hold the field, naming both types', async () => {
  await database.db.execScript('ALTER TABLE spot_partners ALTER COLUMN updated TYPE text USING updated::text');
  try {
    const error = await refusal();
    expect(error.message).toContain(
      'column spot_partners.updated is text, the declaration needs timestamptz (resources/spotLedger.ts field updated)',
    );
  } finally {
    await database.db.execScript('ALTER TABLE spot_partners ALTER COLUMN updated TYPE timestamptz USING updated::timestamptz');
  }
});

it('lists every difference of the tables in one refusal', async () => {
  await database.db.execScript(
    'ALTER TABLE spot_partners DROP COLUMN notes; ALTER TABLE catalog_markets ALTER COLUMN sort_order TYPE text USING sort_order::text',
  );
  try {
    const error = await refusal();
    expect(error.message).toContain('(2 differences)');
    expect(error.message).toContain('table spot_partners lacks column notes (declared by resources/spotLedger.ts field notes)');
    expect(error.message).toContain(
      'column catalog_markets.sort_order is text, the declaration needs integer (resources/market.ts field sortOrder)',
    );
  } finally {
    await database.db.execScript(
      'ALTER TABLE spot_partners ADD COLUMN notes text; ALTER TABLE catalog_markets ALTER COLUMN sort_order TYPE integer USING sort_order::integer',
    );
  }
  expect(tableDifferences(await readLiveTables(database.db), BINDINGS)).toEqual([]);
});

describe('the operator column', () => {
  it('is needed where an operator view lists the rows, and not for the central catalogues and settings, nor for a manager’s own rows', () => {
    for (const resource of [match, league, market, exchangeRates, newsArticle, helpArticle, significantEventThresholds]) {
      expect(operatorScoped(bindingOf(resource.name)), resource.name).toBe(false);
    }
    expect(operatorScoped(bindingOf(quickLinks.name))).toBe(false);
    expect(operatorScoped(bindingOf(player.name))).toBe(true);
    expect(operatorScoped(bindingOf(spotPartners.name))).toBe(true);
  });

  it('missing from a table an operator view reads is a difference; the central-only tables have none', async () => {
    const live = await readLiveTables(database.db);
    // The central-only tables really hold no operator column: the check derived that they need none.
    for (const table of ['catalog_leagues', 'catalog_markets', 'exchange_rates', 'news_articles', 'significant_event_thresholds']) {
      expect(live.get(table)?.has('operator_code'), table).toBe(false);
    }
    // A player's gateways declare no operator field, yet an office manager's view reads them by operator.
    const withoutOperator = new Map(live);
    withoutOperator.set('player_gateways', new Map([...live.get('player_gateways')!].filter(([column]) => column !== 'operator_code')));
    expect(tableDifferences(withoutOperator, BINDINGS)).toEqual([
      'table player_gateways lacks column operator_code (declared by resources/playerGateways.ts (operator scope))',
    ]);
  });
});

it('reads the tables and views of the current schema with their columns’ types', async () => {
  const live = await readLiveTables(database.db);
  expect(live.get('spot_partners')?.get('email')).toBe('text');
  expect(live.get('spot_partners')?.get('updated')).toBe('timestamp with time zone');
  // bookmakers_matches is a view: its columns count as a table's.
  expect(live.get('bookmakers_matches')?.get('id')).toBe('integer');
});

describe('the computed tables', () => {
  const computedOf = () => readComputedTables(database.db, BINDINGS);

  it('are read with and without their filters, and yield every column their mappings read', async () => {
    const computed = await computedOf();
    expect([...computed.keys()].sort()).toEqual(
      [profitLoss, reportRevenue, spotProfitability, spotCashFlow, spotNotifications, spotTaxes, spotTaxRates, spotTaxInvoices]
        .map((resource) => bindingOf(resource.name).mapping.table)
        .sort(),
    );
    for (const [table, readings] of computed) {
      // No filter, and each other branch of the query (a time frame grouped by a period; another grouping);
      // the books' notifications take no filter of their own.
      expect(readings, table).toHaveLength(table === 'spot_notifications' ? 1 : 2);
      for (const reading of readings) expect(reading, table).toBeInstanceOf(Map);
    }
    expect((computed.get('profit_loss')![0] as Map<string, string>).get('stakes')).toBe('numeric');
    expect((computed.get('profit_loss')![1] as Map<string, string>).get('period_start')).toBe('timestamp with time zone');
    expect(tableDifferences(await readLiveTables(database.db), BINDINGS, computed)).toEqual([]);
  });

  it('refuse the start when their query no longer runs on the live tables, naming the declaration and the error', async () => {
    await database.db.execScript('ALTER TABLE betslips RENAME COLUMN paid_value TO paid_amount');
    try {
      const error = await refusal();
      expect(error.message).toContain('computed table profit_loss (declared by resources/profitLoss.ts) cannot be read: ');
      expect(error.message).toContain('computed table revenue (declared by resources/reportRevenue.ts) cannot be read: ');
      expect(error.message).toMatch(/column b\.paid_value does not exist/);
    } finally {
      await database.db.execScript('ALTER TABLE betslips RENAME COLUMN paid_amount TO paid_value');
    }
    expect(tableDifferences(await readLiveTables(database.db), BINDINGS, await computedOf())).toEqual([]);
  });

  it('lacking a derived column, or holding one in another type, is a difference naming the field', async () => {
    const live = await readLiveTables(database.db);
    const computed = await computedOf();
    const [plain, grouped] = computed.get('profit_loss')! as Map<string, string>[];
    const changed = new Map(computed);
    changed.set('profit_loss', [
      new Map([...plain].filter(([column]) => column !== 'margin')),
      new Map([...grouped].map(([column, type]) => [column, column === 'betslips' ? 'text' : type])),
    ]);
    expect(tableDifferences(live, BINDINGS, changed)).toEqual([
      'computed table profit_loss lacks column margin (declared by resources/profitLoss.ts field margin)',
      'column profit_loss.betslips is text, the declaration needs integer (resources/profitLoss.ts field betslips)',
    ]);
  });
});
