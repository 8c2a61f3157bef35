/**
 * The installation's API profile (docs/api-profile.md): a call the specification leaves open moved
 * by a meta tag of the built page, checked at start, and sent where the profile says.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resourceDefinitions } from '../../../src/generated/declarations';
import { knownCallsOf } from '../../../src/data/createDataProvider';
import { parseCallSetting, readApiProfile } from '../../../src/data/apiProfile';
import { createGeneratedDataProvider } from '../../../src/generated/dataProvider';
import type { BackofficeDataProvider } from '../../../src/data/types';
import { betslipSample } from '../resources/samples';
import { fakeFetch, type RecordedCall } from './fakeFetch';

const known = knownCallsOf(resourceDefinitions);

/** A page whose head holds these `backoffice:api-call` settings (as querySelectorAll finds them). */
function page(...settings: string[]): Pick<Document, 'querySelectorAll'> {
  const tags = settings.map((content) => ({ getAttribute: (name: string) => (name === 'content' ? content : null) }));
  return { querySelectorAll: ((selector: string) => (selector === 'meta[name="backoffice:api-call"]' ? tags : [])) as never };
}

afterEach(() => vi.restoreAllMocks());

describe('the profile settings', () => {
  it('reads a moved call: its operationId, method and path', () => {
    expect(parseCallSetting('betslips.setBetRowStatus post /{op}/betRows/{betrowId}/status', known)).toEqual({
      operationId: 'betslips.setBetRowStatus',
      call: { method: 'POST', path: '{op}/betRows/{betrowId}/status' },
    });
  });

  it('names what is wrong with a setting, and leaves it out', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const profile = readApiProfile(
      known,
      page(
        'betslips.setBetRowStatus PUT',
        'betslips.nothing PUT {op}/x',
        'betslips.setBetRowStatus PATCH {op}/x',
        'betslips.setBetRowStatus PUT {op}/rows/{rowId}',
        'betslips.setBetRowStatus PUT {op}/rows?x=1',
        'bonuses.cancel POST {op}/bonuses/{id}/cancel',
        'bonuses.cancel POST {op}/players/bonus/{id}/cancel',
      ),
    );
    expect(profile.problems).toEqual([
      '"betslips.setBetRowStatus PUT": expected "<operationId> <METHOD> <path>"',
      '"betslips.nothing PUT {op}/x": no call is named betslips.nothing (see the operationIds of the contract document)',
      '"betslips.setBetRowStatus PATCH {op}/x": the method must be one of GET, POST, PUT, DELETE',
      '"betslips.setBetRowStatus PUT {op}/rows/{rowId}": {rowId} is not a part of this call (it may use {op}, {id}, {betrowId})',
      '"betslips.setBetRowStatus PUT {op}/rows?x=1": the path must be a path under the API prefix, without a query',
      'bonuses.cancel is set twice: the first setting is used',
    ]);
    expect([...profile.calls.keys()]).toEqual(['bonuses.cancel']);
    expect(error).toHaveBeenCalledTimes(6);
  });

  it('changes nothing without settings', () => {
    expect(readApiProfile(known, page()).calls.size).toBe(0);
  });
});

describe('a call the profile moved', () => {
  const provider = (fake: ReturnType<typeof fakeFetch>, ...settings: string[]) =>
    createGeneratedDataProvider({
      getOperator: () => 'op1',
      getToken: () => 't',
      getLanguage: () => 'en',
      fetch: fake.fetch,
      contractCheck: 'off',
      apiProfile: readApiProfile(known, page(...settings)),
    }) as BackofficeDataProvider;
  const run = (p: BackofficeDataProvider) =>
    p.runAction('betslips', 'setBetRowStatus', { id: 501, input: { betrowId: 9001, actionValue: 'WON' } });

  it('goes to the bet row configure URL the installation names, the operator where it puts it', async () => {
    const fake = fakeFetch({ body: { success: true, payload: { betslip: betslipSample } } });
    await run(provider(fake, 'betslips.setBetRowStatus POST betRows/{betrowId}/status/{op}'));
    const [sent] = fake.calls as [RecordedCall];
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/api/officeapp/betRows/9001/status/op1');
    // The body is the declared one (002 §7: actionName and actionValue).
    expect(sent.body).toEqual({ actionName: 'updateBetRowStatus', actionValue: 'WON' });
  });

  it('goes where the reference server serves it without a setting', async () => {
    const fake = fakeFetch({ body: { success: true, payload: { betslip: betslipSample } } });
    await run(provider(fake));
    const [sent] = fake.calls as [RecordedCall];
    expect(sent.method).toBe('PUT');
    expect(sent.url).toBe('/api/officeapp/op1/betslips/betrows/9001/configure');
  });
});
