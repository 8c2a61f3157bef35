/**
 * Writes with an `Idempotency-Key`: booked once, a repeat answered from the stored answer, another
 * request with the key refused with a 422 naming it, a refused write's answer stored too, an
 * answer of 500 not stored (the write rolled back with it), and the handler's own transactions
 * still rolling back on their own inside the key's transaction. The console's own client over a
 * network that loses an answer the server sent after committing (a TCP proxy in the test that
 * cuts the connection there) retries with the same key and books the payment once.
 */
import { randomUUID } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { sql } from '../../server/db/sql';
import { IDEMPOTENCY_KEY_HEADER, KEY_REUSED, REPLAYED_HEADER, fingerprint, readKey } from '../../server/http/idempotency';
import { createHttpClient, WRITE_OUTCOME_UNKNOWN } from '../../src/data/httpClient';
import { createPendingCalls } from '../../src/data/pendingCalls';
import { createServerHealthStore } from '../../src/data/serverHealth';
import type { WriteSettings } from '../../src/data/idempotency';
import { injectFetch } from './consoleProvider';
import { API, createTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

interface Target {
  id: number;
  username: string;
  op: string;
  currency: string;
}

async function target(skip = 0): Promise<Target> {
  const [row] = await api.db.query<Target>(sql`
    SELECT p.id, p.username, p.operator_code AS op, p.balance_currency AS currency FROM players p
    WHERE p.operator_code = 'op1' AND p.kyc_status = 'VERIFIED' AND NOT p.withdrawal_disabled
      AND NOT (p.limits ? 'selfProtectionDailyDepositLimit') AND NOT (p.limits ? 'selfProtectionWeeklyDepositLimit')
      AND NOT (p.limits ? 'selfProtectionMonthlyDepositLimit')
      AND NOT EXISTS (SELECT 1 FROM player_bonuses b WHERE b.player_id = p.id AND b.status = 'LOCKED')
      AND jsonb_array_length(p.balance_bag) = 1 AND p.total_balance >= 100
    ORDER BY p.id OFFSET ${skip} LIMIT 1`);
  return row;
}

function deposit(player: Target, amount = 25, requestType = 'DEPOSIT') {
  return {
    accountMovement: amount,
    balance: -1,
    date: '2026-01-05T10:00:00.000Z',
    description: 'Cash at the desk',
    playerId: player.id,
    operatorCode: player.op,
    type: 'PAYMENT',
    currency: player.currency,
    bonusCampaignId: null,
    paymentType: { requestType },
    playerUsername: player.username,
    gatewayCode: 'CASH_DESK',
  };
}

function pay(body: object, key?: string, url = `${API}/op1/payments`) {
  return api.call('office1', { method: 'POST', url, payload: body, headers: key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key } });
}

async function payments(playerId: number) {
  const [row] = await api.db.query<{ payments: number; history: number; total: string }>(sql`SELECT
      (SELECT count(*)::integer FROM payments WHERE player_id = p.id) AS payments,
      (SELECT count(*)::integer FROM account_history WHERE player_id = p.id) AS history,
      p.total_balance::text AS total
    FROM players p WHERE p.id = ${playerId}`);
  return row;
}

