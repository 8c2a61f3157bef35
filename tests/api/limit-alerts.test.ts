/**
 * `{op}/limitAlerts`: the central view's list of limit alerts (filters, sorts), acknowledging one
 * or the selected ones (each with its activity-log row), the 403 outside the central view, the
 * alerts the server raises from manual payments and betslips, and Home's queue count.
 */
import { z } from 'zod';
import { betslip } from '../../resources/betslip';
import { DashboardSummary } from '../../resources/dashboard';
import { LimitAlert, limitAlert } from '../../resources/limitAlert';
import { buildActionRequest } from '../../resources/model';
import { sql } from '../../server/db/sql';
import { act, expect400, get, type As } from './betting-helpers';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const Page = z.object({ success: z.literal(true), payload: z.object({ content: z.array(LimitAlert), totalElements: z.number().int() }) });

async function alerts(params: Record<string, unknown> = {}, as: As = 'central', op = 'central') {
  const response = await get(api, as, `${op}/limitAlerts`, params);
  expect(response.statusCode, response.body).toBe(200);
  return Page.parse(response.json()).payload;
}

async function logRows(condition: ReturnType<typeof sql>) {
  return api.db.query<{
    log_type: string;
    significance_level: string;
    details: string;
    user_username: string;
    affected_user_id: number | null;
  }>(sql`SELECT log_type, significance_level, details, user_username, affected_user_id FROM activity_log WHERE ${condition} ORDER BY id`);
}

function acknowledgeSelected(ids: number[], note = '', as: As = 'central') {
  const request = buildActionRequest(limitAlert.actions.acknowledgeSelected, { note }, { ids });
  return api.call(as, { method: request.method, url: `${API}/central/limitAlerts/${request.path}`, payload: request.body });
}

describe('GET {op}/limitAlerts', () => {
  it('lists the seeded history newest first, every field as declared', async () => {
    const { content, totalElements } = await alerts({ size: 500 });
    expect(totalElements).toBeGreaterThan(20);
    for (const alert of content) expect(LimitAlert.strict().parse(alert)).toEqual(alert);
    const created = content.map((alert) => alert.created);
    expect([...created].sort().reverse()).toEqual(created);
    expect(new Set(content.map((alert) => alert.scope)).size).toBeGreaterThan(2);
    for (const alert of content.filter((a) => a.limit && a.value !== null && a.value !== undefined)) {
      expect(alert.percent).toBeCloseTo((alert.value! / alert.limit!) * 100, 0);
      const expected = alert.percent! >= 100 ? 'Critic100' : alert.percent! >= 80 ? 'High80' : alert.percent! >= 60 ? 'Normal60' : 'Low30';
      expect(alert.alertLevel).toBe(expected);
    }
    expect(content.some((alert) => alert.acknowledged && alert.acknowledgedBy && alert.acknowledgedAt)).toBe(true);
  });

  it('filters by acknowledgement, level, scope, type, player and time frame, and sorts by the share of the limit', async () => {
    const open = await alerts({ filter: { acknowledged: false }, size: 1000 });
    expect(open.totalElements).toBeGreaterThan(0);
    expect(open.content.every((alert) => !alert.acknowledged)).toBe(true);
    const critical = await alerts({ filter: { alertLevel: ['Critic100', 'High80'], scope: ['Player'] }, size: 1000 });
    for (const alert of critical.content) {
      expect(['Critic100', 'High80']).toContain(alert.alertLevel);
      expect(alert.scope).toBe('Player');
    }
    const withPlayer = (await alerts({ size: 200 })).content.find((alert) => alert.playerId);
    const mine = await alerts({ filter: { playerId: withPlayer!.playerId } });
    expect(mine.content.every((alert) => alert.playerId === withPlayer!.playerId)).toBe(true);
    const typed = await alerts({ filter: { limitType: ['MaxStakePerBetslip'] } });
    expect(typed.content.every((alert) => alert.limitType === 'MaxStakePerBetslip' && alert.betslipId)).toBe(true);
    const from = new Date(Date.now() - 86_400_000).toISOString();
    expect((await alerts({ filter: { created: { from } } })).content.every((alert) => alert.created >= from)).toBe(true);
    const byShare = (await alerts({ sort: 'percent,DESC', filter: { scope: ['Player', 'Match'] }, size: 50 })).content.map(
      (a) => a.percent ?? -1,
    );
    expect([...byShare].sort((a, b) => b - a)).toEqual(byShare);
    expect(await expect400(api, 'central', 'central/limitAlerts', { filter: { alertLevel: ['Loud'] } })).toContain('filter.alertLevel.0');
    expect(await expect400(api, 'central', 'central/limitAlerts', { sort: 'details,ASC' })).toContain('sort');
  });

  it('is for the central view only: 403 for an office manager and on an operator path', async () => {
    for (const [as, path] of [
      ['office1', 'op1/limitAlerts'],
      ['office1', 'central/limitAlerts'],
      ['central', 'op1/limitAlerts'],
      ['office1', 'op1/limitAlerts/1'],
    ] as const) {
      expect((await get(api, as, path)).statusCode, `${as} ${path}`).toBe(403);
    }
    const response = await act(api, 'office1', 'op1', limitAlert, 'acknowledge', {}, 1);
    expect(response.statusCode).toBe(403);
  });
});

