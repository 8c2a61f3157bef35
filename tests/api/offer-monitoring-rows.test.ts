/**
 * Offer monitoring's and liability's rows are kept in tables of the reports' names (migrations 240
 * and 271), maintained in the transaction that changes the bet rows or their betslips. After the
 * seed and after each kind of change (a bet row's status set by hand, a betslip cancelled and
 * restored, its currency changed, a bet row added, a betslip deleted with its bet rows) each table
 * holds exactly the rows computed from the bet rows, value for value in their text form, and each
 * report's page is the computed rows' first page in the default sort.
 */
import { betslip } from '../../resources/betslip';
import { OfferMonitoringRow } from '../../resources/reportOfferMonitoring';
import { ident, sql } from '../../server/db/sql';
import { act } from './betting-helpers';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** The kept tables and the views they are computed from: offer monitoring's (240) and liability's (271). */
const KEPT = [
  { kept: 'reports_offer_monitoring', computed: 'offer_monitoring_computed' },
  { kept: 'reports_liability', computed: 'liability_computed' },
] as const;

/** The rows only one side holds (each row as its text form, duplicates counted) and the kept rows' number. */
async function differences(kept: string, computed: string) {
  const [k, c] = [ident(kept), ident(computed)];
  const [row] = await api.db.query<{ missing: number; extra: number; kept: number }>(sql`SELECT
    (SELECT count(*)::integer FROM (SELECT v::text FROM ${c} v EXCEPT ALL SELECT t::text FROM ${k} t) x) AS missing,
    (SELECT count(*)::integer FROM (SELECT t::text FROM ${k} t EXCEPT ALL SELECT v::text FROM ${c} v) x) AS extra,
    (SELECT count(*)::integer FROM ${k}) AS kept`);
  return row;
}

async function expectKeptRowsCurrent() {
  for (const table of KEPT) {
    const result = await differences(table.kept, table.computed);
    expect(result.kept, table.kept).toBeGreaterThan(0);
    expect(result, table.kept).toMatchObject({ missing: 0, extra: 0 });
  }
}

/** The ids of a market's kept rows, with their bet rows and stakes. */
async function marketRows(matchId: number, marketCode: string) {
  return api.db.query<{ id: string; bet_rows: number; stakes: string }>(
    sql`SELECT id, bet_rows, stakes::text FROM reports_offer_monitoring WHERE match_id = ${matchId} AND market_code = ${marketCode}
      ORDER BY id`,
  );
}

