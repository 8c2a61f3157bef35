import { actionPath, buildActionRequest, getPath } from '../../../resources/model';
import { Betslip, BetslipListPayload, betslip } from '../../../resources/betslip';
import { betslipSample, issuePaths, withPath } from './samples';
import { column, filterByKey, linkOf, toneOf } from './helpers';

describe('Betslip schema', () => {
  it('parses a realistic betslip with its bet rows', () => {
    const parsed = Betslip.parse(betslipSample);
    expect(parsed.betrows[0].outcomeValue).toBe(1.85);
    expect(parsed.betslipStatus.code).toBe('WON_MAX');
  });

  it('parses the list payload with its sports tree; list items carry no bet rows', () => {
    const { betrows, ...item } = betslipSample;
    expect(betrows.length).toBeGreaterThan(0);
    const payload = {
      tree: { code: 'ALL', name: 'All', counter: 1, children: [{ code: 'FOOTBALL', name: 'Football', counter: 1, children: [] }] },
      betslips: { content: [item], number: 0, size: 100, totalElements: 1 },
    };
    expect(BetslipListPayload.parse(payload).betslips.content).toEqual([item]);
    expect(betslip.api.recordOnly).toEqual(['betrows']);
  });

  it('names the failing path of a bad bet row status, betslip type and currency', () => {
    const bad = withPath(withPath(betslipSample, 'betslipType', 'TRIPLES'), 'currency', { currencySymbol: '€' });
    bad.betrows = [withPath(betslipSample.betrows[0], 'status.code', 'MAYBE')];
    const result = Betslip.safeParse(bad);
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toEqual(expect.arrayContaining(['betslipType', 'currency.code', 'betrows.0.status.code']));
  });

  it('accepts AUTO as a bet row result code', () => {
    const auto = structuredClone(betslipSample);
    auto.betrows[0].status = { code: 'AUTO', description: 'Auto' };
    expect(Betslip.safeParse(auto).success).toBe(true);
  });
});