describe('acknowledging', () => {
  it('acknowledges one alert with a note and logs it at the alert level; a second time is a 409', async () => {
    const [alert] = (await alerts({ filter: { acknowledged: false, scope: ['Player'] } })).content;
    const response = await act(api, 'central', 'central', limitAlert, 'acknowledge', { note: 'Called the player' }, alert.id);
    expect(response.statusCode, response.body).toBe(200);
    const saved = LimitAlert.parse(response.json().payload);
    expect(saved).toMatchObject({
      id: alert.id,
      acknowledged: true,
      acknowledgedBy: 'central@demo.test',
      acknowledgedNote: 'Called the player',
    });
    expect(Date.parse(saved.acknowledgedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const rows = await logRows(sql`details LIKE ${`Limit alert ${alert.id} acknowledged%`}`);
    expect(rows).toEqual([
      expect.objectContaining({
        log_type: 'DATA_CHANGED',
        significance_level: alert.alertLevel,
        user_username: 'central@demo.test',
        affected_user_id: alert.playerId,
      }),
    ]);
    expect(rows[0].details).toContain('Called the player');
    const again = await act(api, 'central', 'central', limitAlert, 'acknowledge', {}, alert.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('central@demo.test');
    const tooLong = await act(api, 'central', 'central', limitAlert, 'acknowledge', { note: 'x'.repeat(256) }, alert.id);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0].path).toBe('note');
    expect((await act(api, 'central', 'central', limitAlert, 'acknowledge', {}, 99_999_999)).statusCode).toBe(404);
  });

  it('acknowledges the selected alerts, skips those already done, one log row each; an unknown id changes nothing', async () => {
    const open = (await alerts({ filter: { acknowledged: false }, size: 3 })).content;
    const [done] = (await alerts({ filter: { acknowledged: true }, size: 1 })).content;
    const ids = [...open.map((alert) => alert.id), done.id];
    const missing = await acknowledgeSelected([...ids, 99_999_999]);
    expect(missing.statusCode).toBe(404);
    expect((await alerts({ filter: { acknowledged: false }, size: 3 })).content.map((alert) => alert.id)).toEqual(
      open.map((alert) => alert.id),
    );
    const response = await acknowledgeSelected(ids, 'Reviewed with trading');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toEqual({ acknowledged: open.length, alreadyAcknowledged: 1 });
    for (const alert of open) {
      const { content } = await alerts({ filter: { playerId: alert.playerId ?? undefined, acknowledged: true }, size: 1000 });
      if (alert.playerId) expect(content.find((row) => row.id === alert.id)).toMatchObject({ acknowledgedNote: 'Reviewed with trading' });
      expect(await logRows(sql`details LIKE ${`Limit alert ${alert.id} acknowledged%`}`)).toHaveLength(1);
    }
    expect(await logRows(sql`details LIKE ${`Limit alert ${done.id} acknowledged%`}`)).toHaveLength(0);
    expect((await acknowledgeSelected(ids, '', 'office1')).statusCode).toBe(403);
  });
});

describe('raising alerts', () => {
  /** An op1 player with a balance, no bonus running and no self-protection deposit limits. */
  async function player() {
    const [row] = await api.db.query<{ id: number; username: string; currency: string }>(sql`
      SELECT p.id, p.username, p.balance_currency AS currency FROM players p
      WHERE p.operator_code = 'op1' AND p.kyc_status = 'VERIFIED' AND NOT p.withdrawal_disabled
        AND NOT (p.limits ? 'selfProtectionDailyDepositLimit') AND NOT (p.limits ? 'selfProtectionWeeklyDepositLimit')
        AND NOT (p.limits ? 'selfProtectionMonthlyDepositLimit') AND jsonb_array_length(p.balance_bag) = 1
      ORDER BY p.id LIMIT 1`);
    return row;
  }
  const setLimit = (playerId: number, name: string, limit: number) =>
    api.db.query(sql`UPDATE players SET limits = limits || jsonb_build_object(${name}::text, jsonb_build_object('limit', ${limit}::numeric,
      'origin', 'MANUAL', 'description', 'test', 'reason', 'test')) WHERE id = ${playerId}`);
  const deposit = (target: { id: number; username: string; currency: string }, amount: number) =>
    api.call('office1', {
      method: 'POST',
      url: `${API}/op1/payments`,
      payload: {
        accountMovement: amount,
        balance: -1,
        date: new Date().toISOString(),
        description: 'Cash at the desk',
        playerId: target.id,
        operatorCode: 'op1',
        type: 'PAYMENT',
        currency: target.currency,
        bonusCampaignId: null,
        paymentType: { requestType: 'DEPOSIT' },
        playerUsername: target.username,
        gatewayCode: 'CASH_DESK',
      },
    });

  it('raises MaxDeposit for a manual deposit near the approved maximum, and Critic100 for one refused over it', async () => {
    const target = await player();
    await setLimit(target.id, 'maxApprovedDeposit', 100);
    const booked = await deposit(target, 85);
    expect(booked.statusCode, booked.body).toBe(200);
    const requestId = booked.json().payload.payment.paymentRequestId as number;
    const raised = (await alerts({ filter: { playerId: target.id, limitType: ['MaxDeposit'] } })).content;
    expect(raised[0]).toMatchObject({
      alertLevel: 'High80',
      value: 85,
      limit: 100,
      percent: 85,
      paymentRequest: 'DEPOSIT',
      paymentRequestId: requestId,
      operatorCode: 'op1',
    });
    const refused = await deposit(target, 150);
    expect(refused.statusCode).toBe(400);
    const after = (await alerts({ filter: { playerId: target.id, limitType: ['MaxDeposit'] } })).content;
    expect(after[0]).toMatchObject({ alertLevel: 'Critic100', value: 150, limit: 100, paymentRequestId: null });
    expect(after[0].details).toContain('Refused');
  });

  it('raises stake alerts when a cancelled betslip is restored, once while the alert waits', async () => {
    const [slip] = await api.db.query<{
      id: number;
      player_id: number;
      total_stake: number;
    }>(sql`SELECT b.id, b.player_id, b.total_stake::float8 AS total_stake
      FROM betslips b WHERE b.operator_code = 'op1' AND NOT b.is_cancelled AND b.total_stake > 0
        AND NOT EXISTS (SELECT 1 FROM bet_rows r WHERE r.betslip_id = b.id AND r.status <> 'NOT_SETTLED')
        AND NOT EXISTS (SELECT 1 FROM limit_alerts a WHERE a.betslip_id = b.id)
      ORDER BY b.id LIMIT 1`);
    const limit = Math.round(slip.total_stake * 50) / 100;
    await setLimit(slip.player_id, 'maxStakePerBetslip', limit);
    const toggle = async (isCancelled: boolean) => {
      const response = await act(api, 'office1', 'op1', betslip, 'cancel', { isCancelled }, slip.id);
      expect(response.statusCode, response.body).toBe(200);
    };
    await toggle(true);
    await toggle(false);
    const raised = (await alerts({ filter: { playerId: slip.player_id, limitType: ['MaxStakePerBetslip'] }, size: 1000 })).content.filter(
      (alert) => alert.betslipId === slip.id,
    );
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ alertLevel: 'Critic100', scope: 'Player', value: slip.total_stake, limit });
    expect(raised[0].percent).toBeCloseTo((slip.total_stake / limit) * 100, 0);
    await toggle(true);
    await toggle(false);
    const again = (await alerts({ filter: { playerId: slip.player_id, limitType: ['MaxStakePerBetslip'] }, size: 1000 })).content;
    expect(again.filter((alert) => alert.betslipId === slip.id)).toHaveLength(1);
    const match = (await alerts({ filter: { playerId: slip.player_id, scope: ['Match'] }, size: 1000 })).content;
    for (const alert of match) expect(alert.matchId).toBeGreaterThan(0);
  });
});

describe('Home queue', () => {
  it('counts the unacknowledged alerts as the filtered list does, on the central view only', async () => {
    const response = await api.call('central', { method: 'GET', url: `${API}/central/dashboard` });
    const summary = DashboardSummary.parse(response.json().payload);
    const { totalElements } = await alerts({ size: 1, filter: { acknowledged: false } });
    expect(summary.queues.limitAlerts).toBe(totalElements);
    const office = DashboardSummary.parse(
      (await api.call('office1', { method: 'GET', url: `${API}/op1/dashboard${query({})}` })).json().payload,
    );
    expect(office.queues.limitAlerts).toBeUndefined();
  });
});