describe('Idempotency-Key on writes', () => {
  it('books a manual payment once: the repeat gets the stored answer, marked as replayed', async () => {
    const player = await target();
    const before = await payments(player.id);
    const key = `"${randomUUID()}"`;
    const first = await pay(deposit(player), key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    const again = await pay(deposit(player), key);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    const after = await payments(player.id);
    expect(after.payments).toBe(before.payments + 1);
    expect(after.history).toBe(before.history + 1);
    expect(Number(after.total)).toBeCloseTo(Number(before.total) + 25, 2);
  });

  it('reads the draft quoted form and the bare form as the same key', async () => {
    const player = await target();
    const before = await payments(player.id);
    const key = randomUUID();
    expect((await pay(deposit(player, 15), key)).statusCode).toBe(200);
    const quoted = await pay(deposit(player, 15), `"${key}"`);
    expect(quoted.headers[REPLAYED_HEADER]).toBe('true');
    expect((await payments(player.id)).payments).toBe(before.payments + 1);
  });

  it('refuses the key with another body with a 422 naming the key, and books nothing', async () => {
    const player = await target();
    const key = randomUUID();
    expect((await pay(deposit(player, 10), key)).statusCode).toBe(200);
    const before = await payments(player.id);
    const other = await pay(deposit(player, 11), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ success: false, code: KEY_REUSED, errors: [{ path: 'Idempotency-Key' }] });
    expect(other.json().message).toContain(key);
    expect(await payments(player.id)).toEqual(before);
    // The same key on another path is another request too.
    const elsewhere = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/players/${player.id}/registerToCrm?force=false`,
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    });
    expect(elsewhere.statusCode).toBe(422);
  });

  it('keys are per manager: another manager may use the same key for their own write', async () => {
    const player = await target();
    const key = randomUUID();
    expect((await pay(deposit(player, 12), key)).statusCode).toBe(200);
    const central = await api.call('central', {
      method: 'POST',
      url: `${API}/op1/payments`,
      payload: deposit(player, 12),
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    });
    expect(central.statusCode, central.body).toBe(200);
    expect(central.headers[REPLAYED_HEADER]).toBeUndefined();
  });

  it('stores a refused write: the repeat gets the same 400', async () => {
    const player = await target();
    const key = randomUUID();
    const [{ total }] = await api.db.query<{ total: number }>(
      sql`SELECT total_balance::float8 AS total FROM players WHERE id = ${player.id}`,
    );
    const tooMuch = deposit(player, Math.ceil(total) + 1000, 'WITHDRAWAL');
    const refused = await pay(tooMuch, key);
    expect(refused.statusCode).toBe(400);
    const again = await pay(tooMuch, key);
    expect(again.statusCode).toBe(400);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.body).toBe(refused.body);
  });

  it('writes without a key behave as before: two sendings book twice', async () => {
    const player = await target();
    const before = await payments(player.id);
    const one = await pay(deposit(player, 20));
    expect(one.statusCode, one.body).toBe(200);
    expect((await pay(deposit(player, 20))).statusCode).toBe(200);
    expect((await payments(player.id)).payments).toBe(before.payments + 2);
  });

  it('a state change with a key: the second sending is a replay, not a 409 or a second log entry', async () => {
    const [row] = await api.db.query<{ id: number }>(sql`SELECT id FROM player_bonuses WHERE operator_code = 'op1' AND status = 'LOCKED'
      ORDER BY id LIMIT 1`);
    const key = randomUUID();
    const send = () =>
      api.call('office1', { method: 'POST', url: `${API}/op1/players/bonus/${row.id}/cancel`, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const second = await send();
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    const [{ n }] = await api.db.query<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM activity_log WHERE log_type = 'BONUS_CAMPAIGN_CHANGED' AND details LIKE ${`Bonus ${row.id} %`}`,
    );
    expect(n).toBe(1);
  });

  it('a key that is not a printable text of at most 255 characters is a 400 naming the header', async () => {
    const player = await target();
    const response = await pay(deposit(player), 'x'.repeat(256));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('Idempotency-Key');
  });

  it('keeps nothing of a write whose answer is a 500, so that its retry books it', async () => {
    const player = await target(1);
    const before = await payments(player.id);
    const key = randomUUID();
    // A trigger that fails the payment's activity-log row after the payment rows were written.
    await api.db.execScript(`CREATE FUNCTION fail_once() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'disk full' USING ERRCODE = '53100'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER fail_once BEFORE INSERT ON activity_log FOR EACH ROW WHEN (NEW.log_type = 'DEPOSIT') EXECUTE FUNCTION fail_once();`);
    try {
      const failed = await pay(deposit(player, 17), key);
      expect(failed.statusCode).toBe(500);
      expect(await payments(player.id)).toEqual(before);
      const [{ n }] = await api.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM idempotency_keys WHERE key = ${key}`);
      expect(n).toBe(0);
    } finally {
      await api.db.execScript('DROP TRIGGER fail_once ON activity_log; DROP FUNCTION fail_once();');
    }
    const retried = await pay(deposit(player, 17), key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.headers[REPLAYED_HEADER]).toBeUndefined();
    expect((await payments(player.id)).payments).toBe(before.payments + 1);
  });
});

describe('the key and the fingerprint', () => {
  it('reads quoted and bare keys, refuses empty and overlong ones', () => {
    expect(readKey('"abc"')).toBe('abc');
    expect(readKey(' abc ')).toBe('abc');
    expect(readKey(undefined)).toBeUndefined();
    expect(() => readKey('""')).toThrow(/Idempotency-Key/);
    expect(() => readKey('a"b')).toThrow(/Idempotency-Key/);
  });

  it('ignores the debug trace parameter, not the rest of the query or the body', () => {
    const base = { method: 'POST', url: '/x?a=1&debugTrace=abc', body: { b: 1 } };
    expect(fingerprint(base)).toBe(fingerprint({ ...base, url: '/x?a=1&debugTrace=def' }));
    expect(fingerprint(base)).not.toBe(fingerprint({ ...base, url: '/x?a=2' }));
    expect(fingerprint(base)).not.toBe(fingerprint({ ...base, body: { b: 2 } }));
  });
});

describe("the console's writes over a network that loses answers", () => {
  /** The console's HTTP client whose first answer is lost on the way back: the server made the write. */
  function lossyConsole(writes: WriteSettings) {
    const served = injectFetch(api.app);
    let lost = 0;
    const keys: (string | undefined)[] = [];
    const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      keys.push((init.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]);
      const answer = await served(input, init);
      if (lost++ === 0) throw new TypeError('Failed to fetch');
      return answer;
    }) as typeof globalThis.fetch;
    const http = createHttpClient({
      apiUrl: API,
      getToken: () => api.tokens.office1,
      getLanguage: () => 'en',
      fetch,
      health: createServerHealthStore(),
      pendingCalls: createPendingCalls(),
      writes,
    });
    return { http, keys };
  }

  it('retries a payment whose answer was lost with the same key, and the money moves once', async () => {
    const player = await target(1);
    const before = await payments(player.id);
    const { http, keys } = lossyConsole({ header: IDEMPOTENCY_KEY_HEADER, retryWrites: 'keyed' });
    const answer = await http.request<{ success?: boolean }>({ method: 'POST', path: 'op1/payments', body: deposit(player, 12) });
    expect(answer).toBeTruthy();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(keys[1]).toBe(keys[0]);
    const after = await payments(player.id);
    expect(after.payments).toBe(before.payments + 1);
    expect(Number(after.total)).toBeCloseTo(Number(before.total) + 12, 2);
  });

  it("does not resend on its own when told never to, and the staff member's second try is booked once", async () => {
    const player = await target(2);
    const before = await payments(player.id);
    const { http, keys } = lossyConsole({ header: IDEMPOTENCY_KEY_HEADER, retryWrites: 'never' });
    const request = { method: 'POST' as const, path: 'op1/payments', body: deposit(player, 13) };
    const error = await http.request(request).catch((e: unknown) => e);
    expect((error as Error).message).toBe(WRITE_OUTCOME_UNKNOWN);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^"[0-9a-f-]{36}"$/);
    await http.request(request);
    expect(keys[1]).toBe(keys[0]);
    const after = await payments(player.id);
    expect(after.payments).toBe(before.payments + 1);
    expect(Number(after.total)).toBeCloseTo(Number(before.total) + 13, 2);
  });
});

describe('a connection cut after the server committed a manual payment', () => {
  /**
   * A TCP proxy to the listening server that cuts its first connection as soon as the answer's
   * first bytes come back: the server sends an answer only after the write's transaction committed.
   */
  async function cuttingProxy(port: number) {
    const sockets = new Set<Socket>();
    const seen = { connections: 0, cut: 0 };
    const proxy: Server = createServer((client) => {
      const first = seen.connections++ === 0;
      const upstream = connect(port, '127.0.0.1');
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream);
      upstream.on('data', (chunk: Buffer) => {
        if (first) {
          seen.cut++;
          client.destroy();
          upstream.destroy();
        } else client.write(chunk);
      });
      upstream.on('end', () => client.end());
      client.on('close', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const close = () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => proxy.close(() => resolve()));
    };
    return { port: (proxy.address() as AddressInfo).port, seen, close };
  }

  it("the console's retry goes with the same key, and the payment is booked once", async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const proxy = await cuttingProxy((api.app.server.address() as AddressInfo).port);
    try {
      const player = await target(3);
      const before = await payments(player.id);
      const keys: (string | undefined)[] = [];
      const http = createHttpClient({
        apiUrl: `http://127.0.0.1:${proxy.port}${API}`,
        getToken: () => api.tokens.office1,
        getLanguage: () => 'en',
        fetch: ((input: RequestInfo | URL, init: RequestInit = {}) => {
          keys.push((init.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]);
          return globalThis.fetch(input, init);
        }) as typeof globalThis.fetch,
        health: createServerHealthStore(),
        pendingCalls: createPendingCalls(),
        writes: { header: IDEMPOTENCY_KEY_HEADER, retryWrites: 'keyed' },
      });
      const answer = await http.request<{ success?: boolean }>({ method: 'POST', path: 'op1/payments', body: deposit(player, 14) });
      expect(answer).toBeTruthy();
      expect(proxy.seen).toEqual({ connections: 2, cut: 1 });
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      const after = await payments(player.id);
      expect(after.payments).toBe(before.payments + 1);
      expect(after.history).toBe(before.history + 1);
      expect(Number(after.total)).toBeCloseTo(Number(before.total) + 14, 2);
    } finally {
      await proxy.close();
    }
  });
});
