import { AccountHistoryEntry, accountHistory } from '../../../resources/accountHistory';
import { accountHistorySample, issuePaths, withPath } from './samples';
import { filterByKey, linkOf } from './helpers';

const betslipEntry = {
  ...accountHistorySample,
  accountHistoryType: { historyType: 'BETSLIP', paymentRequest: null, depositState: null, withdrawState: null },
  paymentStatus: null,
  paymentRequestId: null,
  betslipId: 5512034,
};

describe('Account history entry schema', () => {
  it('parses a withdrawal and a betslip entry', () => {
    expect(AccountHistoryEntry.parse(accountHistorySample).accountHistoryType.withdrawState).toBe('REQUESTED');
    expect(AccountHistoryEntry.parse(betslipEntry).betslipId).toBe(5512034);
  });

  it('names the failing paths of an unknown history type and a missing currency code', () => {
    let bad = withPath(accountHistorySample, 'accountHistoryType.historyType', 'CASINO');
    bad = withPath(bad, 'currency', {});
    expect(issuePaths(AccountHistoryEntry.safeParse(bad)).sort()).toEqual(['accountHistoryType.historyType', 'currency.code']);
  });
});

describe('statistics-account-history resource', () => {
  it('lists accountHistories by created,DESC, per player under accountHistories/player/{playerId}', () => {
    expect(accountHistory.api.path).toBe('accountHistories');
    expect(accountHistory.list.defaultSort).toEqual({ field: 'created', order: 'DESC' });
    expect(accountHistory.api.player?.path).toBe('player/{playerId}');
  });

  it('links betslips, deposits, withdrawals and bonuses, and only when the id is there', () => {
    expect(linkOf(accountHistory, 'paymentRequestId', accountHistorySample)).toBe('/withdrawals/61003');
    const deposit = withPath(accountHistorySample, 'accountHistoryType.paymentRequest', 'DEPOSIT');
    expect(linkOf(accountHistory, 'paymentRequestId', deposit)).toBe('/deposits/61003');
    expect(linkOf(accountHistory, 'betslipId', betslipEntry)).toBe('/betslips/5512034');
    expect(linkOf(accountHistory, 'betslipId', accountHistorySample)).toBeUndefined();
    expect(linkOf(accountHistory, 'paymentRequestId', betslipEntry)).toBeUndefined();
    expect(linkOf(accountHistory, 'bonusPlayerId', { ...accountHistorySample, bonusPlayerId: 3301 })).toBe('/bonuses/3301');
  });

  it('filters history type and payment status under accountHistoryType, currency as currencyCode', () => {
    expect(filterByKey(accountHistory, 'accountHistoryType.historyType').type).toBe('multipleSelect');
    expect(filterByKey(accountHistory, 'accountHistoryType.paymentStatus').source).toBe('paymentStatus');
    expect(filterByKey(accountHistory, 'currencyCode').source).toBe('currency.code');
    expect(filterByKey(accountHistory, 'created')).toMatchObject({ type: 'timeFrame', presets: 'accountHistory' });
  });
});
