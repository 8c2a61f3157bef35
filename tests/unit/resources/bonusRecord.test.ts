import { actionPath, buildActionRequest, matchesCondition } from '../../../resources/model';
import { BonusCancelPayload, BonusRecord, bonusRecord } from '../../../resources/bonusRecord';
import { bonusHistorySample, bonusRecordSample, issuePaths, withPath } from './samples';
import { column, linkOf, toneOf } from './helpers';

describe('Bonus record schema', () => {
  it('parses a bonus record with its histories', () => {
    const parsed = BonusRecord.parse(bonusRecordSample);
    const [entry] = parsed.bonusPlayerHistories ?? [];
    expect(entry.rolloverAfter - entry.rolloverBefore).toBe(10);
  });

  it('names the failing paths of a bad status, campaign code and history entry', () => {
    let bad = withPath(bonusRecordSample, 'bonusPlayerStatus', 'CANCELLED');
    bad = withPath(bad, 'bonusCampaign.code', undefined);
    bad = withPath(bad, 'bonusPlayerHistories', [withPath(bonusHistorySample, 'rolloverAfter', '50')]);
    expect(issuePaths(BonusRecord.safeParse(bad)).sort()).toEqual([
      'bonusCampaign.code',
      'bonusPlayerHistories.0.rolloverAfter',
      'bonusPlayerStatus',
    ]);
  });
});

describe('bonuses resource', () => {
  it('lists players/bonus by id,DESC, scoped by players/bonus/{playerId} or a bonusPlayerId filter', () => {
    expect(bonusRecord.api.path).toBe('players/bonus');
    expect(bonusRecord.list.defaultSort).toEqual({ field: 'id', order: 'DESC' });
    expect(bonusRecord.api.player?.path).toBe('{playerId}');
    expect(bonusRecord.filters.find((f) => f.key === 'bonusPlayerId')?.source).toBe('id');
  });

  it('colours WON green, LOST red and either cancelled status amber', () => {
    expect(toneOf(bonusRecord, withPath(bonusRecordSample, 'bonusPlayerStatus', 'WON'))).toBe('success');
    expect(toneOf(bonusRecord, withPath(bonusRecordSample, 'bonusPlayerStatus', 'LOST'))).toBe('error');
    expect(toneOf(bonusRecord, withPath(bonusRecordSample, 'bonusPlayerStatus', 'CANCELLED_BY_PLAYER'))).toBe('warning');
    expect(toneOf(bonusRecord, withPath(bonusRecordSample, 'bonusPlayerStatus', 'CANCELLED_BY_MANAGER'))).toBe('warning');
    expect(toneOf(bonusRecord, bonusRecordSample)).toBeUndefined();
  });

  it('shows rollover progress, the campaign link and the history panel', () => {
    expect(column(bonusRecord, 'rolloverAmountCurrent')).toMatchObject({ specialCell: 'rollover', total: 'rolloverAmountCampaign' });
    expect(linkOf(bonusRecord, 'bonusCampaign.title', bonusRecordSample)).toBe(
      '/bonus-campaign-new?campaignCode=WELCOME100&operatorCode=revo',
    );
    expect(column(bonusRecord, 'player.playerCode.playerUsername').cell).toBe('playerLink');
    expect(bonusRecord.list.expand).toEqual({ panel: 'BonusHistoryPanel', source: 'bonusPlayerHistories' });
  });

  it('cancel: POST players/bonus/{id}/cancel with no input, only while LOCKED, payload.bonusPlayer', () => {
    const action = bonusRecord.actions.cancel;
    const request = buildActionRequest(action, action.input.parse({}), { id: 3301 });
    expect(request).toEqual({ method: 'POST', path: '3301/cancel', query: {}, body: undefined });
    expect(actionPath(bonusRecord.api.path, request)).toBe('players/bonus/3301/cancel');
    expect(matchesCondition(bonusRecordSample, action.enabledWhen)).toBe(true);
    expect(matchesCondition(withPath(bonusRecordSample, 'bonusPlayerStatus', 'WON'), action.enabledWhen)).toBe(false);
    expect(action.answer?.record).toBe('bonusPlayer');
    const payload = BonusCancelPayload.parse({
      bonusPlayer: withPath(bonusRecordSample, 'bonusPlayerStatus', 'CANCELLED_BY_MANAGER'),
      bonusPlayerHistories: [bonusHistorySample],
    });
    expect(payload.bonusPlayer.bonusPlayerStatus).toBe('CANCELLED_BY_MANAGER');
  });

  it('the Cancelled switch is on for either cancelled status', () => {
    const control = column(bonusRecord, 'bonusPlayerStatus', 'cancelled').action!;
    expect(control.name).toBe('cancel');
    expect(matchesCondition(withPath(bonusRecordSample, 'bonusPlayerStatus', 'CANCELLED_BY_PLAYER'), control.checkedWhen)).toBe(true);
    expect(matchesCondition(bonusRecordSample, control.checkedWhen)).toBe(false);
  });
});
