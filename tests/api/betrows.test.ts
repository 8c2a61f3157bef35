import { z } from 'zod';
import { Betslip, BetRow, betslip } from '../../resources/betslip';
import { sql } from '../../server/db/sql';
import { BetRowRecord, BetRowStatusChange } from '../../resources/betRows';
import { API, createTestApi, type TestApi } from './helpers';
import { act, get, type As } from './betting-helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const History = z.object({ success: z.literal(true), payload: z.array(BetRowStatusChange.strict()) });

interface RowRef {
  id: number;
  betslipId: number;
  status: string;
  created: string;
  updated: string;
}

/** An op1 bet row matching `condition` (over `bet_rows r` and `betslips b`). */
async function rowWhere(condition: ReturnType<typeof sql>, op = 'op1'): Promise<RowRef> {
  const [row] = await api.db.query<{ id: number; betslip_id: number; status: string; created: Date; updated: Date }>(sql`
    SELECT r.id, r.betslip_id, r.status, r.created, r.updated FROM bet_rows r JOIN betslips b ON b.id = r.betslip_id
    WHERE b.operator_code = ${op} AND ${condition} ORDER BY r.id LIMIT 1`);
  expect(row).toBeDefined();
  return {
    id: row.id,
    betslipId: row.betslip_id,
    status: row.status,
    created: new Date(row.created).toISOString(),
    updated: new Date(row.updated).toISOString(),
  };
}

async function history(as: As, op: string, betrowId: number) {
  const response = await get(api, as, `${op}/betslips/betrow/stacktrace/`, { betrowId });
  expect(response.statusCode, response.body).toBe(200);
  return History.parse(response.json()).payload;
}

describe('GET {op}/betRows/{id}', () => {
  it('is the bet row as the betslip carries it, with its betslip, operator, player and currency', async () => {
    const ref = await rowWhere(sql`true`);
    const response = await get(api, 'office1', `op1/betRows/${ref.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().success).toBe(true);
    const record = BetRowRecord.strict().parse(response.json().payload);
    const { betslipId, operatorCode, playerId, playerUsername, currency, ...row } = record;
    const slip = Betslip.parse((await get(api, 'office1', `op1/betslips/${ref.betslipId}`)).json().payload);
    expect(slip.betrows.find((r) => r.id === ref.id)).toEqual(BetRow.strict().parse(row));
    expect({ betslipId, operatorCode, playerId, playerUsername, currency }).toEqual({
      betslipId: slip.id,
      operatorCode: 'op1',
      playerId: slip.playerId,
      playerUsername: slip.playerUsername,
      currency: slip.currency,
    });
    const central = await get(api, 'central', `central/betRows/${ref.id}`);
    expect(central.json().payload).toEqual(record);
  });

  it("400 for a malformed id, 404 for an unknown one or another operator's, 403 on another operator's path", async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      const response = await get(api, 'office1', `op1/betRows/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().errors).toEqual([{ path: 'id', message: expect.stringMatching(/^Expected a positive integer/) }]);
    }
    expect((await get(api, 'office1', 'op1/betRows/999999999')).statusCode).toBe(404);
    const foreign = await rowWhere(sql`true`, 'op2');
    expect((await get(api, 'office1', `op1/betRows/${foreign.id}`)).statusCode).toBe(404);
    expect((await get(api, 'office1', `op2/betRows/${foreign.id}`)).statusCode).toBe(403);
    expect((await get(api, 'office2', `op2/betRows/${foreign.id}`)).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: `${API}/op1/betRows/${foreign.id}` })).statusCode).toBe(401);
  });
});

