/** The bonus campaign rules: the terms staff enter, what stays fixed, and which status changes apply. */
import { BonusCampaignInput, lockedFields, sameTerm, transitionRule, CAMPAIGN_TRANSITIONS } from '../../../resources/bonusCampaignRules';
import { alertLevelOf } from '../../../resources/limitAlert';
import { AMOUNT_MAX } from '../../../resources/rules';

const terms = {
  operatorCode: 'op1',
  code: 'SUMMER_25',
  title: 'Summer 25%',
  type: 'PROMOTION',
  currency: 'EUR',
  gateways: ['SKRILL'],
  bonusPercent: 25,
  maxBonusAmount: null,
  minDepositAmount: 10,
  rollover: 4,
  startTime: '2026-06-01T00:00:00.000Z',
  endTime: '2026-08-31T22:00:00.000Z',
};

/** The first issue of each refused path: its catalogue key and arguments. */
function issues(input: Record<string, unknown>) {
  const result = BonusCampaignInput.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      { key: issue.message, params: (issue as { params?: unknown }).params },
    ]),
  );
}

describe('BonusCampaignInput', () => {
  it('takes complete terms', () => {
    expect(BonusCampaignInput.parse(terms)).toMatchObject({ code: 'SUMMER_25', maxBonusAmount: null });
  });

  it('names each refused field with its catalogue key', () => {
    expect(issues({ ...terms, bonusPercent: -1, rollover: 101, minDepositAmount: 'ten', maxBonusAmount: 1.234 })).toEqual({
      bonusPercent: { key: 'app.validation.min', params: { min: 0 } },
      rollover: { key: 'app.bonusCampaigns.rules.max', params: { max: 100 } },
      minDepositAmount: { key: 'app.bonusCampaigns.rules.number', params: undefined },
      maxBonusAmount: { key: 'app.bonusCampaigns.rules.decimals', params: undefined },
    });
    expect(issues({ ...terms, minDepositAmount: 1e40, maxBonusAmount: AMOUNT_MAX })).toEqual({
      minDepositAmount: { key: 'app.bonusCampaigns.rules.max', params: { max: AMOUNT_MAX } },
    });
    expect(issues({ ...terms, bonusPercent: undefined, gateways: [], code: 'x', title: ' ' })).toMatchObject({
      bonusPercent: { key: 'app.validation.required' },
      gateways: { key: 'app.bonusCampaigns.rules.gateways' },
      code: { key: 'app.bonusCampaigns.rules.code' },
      title: { key: 'app.validation.required' },
    });
    expect(issues({ ...terms, endTime: terms.startTime })).toEqual({
      endTime: { key: 'app.bonusCampaigns.rules.endBeforeStart', params: undefined },
    });
    expect(issues({ ...terms, startTime: 'tomorrow' })).toMatchObject({ startTime: { key: 'app.validation.invalidDate' } });
  });
});

describe('lockedFields', () => {
  it('leaves a draft open but for its operator', () => {
    expect(Object.keys(lockedFields({ status: 'DRAFT', playerBonuses: 0 }))).toEqual(['operatorCode']);
  });

  it('fixes the code once published, the money terms once players hold bonuses, the type and start once started', () => {
    expect(Object.keys(lockedFields({ status: 'NOT_STARTED', playerBonuses: 0 })).sort()).toEqual(['code', 'operatorCode']);
    const ongoing = lockedFields({ status: 'ONGOING', playerBonuses: 12 });
    expect(ongoing.bonusPercent).toEqual({ key: 'app.bonusCampaigns.rules.lockedByBonuses', args: { count: 12 } });
    expect(ongoing.type).toEqual({ key: 'app.bonusCampaigns.rules.lockedStarted' });
    expect(ongoing.title).toBeUndefined();
    expect(ongoing.endTime).toBeUndefined();
    expect(ongoing.description).toBeUndefined();
  });

  it('fixes every field of an archived campaign', () => {
    const archived = lockedFields({ status: 'ARCHIVED', playerBonuses: 0 });
    expect(Object.keys(archived)).toHaveLength(13);
    expect(new Set(Object.values(archived).map((rule) => rule!.key))).toEqual(new Set(['app.bonusCampaigns.rules.lockedArchived']));
  });
});

describe('status changes', () => {
  it('applies each change to its statuses only, naming the rule otherwise', () => {
    expect(transitionRule('publish', 'DRAFT')).toBeUndefined();
    expect(transitionRule('publish', 'ONGOING')).toEqual({ key: 'app.bonusCampaigns.rules.publish', args: { status: 'ONGOING' } });
    expect(transitionRule('archive', 'ONGOING')).toEqual({ key: 'app.bonusCampaigns.rules.archive', args: { status: 'ONGOING' } });
    expect(CAMPAIGN_TRANSITIONS.pause).toEqual(['NOT_STARTED', 'ONGOING']);
    for (const status of ['DRAFT', 'NOT_STARTED', 'ONGOING', 'PAUSED', 'RECENTLY_ENDED'] as const) {
      expect(['publish', 'pause', 'resume', 'archive'].some((change) => !transitionRule(change as never, status))).toBe(true);
    }
    expect(['publish', 'pause', 'resume', 'archive'].every((change) => transitionRule(change as never, 'ARCHIVED'))).toBe(true);
  });
});

describe('sameTerm', () => {
  it('compares gateways as sets, instants as instants, absent as none', () => {
    expect(sameTerm(['SKRILL', 'CASH_DESK'], ['CASH_DESK', 'SKRILL'])).toBe(true);
    expect(sameTerm('2026-06-01T00:00:00Z', '2026-06-01T02:00:00+02:00')).toBe(true);
    expect(sameTerm(undefined, null)).toBe(true);
    expect(sameTerm(10, 10.5)).toBe(false);
  });
});

describe('alertLevelOf', () => {
  it('names the level from 30, 60, 80 and 100 % of a positive limit', () => {
    expect([29.99, 30, 59, 60, 80, 99.9, 100, 250].map((value) => alertLevelOf(value, 100))).toEqual([
      undefined,
      'Low30',
      'Low30',
      'Normal60',
      'High80',
      'High80',
      'Critic100',
      'Critic100',
    ]);
    expect(alertLevelOf(10, 0)).toBeUndefined();
    expect(alertLevelOf(10, null)).toBeUndefined();
  });
});
