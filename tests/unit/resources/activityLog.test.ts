import { actionPath, buildActionRequest } from '../../../resources/model';
import { ActivityLogEntry, activityLog } from '../../../resources/activityLog';
import { activityLogSample, issuePaths, withPath } from './samples';
import { column, visibleColumns } from './helpers';

const TRANSACTION = ['transactionId', 'externalTransactionId', 'walletCode', 'currency.code', 'amount'];
const SETTLEMENT = ['matchId', 'marketCode', 'outcomeCode'];

describe('Activity log entry schema', () => {
  it('parses a manual settlement change and a deposit entry', () => {
    expect(ActivityLogEntry.parse(activityLogSample).betrowId).toBe(90011);
    const deposit = {
      ...activityLogSample,
      logType: 'DEPOSIT',
      significanceLevel: 'Info',
      transactionId: 'tx-61002',
      externalTransactionId: 'skrill-99812',
      walletCode: 'SKRILL',
      currency: { code: 'EUR' },
      amount: 20,
      matchId: null,
      marketCode: null,
      outcomeCode: null,
      betrowId: null,
    };
    expect(ActivityLogEntry.parse(deposit).currency?.code).toBe('EUR');
  });

  it('names the failing paths of an unknown log type, severity and user code', () => {
    let bad = withPath(activityLogSample, 'logType', 'LOGIN');
    bad = withPath(bad, 'significanceLevel', 'Critical');
    bad = withPath(bad, 'userCode', { userRealm: 'revo-office' });
    expect(issuePaths(ActivityLogEntry.safeParse(bad)).sort()).toEqual(['logType', 'significanceLevel', 'userCode.userUsername']);
  });
});

describe('statistics-activities-log resource', () => {
  it('lists activities-log by time,DESC, per player under activities-log/player/{playerId}', () => {
    expect(activityLog.api.path).toBe('activities-log');
    expect(activityLog.list.defaultSort).toEqual({ field: 'time', order: 'DESC' });
    expect(activityLog.api.player?.path).toBe('player/{playerId}');
    expect(activityLog.filters.find((f) => f.type === 'timeFrame')).toMatchObject({ source: 'time', presets: 'activityLog' });
  });

  it('shows every column when no log type is chosen', () => {
    expect(visibleColumns(activityLog, {})).toEqual(activityLog.list.columns.map((c) => c.source));
  });

  it('shows transaction columns only for DEPOSIT and WITHDRAWAL', () => {
    for (const logType of ['DEPOSIT', 'WITHDRAWAL']) {
      const shown = visibleColumns(activityLog, { logType });
      expect(shown).toEqual(expect.arrayContaining(TRANSACTION));
      for (const hidden of [...SETTLEMENT, 'betrowId', 'bonusCampaignId']) expect(shown).not.toContain(hidden);
    }
  });

  it('shows match, market and outcome for settlement changes, the bet row only for manual ones', () => {
    const settlement = visibleColumns(activityLog, { logType: 'SETTLEMENT_CHANGED' });
    expect(settlement).toEqual(expect.arrayContaining(SETTLEMENT));
    expect(settlement).not.toContain('betrowId');
    const manual = visibleColumns(activityLog, { logType: 'BETROW_SETTLEMENT_MANUALLY_CHANGED' });
    expect(manual).toEqual(expect.arrayContaining([...SETTLEMENT, 'betrowId']));
    for (const hidden of [...TRANSACTION, 'bonusCampaignId']) expect(manual).not.toContain(hidden);
  });

  it('shows the bonus campaign column only for BONUS_CAMPAIGN_CHANGED', () => {
    expect(visibleColumns(activityLog, { logType: 'BONUS_CAMPAIGN_CHANGED' })).toContain('bonusCampaignId');
    expect(visibleColumns(activityLog, { logType: 'USER_LOGIN' })).not.toContain('bonusCampaignId');
    expect(visibleColumns(activityLog, { logType: 'USER_LOGIN' })).toContain('details');
  });

  it('truncates details at 250 with a tooltip; central sees the operator; users render as manager links', () => {
    expect(column(activityLog, 'details')).toMatchObject({ truncate: 250, tooltip: true });
    expect(column(activityLog, 'operatorCode').only).toBe('central');
    expect(column(activityLog, 'userCode').specialCell).toBe('managerLink');
  });

  it('addActivity: POST activities-log/add with significanceLevel and details, central only', () => {
    const action = activityLog.actions.addActivity;
    const input = action.input.parse({ significanceLevel: 'Normal60', details: 'Called the player about KYC' });
    const request = buildActionRequest(action, input);
    expect(request).toEqual({
      method: 'POST',
      path: 'add',
      query: {},
      body: { significanceLevel: 'Normal60', details: 'Called the player about KYC' },
    });
    expect(actionPath(activityLog.api.path, request)).toBe('activities-log/add');
    expect(action).toMatchObject({ scope: 'collection', only: 'central' });
  });

  it('addActivity requires a significance level and details of at most 2000 characters', () => {
    const input = activityLog.actions.addActivity.input;
    const missing = input.safeParse({ details: '   ' });
    expect(issuePaths(missing).sort()).toEqual(['details', 'significanceLevel']);
    expect(missing.error?.issues.find((i) => i.path[0] === 'details')?.message).toBe('app.validation.required');
    const long = input.safeParse({ significanceLevel: 'Info', details: 'x'.repeat(2001) });
    expect(long.error?.issues.map((i) => i.message)).toEqual(['app.validation.maxLength']);
    expect(input.safeParse({ significanceLevel: 'Info', details: 'x'.repeat(2000) }).success).toBe(true);
  });
});
