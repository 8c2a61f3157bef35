import { z } from 'zod';
import { BonusCancelPayload, BonusRecord, bonusRecord } from '../../resources/bonusRecord';
import { BonusCampaignAvailability, Payment, payments } from '../../resources/payments';
import { sql } from '../../server/db/sql';
import { createTestApi, type TestApi } from './helpers';
import { act, expect400, get, parseCsv } from './betting-helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type As = 'central' | 'office1' | 'office2';
const page = <T extends z.ZodType>(schema: T) =>
  z.object({ success: z.literal(true), payload: z.object({ content: z.array(schema), totalElements: z.number().int() }) });

async function bonuses(as: As, path: string, params: Record<string, unknown> = {}) {
  const response = await get(api, as, path, params);
  expect(response.statusCode, response.body).toBe(200);
  return page(BonusRecord).parse(response.json()).payload;
}
async function listPayments(as: As, path: string, params: Record<string, unknown> = {}) {
  const response = await get(api, as, path, params);
  expect(response.statusCode, response.body).toBe(200);
  return page(Payment).parse(response.json()).payload;
}
async function balance(playerId: number) {
  const [row] = await api.db.query<{ total: string; sum: string }>(sql`SELECT total_balance::text AS total,
    (SELECT coalesce(sum(account_movement), 0)::text FROM account_history WHERE player_id = ${playerId}) AS sum
    FROM players WHERE id = ${playerId}`);
  return { total: Number(row.total), sum: Number(row.sum) };
}

describe('player bonuses', () => {
  it('list: schema, default id DESC, histories, per player and bonusPlayerId filter', async () => {
    const { content, totalElements } = await bonuses('central', 'central/players/bonus', { size: 200 });
    expect(totalElements).toBeGreaterThan(20);
    for (const record of content) expect(BonusRecord.strict().parse(record)).toEqual(record);
    const ids = content.map((b) => b.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    for (const b of content) {
      const h = b.bonusPlayerHistories!;
      expect(h[0].historyType).toBe('BONUS_GRANTED');
      expect(h.at(-1)!.rolloverAfter).toBeCloseTo(b.rolloverAmountCurrent, 2);
      expect(
        new Set(content.filter((x) => x.player.id === b.player.id && x.bonusPlayerStatus === 'LOCKED').map((x) => x.id)).size,
      ).toBeLessThanOrEqual(1);
    }
    const target = content[0];
    const one = await bonuses('central', 'central/players/bonus', { filter: { bonusPlayerId: target.id } });
    expect(one.content).toEqual([target]);
    const mine = await bonuses('central', `central/players/bonus/${target.player.id}`);
    expect(mine.content.every((b) => b.player.id === target.player.id)).toBe(true);
  });

  it('400s and operator isolation', async () => {
    expect(await expect400(api, 'office1', 'op1/players/bonus', { sort: 'nope,DESC' })).toContain('sort');
    expect(await expect400(api, 'office1', 'op1/players/bonus', { filter: { bonusPlayerId: 'x' } })).toContain('filter.bonusPlayerId');
    expect(await expect400(api, 'office1', 'op1/players/bonus', { filter: { bonusPlayerStatus: ['NOPE'] } })).toContain(
      'filter.bonusPlayerStatus.0',
    );
    expect((await get(api, 'office2', 'op1/players/bonus')).statusCode).toBe(403);
    const [foreign] = (await bonuses('office2', 'op2/players/bonus')).content;
    expect((await bonuses('office1', 'op1/players/bonus', { filter: { bonusPlayerId: foreign.id } })).totalElements).toBe(0);
  });

  it('cancel a LOCKED bonus: payload bonusPlayer + histories, balance, log; 409 otherwise; active bonus', async () => {
    const { content } = await bonuses('central', 'central/players/bonus', { size: 500, filter: { bonusPlayerStatus: ['LOCKED'] } });
    const target = content.find((b) => b.operatorCode === 'op1' && b.bonusMoney > 0)!;
    const active = await get(api, 'office1', `op1/players/${target.player.id}/bonus/active`);
    expect(active.json()).toMatchObject({ success: true, payload: { id: target.id, bonusMoney: target.bonusMoney } });
    const before = await balance(target.player.id);
    const response = await act(api, 'office1', 'op1', bonusRecord, 'cancel', {}, target.id);
    expect(response.statusCode, response.body).toBe(200);
    const payload = BonusCancelPayload.parse(response.json().payload);
    expect(payload.bonusPlayer).toMatchObject({ id: target.id, bonusPlayerStatus: 'CANCELLED_BY_MANAGER', bonusMoney: 0 });
    expect(payload.bonusPlayerHistories.at(-1)).toMatchObject({ historyType: 'BONUS_CANCELLED', bonusMoneyMovement: -target.bonusMoney });
    const after = await balance(target.player.id);
    expect(after.total).toBeCloseTo(before.total - target.bonusMoney, 2);
    expect(after.total).toBeCloseTo(after.sum, 2);
    const [log] = await api.db.query<{ log_type: string; bonus_campaign_id: number }>(
      sql`SELECT log_type, bonus_campaign_id::integer AS bonus_campaign_id FROM activity_log ORDER BY id DESC LIMIT 1`,
    );
    expect(log).toEqual({ log_type: 'BONUS_CAMPAIGN_CHANGED', bonus_campaign_id: target.bonusCampaign.id });
    expect((await act(api, 'office1', 'op1', bonusRecord, 'cancel', {}, target.id)).statusCode).toBe(409);
    const none = await get(api, 'office1', `op1/players/${target.player.id}/bonus/active`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ success: false, status: 200 });
    const [foreign] = (await bonuses('office2', 'op2/players/bonus', { filter: { bonusPlayerStatus: ['LOCKED'] } })).content;
    if (foreign) expect((await act(api, 'office1', 'op1', bonusRecord, 'cancel', {}, foreign.id)).statusCode).toBe(404);
  });
});

