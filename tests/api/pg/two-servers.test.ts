/**
 * Two API servers on one PostgreSQL, as behind a load balancer: a session started on one works on
 * the other, and money moved through both at once keeps every balance exact (the balance equals
 * the sum of the account history, the wallets add up to it).
 */
import type { FastifyInstance } from 'fastify';
import { buildActionRequest } from '../../../resources/model';
import { betslip } from '../../../resources/betslip';
import { createApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/database';
import { sql } from '../../../server/db/sql';
import { API, createTestDatabase, query, type TestDatabase } from '../helpers';

let database: TestDatabase;
const servers: { app: FastifyInstance; db: Database; url: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  expect(database.url).toBeDefined();
  for (let i = 0; i < 2; i++) {
    // Each server has its own pool; neither is given a signing secret, so both use the one kept in the database.
    const db = await openDatabase({ databaseUrl: database.url });
    const app = await createApp({ db, logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    servers.push({ app, db, url });
  }
});
afterAll(async () => {
  for (const server of servers) {
    await server.app.close();
    await server.db.close();
  }
  await database.close();
});

async function call(server: number, method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${servers[server].url}${API}/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function login(server: number) {
  const response = await fetch(`${servers[server].url}${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'office1@demo.test', password: 'Office123' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { tokens: { accessToken: string; refreshToken: string } }).tokens;
}

describe('two API servers on one PostgreSQL', () => {
  it('a token from one server works on the other, and so does its refresh token', async () => {
    const tokens = await login(0);
    expect((await call(1, 'GET', 'op1/players?size=25', tokens.accessToken)).status).toBe(200);
    const refreshed = await fetch(`${servers[1].url}${API}/auth/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: tokens.refreshToken }),
    });
    expect(refreshed.status).toBe(200);
    const next = ((await refreshed.json()) as { payload: { accessToken: string } }).payload;
    expect((await call(0, 'GET', 'op1/players?size=25', next.accessToken)).status).toBe(200);
  });

  it('money moved through both servers at once keeps the balance equal to the account history', async () => {
    const tokens = [await login(0), await login(1)];
    const [target] = await servers[0].db.query<{ player_id: number; username: string; currency: string }>(sql`SELECT b.player_id,
        p.username, p.balance_currency AS currency FROM betslips b JOIN players p ON p.id = b.player_id
      WHERE b.operator_code = 'op1' AND NOT b.is_cancelled AND jsonb_array_length(p.balance_bag) = 1
        AND p.balance_bag -> 0 ->> 'gatewayCode' = 'CASH_DESK' AND p.kyc_status = 'VERIFIED' AND NOT p.withdrawal_disabled
        AND NOT EXISTS (SELECT 1 FROM player_bonuses x WHERE x.player_id = p.id AND x.status = 'LOCKED')
        AND NOT (p.limits ? 'selfProtectionDailyDepositLimit') AND NOT (p.limits ? 'selfProtectionWeeklyDepositLimit')
        AND NOT (p.limits ? 'selfProtectionMonthlyDepositLimit')
        AND NOT EXISTS (SELECT 1 FROM bet_rows r WHERE r.betslip_id = b.id AND r.status <> 'NOT_SETTLED')
      GROUP BY b.player_id, p.username, p.balance_currency ORDER BY count(*) DESC, b.player_id LIMIT 1`);
    expect(target).toBeDefined();
    const slips = await servers[0].db.query<{ id: number }>(sql`SELECT b.id FROM betslips b WHERE b.player_id = ${target.player_id}
      AND NOT b.is_cancelled AND NOT EXISTS (SELECT 1 FROM bet_rows r WHERE r.betslip_id = b.id AND r.status <> 'NOT_SETTLED')
      ORDER BY b.id LIMIT 4`);
    const deposit = (server: number, amount: number) =>
      call(server, 'POST', 'op1/payments', tokens[server].accessToken, {
        accountMovement: amount,
        balance: -1,
        date: new Date().toISOString(),
        description: `Desk deposit through server ${server}`,
        playerId: target.player_id,
        operatorCode: 'op1',
        type: 'PAYMENT',
        currency: target.currency,
        bonusCampaignId: null,
        paymentType: { requestType: 'DEPOSIT' },
        playerUsername: target.username,
        gatewayCode: 'CASH_DESK',
      });
    const cancel = (server: number, id: number, isCancelled: boolean) => {
      const request = buildActionRequest(betslip.actions.cancel, { isCancelled }, { id });
      return call(
        server,
        request.method,
        `op1/${betslip.api.path}/${request.path}${query(request.query)}`,
        tokens[server].accessToken,
        request.body,
      );
    };
    const [start] = await servers[0].db.query<{ last: number; total: number }>(sql`SELECT
        (SELECT coalesce(max(id), 0)::integer FROM account_history) AS last, total_balance::float8 AS total
      FROM players WHERE id = ${target.player_id}`);
    const work: Promise<{ status: number }>[] = [];
    for (let round = 0; round < 3; round++) {
      for (const [index, slip] of slips.entries()) {
        work.push(cancel((index + round) % 2, slip.id, round % 2 === 0));
        work.push(cancel((index + round + 1) % 2, slip.id, round % 2 === 0));
      }
      work.push(deposit(round % 2, 10 + round), deposit((round + 1) % 2, 20 + round));
    }
    const results = await Promise.all(work);
    for (const result of results) expect(result.status, JSON.stringify(result)).toBe(200);
    const [state] = await servers[1].db.query<{ total: number; sum: number; bag: { balance: number }[] | string }>(sql`SELECT
        total_balance::float8 AS total, balance_bag AS bag,
        (SELECT coalesce(sum(account_movement), 0)::float8 FROM account_history WHERE player_id = ${target.player_id}) AS sum
      FROM players WHERE id = ${target.player_id}`);
    const bag = typeof state.bag === 'string' ? (JSON.parse(state.bag) as { balance: number }[]) : state.bag;
    expect(state.total).toBeCloseTo(state.sum, 2);
    expect(bag.reduce((sum, wallet) => sum + wallet.balance, 0)).toBeCloseTo(state.total, 2);
    // Each account entry's running balance continues the previous one: no two writes read the same balance.
    const entries = await servers[0].db.query<{ movement: number; after: number }>(sql`SELECT account_movement::float8 AS movement,
        balance_after::float8 AS after FROM account_history WHERE player_id = ${target.player_id} AND id > ${start.last}
      ORDER BY id`);
    expect(entries.length).toBeGreaterThan(6);
    let running = start.total;
    for (const entry of entries) {
      running += entry.movement;
      expect(entry.after).toBeCloseTo(running, 2);
    }
  });
});
