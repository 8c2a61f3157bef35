/**
 * The significant events report answers exactly the rows of its plain definition (an average over
 * each betslip's earlier betslips, a comparison of every betslip with its currency's thresholds),
 * computed here over the seeded data, through the report's list in the central and an office view.
 * Its rows are kept in a table (migration 270): after each kind of change of the betslips or the
 * thresholds the table holds exactly the plain definition's rows.
 */
import { SignificantEventRow } from '../../resources/reportSignificantEvents';
import { sql } from '../../server/db/sql';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** The report's rows as first defined: every betslip compared with its thresholds and its player's earlier betslips. */
const REFERENCE = sql`
  SELECT 'LARGE_STAKE:' || b.id AS id, 'LARGE_STAKE' AS kind, b.id AS betslip_id, b.created, b.operator_code, b.player_id,
    b.player_username, b.currency_code, b.total_stake AS amount, t.large_stake AS reference, b.total_stake, b.paid_value
  FROM betslips b JOIN significant_event_thresholds t ON t.currency = b.currency_code
  WHERE b.total_stake >= t.large_stake
  UNION ALL
  SELECT 'LARGE_WIN:' || b.id, 'LARGE_WIN', b.id, b.created, b.operator_code, b.player_id, b.player_username, b.currency_code,
    b.paid_value - b.total_stake, t.large_win, b.total_stake, b.paid_value
  FROM betslips b JOIN significant_event_thresholds t ON t.currency = b.currency_code
  WHERE b.paid_value >= t.large_win AND b.paid_value - b.total_stake >= t.large_win AND NOT b.is_cancelled
  UNION ALL
  SELECT 'STAKE_SPIKE:' || b.id, 'STAKE_SPIKE', b.id, b.created, b.operator_code, b.player_id, b.player_username,
    b.currency_code, b.total_stake, round(t.stake_spike_factor * e.average, 2), b.total_stake, b.paid_value
  FROM betslips b JOIN significant_event_thresholds t ON t.currency = b.currency_code
  CROSS JOIN LATERAL (
    SELECT avg(p.total_stake) AS average, count(*) AS earlier FROM betslips p
    WHERE p.player_id = b.player_id AND (p.created, p.id) < (b.created, b.id)
  ) e
  WHERE e.earlier >= t.stake_spike_min_betslips AND b.total_stake >= t.stake_spike_factor * e.average`;

type Row = Record<string, unknown>;
/** Rows as comparable text, in one order. */
const canonical = (rows: Row[]) =>
  rows
    .map((row) =>
      JSON.stringify(
        Object.keys(row)
          .sort()
          .map((key) => [key, String(row[key])]),
      ),
    )
    .sort();

