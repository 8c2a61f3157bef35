import { actionPath, buildActionRequest, matchesCondition } from '../../../resources/model';
import { BonusCampaignAvailability, Payment, payments } from '../../../resources/payments';
import { bonusRecordSample, issuePaths, paymentSample, withPath } from './samples';
import { column, filterByKey, linkOf } from './helpers';

const withdrawal = { ...paymentSample, paymentRequest: 'WITHDRAWAL', paymentRequestId: 61003, accountMovement: -15 };

describe('Payment schema', () => {
  it('parses a deposit row and a campaign availability entry', () => {
    expect(Payment.parse(paymentSample).paymentStatus).toBe('PROCESSED');
    const availability = BonusCampaignAvailability.parse({
      bonusCampaign: bonusRecordSample.bonusCampaign,
      available: false,
      unavailabilityReasonText: 'Player already has an active bonus',
    });
    expect(availability.available).toBe(false);
  });

  it('names the failing paths of an unknown direction, status and amount', () => {
    let bad = withPath(paymentSample, 'paymentRequest', 'TRANSFER');
    bad = withPath(bad, 'paymentStatus', 'DONE');
    bad = withPath(bad, 'accountMovement', null);
    expect(issuePaths(Payment.safeParse(bad)).sort()).toEqual(['accountMovement', 'paymentRequest', 'paymentStatus']);
  });
});

describe('statistics-payments resource', () => {
  it('lists payments by created,DESC, scoped to a player by the playerId query parameter', () => {
    expect(payments.api.path).toBe('payments');
    expect(payments.list.defaultSort).toEqual({ field: 'created', order: 'DESC' });
    expect(payments.api.player?.query).toBe('playerId');
  });

  it('filters and sorts request, wallet, method and status as accountHistoryType.*', () => {
    for (const field of ['paymentRequest', 'paymentWallet', 'paymentMethod', 'paymentStatus']) {
      expect(column(payments, field).sortField).toBe(`accountHistoryType.${field}`);
      expect(filterByKey(payments, `accountHistoryType.${field}`).source).toBe(field);
    }
    expect(filterByKey(payments, 'currencyCode').source).toBe('currency');
    expect(filterByKey(payments, 'created')).toMatchObject({ type: 'timeFrame', presets: 'payments' });
  });

  it('links deposits to /deposits/{id} and withdrawals to /withdrawals/{id}', () => {
    expect(linkOf(payments, 'paymentRequestId', paymentSample)).toBe('/deposits/61002');
    expect(linkOf(payments, 'paymentRequestId', withdrawal)).toBe('/withdrawals/61003');
  });

  it("names no record routes: /deposits/{id} and /withdrawals/{id} are the request screens' records", () => {
    expect(payments.recordRoutes).toBeUndefined();
    expect(Object.keys(payments.actions).sort()).toEqual(['assignBonusCampaign', 'loadBonusAssignments', 'loadBonusCampaigns']);
  });

  it('expands only PROCESSED deposits, in beta', () => {
    const expand = payments.list.expand!;
    expect(expand).toMatchObject({ panel: 'PaymentBonusPanel', only: 'beta' });
    expect(matchesCondition(paymentSample, expand.when)).toBe(true);
    expect(matchesCondition(withdrawal, expand.when)).toBe(false);
    expect(matchesCondition({ ...paymentSample, paymentStatus: 'PENDING' }, expand.when)).toBe(false);
  });

  it('assignBonusCampaign: POST players/{playerId}/transactions/{id}/bonus/campaigns/{campaignId} with {}', () => {
    const action = payments.actions.assignBonusCampaign;
    const request = buildActionRequest(action, action.input.parse({ playerId: 1042, campaignId: 12 }), { id: 88001 });
    expect(request.body).toEqual({});
    expect(request.method).toBe('POST');
    expect(actionPath(payments.api.path, request)).toBe('players/1042/transactions/88001/bonus/campaigns/12');
    expect(matchesCondition(paymentSample, action.enabledWhen)).toBe(true);
    expect(matchesCondition(withdrawal, action.enabledWhen)).toBe(false);
    expect(action.confirm?.warning).toBe('app.messages.bonusCannotBeUndone');
    expect(action.only).toBe('beta');
  });

  it('loads the assignments and the available campaigns for the deposit', () => {
    const assignments = payments.actions.loadBonusAssignments;
    const a = buildActionRequest(assignments, assignments.input.parse({ playerId: 1042 }), { id: 88001 });
    expect(a.method).toBe('GET');
    expect(actionPath(payments.api.path, a)).toBe('players/1042/transactions/88001/bonus/campaigns');
    const campaigns = payments.actions.loadBonusCampaigns;
    const c = buildActionRequest(campaigns, campaigns.input.parse({ playerId: 1042 }), { id: 88001 });
    expect(actionPath(payments.api.path, c)).toBe('1042/bonus/campaigns');
    expect(c.query).toEqual({ bonusContext: 'existingDeposit' });
    expect(c.body).toBeUndefined();
  });
});