describe('GET {op}/betslips/betrow/stacktrace/?betrowId=', () => {
  it('an open bet row: placed NOT_SETTLED by the player', async () => {
    const ref = await rowWhere(sql`r.status = 'NOT_SETTLED' AND NOT r.manual_override`);
    const steps = await history('office1', 'op1', ref.id);
    expect(steps).toEqual([
      expect.objectContaining({
        created: ref.created,
        status: 'NOT_SETTLED',
        previousStatus: null,
        source: 'PLACEMENT',
        userRole: 'PLAYER',
        userCode: { userRealm: 'op1', userUsername: expect.any(String) },
        activityLogId: null,
      }),
    ]);
    // With or without the trailing slash.
    const bare = await get(api, 'office1', 'op1/betslips/betrow/stacktrace', { betrowId: ref.id });
    expect(bare.json().payload).toEqual(steps);
  });

  it('a settled bet row: placement, then the settlement at its update time', async () => {
    const ref = await rowWhere(sql`r.status = 'LOST' AND NOT r.manual_override`);
    const steps = await history('office1', 'op1', ref.id);
    expect(steps.map((s) => [s.source, s.status, s.previousStatus])).toEqual([
      ['PLACEMENT', 'NOT_SETTLED', null],
      ['SETTLEMENT', 'LOST', 'NOT_SETTLED'],
    ]);
    expect(steps[1]).toMatchObject({ created: ref.updated, userRole: null, userCode: null, userId: null });
  });

  it('a row set by hand in the seed: its activity-log entry with the manager', async () => {
    const ref = await rowWhere(sql`r.manual_override`);
    const [log] = await api.db.query<{ id: number; user_username: string }>(sql`SELECT id::integer AS id, user_username FROM activity_log
      WHERE betrow_id = ${ref.id} AND log_type = 'BETROW_SETTLEMENT_MANUALLY_CHANGED'`);
    const steps = await history('central', 'central', ref.id);
    expect(steps.map((s) => [s.source, s.status, s.previousStatus])).toEqual([
      ['PLACEMENT', 'NOT_SETTLED', null],
      ['MANUAL', ref.status, 'NOT_SETTLED'],
    ]);
    expect(steps[1]).toMatchObject({ activityLogId: log.id, userCode: { userUsername: log.user_username } });
  });

  it('follows manual changes after the settlement, keeping the settlement time', async () => {
    const ref = await rowWhere(sql`r.status = 'WON' AND NOT r.manual_override AND NOT b.is_cancelled`);
    const setStatus = (actionValue: string) =>
      act(api, 'office1', 'op1', betslip, 'setBetRowStatus', { betrowId: ref.id, actionValue }, ref.betslipId);
    expect((await setStatus('LOST')).statusCode).toBe(200);
    expect((await setStatus('VOID')).statusCode).toBe(200);
    const steps = await history('office1', 'op1', ref.id);
    expect(steps.map((s) => [s.source, s.status, s.previousStatus])).toEqual([
      ['PLACEMENT', 'NOT_SETTLED', null],
      ['SETTLEMENT', 'WON', 'NOT_SETTLED'],
      ['MANUAL', 'LOST', 'WON'],
      ['MANUAL', 'VOID', 'LOST'],
    ]);
    expect(steps[1].created).toBe(ref.updated);
    expect(steps[2]).toMatchObject({
      userRole: 'OFFICE',
      userCode: { userUsername: 'office1@demo.test' },
      activityLogId: expect.any(Number),
    });
    expect(steps[2].created! <= steps[3].created!).toBe(true);
    const row = BetRow.parse((await get(api, 'office1', `op1/betRows/${ref.id}`)).json().payload);
    expect(row).toMatchObject({ status: { code: 'VOID' }, manualOverride: true });
  });

  it('400 without or with a malformed betrowId; 404 / 403 across operators', async () => {
    const missing = await get(api, 'office1', 'op1/betslips/betrow/stacktrace/');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'betrowId', message: 'Required' }]);
    const bad = await get(api, 'office1', 'op1/betslips/betrow/stacktrace/', { betrowId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('betrowId');
    expect((await get(api, 'office1', 'op1/betslips/betrow/stacktrace/', { betrowId: 999999999 })).statusCode).toBe(404);
    const foreign = await rowWhere(sql`true`, 'op2');
    expect((await get(api, 'office1', 'op1/betslips/betrow/stacktrace/', { betrowId: foreign.id })).statusCode).toBe(404);
    expect((await get(api, 'office1', 'op2/betslips/betrow/stacktrace/', { betrowId: foreign.id })).statusCode).toBe(403);
  });
});
