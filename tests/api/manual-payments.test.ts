import { CashDeskGateway, ExchangeRates } from '../../resources/playerGateways';
import { Payment } from '../../resources/payments';
import { subtractExact } from '../../resources/decimal';
import { paymentRuleText, validatePayment } from '../../resources/paymentRules';
import { Player } from '../../resources/player';
import { emptyForm, ruleInput } from '../../src/pages/player/payments/paymentRules';
import { sql } from '../../server/db/sql';
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

/** A verified op1 player without an active bonus, self-protection limits or exclusion. */
async function target(skip = 0): Promise<Target> {
  const [row] = await api.db.query<{ id: number; username: string; op: string; currency: string }>(sql`
    SELECT p.id, p.username, p.operator_code AS op, p.balance_currency AS currency FROM players p
    WHERE p.operator_code = 'op1' AND p.kyc_status = 'VERIFIED' AND NOT p.withdrawal_disabled
      AND p.limits = p.limits - 'selfProtectionDailyDepositLimit'
      AND NOT (p.limits ? 'selfProtectionWeeklyDepositLimit') AND NOT (p.limits ? 'selfProtectionMonthlyDepositLimit')
      AND NOT EXISTS (SELECT 1 FROM player_bonuses b WHERE b.player_id = p.id AND b.status = 'LOCKED')
      AND jsonb_array_length(p.balance_bag) = 1 AND p.total_balance >= 100
    ORDER BY p.id OFFSET ${skip} LIMIT 1`);
  return row;
}

function request(player: Target, overrides: Record<string, unknown> = {}) {
  const { requestType = 'DEPOSIT', ...rest } = overrides;
  return {
    accountMovement: 50,
    balance: -1,
    date: new Date().toISOString(),
    description: 'Cash at the desk',
    playerId: player.id,
    operatorCode: player.op,
    type: 'PAYMENT',
    currency: player.currency,
    bonusCampaignId: null,
    paymentType: { requestType },
    playerUsername: player.username,
    gatewayCode: 'CASH_DESK',
    ...rest,
  };
}

function pay(body: unknown, as: 'office1' | 'office2' | 'central' = 'office1', op = 'op1') {
  return api.call(as, { method: 'POST', url: `${API}/${op}/payments`, payload: body as object });
}

async function state(playerId: number) {
  const [row] = await api.db.query<{
    total: number;
    bag: Player['balanceBag'];
    payments: number;
    history: number;
    logs: number;
    bonuses: number;
    sum: number;
  }>(sql`
    SELECT p.total_balance::float8 AS total, p.balance_bag AS bag,
      (SELECT count(*)::integer FROM payments WHERE player_id = p.id) AS payments,
      (SELECT count(*)::integer FROM account_history WHERE player_id = p.id) AS history,
      (SELECT count(*)::integer FROM activity_log WHERE affected_user_id = p.id) AS logs,
      (SELECT count(*)::integer FROM player_bonuses WHERE player_id = p.id) AS bonuses,
      (SELECT coalesce(sum(account_movement), 0)::float8 FROM account_history WHERE player_id = p.id) AS sum
    FROM players p WHERE p.id = ${playerId}`);
  return row;
}

const messages = (response: { json(): { errors: { message: string }[] } }) => response.json().errors.map((e) => e.message);

describe('GET cash-desk/gateways/{playerId} and exchange-rates', () => {
  it('lists the operator gateways with limits and bonus claimability', async () => {
    const player = await target();
    const response = await api.call('office1', { method: 'GET', url: `${API}/op1/cash-desk/gateways/${player.id}` });
    expect(response.statusCode, response.body).toBe(200);
    const gateways = CashDeskGateway.array().parse(response.json().payload);
    expect(gateways.map((g) => g.code)).toEqual(['CASH_DESK', 'SKRILL', 'MPESA']);
    expect(gateways[0]).toMatchObject({
      allowedCurrencies: [{ currency: 'EUR', currencySymbol: '€', currencyType: 'TENANT_CURRENCY' }],
      depositLimits: { minAmount: 5, maxAmount: 10000 },
      bonusClaimableNow: true,
    });
  });

  it('answers 404 when the operator has no gateways, and hides other operators', async () => {
    const player = await target();
    await api.db.query(sql`UPDATE cash_desk_gateways SET active = false WHERE operator_code = 'op1'`);
    try {
      const none = await api.call('office1', { method: 'GET', url: `${API}/op1/cash-desk/gateways/${player.id}` });
      expect(none.statusCode).toBe(404);
      expect(none.json().success).toBe(false);
    } finally {
      await api.db.query(sql`UPDATE cash_desk_gateways SET active = true WHERE operator_code = 'op1'`);
    }
    expect((await api.call('office2', { method: 'GET', url: `${API}/op1/cash-desk/gateways/${player.id}` })).statusCode).toBe(403);
  });

  it('gives exchange data against the operator currency', async () => {
    const response = await api.call('office2', { method: 'GET', url: `${API}/op2/exchange-rates` });
    expect(response.statusCode, response.body).toBe(200);
    const data = ExchangeRates.parse(response.json().payload);
    expect(data.baseCurrency.currency).toBe('RON');
    expect(data.rates.RON.rate).toBe(1);
    expect(response.json().payload.exchangeRisks).toMatchObject({ FIAT: 0, STABLECOIN: 2, CRYPTO: 5 });
  });
});

