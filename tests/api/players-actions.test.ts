import { buildActionRequest } from '../../resources/model';
import { Player, player } from '../../resources/player';
import { sql } from '../../server/db/sql';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type As = 'central' | 'office1' | 'office2';

async function players(as: As, op: string, filter: Record<string, unknown> = {}, size = 25): Promise<Player[]> {
  const response = await api.call(as, { method: 'GET', url: `${API}/${op}/players${query({ size, filter })}` });
  expect(response.statusCode).toBe(200);
  return response.json().payload.content;
}

/** Sends an action the way the console encodes it (buildActionRequest). */
async function act(
  as: As,
  op: string,
  name: keyof typeof player.actions,
  input: Record<string, unknown>,
  target: { id?: number; ids?: number[] } = {},
) {
  const request = buildActionRequest(player.actions[name], input, target);
  const url = `${API}/${op}/${player.api.path}${request.path ? `/${request.path}` : ''}${query(request.query)}`;
  return api.call(as, { method: request.method, url, payload: request.body });
}

interface LogRow {
  log_type: string;
  operator_code: string;
  user_role: string;
  user_realm: string;
  user_username: string;
  user_id: number;
  affected_user_role: string;
  affected_user_username: string;
  affected_user_id: number;
  details: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

async function lastLog(playerId: number): Promise<LogRow | undefined> {
  const rows = await api.db.query<LogRow>(
    sql`SELECT * FROM activity_log WHERE affected_user_id = ${playerId} AND affected_user_role = 'PLAYER' ORDER BY id DESC LIMIT 1`,
  );
  return rows[0];
}

describe('PUT players/{id} (update)', () => {
  it('applies the listed changes, returns the player and logs before/after', async () => {
    const [target] = await players('office1', 'op1');
    const changes = [
      { fieldName: 'firstName', newValue: 'Renée' },
      { fieldName: 'phoneNumber', newValue: '+385.91.555.1234' },
    ];
    const response = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/players/${target.id}${query({ changes })}`,
      payload: { ...target, firstName: 'Renée', phoneNumber: '+385.91.555.1234' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = Player.parse(response.json().payload);
    expect(updated).toMatchObject({ id: target.id, firstName: 'Renée', phoneNumber: '+385.91.555.1234' });
    expect(updated.updated > target.updated).toBe(true);

    const log = await lastLog(target.id);
    expect(log).toMatchObject({
      log_type: 'DATA_CHANGED',
      operator_code: 'op1',
      user_role: 'OFFICE',
      user_username: 'office1@demo.test',
      affected_user_role: 'PLAYER',
      affected_user_username: target.playerCode.playerUsername,
      before: { firstName: target.firstName, phoneNumber: target.phoneNumber },
      after: { firstName: 'Renée', phoneNumber: '+385.91.555.1234' },
    });
  });

  it('without changes, takes the editable fields from the body and ignores read-only ones', async () => {
    const [target] = await players('office1', 'op1', {}, 25).then((list) => list.slice(1));
    const response = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/players/${target.id}`,
      payload: { ...target, lastName: 'Body', role: 'ADMIN', email: 'hacker@x.test', totalBalance: { value: 1e9, currency: 'EUR' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json().payload as Player;
    expect(updated.lastName).toBe('Body');
    expect(updated.role).toBe('PLAYER');
    expect(updated.email).toBe(target.email);
    expect(updated.totalBalance).toEqual(target.totalBalance);
  });

  it.each([
    [[{ fieldName: 'phoneNumber', newValue: '0049 123' }], 'phoneNumber'],
    [[{ fieldName: 'firstName', newValue: 'x'.repeat(41) }], 'firstName'],
    [[{ fieldName: 'postalCode', newValue: '1'.repeat(16) }], 'postalCode'],
    [[{ fieldName: 'gender', newValue: '3' }], 'gender'],
    [[{ fieldName: 'birthdate', newValue: '31/12/1990' }], 'birthdate'],
    [[{ fieldName: 'email', newValue: 'a@b.test' }], 'changes.0.fieldName'],
    [[{ fieldName: 'totalBalance.value', newValue: 5 }], 'changes.0.fieldName'],
    [[{ fieldName: 'status', newValue: 'ENABLED' }], 'changes.0.fieldName'],
  ])('400 for %j', async (changes, path) => {
    const [target] = await players('office1', 'op1');
    const response = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/players/${target.id}${query({ changes })}`,
      payload: target,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('400 for changes that are not JSON, 404 for another operator', async () => {
    const [target] = await players('office1', 'op1');
    const broken = await api.call('office1', { method: 'PUT', url: `${API}/op1/players/${target.id}?changes=%5B`, payload: {} });
    expect(broken.statusCode).toBe(400);
    const [foreign] = await players('central', 'op2');
    const response = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/players/${foreign.id}${query({ changes: [{ fieldName: 'firstName', newValue: 'X' }] })}`,
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect((await players('central', 'op2', { id: foreign.id }))[0].firstName).toBe(foreign.firstName);
  });
});

describe('record actions', () => {
  it('changeStatus requires a reason except for ENABLED, and logs STATUS_CHANGED', async () => {
    const [target] = await players('office1', 'op1', { status: ['ENABLED'] });
    const missing = await api.call('office1', { method: 'PUT', url: `${API}/op1/players/${target.id}/status/DISABLED`, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'disabledReason', message: 'Required' }]);

    const disabled = await act('office1', 'op1', 'changeStatus', { status: 'DISABLED', disabledReason: 'Fraud check' }, { id: target.id });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(Player.parse(disabled.json().payload)).toMatchObject({ status: 'DISABLED', disabledReason: 'Fraud check' });
    expect(await lastLog(target.id)).toMatchObject({
      log_type: 'STATUS_CHANGED',
      user_username: 'office1@demo.test',
      before: { status: 'ENABLED', disabledReason: null },
      after: { status: 'DISABLED', disabledReason: 'Fraud check' },
    });

    const enabled = await act('office1', 'op1', 'changeStatus', { status: 'ENABLED' }, { id: target.id });
    expect(enabled.json().payload).toMatchObject({ status: 'ENABLED', disabledReason: null });
  });

  it('400 for an unknown status in the path', async () => {
    const response = await api.call('office1', { method: 'PUT', url: `${API}/op1/players/1/status/GONE`, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('status');
  });

  it('changeKycStatus, changeAccountType and changeRiskGroup', async () => {
    const [target] = await players('office1', 'op1', { kycStatus: ['UNDER_REVIEW'] });
    const kyc = await act('office1', 'op1', 'changeKycStatus', { kycStatus: 'VERIFIED' }, { id: target.id });
    expect(kyc.json().payload).toMatchObject({ kycStatus: 'VERIFIED', withdrawalDisabled: false });
    expect((await lastLog(target.id))?.after).toEqual({ kycStatus: 'VERIFIED', withdrawalDisabled: false });

    const type = await act('office1', 'op1', 'changeAccountType', { accountType: 'BETA_TESTER' }, { id: target.id });
    expect(type.json().payload.accountType).toBe('BETA_TESTER');

    // The console sends the player DTO as the body; the path value wins.
    const risk = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/players/${target.id}/riskGroup/Risk30`,
      payload: { ...target, riskGroup: 'Normal' },
    });
    expect(risk.statusCode).toBe(200);
    expect(risk.json().payload.riskGroup).toBe('Risk30');
    expect((await lastLog(target.id))?.log_type).toBe('DATA_CHANGED');

    const bad = await act('office1', 'op1', 'changeRiskGroup', { riskGroup: 'Risk55' }, { id: target.id });
    expect(bad.statusCode).toBe(400);
  });

  it('changeRiskGroup: the profile sends the player record (001 §7), the limits screen no body; anything else is a 400', async () => {
    const [target, other] = await players('office1', 'op1', {}, 2);
    const url = `${API}/op1/players/${target.id}/riskGroup/Risk40`;
    // As the console's dataProvider builds it from the declaration: the record as loaded is the body.
    const request = buildActionRequest(player.actions.changeRiskGroup, { riskGroup: 'Risk40' }, { id: target.id, record: target as never });
    expect(request.body).toEqual(target);
    const withRecord = await api.call('office1', { method: 'PUT', url, payload: request.body });
    expect(withRecord.statusCode, withRecord.body).toBe(200);
    expect(Player.parse(withRecord.json().payload)).toMatchObject({ id: target.id, riskGroup: 'Risk40' });
    const bare = await api.call('office1', { method: 'PUT', url: `${API}/op1/players/${target.id}/riskGroup/Risk50` });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json().payload.riskGroup).toBe('Risk50');
    const wrongPlayer = await api.call('office1', { method: 'PUT', url, payload: other });
    expect(wrongPlayer.statusCode).toBe(400);
    expect(wrongPlayer.json().errors).toEqual([{ path: 'id', message: `Expected ${target.id}, the id in the path` }]);
    const notAPlayer = await api.call('office1', { method: 'PUT', url, payload: { id: target.id } });
    expect(notAPlayer.statusCode).toBe(400);
    expect(notAPlayer.json().errors.map((e: { path: string }) => e.path)).toContain('operatorCode');
  });

  it('registerToCrm, then 409 unless forced', async () => {
    const [target] = await players('office1', 'op1');
    const first = await act('office1', 'op1', 'registerToCrm', { force: false }, { id: target.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(Player.parse(first.json().payload).id).toBe(target.id);
    const again = await act('office1', 'op1', 'registerToCrm', { force: false }, { id: target.id });
    expect(again.statusCode).toBe(409);
    const forced = await act('office1', 'op1', 'registerToCrm', { force: true }, { id: target.id });
    expect(forced.statusCode).toBe(200);
    expect((await lastLog(target.id))?.details).toMatch(/CRM/);
    const badFlag = await api.call('office1', { method: 'PUT', url: `${API}/op1/players/${target.id}/registerToCrm?force=maybe` });
    expect(badFlag.statusCode).toBe(400);
  });

  it('sendActivationEmail only for REGISTERED players of the scope', async () => {
    const [registered] = await players('office1', 'op1', { status: ['REGISTERED'] });
    const sent = await act('office1', 'op1', 'sendActivationEmail', { email: registered.email, tokenExpiration: 'PT30M' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ success: true, payload: { success: true, message: expect.stringContaining(registered.email) } });

    const [enabled] = await players('office1', 'op1', { status: ['ENABLED'] });
    const refused = await act('office1', 'op1', 'sendActivationEmail', { email: enabled.email });
    expect(refused.json().payload).toEqual({ success: false, message: 'Player already enabled' });

    const [foreign] = await players('central', 'op2', { status: ['REGISTERED'] });
    const hidden = await act('office1', 'op1', 'sendActivationEmail', { email: foreign.email });
    expect(hidden.statusCode).toBe(404);

    const invalid = await api.call('office1', {
      method: 'POST',
      url: `${API}/op1/players/send-player-activation-email`,
      payload: { email: 'not-an-email', tokenExpiration: '30 minutes' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'tokenExpiration']);
  });

  it('actions on another operator are refused', async () => {
    const [foreign] = await players('central', 'op2');
    const viaOp2 = await act('office1', 'op2', 'changeAccountType', { accountType: 'TESTER' }, { id: foreign.id });
    expect(viaOp2.statusCode).toBe(403);
    const viaOp1 = await act('office1', 'op1', 'changeAccountType', { accountType: 'TESTER' }, { id: foreign.id });
    expect(viaOp1.statusCode).toBe(404);
  });
});

describe('bulk actions', () => {
  it('bulk status change writes one log entry per changed player', async () => {
    const targets = (await players('office1', 'op1', { status: ['ENABLED'] })).slice(0, 3);
    const ids = targets.map((p) => p.id);
    const response = await act('office1', 'op1', 'bulkChangeStatus', { status: 'LOCKED', disabledReason: 'Bulk review' }, { ids });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, payload: { message: expect.any(String) } });
    const after = await players('office1', 'op1', { status: ['LOCKED'] }, 500);
    for (const id of ids) expect(after.find((p) => p.id === id)).toMatchObject({ status: 'LOCKED', disabledReason: 'Bulk review' });
    for (const id of ids) expect(await lastLog(id)).toMatchObject({ log_type: 'STATUS_CHANGED', after: { status: 'LOCKED' } });
  });

  it('bulk status needs a reason unless ENABLED', async () => {
    const [target] = await players('office1', 'op1');
    const response = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/players`,
      payload: { uri: `player:${target.id}:DISABLED`, action: 'status', data: 'DISABLED' },
    });
    expect(response.statusCode).toBe(400);
    const enabled = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/players`,
      payload: { uri: `player:${target.id}:ENABLED`, action: 'status', data: 'ENABLED' },
    });
    expect(enabled.statusCode).toBe(200);
  });

  it('bulk account type', async () => {
    const ids = (await players('central', 'op3')).slice(0, 2).map((p) => p.id);
    const response = await act('central', 'op3', 'bulkChangeAccountType', { accountType: 'ALFA_TESTER' }, { ids });
    expect(response.statusCode).toBe(200);
    const after = await players('central', 'op3', { accountType: ['ALFA_TESTER'] }, 500);
    expect(ids.every((id) => after.some((p) => p.id === id))).toBe(true);
  });

  it('refuses ids of another operator as a whole', async () => {
    const [own] = await players('office1', 'op1');
    const [foreign] = await players('central', 'op2');
    const response = await act('office1', 'op1', 'bulkChangeAccountType', { accountType: 'TESTER' }, { ids: [own.id, foreign.id] });
    expect(response.statusCode).toBe(404);
    const [reloaded] = await players('central', 'op2', { id: foreign.id });
    expect(reloaded.accountType).toBe(foreign.accountType);
  });

  it.each([
    [{ uri: 'player:1:TESTER', action: 'delete', data: 'TESTER' }, 'action'],
    [{ uri: 'user:1:TESTER', action: 'accountType', data: 'TESTER' }, 'uri'],
    [{ uri: 'player::TESTER', action: 'accountType', data: 'TESTER' }, 'uri'],
    [{ uri: 'player:1,x:TESTER', action: 'accountType', data: 'TESTER' }, 'id'],
    [{ uri: 'player:1:TESTER', action: 'accountType', data: 'PLAYER' }, 'data'],
    [{ uri: 'player:1:BOSS', action: 'accountType', data: 'BOSS' }, 'accountType'],
    [{ action: 'accountType' }, 'uri'],
  ])('400 for %j', async (payload, path) => {
    const response = await api.call('office1', { method: 'PUT', url: `${API}/op1/players`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});