async function report(as: 'central' | 'office1', operator: string, filter: object = {}) {
  const rows: SignificantEventRow[] = [];
  for (let page = 0; ; page++) {
    const response = await api.call(as, {
      method: 'GET',
      url: `${API}/${operator}/reports/significant-events${query({ page, size: 1000, filter })}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { content, totalElements } = response.json().payload as { content: unknown[]; totalElements: number };
    rows.push(...SignificantEventRow.array().parse(content));
    if (rows.length >= totalElements || content.length === 0) {
      expect(rows.length).toBe(totalElements);
      return rows;
    }
  }
}

describe('significant events', () => {
  it('are the rows of the plain definition, every kind present in the seeded data', async () => {
    const expected = await api.db.query<Row>(REFERENCE);
    const kinds = new Set(expected.map((row) => row.kind));
    expect([...kinds].sort()).toEqual(['LARGE_STAKE', 'LARGE_WIN', 'STAKE_SPIKE']);
    const actual = await api.db.query<Row>(sql`SELECT * FROM reports_significant_events`);
    expect(actual.length).toBe(expected.length);
    expect(canonical(actual)).toEqual(canonical(expected));
  });

  it('answers the same rows through the central and an office list, with a time frame', async () => {
    const expected = await api.db.query<Row>(REFERENCE);
    const central = await report('central', 'central');
    expect(central.map((row) => row.id).sort()).toEqual(expected.map((row) => String(row.id)).sort());
    // Newest first, the list's default order.
    const times = central.map((row) => Date.parse(row.created));
    expect(times.every((time, i) => i === 0 || time <= times[i - 1])).toBe(true);

    const op1 = expected.filter((row) => row.operator_code === 'op1');
    const office = await report('office1', 'op1');
    expect(office.map((row) => row.id).sort()).toEqual(op1.map((row) => String(row.id)).sort());

    const created = op1.map((row) => new Date(row.created as string | Date).getTime()).sort((a, b) => a - b);
    const from = new Date(created[Math.floor(created.length / 3)]).toISOString();
    const to = new Date(created[Math.floor((2 * created.length) / 3)]).toISOString();
    // The reference's rows in the same time frame, compared by the database (created carries microseconds).
    const inFrame = await api.db.query<Row>(
      sql`SELECT * FROM (${REFERENCE}) r WHERE operator_code = 'op1' AND created >= ${from}::timestamptz AND created <= ${to}::timestamptz`,
    );
    expect(inFrame.length).toBeGreaterThan(0);
    const framed = await report('office1', 'op1', { created: { from, to } });
    expect(framed.map((row) => row.id).sort()).toEqual(inFrame.map((row) => String(row.id)).sort());
    const byId = new Map(framed.map((row) => [row.id, row]));
    for (const row of inFrame) {
      const answered = byId.get(String(row.id))!;
      expect(answered.amount).toBe(Number(row.amount));
      expect(answered.reference).toBe(Number(row.reference));
    }
  });

  it('keeps its rows when betslips are placed, staked, settled, cancelled, deleted and thresholds change', async () => {
    const expectKept = async () => {
      const expected = canonical(await api.db.query<Row>(REFERENCE));
      expect(canonical(await api.db.query<Row>(sql`SELECT * FROM reports_significant_events`))).toEqual(expected);
    };
    // A player with enough earlier betslips for a spike, and one of their open betslips.
    const [slip] = await api.db.query<{ id: number; player_id: number; currency_code: string }>(sql`
      SELECT b.id, b.player_id, b.currency_code FROM betslips b
      WHERE b.currency_code = 'EUR' AND b.paid_value IS NULL AND NOT b.is_cancelled
        AND (SELECT count(*) FROM betslips p WHERE p.player_id = b.player_id AND (p.created, p.id) < (b.created, b.id)) >= 8
      ORDER BY b.id LIMIT 1`);
    const events = async () =>
      (await api.db.query<{ id: string }>(sql`SELECT id FROM reports_significant_events WHERE betslip_id = ${slip.id} ORDER BY id`)).map(
        (row) => row.id,
      );

    // A stake far above the player's earlier stakes and the large stake: two events.
    await api.db.query(sql`UPDATE betslips SET total_stake = 5000 WHERE id = ${slip.id}`);
    await expectKept();
    expect(await events()).toEqual([`LARGE_STAKE:${slip.id}`, `STAKE_SPIKE:${slip.id}`]);
    // Paid out far beyond the stake: a large win as well; cancelled, the win is no event.
    await api.db.query(sql`UPDATE betslips SET paid_value = 40000 WHERE id = ${slip.id}`);
    await expectKept();
    expect(await events()).toContain(`LARGE_WIN:${slip.id}`);
    await api.db.query(sql`UPDATE betslips SET is_cancelled = true WHERE id = ${slip.id}`);
    await expectKept();
    expect(await events()).not.toContain(`LARGE_WIN:${slip.id}`);

    // A central manager raises the currency's large stake above the stake: that event goes.
    await api.db.query(sql`UPDATE significant_event_thresholds SET large_stake = 6000 WHERE currency = 'EUR'`);
    await expectKept();
    expect(await events()).toEqual([`STAKE_SPIKE:${slip.id}`]);

    // A later betslip of the same player placed: its rows and the spike of the next ones follow.
    await api.db.execScript(`CREATE TEMP TABLE placed AS SELECT * FROM betslips WHERE id = ${slip.id};
      UPDATE placed SET id = (SELECT max(id) + 1 FROM betslips), created = created + interval '1 second', total_stake = 7000;
      INSERT INTO betslips SELECT * FROM placed;
      DROP TABLE placed;`);
    await expectKept();
    // Deleted (no bet rows of its own), its rows go; deleting the first one changes the rest's averages.
    await api.db.query(sql`DELETE FROM betslips WHERE player_id = ${slip.player_id} AND total_stake = 7000`);
    await expectKept();
    await api.db.query(sql`DELETE FROM bet_rows WHERE betslip_id = ${slip.id}`);
    await api.db.query(sql`DELETE FROM betslips WHERE id = ${slip.id}`);
    await expectKept();
    expect(await events()).toEqual([]);
  });
});
