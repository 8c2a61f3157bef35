import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { Player, Wallet } from '../../resources/player';
import { answerSchemaAt, createAnswerCheck } from '../../scripts/contract/answerCheck';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const Page = z.object({
  success: z.literal(true),
  payload: z.object({ content: z.array(Player), totalElements: z.number().int().nonnegative() }),
});

async function list(as: 'central' | 'office1' | 'office2', op: string, params: Record<string, unknown> = {}) {
  const response = await api.call(as, { method: 'GET', url: `${API}/${op}/players${query(params)}` });
  expect(response.statusCode, response.body).toBe(200);
  return Page.parse(response.json()).payload;
}

async function badRequest(params: Record<string, unknown> | string, as: 'central' | 'office1' = 'office1') {
  const url = typeof params === 'string' ? `${API}/op1/players?${params}` : `${API}/op1/players${query(params)}`;
  const response = await api.call(as, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body).toMatchObject({ success: false, message: expect.any(String) });
  expect(body.errors.length).toBeGreaterThan(0);
  for (const error of body.errors) expect(error).toEqual({ path: expect.any(String), message: expect.any(String) });
  return body.errors as { path: string; message: string }[];
}

describe('contract', () => {
  it('returns players shaped exactly as the Player schema', async () => {
    const page = await list('central', 'central', { page: 0, size: 100 });
    expect(page.content).toHaveLength(100);
    expect(page.totalElements).toBe(300);
    for (const player of page.content) expect(Player.strict().parse(player)).toEqual(player);
  });

  it("serves each wallet's currency as an object with its code (001 §3 Wallet: currency.code)", async () => {
    const response = await api.call('central', { method: 'GET', url: `${API}/central/players${query({ page: 0, size: 100 })}` });
    expect(response.statusCode, response.body).toBe(200);
    const players = response.json().payload.content as { totalBalance: { currency: string }; balanceBag: unknown[] }[];
    const wallets = players.flatMap((player) => player.balanceBag.map((wallet) => ({ wallet, account: player.totalBalance.currency })));
    expect(wallets.length).toBeGreaterThan(players.length);
    for (const { wallet, account } of wallets) {
      expect(wallet).toMatchObject({ currency: { code: account } });
      expect(Object.keys((wallet as { currency: object }).currency)).toEqual(['code']);
    }
  });

  it('rejects a wallet whose currency is a string, in the schema and in the contract document', async () => {
    const [first] = (await list('office1', 'op1', { size: 1 })).content;
    const wallet = { ...first.balanceBag[0], currency: first.balanceBag[0].currency.code };
    const refused = Wallet.safeParse(wallet);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].path).toEqual(['currency']);
    expect(Wallet.safeParse({ ...wallet, currency: { code: 'eur' } }).error?.issues[0]).toMatchObject({
      path: ['currency', 'code'],
      message: 'app.validation.currencyCode',
    });

    const document = JSON.parse(readFileSync(new URL('../../server/generated/openapi.json', import.meta.url), 'utf8')) as Record<
      string,
      unknown
    >;
    const check = createAnswerCheck(document);
    const at = answerSchemaAt('get', '/{op}/players/{id}');
    const answer = (await api.call('office1', { method: 'GET', url: `${API}/op1/players/${first.id}` })).json();
    expect(check(at, answer)).toEqual([]);
    const stringCurrency = { ...answer, payload: { ...answer.payload, balanceBag: [wallet] } };
    expect(check(at, stringCurrency)[0]).toMatchObject({ path: '$.payload.balanceBag[0].currency' });
  });

  it('defaults to page 0, the first page size and updated DESC', async () => {
    const page = await list('central', 'central');
    expect(page.content).toHaveLength(100);
    const updated = page.content.map((p) => p.updated);
    expect([...updated].sort().reverse()).toEqual(updated);
  });

  it('GET one player', async () => {
    const [first] = (await list('office1', 'op1', { size: 25 })).content;
    const response = await api.call('office1', { method: 'GET', url: `${API}/op1/players/${first.id}` });
    expect(response.statusCode).toBe(200);
    expect(Player.parse(response.json().payload)).toEqual(first);
  });

  it('accepts the same parameters as a POST body', async () => {
    const params = { page: 1, size: 25, sort: 'updated,ASC', filter: JSON.stringify({ status: ['ENABLED'] }) };
    const viaGet = await list('office1', 'op1', params);
    const response = await api.call('office1', {
      method: 'POST',
      url: `${API}/op1/players`,
      payload: { ...params, filter: { status: ['ENABLED'] } },
    });
    expect(response.statusCode).toBe(200);
    expect(Page.parse(response.json()).payload).toEqual(viaGet);
  });
});

