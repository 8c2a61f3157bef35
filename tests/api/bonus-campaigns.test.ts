/**
 * `{op}/bonus/campaigns`: the central view's campaigns (list, filters, 403 outside the central
 * view), creating a draft, saving terms under the edit rules, the status changes staff make (each a
 * BONUS_CAMPAIGN_CHANGED row; a change that does not apply is a 400 naming the rule), and what
 * the payments form and the assignment panel offer as campaigns change.
 */
import { z } from 'zod';
import { BonusCampaign, bonusCampaign, CampaignGateway } from '../../resources/bonusCampaign';
import { BonusCampaignAvailability, payments } from '../../resources/payments';
import { sql } from '../../server/db/sql';
import { act, get, type As } from './betting-helpers';
import { createTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const Page = z.object({
  success: z.literal(true),
  payload: z.object({ content: z.array(BonusCampaign), totalElements: z.number().int() }),
});

async function campaigns(params: Record<string, unknown> = {}) {
  const response = await get(api, 'central', 'central/bonus/campaigns', params);
  expect(response.statusCode, response.body).toBe(200);
  return Page.parse(response.json()).payload;
}

const run = (name: string, input: Record<string, unknown>, id?: number, as: As = 'central', op = 'central') =>
  act(api, as, op, bonusCampaign, name, input, id);

/** Sends an action that must succeed; returns the campaign it answers with. */
async function ok(name: string, input: Record<string, unknown>, id?: number): Promise<BonusCampaign> {
  const response = await run(name, input, id);
  expect(response.statusCode, response.body).toBe(200);
  return BonusCampaign.parse(response.json().payload);
}

/** Sends an action that must be refused with a 400 naming `path`; returns the field's message. */
async function refused(name: string, input: Record<string, unknown>, path: string, id?: number): Promise<string> {
  const response = await run(name, input, id);
  expect(response.statusCode, response.body).toBe(400);
  const error = (response.json().errors as { path: string; message: string }[]).find((entry) => entry.path === path);
  expect(error, response.body).toBeDefined();
  return error!.message;
}

const terms = (overrides: Record<string, unknown> = {}) => ({
  operatorCode: 'op1',
  code: 'SPRING_TEST',
  title: 'Spring test 40%',
  type: 'PROMOTION',
  description: 'Forty percent on top',
  currency: 'EUR',
  gateways: ['CASH_DESK', 'SKRILL'],
  bonusPercent: 40,
  maxBonusAmount: 80,
  minDepositAmount: 10,
  rollover: 3,
  startTime: null,
  endTime: null,
  ...overrides,
});

async function logs(campaignId: number) {
  return api.db.query<{ log_type: string; details: string; before: unknown; after: unknown }>(sql`SELECT log_type, details, before, after
    FROM activity_log WHERE bonus_campaign_id = ${campaignId} AND log_type = 'BONUS_CAMPAIGN_CHANGED' ORDER BY id`);
}

/** An op1 player in EUR without a running bonus. */
async function freePlayer() {
  const [row] = await api.db.query<{ id: number }>(sql`SELECT p.id FROM players p WHERE p.operator_code = 'op1'
    AND p.balance_currency = 'EUR' AND NOT EXISTS (SELECT 1 FROM player_bonuses b WHERE b.player_id = p.id AND b.status = 'LOCKED')
    ORDER BY p.id LIMIT 1`);
  return row.id;
}

/** The campaign codes the manual payment form offers the player (`bonusContext=newDeposit`). */
async function offered(playerId: number): Promise<string[]> {
  const response = await act(api, 'office1', 'op1', payments, 'loadBonusCampaigns', { playerId, bonusContext: 'newDeposit' }, playerId);
  expect(response.statusCode, response.body).toBe(200);
  return z
    .array(BonusCampaignAvailability)
    .parse(response.json().payload)
    .map((entry) => entry.bonusCampaign.code);
}

describe('GET {op}/bonus/campaigns', () => {
  it('lists every operator campaign in every status, as declared, newest change first', async () => {
    const { content, totalElements } = await campaigns({ size: 200 });
    expect(totalElements).toBe(content.length);
    for (const campaign of content) expect(BonusCampaign.strict().parse(campaign)).toEqual(campaign);
    expect(new Set(content.map((campaign) => campaign.status))).toEqual(
      new Set(['DRAFT', 'NOT_STARTED', 'ONGOING', 'PAUSED', 'RECENTLY_ENDED', 'ARCHIVED']),
    );
    expect(new Set(content.map((campaign) => campaign.operatorCode))).toEqual(new Set(['op1', 'op2', 'op3']));
    const updated = content.map((campaign) => campaign.updated);
    expect([...updated].sort().reverse()).toEqual(updated);
    const welcome = content.find((campaign) => campaign.code === 'WELCOME100' && campaign.operatorCode === 'op1')!;
    const [{ n }] = await api.db.query<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM player_bonuses WHERE campaign_id = ${welcome.id}`,
    );
    expect(welcome).toMatchObject({ type: 'WELCOME', status: 'ONGOING', playerBonuses: n });
  });

  it('filters by status, type, operator and code', async () => {
    const paused = await campaigns({ filter: { status: ['PAUSED'], operatorCode: 'op2' } });
    expect(paused.content.length).toBeGreaterThan(0);
    expect(paused.content.every((c) => c.status === 'PAUSED' && c.operatorCode === 'op2')).toBe(true);
    const loyalty = await campaigns({ filter: { type: ['LOYALTY'] } });
    expect(loyalty.content.every((c) => c.type === 'LOYALTY')).toBe(true);
    expect((await campaigns({ filter: { code: 'RELOAD50' } })).totalElements).toBe(3);
    const response = await get(api, 'central', 'central/bonus/campaigns', { filter: { status: ['LIVE'] } });
    expect(response.statusCode).toBe(400);
  });

  it('is for the central view only: 403 for an office manager and on an operator path', async () => {
    for (const [as, path] of [
      ['office1', 'op1/bonus/campaigns'],
      ['central', 'op1/bonus/campaigns'],
      ['office1', 'op1/bonus/campaigns/gateways'],
    ] as const) {
      expect((await get(api, as, path)).statusCode, `${as} ${path}`).toBe(403);
    }
    expect((await run('create', terms(), undefined, 'office1', 'op1')).statusCode).toBe(403);
    expect((await run('pause', {}, 1, 'office1', 'op1')).statusCode).toBe(403);
  });

  it('names the gateways and currencies a campaign of each operator may use', async () => {
    const response = await run('loadGateways', {});
    const gateways = z.array(CampaignGateway).parse(response.json().payload);
    expect(
      gateways
        .filter((g) => g.operatorCode === 'op1')
        .map((g) => g.code)
        .sort(),
    ).toEqual(['CASH_DESK', 'MPESA', 'SKRILL']);
    expect(gateways.find((g) => g.operatorCode === 'op2')!.currencies).toEqual(['RON']);
  });
});

describe('creating and saving', () => {
  it('creates a draft and logs it; every rule refused is a 400 naming its field', async () => {
    const created = await ok('create', terms());
    expect(created).toMatchObject({ code: 'SPRING_TEST', status: 'DRAFT', playerBonuses: 0, gateways: ['CASH_DESK', 'SKRILL'] });
    const [log] = await logs(created.id);
    expect(log).toMatchObject({
      log_type: 'BONUS_CAMPAIGN_CHANGED',
      details: 'Bonus campaign SPRING_TEST (Spring test 40%) created as a draft',
    });
    expect(await refused('create', terms(), 'code')).toBe('op1 already has a campaign SPRING_TEST');
    const start = new Date(Date.now() + 86_400_000).toISOString();
    for (const [overrides, path] of [
      [{ bonusPercent: -5 }, 'bonusPercent'],
      [{ bonusPercent: 1001 }, 'bonusPercent'],
      [{ rollover: -1 }, 'rollover'],
      [{ minDepositAmount: -10 }, 'minDepositAmount'],
      [{ maxBonusAmount: 10.555 }, 'maxBonusAmount'],
      [{ startTime: start, endTime: start }, 'endTime'],
      [{ endTime: new Date(Date.now() - 60_000).toISOString() }, 'endTime'],
      [{ currency: 'USD' }, 'currency'],
      [{ gateways: ['CRYPTO'] }, 'gateways'],
      [{ gateways: [] }, 'gateways'],
      [{ operatorCode: 'op9' }, 'operatorCode'],
      [{ code: 'lower case' }, 'code'],
      [{ title: '' }, 'title'],
      [{ type: 'JACKPOT' }, 'type'],
    ] as const) {
      await refused('create', terms({ code: 'REFUSED_ONE', ...overrides }), path);
    }
    expect((await campaigns({ filter: { code: 'REFUSED_ONE' } })).totalElements).toBe(0);
  });

  it('saves a draft; a save based on an older copy is a 409 with the campaign as it is', async () => {
    const [draft] = (await campaigns({ filter: { code: 'SPRING_TEST' } })).content;
    const saved = await ok(
      'save',
      { ...terms({ code: 'SPRING_TEST', title: 'Spring test 45%', bonusPercent: 45 }), updated: draft.updated },
      draft.id,
    );
    expect(saved).toMatchObject({ title: 'Spring test 45%', bonusPercent: 45 });
    const log = (await logs(draft.id)).at(-1)!;
    expect(log.details).toBe('Bonus campaign SPRING_TEST (Spring test 45%) saved: title, bonusPercent');
    expect(log.before).toEqual({ title: 'Spring test 40%', bonusPercent: 40 });
    expect(log.after).toEqual({ title: 'Spring test 45%', bonusPercent: 45 });
    const stale = await run('save', { ...terms({ code: 'SPRING_TEST', title: 'Late' }), updated: draft.updated }, draft.id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ id: draft.id, title: 'Spring test 45%' });
  });

  it('keeps the money terms of a campaign with player bonuses; its title and end may change', async () => {
    const [welcome] = (await campaigns({ filter: { code: 'WELCOME100', operatorCode: 'op1' } })).content;
    const current = { ...welcome, description: welcome.description ?? null, maxBonusAmount: welcome.maxBonusAmount ?? null };
    const base = terms({ ...Object.fromEntries(Object.keys(terms()).map((key) => [key, current[key as keyof typeof current] ?? null])) });
    const message = await refused('save', { ...base, bonusPercent: 150 }, 'bonusPercent', welcome.id);
    expect(message).toContain(`(${welcome.playerBonuses})`);
    await refused('save', { ...base, operatorCode: 'op2', currency: 'RON' }, 'operatorCode', welcome.id);
    await refused('save', { ...base, code: 'WELCOME200' }, 'code', welcome.id);
    const end = new Date(Date.now() + 90 * 86_400_000).toISOString();
    const saved = await ok('save', { ...base, title: 'Welcome bonus 100% (spring)', endTime: end }, welcome.id);
    expect(saved).toMatchObject({
      title: 'Welcome bonus 100% (spring)',
      endTime: end,
      bonusPercent: welcome.bonusPercent,
      status: 'ONGOING',
    });
  });
});

describe('status changes and what deposits are offered', () => {
  it('publish, pause, resume and archive change what the payments form offers; a change that does not apply is a 400', async () => {
    const playerId = await freePlayer();
    const [draft] = (await campaigns({ filter: { code: 'SPRING_TEST' } })).content;
    expect(await offered(playerId)).not.toContain('SPRING_TEST');
    expect(await refused('resume', {}, 'status', draft.id)).toBe('Only a paused campaign can be resumed; this one is DRAFT');
    const published = await ok('publish', {}, draft.id);
    expect(published.status).toBe('ONGOING');
    expect(Date.parse(published.startTime!)).toBeLessThanOrEqual(Date.now());
    expect(await offered(playerId)).toContain('SPRING_TEST');
    await refused('publish', {}, 'status', draft.id);
    expect(await refused('archive', {}, 'status', draft.id)).toContain('Pause it first');
    expect((await ok('pause', {}, draft.id)).status).toBe('PAUSED');
    expect(await offered(playerId)).not.toContain('SPRING_TEST');
    expect((await ok('resume', {}, draft.id)).status).toBe('ONGOING');
    expect(await offered(playerId)).toContain('SPRING_TEST');
    await ok('pause', {}, draft.id);
    expect((await ok('archive', {}, draft.id)).status).toBe('ARCHIVED');
    expect(await offered(playerId)).not.toContain('SPRING_TEST');
    await refused('save', { ...terms(), title: 'Again' }, 'title', draft.id);
    expect((await logs(draft.id)).map((log) => log.details.replace(/^Bonus campaign SPRING_TEST \([^)]*\) /, ''))).toEqual([
      'created as a draft',
      'saved: title, bonusPercent',
      'published',
      'paused',
      'resumed',
      'paused',
      'archived',
    ]);
  });

  it('a campaign published with a start ahead is NOT_STARTED and not offered yet', async () => {
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const draft = await ok('create', terms({ code: 'LATER_TEST', startTime: start }));
    expect((await ok('publish', {}, draft.id)).status).toBe('NOT_STARTED');
    expect(await offered(await freePlayer())).not.toContain('LATER_TEST');
  });

  it('the assignment panel does not grant a paused campaign', async () => {
    const [deposit] = await api.db.query<{ id: number; player_id: number; campaign: number }>(sql`SELECT p.id, p.player_id, c.id AS campaign
      FROM payments p JOIN bonus_campaigns c ON c.operator_code = p.operator_code AND c.code = 'WELCOME100'
      WHERE p.operator_code = 'op1' AND p.payment_request = 'DEPOSIT' AND p.payment_status = 'PROCESSED' AND p.payment_wallet = 'CASH_DESK'
        AND p.account_movement >= 10
        AND NOT EXISTS (SELECT 1 FROM player_bonuses b WHERE b.payment_id = p.id OR (b.player_id = p.player_id AND b.status = 'LOCKED'))
      ORDER BY p.id LIMIT 1`);
    await ok('pause', {}, deposit.campaign);
    const input = { playerId: deposit.player_id, campaignId: deposit.campaign };
    const response = await act(api, 'office1', 'op1', payments, 'assignBonusCampaign', input, deposit.id);
    expect(response.statusCode).toBe(400);
    await ok('resume', {}, deposit.campaign);
    const granted = await act(api, 'office1', 'op1', payments, 'assignBonusCampaign', input, deposit.id);
    expect(granted.statusCode, granted.body).toBe(200);
  });
});