describe('offer monitoring rows', () => {
  it('after the seed: the report page is the computed rows first page, with their number', async () => {
    await expectKeptRowsCurrent();
    const response = await api.call('central', { method: 'GET', url: `${API}/central/reports/offer-monitoring${query({ size: 100 })}` });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().payload as { content: unknown[]; totalElements: number };
    const rows = OfferMonitoringRow.array().parse(page.content);
    const expected = await api.db.query<{ id: string; stakes: number }>(
      sql`SELECT id, stakes::float8 AS stakes FROM offer_monitoring_computed ORDER BY stakes DESC, id DESC LIMIT 100`,
    );
    expect(rows.map((row) => [row.id, row.stakes])).toEqual(expected.map((row) => [row.id, row.stakes]));
    const [{ total }] = await api.db.query<{ total: number }>(sql`SELECT count(*)::integer AS total FROM offer_monitoring_computed`);
    expect(page.totalElements).toBe(total);
  });

  it('after the seed: the liability page and the future events are the computed rows', async () => {
    const response = await api.call('central', { method: 'GET', url: `${API}/central/reports/liability${query({ size: 100 })}` });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().payload as { content: Array<{ id: string; exposure: number }>; totalElements: number };
    const expected = await api.db.query<{ id: string; exposure: number }>(
      sql`SELECT id, exposure::float8 AS exposure FROM liability_computed ORDER BY exposure DESC, id DESC LIMIT 100`,
    );
    expect(page.content.map((row) => [row.id, row.exposure])).toEqual(expected.map((row) => [row.id, row.exposure]));
    const [{ total }] = await api.db.query<{ total: number }>(sql`SELECT count(*)::integer AS total FROM liability_computed`);
    expect(page.totalElements).toBe(total);

    // Future events sums the kept rows; the same sums over the computed rows.
    const [future] = await api.db.query<{ missing: number; extra: number; rows: number }>(sql`
      WITH computed AS (
        SELECT l.operator_code || ':' || l.currency_code || ':' || l.match_id AS id, count(*)::integer AS markets,
          sum(l.exposure) AS exposure
        FROM liability_computed l WHERE l.match_date > now()
        GROUP BY l.operator_code, l.currency_code, l.match_id
      ), kept AS (SELECT id, markets, exposure FROM reports_future_events)
      SELECT (SELECT count(*)::integer FROM (SELECT * FROM computed EXCEPT ALL SELECT * FROM kept) x) AS missing,
        (SELECT count(*)::integer FROM (SELECT * FROM kept EXCEPT ALL SELECT * FROM computed) x) AS extra,
        (SELECT count(*)::integer FROM kept) AS rows`);
    expect(future.rows).toBeGreaterThan(0);
    expect(future).toMatchObject({ missing: 0, extra: 0 });
  });

  it('a bet row status set by hand changes its market row', async () => {
    const [ref] = await api.db.query<{ id: number; betslip_id: number; match_id: number; market_code: string }>(sql`
      SELECT r.id, r.betslip_id, r.match_id, r.market_code FROM bet_rows r JOIN betslips b ON b.id = r.betslip_id
      WHERE b.operator_code = 'op1' AND r.status = 'WON' AND NOT r.manual_override AND NOT b.is_cancelled ORDER BY r.id LIMIT 1`);
    const payouts = async () =>
      Number(
        (
          await api.db.query<{ payouts: string }>(sql`SELECT sum(payouts)::text AS payouts FROM reports_offer_monitoring
            WHERE match_id = ${ref.match_id} AND market_code = ${ref.market_code}`)
        )[0].payouts,
      );
    const before = await payouts();
    const response = await act(
      api,
      'office1',
      'op1',
      betslip,
      'setBetRowStatus',
      { betrowId: ref.id, actionValue: 'LOST' },
      ref.betslip_id,
    );
    expect(response.statusCode, response.body).toBe(200);
    await expectKeptRowsCurrent();
    // The won row paid more than nothing; lost, it pays nothing.
    expect(await payouts()).toBeLessThan(before);
  });

  it('a betslip cancelled and restored leaves and rejoins its markets, a changed currency moves them', async () => {
    const [slip] = await api.db.query<{ id: number; match_id: number; market_code: string }>(sql`
      SELECT b.id, r.match_id, r.market_code FROM betslips b JOIN bet_rows r ON r.betslip_id = b.id
      WHERE b.operator_code = 'op1' AND NOT b.is_cancelled
        AND NOT EXISTS (SELECT 1 FROM bet_rows o WHERE o.betslip_id = b.id AND o.status <> 'NOT_SETTLED')
      ORDER BY b.id LIMIT 1`);
    const before = await marketRows(slip.match_id, slip.market_code);
    const cancelled = await act(api, 'office1', 'op1', betslip, 'cancel', { isCancelled: true }, slip.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectKeptRowsCurrent();
    expect(await marketRows(slip.match_id, slip.market_code)).not.toEqual(before);
    const restored = await act(api, 'office1', 'op1', betslip, 'cancel', { isCancelled: false }, slip.id);
    expect(restored.statusCode, restored.body).toBe(200);
    await expectKeptRowsCurrent();
    expect(await marketRows(slip.match_id, slip.market_code)).toEqual(before);

    await api.db.query(sql`UPDATE betslips SET currency_code = 'BTC' WHERE id = ${slip.id}`);
    await expectKeptRowsCurrent();
    expect((await marketRows(slip.match_id, slip.market_code)).some((row) => row.id.endsWith(':BTC'))).toBe(true);
  });

  it('a bet row added and a betslip deleted with its bet rows', async () => {
    const [ref] = await api.db.query<{ id: number; betslip_id: number }>(
      sql`SELECT r.id, r.betslip_id FROM bet_rows r JOIN betslips b ON b.id = r.betslip_id WHERE NOT b.is_cancelled ORDER BY r.id LIMIT 1`,
    );
    await api.db.execScript(`CREATE TEMP TABLE added_row AS SELECT * FROM bet_rows WHERE id = ${ref.id};
      UPDATE added_row SET id = (SELECT max(id) + 1 FROM bet_rows), row_no = row_no + 100, market_code = 'ADDED', market_name = 'Added';
      INSERT INTO bet_rows SELECT * FROM added_row;
      DROP TABLE added_row;`);
    await expectKeptRowsCurrent();
    const [added] = await api.db.query<{ match_id: number }>(sql`SELECT match_id FROM bet_rows WHERE market_code = 'ADDED'`);
    expect(await marketRows(added.match_id, 'ADDED')).toHaveLength(1);

    await api.db.query(sql`DELETE FROM betslips WHERE id = ${ref.betslip_id}`);
    await expectKeptRowsCurrent();
    expect(await marketRows(added.match_id, 'ADDED')).toEqual([]);
  });
});