describe('paging and sorting', () => {
  it('pages without overlap and agrees with totalElements', async () => {
    const pages = await Promise.all([0, 1, 2, 3].map((page) => list('central', 'central', { page, size: 100, sort: 'updated,ASC' })));
    const ids = pages.flatMap((p) => p.content.map((player) => player.id));
    expect(new Set(ids).size).toBe(300);
    expect(pages[3].content).toHaveLength(0);
  });

  it.each([
    ['playerCode.playerUsername', (p: Player) => p.playerCode.playerUsername],
    ['totalBalance.value', (p: Player) => p.totalBalance.value],
    ['riskGroup', (p: Player) => p.riskGroup],
    ['updated', (p: Player) => p.updated],
    ['status', (p: Player) => p.status],
  ] as const)('sorts by %s in both directions', async (field, value: (p: Player) => string | number) => {
    for (const order of ['ASC', 'DESC'] as const) {
      const { content } = await list('central', 'central', { size: 200, sort: `${field},${order}` });
      const values = content.map((p) => value(p));
      for (let i = 1; i < values.length; i++) {
        const cmp = values[i - 1] < values[i] ? -1 : values[i - 1] > values[i] ? 1 : 0;
        if (order === 'ASC') expect(cmp).toBeLessThanOrEqual(0);
        else expect(cmp).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('sorts lastLoginDate with players that never logged in last when ascending', async () => {
    const { content } = await list('central', 'central', { size: 500, sort: 'lastLoginDate,ASC' });
    const firstNull = content.findIndex((p) => p.lastLoginDate === null);
    expect(firstNull).toBeGreaterThan(0);
    expect(content.slice(firstNull).every((p) => p.lastLoginDate === null)).toBe(true);
  });
});

describe('filters', () => {
  it('multipleSelect keeps only the chosen values', async () => {
    const { content, totalElements } = await list('central', 'central', { size: 500, filter: { status: ['DISABLED', 'LOCKED'] } });
    expect(totalElements).toBeGreaterThan(0);
    expect(content.every((p) => p.status === 'DISABLED' || p.status === 'LOCKED')).toBe(true);
    expect(content.every((p) => p.disabledReason)).toBe(true);
  });

  it('an empty multipleSelect means any', async () => {
    expect((await list('central', 'central', { filter: { status: [] } })).totalElements).toBe(300);
  });

  it('search is a case-insensitive contains on the username', async () => {
    const { content, totalElements } = await list('central', 'central', { size: 500, filter: { username: 'ANA_' } });
    expect(totalElements).toBeGreaterThan(0);
    expect(content.every((p) => p.playerCode.playerUsername.includes('ana_'))).toBe(true);
  });

  it('search also finds a player by e-mail, partial or exact, and by id', async () => {
    const [target] = (await list('office1', 'op1', { size: 1 })).content;
    const exact = await list('office1', 'op1', { filter: { username: target.email.toUpperCase() } });
    expect(exact.content.map((p) => p.id)).toContain(target.id);
    expect(
      exact.content.every(
        (p) => p.email.toLowerCase() === target.email.toLowerCase() || p.playerCode.playerUsername.includes(target.email.toLowerCase()),
      ),
    ).toBe(true);
    const domain = target.email.slice(target.email.indexOf('@'));
    const partial = await list('office1', 'op1', { size: 500, filter: { username: domain } });
    expect(partial.totalElements).toBeGreaterThan(1);
    expect(partial.content.every((p) => p.email.includes(domain) || p.playerCode.playerUsername.includes(domain))).toBe(true);
    const byId = await list('office1', 'op1', { filter: { username: String(target.id) } });
    expect(byId.content.map((p) => p.id)).toContain(target.id);
    expect(
      byId.content.every(
        (p) => p.id === target.id || p.playerCode.playerUsername.includes(String(target.id)) || p.email.includes(String(target.id)),
      ),
    ).toBe(true);
  });

  it('filters by e-mail (contains, case-insensitive)', async () => {
    const [target] = (await list('office1', 'op1', { size: 1 })).content;
    const local = target.email.slice(0, target.email.indexOf('@'));
    const { content } = await list('office1', 'op1', { filter: { email: local.toUpperCase() } });
    expect(content.map((p) => p.id)).toContain(target.id);
    expect(content.every((p) => p.email.toLowerCase().includes(local.toLowerCase()))).toBe(true);
  });

  it('search treats % and _ literally', async () => {
    expect((await list('central', 'central', { filter: { username: '%' } })).totalElements).toBe(0);
  });

  it('range on the balance', async () => {
    const { content, totalElements } = await list('central', 'central', {
      size: 500,
      filter: { 'totalBalance.value': { from: 100, to: 1000 } },
    });
    expect(totalElements).toBeGreaterThan(0);
    expect(content.every((p) => p.totalBalance.value >= 100 && p.totalBalance.value <= 1000)).toBe(true);
  });

  it('timeFrame on created', async () => {
    const from = new Date(Date.now() - 180 * 86400_000).toISOString();
    const to = new Date(Date.now() - 30 * 86400_000).toISOString();
    const { content, totalElements } = await list('central', 'central', { size: 500, filter: { created: { from, to } } });
    expect(totalElements).toBeGreaterThan(0);
    expect(totalElements).toBeLessThan(300);
    expect(content.every((p) => p.created >= from && p.created <= to)).toBe(true);
  });

  it('the player field (id) selects one player', async () => {
    const { content } = await list('central', 'central', { filter: { id: 7 } });
    expect(content.map((p) => p.id)).toEqual([7]);
  });

  it('central may filter by operator on the central view', async () => {
    const { content, totalElements } = await list('central', 'central', { size: 500, filter: { operatorCode: 'op2' } });
    expect(totalElements).toBeGreaterThan(0);
    expect(content.every((p) => p.operatorCode === 'op2')).toBe(true);
  });

  it('filters combine', async () => {
    const { content } = await list('central', 'central', {
      size: 500,
      filter: { status: ['ENABLED'], kycStatus: ['VERIFIED'], accountType: ['PLAYER'], riskGroup: ['Normal', 'VIP200'] },
    });
    expect(content.length).toBeGreaterThan(0);
    for (const p of content) {
      expect([p.status, p.kycStatus, p.accountType]).toEqual(['ENABLED', 'VERIFIED', 'PLAYER']);
      expect(['Normal', 'VIP200']).toContain(p.riskGroup);
    }
  });
});

describe('operator isolation', () => {
  it('an office manager sees only its own operator', async () => {
    const { content, totalElements } = await list('office1', 'op1', { size: 500 });
    expect(totalElements).toBeGreaterThan(0);
    expect(content.every((p) => p.operatorCode === 'op1')).toBe(true);
  });

  it('filtering op2 on op1 finds nothing', async () => {
    const { content, totalElements } = await list('office1', 'op1', { filter: { operatorCode: 'op2' } });
    expect(totalElements).toBe(0);
    expect(content).toEqual([]);
  });

  it.each(['op2', 'op3', 'central'])('office1 gets 403 on %s', async (op) => {
    for (const url of [`${API}/${op}/players`, `${API}/${op}/players/1`, `${API}/${op}/players/report`]) {
      const response = await api.call('office1', { method: 'GET', url });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    const put = await api.call('office1', { method: 'PUT', url: `${API}/${op}/players/1/kyc/status/VERIFIED` });
    expect(put.statusCode).toBe(403);
  });

  it('an op2 player is 404 through op1', async () => {
    const { content } = await list('central', 'op2', { size: 25 });
    const response = await api.call('office1', { method: 'GET', url: `${API}/op1/players/${content[0].id}` });
    expect(response.statusCode).toBe(404);
  });

  it('central on op2 sees only op2; on central all operators', async () => {
    const op2 = await list('central', 'op2', { size: 500 });
    expect(op2.content.every((p) => p.operatorCode === 'op2')).toBe(true);
    const all = await list('central', 'central', { size: 500 });
    expect(new Set(all.content.map((p) => p.operatorCode))).toEqual(new Set(['op1', 'op2', 'op3']));
    expect(all.totalElements).toBeGreaterThan(op2.totalElements);
  });

  it('unknown operators are 404 for central managers', async () => {
    const response = await api.call('central', { method: 'GET', url: `${API}/op9/players` });
    expect(response.statusCode).toBe(404);
  });
});

describe('400 on bad list parameters', () => {
  it.each(['-1', '1.5', 'abc', '1e3'])('page=%s', async (page) => {
    expect((await badRequest(`page=${page}`)).map((e) => e.path)).toEqual(['page']);
  });

  it.each(['0', '10001', '20000', 'x', '-100', '2.5'])('size=%s', async (size) => {
    expect((await badRequest(`size=${size}`)).map((e) => e.path)).toEqual(['size']);
  });

  it.each([1, 5, 7, 20, 10_000])('accepts any page size from 1 to 10,000: size=%s', async (size) => {
    const response = await api.call('office1', { method: 'GET', url: `${API}/op1/players?size=${size}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.content.length).toBeLessThanOrEqual(size);
  });

  it.each([
    'street,ASC',
    'created,ASC',
    'password,DESC',
    'nope',
    'updated,UP',
    'updated,asc',
    'updated,ASC,x',
    'id;DROP TABLE players,ASC',
  ])('sort=%s', async (sort) => {
    expect((await badRequest({ sort })).map((e) => e.path)).toEqual(['sort']);
  });

  it.each(['{', '[1,2]', '"text"', '42', 'null'])('filter=%s (not a JSON object)', async (filter) => {
    const errors = await badRequest(`filter=${encodeURIComponent(filter)}`);
    expect(errors[0].path).toBe('filter');
  });

  it('unknown filter keys', async () => {
    const errors = await badRequest({ filter: { street: 'x', 'status; DROP': ['ENABLED'] } });
    expect(errors.map((e) => e.path).sort()).toEqual(['filter.status; DROP', 'filter.street']);
  });

  it.each([
    [{ status: 'ENABLED' }, 'filter.status'],
    [{ status: ['NOPE'] }, 'filter.status.0'],
    [{ operatorCode: ['op1'] }, 'filter.operatorCode'],
    [{ created: '2024-01-01' }, 'filter.created'],
    [{ created: { from: 'yesterday' } }, 'filter.created.from'],
    [{ created: { since: '2024-01-01T00:00:00Z' } }, 'filter.created.since'],
    [{ 'totalBalance.value': { from: -5 } }, 'filter.totalBalance.value.from'],
    [{ 'totalBalance.value': { from: 'a' } }, 'filter.totalBalance.value.from'],
    [{ 'totalBalance.value': 5 }, 'filter.totalBalance.value'],
    [{ username: { $ne: 1 } }, 'filter.username'],
    [{ 'playerCode.playerUsername': 'ana' }, 'filter.playerCode.playerUsername'],
    [{ id: 'abc' }, 'filter.id'],
    [{ id: 2147483648 }, 'filter.id'],
    [{ id: '99999999999' }, 'filter.id'],
    [{ id: 1.5 }, 'filter.id'],
  ])('wrong value type %j', async (filter, path) => {
    const errors = await badRequest({ filter });
    expect(errors.map((e) => e.path)).toContain(path);
  });

  it('reports every invalid parameter at once', async () => {
    const errors = await badRequest('page=-1&size=0&sort=x,ASC&filter=%7B%22zzz%22%3A1%7D');
    expect(errors.map((e) => e.path)).toEqual(['page', 'size', 'sort', 'filter.zzz']);
  });

  it('POST with a non-object body or broken JSON', async () => {
    for (const payload of ['[1]', '{"page":', '"x"']) {
      const response = await api.call('office1', {
        method: 'POST',
        url: `${API}/op1/players`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it('400 for a non-numeric record id', async () => {
    const response = await api.call('office1', { method: 'GET', url: `${API}/op1/players/abc` });
    expect(response.statusCode).toBe(400);
  });

  it('404 for a missing record', async () => {
    const response = await api.call('office1', { method: 'GET', url: `${API}/op1/players/999999` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });
});