describe('payments', () => {
  it('list: schema, accountHistoryType.* filters and sorts, currency, playerId query, time frame', async () => {
    const all = await listPayments('central', 'central/payments', { size: 200 });
    for (const record of all.content) expect(Payment.strict().parse(record)).toEqual(record);
    for (const p of all.content)
      expect(p.balanceAfter).toBeCloseTo(p.balanceBefore + (p.balanceAfter === p.balanceBefore ? 0 : p.accountMovement), 2);
    const deposits = await listPayments('central', 'central/payments', {
      size: 200,
      sort: 'accountHistoryType.paymentStatus,ASC',
      filter: { accountHistoryType: { paymentRequest: 'DEPOSIT', paymentStatus: ['PROCESSED', 'FAILED'] }, currencyCode: 'EUR' },
    });
    expect(deposits.content.length).toBeGreaterThan(0);
    for (const p of deposits.content) {
      expect(p.paymentRequest).toBe('DEPOSIT');
      expect(['PROCESSED', 'FAILED']).toContain(p.paymentStatus);
      expect(p.currency).toBe('EUR');
    }
    const statuses = deposits.content.map((p) => p.paymentStatus);
    expect([...statuses].sort()).toEqual(statuses);
    const playerId = all.content[0].playerId;
    const mine = await listPayments('central', 'central/payments', { playerId });
    expect(mine.content.every((p) => p.playerId === playerId)).toBe(true);
    const from = new Date(Date.now() - 30 * 86400_000).toISOString();
    const recent = await listPayments('central', 'central/payments', { filter: { created: { from } } });
    expect(recent.content.every((p) => p.created >= from)).toBe(true);
    expect(await expect400(api, 'central', 'central/payments', { sort: 'paymentStatus,ASC,x' })).toContain('sort');
    expect(await expect400(api, 'central', 'central/payments', { playerId: 'abc' })).toContain('playerId');
    expect(await expect400(api, 'central', 'central/payments', { filter: { created: { from: 'yesterday' } } })).toContain(
      'filter.created.from',
    );
  });

  it('report with the player query parameter', async () => {
    const { content } = await listPayments('office1', 'op1/payments', { size: 25 });
    const playerId = content[0].playerId;
    const reportHeaders = [
      { text: 'Id', value: 'id' },
      { text: 'Status', value: 'paymentStatus' },
    ];
    const response = await get(api, 'office1', 'op1/payments/report', { playerId, filter: { reportHeaders } });
    const rows = parseCsv(response.body);
    expect(rows.length - 1).toBe((await listPayments('office1', 'op1/payments', { playerId })).totalElements);
  });

  it('bonus campaign assignment: availability rules, assign once, not for other payments', async () => {
    const { content } = await listPayments('office1', 'op1/payments', {
      size: 1000,
      filter: { accountHistoryType: { paymentRequest: 'DEPOSIT', paymentStatus: ['PROCESSED'] } },
    });
    const [{ id: lockedPlayer }] = await api.db.query<{ id: number }>(sql`SELECT 0 AS id`);
    void lockedPlayer;
    let target: Payment | undefined;
    let offered: z.infer<typeof BonusCampaignAvailability>[] = [];
    for (const deposit of content) {
      const response = await act(api, 'office1', 'op1', payments, 'loadBonusCampaigns', { playerId: deposit.playerId }, deposit.id);
      expect(response.statusCode, response.body).toBe(200);
      const withTx = await get(api, 'office1', `op1/${deposit.playerId}/bonus/campaigns`, {
        bonusContext: 'existingDeposit',
        transactionId: deposit.id,
      });
      offered = z.array(BonusCampaignAvailability).parse(withTx.json().payload);
      for (const entry of offered) {
        expect(entry.bonusCampaign.currency).toBe(deposit.currency);
        expect(entry.bonusCampaign.gateways).toContain(deposit.paymentWallet);
      }
      if (offered.some((o) => o.available)) {
        target = deposit;
        break;
      }
    }
    expect(target).toBeDefined();
    const deposit = target!;
    const campaign = offered.find((o) => o.available)!.bonusCampaign;
    const before = await balance(deposit.playerId);
    const assign = await act(
      api,
      'office1',
      'op1',
      payments,
      'assignBonusCampaign',
      { playerId: deposit.playerId, campaignId: campaign.id },
      deposit.id,
    );
    expect(assign.statusCode, assign.body).toBe(200);
    expect(assign.json().payload).toMatchObject({
      transactionId: deposit.id,
      bonusCampaign: { id: campaign.id },
      bonusPlayerStatus: 'LOCKED',
    });
    const amount = assign.json().payload.bonusAmount as number;
    expect((await balance(deposit.playerId)).total).toBeCloseTo(before.total + amount, 2);
    const listed = await act(api, 'office1', 'op1', payments, 'loadBonusAssignments', { playerId: deposit.playerId }, deposit.id);
    expect(listed.json().payload).toHaveLength(1);
    const again = await act(
      api,
      'office1',
      'op1',
      payments,
      'assignBonusCampaign',
      { playerId: deposit.playerId, campaignId: campaign.id },
      deposit.id,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/^The bonus campaign is not available for this player: .*Select another one that is available$/);

    const failed = (await listPayments('office1', 'op1/payments', { filter: { accountHistoryType: { paymentStatus: ['FAILED'] } } }))
      .content[0];
    const refused = await act(
      api,
      'office1',
      'op1',
      payments,
      'assignBonusCampaign',
      { playerId: failed.playerId, campaignId: campaign.id },
      failed.id,
    );
    expect(refused.statusCode).toBe(409);
    const invalid = await api.call('office1', {
      method: 'POST',
      url: `/api/officeapp/op1/players/${deposit.playerId}/transactions/${deposit.id}/bonus/campaigns/abc`,
      payload: {},
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('minimum deposit rule', async () => {
    const [row] = await api.db.query<{ id: number; player_id: number; campaign: number; min: string }>(sql`SELECT p.id, p.player_id,
        c.id AS campaign, c.min_deposit_amount::text AS min FROM payments p JOIN bonus_campaigns c ON c.operator_code = p.operator_code
        AND bonus_campaign_status(c.stage, c.start_time, c.end_time, now()) = 'ONGOING' AND c.currency = p.currency
          AND p.payment_wallet = ANY (c.gateways) AND p.account_movement < c.min_deposit_amount
      WHERE p.operator_code = 'op1' AND p.payment_request = 'DEPOSIT' AND p.payment_status = 'PROCESSED'
        AND NOT EXISTS (SELECT 1 FROM player_bonuses b WHERE b.payment_id = p.id OR (b.player_id = p.player_id AND b.status = 'LOCKED'))
      LIMIT 1`);
    if (!row) return;
    const response = await act(
      api,
      'office1',
      'op1',
      payments,
      'assignBonusCampaign',
      { playerId: row.player_id, campaignId: row.campaign },
      row.id,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Minimum deposit amount for the selected bonus campaign is ${Number(row.min)} €`);
  });
});