describe('betslips resource', () => {
  it('reads the list from payload.betslips, scopes to a player by path and sorts created,DESC', () => {
    expect(betslip.api.path).toBe('betslips');
    expect(betslip.api.listKey).toBe('betslips');
    expect(betslip.api.player?.path).toBe('player/{playerId}');
    expect(betslip.list.defaultSort).toEqual({ field: 'created', order: 'DESC' });
  });

  it('colours rows: amber cancelled, green WON+CLEARED, red LOST+CLEARED, none otherwise', () => {
    expect(toneOf(betslip, withPath(betslipSample, 'isCancelled', true))).toBe('warning');
    expect(toneOf(betslip, betslipSample)).toBe('success');
    expect(toneOf(betslip, withPath(betslipSample, 'betslipStatus.simpleStatus', 'LOST'))).toBe('error');
    expect(toneOf(betslip, withPath(betslipSample, 'paymentStatus.simpleStatus', 'PENDING'))).toBeUndefined();
  });

  it('auto-refreshes every 10 s, off when embedded, and defaults the time frame to last24hours', () => {
    expect(betslip.list.autoRefresh).toMatchObject({ defaultSeconds: 10, embeddedSeconds: 0 });
    expect(betslip.list.autoRefresh?.options).toEqual([0, 1, 3, 5, 10, 30, 60]);
    expect(betslip.list.defaultFilter).toEqual({ timeFrame: 'last24hours' });
    expect(betslip.list.queryParams).toEqual({ id: 'id', search: 'search', matchId: 'matchId' });
    expect(betslip.list.titleCount).toBe(true);
  });

  it('declares the spec filters with their wire keys and presets', () => {
    const keys = betslip.filters.map((f) => f.key ?? f.source);
    expect(keys).toEqual([
      'id',
      'playerId',
      'currencyCode',
      'totalStake',
      'paidValue',
      'betslipStatus.simpleStatus',
      'betslipStatus.code',
      'settlement',
      'paymentStatus.simpleStatus',
      'betslipType',
      'playType',
      'feed',
      'timeFrame',
      'betslipDay',
      'matchDay',
      'matchId',
      'operatorCode',
    ]);
    expect(filterByKey(betslip, 'playerId')).toMatchObject({ type: 'input', numeric: true, min: 0 });
    expect(filterByKey(betslip, 'totalStake')).toMatchObject({ type: 'range', min: 0 });
    expect(filterByKey(betslip, 'betslipStatus.code')).toMatchObject({ only: 'beta' });
    expect(filterByKey(betslip, 'operatorCode')).toMatchObject({ only: 'central' });
    // A match's page lists its betslips through this filter.
    expect(filterByKey(betslip, 'matchId')).toMatchObject({ type: 'input', numeric: true, match: 'exact' });
    for (const [key, presets] of [
      ['timeFrame', 'betslips'],
      ['betslipDay', 'betslipDay'],
      ['matchDay', 'matchDay'],
    ]) {
      expect(filterByKey(betslip, key)).toMatchObject({ type: 'timeFrame', presets });
    }
  });

  it('resets full status and settlement on a betslip status, and the betslip status on either', () => {
    const sourceOf = (key: string) => filterByKey(betslip, key).source;
    expect(filterByKey(betslip, 'betslipStatus.simpleStatus').resets).toEqual([sourceOf('betslipStatus.code'), sourceOf('settlement')]);
    expect(filterByKey(betslip, 'betslipStatus.code').resets).toEqual(['betslipStatus.simpleStatus']);
    expect(filterByKey(betslip, 'settlement').resets).toEqual(['betslipStatus.simpleStatus']);
  });

  it('expands into the bet rows panel, warning on manual overrides, and links the betslip', () => {
    expect(betslip.list.expand).toMatchObject({ panel: 'BetRowsPanel', source: 'betrows' });
    expect(linkOf(betslip, 'id', betslipSample)).toBe('/betslips/5512034');
    expect(column(betslip, 'maxWinValue').decimals).toBe(2);
  });

  it('cancel: POST betslips/{id}/cancel?isCancelled= with isCancelled in the body, payload is the betslip', () => {
    const action = betslip.actions.cancel;
    const request = buildActionRequest(action, action.input.parse({ isCancelled: true }), { id: 5512034 });
    expect(request).toEqual({ method: 'POST', path: '5512034/cancel', query: { isCancelled: true }, body: { isCancelled: true } });
    expect(actionPath(betslip.api.path, request)).toBe('betslips/5512034/cancel');
    expect(action.answer?.record).toBe(true);
    expect(column(betslip, 'isCancelled').action).toEqual({ name: 'cancel', input: 'isCancelled' });
  });

  it('setBetRowStatus: PUT the bet row configure URL with actionName and actionValue, payload.betslip', () => {
    const action = betslip.actions.setBetRowStatus;
    const input = action.input.parse({ betrowId: 90011, actionValue: 'LOST_HALF' });
    const request = buildActionRequest(action, input, { id: 5512034 });
    expect(request).toEqual({
      method: 'PUT',
      path: 'betrows/90011/configure',
      query: {},
      body: { actionName: 'updateBetRowStatus', actionValue: 'LOST_HALF' },
    });
    expect(actionPath(betslip.api.path, request)).toBe('betslips/betrows/90011/configure');
    expect(action.answer?.record).toBe('betslip');
    expect(Betslip.parse(getPath({ betslip: betslipSample }, 'betslip')).id).toBe(5512034);
  });

  it('rejects a status staff cannot set and a missing bet row id', () => {
    const result = betslip.actions.setBetRowStatus.input.safeParse({ actionValue: 'AUTO' });
    expect(issuePaths(result).sort()).toEqual(['actionValue', 'betrowId']);
  });
});
