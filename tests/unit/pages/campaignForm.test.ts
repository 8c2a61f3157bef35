/** The campaign form's values: a campaign into inputs, a copy, inputs into the API's terms. */
import type { BonusCampaign } from '../../../resources/bonusCampaign';
import {
  campaignFormSchema,
  campaignInput,
  campaignValues,
  copyCode,
  copyPath,
  copyValues,
  localInputValue,
} from '../../../src/pages/bonusCampaign/campaignForm';

const campaign: BonusCampaign = {
  id: 7,
  operatorCode: 'op1',
  code: 'WELCOME100',
  title: 'Welcome bonus 100%',
  type: 'WELCOME',
  status: 'ONGOING',
  description: null,
  currency: 'EUR',
  gateways: ['CASH_DESK', 'SKRILL'],
  bonusPercent: 100,
  maxBonusAmount: 200,
  minDepositAmount: 10,
  rollover: 5,
  startTime: '2026-01-10T09:30:00.000Z',
  endTime: null,
  playerBonuses: 3,
  activeBonuses: 1,
  bonusAmountGranted: 300,
  created: '2026-01-01T00:00:00.000Z',
  updated: '2026-01-02T00:00:00.000Z',
};

describe('campaign form values', () => {
  it('shows a campaign as text, dates in the browser time zone', () => {
    const values = campaignValues(campaign);
    expect(values).toMatchObject({ bonusPercent: '100', maxBonusAmount: '200', description: '', endTime: '' });
    expect(new Date(values.startTime).toISOString()).toBe(campaign.startTime);
    expect(localInputValue('not a date')).toBe('');
  });

  it('copies a campaign as a new draft: a new code, no dates', () => {
    expect(copyValues(campaign)).toMatchObject({ code: 'WELCOME100_2', startTime: '', endTime: '', gateways: ['CASH_DESK', 'SKRILL'] });
    expect(copyCode('WELCOME100_2')).toBe('WELCOME100_2');
    expect(copyCode('A'.repeat(40))).toBe(`${'A'.repeat(37)}_2`);
    expect(copyPath(campaign)).toBe('/bonus-campaign-new?campaignCode=WELCOME100&operatorCode=op1');
  });

  it('sends typed text as the terms, and validates them with the shared rules', () => {
    const values = { ...campaignValues(campaign), code: ' summer_2 ', bonusPercent: '12,5', maxBonusAmount: '', description: '  ' };
    expect(campaignInput(values)).toMatchObject({
      code: 'SUMMER_2',
      bonusPercent: 12.5,
      maxBonusAmount: null,
      description: null,
      endTime: null,
    });
    expect(campaignFormSchema.safeParse(values).success).toBe(true);
    const refused = campaignFormSchema.safeParse({ ...values, rollover: 'five', minDepositAmount: '' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['minDepositAmount', 'app.validation.required'],
      ['rollover', 'app.bonusCampaigns.rules.number'],
    ]);
  });
});
