import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../src/data/createDataProvider';
import { betslip } from '../../../resources/betslip';
import { bonusRecord } from '../../../resources/bonusRecord';
import { kycGroup } from '../../../resources/kycGroup';
import { payments } from '../../../resources/payments';
import { betslipSample, bonusRecordSample, bonusHistorySample } from '../resources/samples';
import { fakeFetch, queryOf } from './fakeFetch';

const ok = (payload: unknown) => ({ body: { success: true, payload } });

function setup(...replies: Parameters<typeof fakeFetch>) {
  const fake = fakeFetch(...replies);
  const provider = createDataProvider(
    { betslips: betslip, bonuses: bonusRecord, kyc: kycGroup, 'statistics-payments': payments },
    { getOperator: () => 'op1', getToken: () => 't', getLanguage: () => 'en', fetch: fake.fetch },
  );
  return { provider, calls: fake.calls };
}

describe('action paths and returned records', () => {
  it('an action with basePath is sent under that base, not the resource path', async () => {
    const { provider, calls } = setup(ok(true));
    await provider.runAction('kyc', 'setKycStatus', { id: 1042, input: { kycStatus: 'VERIFIED' } });
    expect(calls[0].url).toBe('/api/officeapp/op1/players/1042/kyc/status/VERIFIED');
  });

  it('an empty basePath is the operator root', async () => {
    const { provider, calls } = setup(ok([]));
    await provider.runAction('statistics-payments', 'loadBonusCampaigns', { id: 88001, input: { playerId: 1042 } });
    expect(calls[0].url.split('?')[0]).toBe('/api/officeapp/op1/1042/bonus/campaigns');
    expect(queryOf(calls[0]).bonusContext).toBe('existingDeposit');
  });

  it('answer.record true: the payload is the updated record', async () => {
    const updated = { ...betslipSample, isCancelled: true };
    const { provider, calls } = setup(ok(updated));
    const result = await provider.runAction('betslips', 'cancel', { id: betslipSample.id, input: { isCancelled: true } });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { isCancelled: true } });
    expect(queryOf(calls[0]).isCancelled).toBe('true');
    expect(result.record).toMatchObject({ id: betslipSample.id, isCancelled: true });
  });

  it('answer.record path: the record is read from the payload (bet row status → betslip, bonus cancel → bonusPlayer)', async () => {
    const { provider } = setup(ok({ betslip: betslipSample }), ok({ bonusPlayer: bonusRecordSample, bonusPlayerHistories: [bonusHistorySample] }));
    const status = await provider.runAction('betslips', 'setBetRowStatus', { id: 1, input: { betrowId: 90011, actionValue: 'LOST' } });
    expect(status.record?.id).toBe(betslipSample.id);
    const cancel = await provider.runAction('bonuses', 'cancel', { id: 3301, input: {} });
    expect(cancel.record?.id).toBe(bonusRecordSample.id);
  });

  it("bonus cancel: the histories beside bonusPlayer (002 §7) are the record's, whether or not bonusPlayer repeats them", async () => {
    const later = { ...bonusHistorySample, historyType: 'BONUS_CANCELLED', created: '2025-03-02T10:00:00Z' };
    const { bonusPlayerHistories: _histories, ...bare } = bonusRecordSample;
    const cancelled = { ...bare, bonusPlayerStatus: 'CANCELLED_BY_MANAGER' };
    const { provider } = setup(
      ok({ bonusPlayer: cancelled, bonusPlayerHistories: [bonusHistorySample, later] }),
      ok({ bonusPlayer: { ...cancelled, bonusPlayerHistories: [bonusHistorySample] }, bonusPlayerHistories: [bonusHistorySample, later] }),
      ok({ bonusPlayer: { ...cancelled, bonusPlayerHistories: [bonusHistorySample] } }),
    );
    const alone = await provider.runAction('bonuses', 'cancel', { id: 3301, input: {} });
    expect(alone.record).toMatchObject({ bonusPlayerStatus: 'CANCELLED_BY_MANAGER', bonusPlayerHistories: [bonusHistorySample, later] });
    const both = await provider.runAction('bonuses', 'cancel', { id: 3301, input: {} });
    expect(both.record?.bonusPlayerHistories).toHaveLength(2);
    const inside = await provider.runAction('bonuses', 'cancel', { id: 3301, input: {} });
    expect(inside.record?.bonusPlayerHistories).toEqual([bonusHistorySample]);
  });

  it('an action without answer.record returns no record', async () => {
    const { provider } = setup(ok({ message: 'done' }));
    const result = await provider.runAction('kyc', 'setWithdrawalState', { id: 1, input: { withdrawalState: 'TRUSTED' } });
    expect(result.record).toBeUndefined();
  });
});