describe('POST {op}/payments (manual payment)', () => {
  it('deposits in one transaction: wallet, balance, payment, account history, activity log', async () => {
    const player = await target();
    const before = await state(player.id);
    const response = await pay(request(player, { accountMovement: 75.5 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Payment done' });
    const payment = Payment.parse(response.json().payload.payment);
    expect(payment).toMatchObject({
      paymentRequest: 'DEPOSIT',
      paymentStatus: 'PROCESSED',
      accountMovement: 75.5,
      balanceBefore: before.total,
      balanceAfter: before.total + 75.5,
      paymentWallet: 'CASH_DESK',
    });
    const after = await state(player.id);
    expect(after.total).toBeCloseTo(before.total + 75.5, 2);
    expect(after.bag[0].balance).toBeCloseTo(before.bag[0].balance + 75.5, 2);
    expect(after.payments).toBe(before.payments + 1);
    expect(after.history).toBe(before.history + 1);
    expect(after.logs).toBe(before.logs + 1);
    expect(after.sum).toBeCloseTo(after.total, 2);
    const [log] = await api.db.query<Record<string, unknown>>(
      sql`SELECT * FROM activity_log WHERE affected_user_id = ${player.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(log).toMatchObject({
      log_type: 'DEPOSIT',
      transaction_id: String(payment.paymentRequestId),
      wallet_code: before.bag[0].code,
      currency_code: 'EUR',
      user_username: 'office1@demo.test',
    });
    expect(Number(log.amount)).toBe(75.5);
    // The payment is in the payments list.
    const list = await api.call('office1', { method: 'GET', url: `${API}/op1/payments?playerId=${player.id}&size=25` });
    expect(list.json().payload.content.some((row: Payment) => row.id === payment.id)).toBe(true);
  });

  it('withdraws from the wallet and refuses more than the wallet holds', async () => {
    const player = await target(1);
    const before = await state(player.id);
    const wallet = before.bag[0];
    const tooMuch = await pay(request(player, { requestType: 'WITHDRAWAL', accountMovement: wallet.balance + 1 }));
    expect(tooMuch.statusCode).toBe(400);
    expect(messages(tooMuch)).toContain(`max available for withdrawal (current balance - active bonus money) is ${wallet.balance}€`);
    const amount = 30;
    const response = await pay(request(player, { requestType: 'WITHDRAWAL', accountMovement: amount }));
    expect(response.statusCode, response.body).toBe(200);
    const after = await state(player.id);
    expect(after.bag[0].balance).toBeCloseTo(wallet.balance - amount, 2);
    expect(after.total).toBeCloseTo(before.total - amount, 2);
    expect(response.json().payload.payment).toMatchObject({ paymentRequest: 'WITHDRAWAL', accountMovement: -amount });
    const [log] = await api.db.query<{ log_type: string }>(
      sql`SELECT log_type FROM activity_log WHERE affected_user_id = ${player.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(log.log_type).toBe('WITHDRAWAL');
  });

  it('applies a bonus campaign with the deposit', async () => {
    const player = await target(2);
    const [campaign] = await api.db.query<{ id: number; pct: number; max: number }>(sql`SELECT id, bonus_percent::float8 AS pct,
      max_bonus_amount::float8 AS max FROM bonus_campaigns WHERE operator_code = 'op1' AND code = 'WELCOME100'`);
    const before = await state(player.id);
    const response = await pay(request(player, { accountMovement: 100, bonusCampaignId: campaign.id }));
    expect(response.statusCode, response.body).toBe(200);
    const bonusAmount = Math.min((100 * campaign.pct) / 100, campaign.max);
    expect(response.json().payload.bonus).toMatchObject({ bonusCampaignId: campaign.id, bonusAmount });
    const after = await state(player.id);
    expect(after.total).toBeCloseTo(before.total + 100 + bonusAmount, 2);
    expect(after.bonuses).toBe(before.bonuses + 1);
    expect(after.history).toBe(before.history + 2);
    expect(after.sum).toBeCloseTo(after.total, 2);
    // A second campaign is unavailable while the first is active.
    const again = await pay(request(player, { accountMovement: 100, bonusCampaignId: campaign.id }));
    expect(again.statusCode).toBe(400);
    expect(messages(again)).toContain(
      'The bonus campaign is not available for this player: The player already has an active bonus. Select another one that is available',
    );
  });

  it('keeps the active bonus money in its wallet: bonus/active names the wallet by its code, and a withdrawal of it is refused', async () => {
    const player = await target(6);
    const [campaign] = await api.db.query<{ id: number }>(
      sql`SELECT id FROM bonus_campaigns WHERE operator_code = 'op1' AND code = 'WELCOME100'`,
    );
    expect((await pay(request(player, { accountMovement: 100, bonusCampaignId: campaign.id }))).statusCode).toBe(200);
    const { bag } = await state(player.id);
    const active = await api.call('office1', { method: 'GET', url: `${API}/op1/players/${player.id}/bonus/active` });
    const bonus = active.json().payload as { bonusMoney: number; accountHistory: { walletCode: string } };
    // The wallet's own code (001 §3), not the gateway the deposit came through.
    expect(bonus.accountHistory.walletCode).toBe(bag[0].code);
    expect(bonus.accountHistory.walletCode).not.toBe('CASH_DESK');
    const max = subtractExact(bag[0].balance, bonus.bonusMoney);
    const expected = `max available for withdrawal (current balance - active bonus money) is ${max}€`;
    const refused = await pay(request(player, { requestType: 'WITHDRAWAL', accountMovement: max + 1 }));
    expect(refused.statusCode).toBe(400);
    expect(messages(refused)).toContain(expected);
    // The console's form reads the same answers with the same rule and says the same.
    const gateways = (await api.call('office1', { method: 'GET', url: `${API}/op1/cash-desk/gateways/${player.id}` })).json().payload;
    const exchange = (await api.call('office1', { method: 'GET', url: `${API}/op1/exchange-rates` })).json().payload;
    const record = (await api.call('office1', { method: 'GET', url: `${API}/op1/players/${player.id}` })).json().payload as Player;
    const form = {
      ...emptyForm('WITHDRAWAL'),
      gatewayCode: 'CASH_DESK',
      currency: player.currency,
      amount: String(max + 1),
      description: 'x',
    };
    const issues = validatePayment(ruleInput(form, record, { gateways, exchange, activeBonus: bonus, campaigns: [] }));
    expect(issues.map((entry) => paymentRuleText(entry))).toContain(expected);
  });

  it('checks every rule with the spec messages', async () => {
    const player = await target(3);
    const empty = await pay(request(player, { accountMovement: null, description: '  ', gatewayCode: '', currency: '' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'gatewayCode', message: 'cash desk gateway cannot be empty!' },
        { path: 'currency', message: 'currency cannot be empty!' },
        { path: 'accountMovement', message: 'amount cannot be empty!' },
        { path: 'description', message: 'description cannot be empty!' },
      ]),
    );
    expect(messages(await pay(request(player, { accountMovement: -5 })))).toContain('amount must be > 0');
    const tooLarge = await pay(request(player, { accountMovement: 1_000_000_000_001 }));
    expect(tooLarge.statusCode, tooLarge.body).toBe(400);
    expect(tooLarge.json().errors).toContainEqual({ path: 'accountMovement', message: expect.stringMatching(/at most 1000000000000$/) });
    expect(messages(await pay(request(player, { accountMovement: 2 })))).toEqual(
      expect.arrayContaining([
        'Amount 2€ should be greater than gateway min deposit amount 5€',
        'Amount 2€ should be greater than player min approved deposit amount 10€',
      ]),
    );
    expect(messages(await pay(request(player, { accountMovement: 6000 })))).toContain(
      'Amount 6000€ should be greater than player max approved deposit amount 5000€',
    );
    expect(messages(await pay(request(player, { accountMovement: 20000 })))).toContain(
      'Amount 20000€ should be less than gateway max deposit amount 10000€',
    );
    const [campaign] = await api.db.query<{ id: number }>(
      sql`SELECT id FROM bonus_campaigns WHERE operator_code = 'op1' AND code = 'HIGHROLLER25'`,
    );
    expect(messages(await pay(request(player, { accountMovement: 100, bonusCampaignId: campaign.id })))).toContain(
      'Minimum deposit amount for the selected bonus campaign is 500 €',
    );
    const [skrillOnly] = await api.db.query<{ id: number }>(
      sql`SELECT id FROM bonus_campaigns WHERE operator_code = 'op1' AND code = 'RELOAD50'`,
    );
    expect(messages(await pay(request(player, { accountMovement: 100, bonusCampaignId: skrillOnly.id })))).toContain(
      'The bonus campaign is not available for this player: the campaign does not apply to the CASH_DESK gateway. ' +
        'Select another one that is available',
    );
    expect(messages(await pay(request(player, { requestType: 'WITHDRAWAL', gatewayCode: 'SKRILL' })))).toContain(
      'player does not have a wallet for EUR to withdraw from!',
    );
    await api.db.query(sql`UPDATE players SET withdrawal_disabled = true WHERE id = ${player.id}`);
    expect(messages(await pay(request(player, { requestType: 'WITHDRAWAL' })))).toContain(
      'Withdrawal is not allowed, account verification is required.',
    );
    await api.db.query(sql`UPDATE players SET withdrawal_disabled = false WHERE id = ${player.id}`);
  });

  it('keeps deposits within the self-protection deposit limits', async () => {
    const player = await target(4);
    const set = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/players/${player.id}/limits/selfProtectionDailyDepositLimit`,
      payload: { limit: 100, description: 'Player request', reason: 'Self protection' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await pay(request(player, { accountMovement: 60 }))).statusCode).toBe(200);
    const over = await pay(request(player, { accountMovement: 50 }));
    expect(over.statusCode).toBe(400);
    expect(messages(over)[0]).toMatch(/daily deposit limit of 100€: previous deposits 60€, total 110€/);
    expect((await pay(request(player, { accountMovement: 40 }))).statusCode).toBe(200);
  });

  it('is all or nothing: a failure at the last write leaves nothing changed', async () => {
    const player = await target(5);
    await api.db.execScript(`
      CREATE FUNCTION fail_manual_payment() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.details LIKE '%FORCED FAILURE%' THEN RAISE EXCEPTION 'forced failure'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER fail_manual_payment BEFORE INSERT ON activity_log FOR EACH ROW EXECUTE FUNCTION fail_manual_payment();`);
    try {
      const [campaign] = await api.db.query<{ id: number }>(
        sql`SELECT id FROM bonus_campaigns WHERE operator_code = 'op1' AND code = 'WELCOME100'`,
      );
      const before = await state(player.id);
      const response = await pay(request(player, { accountMovement: 100, description: 'FORCED FAILURE', bonusCampaignId: campaign.id }));
      expect(response.statusCode).toBe(500);
      expect(await state(player.id)).toEqual(before);
    } finally {
      await api.db.execScript('DROP TRIGGER fail_manual_payment ON activity_log; DROP FUNCTION fail_manual_payment();');
    }
  });

  it('validates the request and scopes it to the operator', async () => {
    const player = await target(6);
    const bad = await pay({ ...request(player), paymentType: { requestType: 'REFUND' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('paymentType.requestType');
    const mismatch = await pay(request(player, { playerUsername: 'someone_else' }));
    expect(mismatch.statusCode).toBe(400);
    expect((await pay(request(player), 'office2', 'op1')).statusCode).toBe(403);
    expect((await pay({ ...request(player), operatorCode: 'op2' }, 'office2', 'op2')).statusCode).toBe(404);
    const otherCurrency = await pay(request(player, { currency: 'USD' }));
    expect(otherCurrency.statusCode).toBe(400);
    // A list query is still a list query.
    const list = await pay({ page: 0, size: 25 });
    expect(list.statusCode).toBe(200);
    expect(list.json().payload.content.length).toBeGreaterThan(0);
  });
});
