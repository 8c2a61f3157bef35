/**
 * Input no route accepts, decided in one place: NUL characters, ids beyond 32 bits, numbers
 * beyond what a column holds and wrong JSON types are 400s naming the field, never 500s.
 */
import { sql } from '../../server/db/sql';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
let player: { id: number; username: string; currency: string };
beforeAll(async () => {
  api = await createTestApi();
  [player] = await api.db.query<typeof player>(
    sql`SELECT id, username, balance_currency AS currency FROM players WHERE operator_code = 'op1' ORDER BY id LIMIT 1`,
  );
});
afterAll(() => api.close());

const BIG = '99999999999';

function expectRefused(response: { statusCode: number; json(): unknown }, path: string, rule: RegExp) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { message: string; errors: { path: string; message: string }[] };
  expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path, message: expect.stringMatching(rule) })]));
  expect(body.message).toContain(path);
}

describe('NUL characters', () => {
  it('are refused in list text filters', async () => {
    const response = await api.call('central', {
      method: 'GET',
      url: `${API}/op1/players${query({ page: 0, size: 25, filter: { username: 'a\u0000b' } })}`,
    });
    expectRefused(response, 'filter.username', /NUL/);
  });

  it('are refused by the unauthenticated login', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { username: 'central@demo.test\u0000', password: 'x' },
    });
    expectRefused(response, 'username', /NUL/);
  });

  it('are refused in write fields', async () => {
    const response = await api.call('central', {
      method: 'PUT',
      url: `${API}/op1/players/${player.id}`,
      payload: { street: 'Main \u0000 Street' },
    });
    expectRefused(response, 'street', /NUL/);
  });
});

describe('ids beyond 32 bits', () => {
  it.each([
    ['PUT', `/op1/managers/${BIG}/status/ENABLED`, 'id'],
    ['PUT', `/op1/players/1/kyc/documents/${BIG}/status/APPROVED`, 'documentId'],
    ['POST', `/op1/players/1/transactions/1/bonus/campaigns/${BIG}`, 'campaignId'],
    ['PUT', `/op1/betslips/betrows/${BIG}/configure`, 'betrowId'],
    ['GET', `/op1/betslips/betrow/stacktrace?betrowId=${BIG}`, 'betrowId'],
    ['GET', `/op1/${BIG}/bonus/campaigns`, 'playerId'],
    ['GET', `/op1/betRows/${BIG}`, 'id'],
  ])('%s %s is a 400 naming %s', async (method, url, path) => {
    const response = await api.call('central', {
      method: method as 'GET',
      url: `${API}${url}`,
      payload: method === 'GET' ? undefined : {},
    });
    expectRefused(response, path, /32|2147483647/);
  });
});

describe('manual payment input', () => {
  const body = (overrides: Record<string, unknown>) => ({
    accountMovement: 10,
    balance: -1,
    date: new Date().toISOString(),
    description: 'Desk',
    playerId: player.id,
    operatorCode: 'op1',
    type: 'PAYMENT',
    currency: player.currency,
    bonusCampaignId: null,
    paymentType: { requestType: 'DEPOSIT' },
    playerUsername: player.username,
    gatewayCode: 'CASH_DESK',
    ...overrides,
  });

  it('refuses a playerId beyond 32 bits', async () => {
    const response = await api.call('central', { method: 'POST', url: `${API}/op1/payments`, payload: body({ playerId: Number(BIG) }) });
    expectRefused(response, 'playerId', /2147483647/);
  });

  it.each([[true], [{}], [[]]])('refuses the amount %j with the field named', async (amount) => {
    const response = await api.call('central', { method: 'POST', url: `${API}/op1/payments`, payload: body({ accountMovement: amount }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'accountMovement' })]));
  });

  it('refuses a number beyond what a column holds', async () => {
    const response = await api.call('central', {
      method: 'POST',
      url: `${API}/op1/payments`,
      payload: `{"accountMovement": 1e400, "playerId": ${player.id}}`,
      headers: { 'content-type': 'application/json' },
    });
    expectRefused(response, 'accountMovement', /finite number/);
  });
});
