import { PlayerLimits } from '../../resources/playerLimits';
import { sql } from '../../server/db/sql';
import { limitProblem } from '../../resources/limitRules';
import { exclusionEnd, INDEFINITE_EXCLUSION } from '../../server/handlers/limits';
import { ruleText } from '../../server/http/errors';
import { DEFAULT_SELF_PROTECTION_LIMITS } from '../../server/info';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type As = 'central' | 'office1' | 'office2';

/** The limits screens' call (001 §7): the players list with showLimitsDetails in the filter. */
async function limitsList(as: As, op: string, params: { filter?: Record<string, unknown> } & Record<string, unknown> = {}) {
  const filter = { showLimitsDetails: true, ...params.filter };
  const response = await api.call(as, { method: 'GET', url: `${API}/${op}/players${query({ size: 25, ...params, filter })}` });
  expect(response.statusCode, response.body).toBe(200);
  const payload = response.json().payload as { content: unknown[]; totalElements: number };
  return { content: payload.content.map((row) => PlayerLimits.parse(row)), totalElements: payload.totalElements };
}

async function playerOf(op: string, riskGroup: string): Promise<number> {
  const [row] = await api.db.query<{ id: number }>(
    sql`SELECT id FROM players WHERE operator_code = ${op} AND risk_group = ${riskGroup} AND exclude_until IS NULL ORDER BY id LIMIT 1`,
  );
  return row.id;
}

function setLimit(as: As, op: string, id: number, name: string, body: unknown) {
  return api.call(as, { method: 'PUT', url: `${API}/${op}/players/${id}/limits/${name}`, payload: body as object });
}

async function lastLog(playerId: number) {
  const [row] = await api.db.query<{ log_type: string; details: string; before: unknown; after: unknown; user_username: string }>(
    sql`SELECT log_type, details, before, after, user_username FROM activity_log WHERE affected_user_id = ${playerId}
      AND affected_user_role = 'PLAYER' ORDER BY id DESC LIMIT 1`,
  );
  return row;
}

