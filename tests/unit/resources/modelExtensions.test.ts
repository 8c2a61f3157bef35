/** The additive model helpers: conditions, link templates, action paths and request building. */
import { z } from 'zod';
import { actionPath, buildActionRequest, defineAction, expandTemplate, matchesCondition } from '../../../resources/model';
import { player } from '../../../resources/player';

describe('matchesCondition', () => {
  const row = { status: 'WON', paid: { state: 'CLEARED' }, cancelled: false, note: null };

  it('matches every key: scalars, lists and not', () => {
    expect(matchesCondition(row, { status: 'WON', 'paid.state': 'CLEARED' })).toBe(true);
    expect(matchesCondition(row, { status: ['LOST', 'WON'] })).toBe(true);
    expect(matchesCondition(row, { status: { not: 'WON' } })).toBe(false);
    expect(matchesCondition(row, { status: { not: ['LOST', 'VOID'] } })).toBe(true);
    expect(matchesCondition(row, { status: 'WON', cancelled: true })).toBe(false);
  });

  it('treats absent values as null and an absent condition as always true', () => {
    expect(matchesCondition(row, { note: null, 'paid.missing': null })).toBe(true);
    expect(matchesCondition(row, { 'paid.missing': { not: null } })).toBe(false);
    expect(matchesCondition(row, undefined)).toBe(true);
    expect(matchesCondition(row, {})).toBe(true);
  });
});

describe('expandTemplate', () => {
  it('fills dotted placeholders and encodes values', () => {
    expect(expandTemplate('/bonus-campaign-new?campaignCode={bonusCampaign.code}', { bonusCampaign: { code: 'A B&C' } })).toBe(
      '/bonus-campaign-new?campaignCode=A%20B%26C',
    );
  });

  it('gives undefined when a value is missing', () => {
    expect(expandTemplate('/betslips/{betslipId}', { betslipId: null })).toBeUndefined();
  });

  it('takes a stored console address as it is when the template is one placeholder, and no other site', () => {
    const path = '/players?filter=%7B%22status%22%3A%5B%22LOCKED%22%5D%7D';
    expect(expandTemplate('{path}', { path })).toBe(path);
    for (const other of ['https://example.com/', '//example.com/', '/\\example.com', 'javascript:alert(1)', 7]) {
      expect(expandTemplate('{path}', { path: other })).toBeUndefined();
    }
  });
});

describe('buildActionRequest extensions', () => {
  it('leaves existing actions unchanged: no basePath, query keys out of the body', () => {
    const action = player.actions.registerToCrm;
    const request = buildActionRequest(action, action.input.parse({ force: true }), { id: 7 });
    expect(request).toEqual({ method: 'PUT', path: '7/registerToCrm', query: { force: true }, body: undefined });
    expect(actionPath(player.api.path, request)).toBe('players/7/registerToCrm');
  });

  it('adds fixed body entries, echoes query keys when asked and carries the base path', () => {
    const action = defineAction({
      scope: 'record',
      request: {
        method: 'POST',
        path: '{id}/x',
        query: ['flag'],
        queryInBody: true,
        fixedBody: { actionName: 'doIt' },
        basePath: 'elsewhere',
      },
      input: z.object({ flag: z.boolean(), value: z.string() }),
    });
    const request = buildActionRequest(action, { flag: false, value: 'v' }, { id: 1 });
    expect(request).toEqual({
      method: 'POST',
      path: '1/x',
      query: { flag: false },
      body: { actionName: 'doIt', flag: false, value: 'v' },
      basePath: 'elsewhere',
    });
    expect(actionPath('ignored', request)).toBe('elsewhere/1/x');
    expect(actionPath('ignored', { ...request, basePath: '' })).toBe('1/x');
    expect(actionPath('things', { path: '' })).toBe('things');
  });
});