describe('GET {op}/players with showLimitsDetails (001 §7)', () => {
  it('answers the limits records with the flag and the players without it; the old path is gone', async () => {
    const plain = await api.call('office1', {
      method: 'GET',
      url: `${API}/op1/players${query({ size: 5, filter: { showLimitsDetails: false } })}`,
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().payload.content[0]).toHaveProperty('email');
    expect(plain.json().payload.content[0]).not.toHaveProperty('isExcluded');
    const { content } = await limitsList('office1', 'op1', { size: 5 });
    expect(content[0]).toHaveProperty('isExcluded');
    const gone = await api.call('office1', { method: 'GET', url: `${API}/op1/players/limits` });
    expect(gone.statusCode).not.toBe(200);
  });

  it('filters the limits records by username under username and by the limits filters', async () => {
    const { content: all } = await limitsList('office1', 'op1', { size: 100, sort: 'id,ASC' });
    const name = all[3].playerCode.playerUsername;
    const { content } = await limitsList('office1', 'op1', { filter: { username: name.slice(0, -1) } });
    expect(content.map((row) => row.playerCode.playerUsername)).toContain(name);
    expect(content.every((row) => row.playerCode.playerUsername.includes(name.slice(0, -1)))).toBe(true);
    // A POST of a long query takes the flag in its body's filter.
    const post = await api.call('office1', {
      method: 'POST',
      url: `${API}/op1/players`,
      payload: { size: 5, filter: { showLimitsDetails: true, username: name } },
    });
    expect(post.statusCode, post.body).toBe(200);
    expect(PlayerLimits.parse(post.json().payload.content[0]).id).toBe(all[3].id);
  });

  it('refuses a flag that is not true or false, and a players filter the limits list does not have', async () => {
    const bad = await api.call('office1', { method: 'GET', url: `${API}/op1/players${query({ filter: { showLimitsDetails: 'yes' } })}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'filter.showLimitsDetails', message: 'Expected true or false' }]);
    const email = await api.call('office1', {
      method: 'GET',
      url: `${API}/op1/players${query({ filter: { showLimitsDetails: true, email: 'a' } })}`,
    });
    expect(email.statusCode).toBe(400);
    expect(JSON.stringify(email.json().errors)).toContain('email');
  });

  it('lists limit records with the origin of each limit', async () => {
    const { content, totalElements } = await limitsList('office1', 'op1', { sort: 'id,ASC' });
    expect(totalElements).toBeGreaterThan(10);
    expect(content.every((row) => row.operatorCode === 'op1')).toBe(true);
    const normal = content.find((row) => row.riskGroup === 'Normal')!;
    expect(normal.maxStakePerBetslip).toMatchObject({ limit: 1000, color: 'OPERATOR_DEFAULT' });
    expect(normal.tenantCurrency).toEqual({ code: 'EUR', currencySymbol: '€' });
  });

  it('scales betting limits by the risk group (light blue) and keeps approved amounts at the default', async () => {
    const vip = await playerOf('op1', 'VIP200');
    const { content } = await limitsList('office1', 'op1', { filter: { riskGroup: ['VIP200'] } });
    const row = content.find((r) => r.id === vip)!;
    expect(row.maxStakePerBetslip).toMatchObject({ limit: 2000, color: 'RISK_GROUP' });
    expect(row.maxApprovedDeposit).toMatchObject({ limit: 5000, color: 'OPERATOR_DEFAULT' });
    expect(content.every((r) => r.riskGroup === 'VIP200')).toBe(true);
  });

  it('sorts on limit values and filters on isExcluded', async () => {
    const { content } = await limitsList('office1', 'op1', { sort: 'maxStakePerBetslip.limit,DESC', size: 100 });
    const values = content.map((row) => row.maxStakePerBetslip?.limit ?? 0);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    const excluded = await limitsList('office1', 'op1', { filter: { isExcluded: true } });
    expect(excluded.content.every((row) => row.isExcluded)).toBe(true);
  });

  it('enforces operator isolation', async () => {
    const forbidden = await api.call('office1', {
      method: 'GET',
      url: `${API}/op2/players${query({ filter: { showLimitsDetails: true } })}`,
    });
    expect(forbidden.statusCode).toBe(403);
    const central = await limitsList('central', 'central', { filter: { operatorCode: 'op2' } });
    expect(central.content.every((row) => row.operatorCode === 'op2')).toBe(true);
  });
});

describe('PUT {op}/players/{id}/limits/{limitName}', () => {
  it('sets a limit manually (white), logs before and after', async () => {
    const id = await playerOf('op1', 'Normal');
    const response = await setLimit('office1', 'op1', id, 'maxStakePerBetslip', { limit: 250, description: 'Review', reason: 'Risk team' });
    expect(response.statusCode, response.body).toBe(200);
    const record = PlayerLimits.parse(response.json().payload);
    expect(record.maxStakePerBetslip).toMatchObject({ limit: 250, description: 'Review', reason: 'Risk team', color: 'MANUAL' });
    expect(record.maxStakePerBetslip?.appliedDate).toBeTruthy();
    const log = await lastLog(id);
    expect(log).toMatchObject({ log_type: 'DATA_CHANGED', user_username: 'office1@demo.test' });
    expect(log.before).toMatchObject({ maxStakePerBetslip: { limit: 1000, color: 'OPERATOR_DEFAULT' } });
    expect(log.after).toMatchObject({ maxStakePerBetslip: { limit: 250, color: 'MANUAL' } });
    // A risk group change leaves the manual value alone.
    const risk = await api.call('office1', { method: 'PUT', url: `${API}/op1/players/${id}/riskGroup/Risk50` });
    expect(risk.statusCode, risk.body).toBe(200);
    const { content } = await limitsList('office1', 'op1', { filter: { riskGroup: ['Risk50'] }, size: 100 });
    const row = content.find((r) => r.id === id)!;
    expect(row.maxStakePerBetslip).toMatchObject({ limit: 250, color: 'MANUAL' });
    expect(row.maxPayoutPerBetslip).toMatchObject({ limit: 25000, color: 'RISK_GROUP' });
  });

  it('refuses an empty limit, a limit above the default and missing texts with the spec messages', async () => {
    const id = await playerOf('op1', 'Normal');
    const empty = await setLimit('office1', 'op1', id, 'selfProtectionDailyDepositLimit', { limit: null, description: 'a', reason: 'b' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, errors: [{ path: 'limit', message: 'Limit should not be empty!' }] });
    const above = await setLimit('office1', 'op1', id, 'selfProtectionDailyDepositLimit', {
      limit: DEFAULT_SELF_PROTECTION_LIMITS.selfProtectionDailyDepositLimit + 1,
      description: 'a',
      reason: 'b',
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().errors).toEqual([{ path: 'limit', message: 'Limit should be lower than the default!' }]);
    const negative = await setLimit('office1', 'op1', id, 'maxStakePerBetslip', { limit: -1, description: 'a', reason: 'b' });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toEqual([{ path: 'limit', message: 'Limit should be positive!' }]);
    const texts = await setLimit('office1', 'op1', id, 'maxStakePerBetslip', { limit: 5, description: ' ', reason: 'x'.repeat(256) });
    expect(texts.statusCode).toBe(400);
    expect(texts.json().errors).toEqual([
      { path: 'description', message: 'Required' },
      { path: 'reason', message: 'Maximum length is 255' },
    ]);
    const unknown = await setLimit('office1', 'op1', id, 'noSuchLimit', { limit: 5, description: 'a', reason: 'b' });
    expect(unknown.statusCode).toBe(400);
  });

  it('excludes for a duration, indefinitely or until a date, edits the texts and revokes', async () => {
    const id = await playerOf('op1', 'Normal');
    const body = { limit: 'P7D', description: 'Player asked', reason: 'Self exclusion' };
    const week = await setLimit('office1', 'op1', id, 'selfProtectionExcludeUntil', body);
    expect(week.statusCode, week.body).toBe(200);
    const excluded = PlayerLimits.parse(week.json().payload);
    expect(excluded.isExcluded).toBe(true);
    const until = Date.parse(excluded.selfProtectionExcludeUntil!);
    expect(Math.abs(until - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);
    expect(excluded).toMatchObject({ exclusionDescription: 'Player asked', exclusionReason: 'Self exclusion' });
    expect(excluded.exclusionAppliedDate).toBeTruthy();

    const text = await setLimit('office1', 'op1', id, 'exclusionReason', { limit: 'Gambling problem' });
    expect(text.statusCode, text.body).toBe(200);
    expect(text.json().payload.exclusionReason).toBe('Gambling problem');

    const forever = await setLimit('office1', 'op1', id, 'selfProtectionExcludeUntil', { ...body, limit: 'indefinitely' });
    expect(forever.json().payload.selfProtectionExcludeUntil).toBe(INDEFINITE_EXCLUSION);

    const revoked = await setLimit('office1', 'op1', id, 'selfProtectionExcludeUntil', { limit: null, description: 'x', reason: 'y' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().payload).toMatchObject({ isExcluded: false, selfProtectionExcludeUntil: null });
    const log = await lastLog(id);
    expect(log.details).toMatch(/revoked/);
    expect(log.before).toMatchObject({ selfProtectionExcludeUntil: INDEFINITE_EXCLUSION });
    // The texts belong to an exclusion: none to edit once it is revoked.
    const orphan = await setLimit('office1', 'op1', id, 'exclusionDescription', { limit: 'Asked again' });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().errors).toEqual([{ path: 'limitName', message: 'The player is not excluded: exclude first' }]);
    const emptyText = await setLimit('office1', 'op1', id, 'exclusionReason', { limit: ' ' });
    expect(emptyText.json().errors).toEqual([{ path: 'limit', message: 'Required' }]);

    const past = await setLimit('office1', 'op1', id, 'selfProtectionExcludeUntil', { ...body, limit: '2000-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([{ path: 'limit', message: 'The date must not be before today' }]);
    const far = await setLimit('office1', 'op1', id, 'selfProtectionExcludeUntil', { ...body, limit: '3999-01-01' });
    expect(far.statusCode).toBe(400);
    expect(far.json().errors).toEqual([{ path: 'limit', message: 'The date must not be more than 1000 years ahead' }]);
    const frame = await setLimit('office1', 'op1', id, 'selfProtectionExcludeUntil', { ...body, limit: 'P3D' });
    expect(frame.statusCode).toBe(400);
    expect(frame.json().errors).toEqual([
      { path: 'limit', message: 'The exclusion time frame must be a duration, indefinitely or a date' },
    ]);
    const noReason = await setLimit('office1', 'op1', id, 'selfProtectionExcludeUntil', { limit: 'PT24H', description: 'a', reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([{ path: 'reason', message: 'Required' }]);
  });

  it('refuses players of other operators', async () => {
    const id = await playerOf('op2', 'Normal');
    const body = { limit: 5, description: 'a', reason: 'b' };
    expect((await setLimit('office1', 'op2', id, 'maxStakePerBetslip', body)).statusCode).toBe(403);
    expect((await setLimit('office1', 'op1', id, 'maxStakePerBetslip', body)).statusCode).toBe(404);
  });
});

describe('PUT {op}/players/{id}/limits (whole record)', () => {
  it('writes the loss and session time limits, ignoring the rest', async () => {
    const id = await playerOf('op1', 'Normal');
    const { content } = await limitsList('office1', 'op1', { sort: 'id,ASC', size: 100 });
    const current = content.find((row) => row.id === id)!;
    const response = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/players/${id}/limits`,
      payload: { ...current, selfProtectionDailyLossLimit: 40, selfProtectionTimeLimitPerGameSession: 7200, riskGroup: 'Risk10' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const record = PlayerLimits.parse(response.json().payload);
    expect(record).toMatchObject({
      selfProtectionDailyLossLimit: 40,
      selfProtectionTimeLimitPerGameSession: 7200,
      riskGroup: current.riskGroup,
    });
    expect((await lastLog(id)).after).toEqual({ selfProtectionDailyLossLimit: 40, selfProtectionTimeLimitPerGameSession: 7200 });
  });

  it.each([
    [-5, 'Must not be negative'],
    [1_000_000_000_001, 'Must be at most 1000000000000'],
  ])('refuses a loss limit of %d with a 400 naming the field and the money rule, writing nothing', async (amount, message) => {
    const id = await playerOf('op1', 'Normal');
    const { content } = await limitsList('office1', 'op1', { sort: 'id,ASC', size: 100 });
    const current = content.find((row) => row.id === id)!;
    const response = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/players/${id}/limits`,
      payload: { ...current, selfProtectionWeeklyLossLimit: amount },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: [{ path: 'selfProtectionWeeklyLossLimit', message }] });
    expect(response.json().message).toContain(`selfProtectionWeeklyLossLimit: ${message}`);
    const after = (await limitsList('office1', 'op1', { sort: 'id,ASC', size: 100 })).content.find((row) => row.id === id)!;
    expect(after.selfProtectionWeeklyLossLimit ?? null).toBe(current.selfProtectionWeeklyLossLimit ?? null);
  });
});

describe('GET {op}/players/{id}/self-protection-limits/deposit/amounts', () => {
  it('sums the processed deposits of the current day, week and month', async () => {
    const id = await playerOf('op1', 'Normal');
    await api.db.query(sql`INSERT INTO payments (payment_request, payment_request_id, created, operator_code, player_id, player_username,
        payment_status, account_movement, currency)
      SELECT 'DEPOSIT', 7000000 + g, now() - (g || ' seconds')::interval, operator_code, id, username, 'PROCESSED', 10, balance_currency
      FROM players CROSS JOIN generate_series(1, 3) g WHERE id = ${id}`);
    const response = await api.call('office1', { method: 'GET', url: `${API}/op1/players/${id}/self-protection-limits/deposit/amounts` });
    expect(response.statusCode, response.body).toBe(200);
    const amounts = response.json().payload;
    expect(amounts.selfProtectionDailyDepositLimit).toBeGreaterThanOrEqual(30);
    expect(amounts.selfProtectionWeeklyDepositLimit).toBeGreaterThanOrEqual(amounts.selfProtectionDailyDepositLimit);
    expect(amounts.selfProtectionMonthlyDepositLimit).toBeGreaterThanOrEqual(30);
  });
});

describe('limit rules (pure)', () => {
  it('checks empty, negative and default', () => {
    expect(ruleText(limitProblem('', 10)!.key)).toBe('Limit should not be empty!');
    expect(ruleText(limitProblem(-1, 10)!.key)).toBe('Limit should be positive!');
    expect(ruleText(limitProblem(11, 10)!.key)).toBe('Limit should be lower than the default!');
    expect(limitProblem(10, 10)).toBeUndefined();
    expect(limitProblem(1e9, null)).toBeUndefined();
  });

  it('resolves exclusion time frames', () => {
    const now = new Date('2025-03-10T12:00:00Z');
    expect(exclusionEnd('PT24H', now)).toEqual({ until: '2025-03-11T12:00:00.000Z' });
    expect(exclusionEnd('P168D', now)).toEqual({ until: '2025-08-25T12:00:00.000Z' });
    expect(exclusionEnd('2025-03-10', now)).toEqual({ until: '2025-03-10T23:59:59.999Z' });
    expect(exclusionEnd('3025-03-10', now)).toEqual({ until: '3025-03-10T23:59:59.999Z' });
    expect('problem' in exclusionEnd('3025-03-12', now)).toBe(true);
    expect('problem' in exclusionEnd('2025-03-09', now)).toBe(true);
    expect('problem' in exclusionEnd('P3D', now)).toBe(true);
  });

  it('keeps the migration defaults equal to the UI info defaults', async () => {
    const rows = await api.db.query<{ limit_name: string; amount: number }>(
      sql`SELECT limit_name, amount::float8 AS amount FROM limit_defaults WHERE kind = 'CAP'`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.limit_name, row.amount]))).toEqual(DEFAULT_SELF_PROTECTION_LIMITS);
  });
});
