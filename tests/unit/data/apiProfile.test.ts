/**
 * The installation's API profile (docs/api-profile.md): a call the specification leaves open moved
 * by a meta tag of the built page, checked at start, and sent where the profile says.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resourceDefinitions } from '../../../src/generated/declarations';
import { knownApiOf, knownCallsOf, shellCallOf } from '../../../src/data/createDataProvider';
import { operatorPath, parseCallSetting, readApiProfile } from '../../../src/data/apiProfile';
import { catalogueWritesOperator } from '../../../resources/specStatements';
import type { BackofficeDataProvider } from '../../../src/data/types';
import { betslipSample } from '../resources/samples';
import { fakeFetch, queryOf, type RecordedCall } from './fakeFetch';
import { generatedProvider, profilePage as page, tagged } from './generatedProvider';

const known = knownCallsOf(resourceDefinitions);
const knownApi = knownApiOf(resourceDefinitions);

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
    generatedProvider(fake, readApiProfile(known, page(...settings)));
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

describe('the calls beside the actions', () => {
  const provider = (fake: ReturnType<typeof fakeFetch>, ...settings: string[]) =>
    generatedProvider(fake, readApiProfile(knownApi, page(...settings)));
  const previousAccounts = (p: BackofficeDataProvider) =>
    p.getList('players-previous-accounts', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
      meta: { playerId: 7 },
    });

  it('knows each list, record, report and call beside the resources by its operationId', () => {
    expect(known.get('players-previous-accounts.list')).toEqual([]);
    expect(known.get('statistics-account-history.playerList')).toEqual(['playerId']);
    expect(known.get('betRows.get')).toEqual(['id']);
    expect(known.get('labels')).toEqual([]);
    expect(known.get('players.get')).toEqual([]);
  });

  it('moves a list: the previous accounts go where the installation names them, with the same query', async () => {
    const fake = fakeFetch({ body: { success: true, payload: { content: [], totalElements: 0 } } });
    await previousAccounts(provider(fake, 'players-previous-accounts.list GET {op}/previousAccounts'));
    const [sent] = fake.calls as [RecordedCall];
    expect(sent.method).toBe('GET');
    expect(sent.url.split('?')[0]).toBe('/api/officeapp/op1/previousAccounts');
    expect(JSON.parse(queryOf(sent).filter!)).toEqual({ playerId: 7 });
  });

  it('moves a player list with its player id, and a record with its id', async () => {
    const fake = fakeFetch({ body: { success: true, payload: { groups: [], totalElements: 0 } } }, { body: { success: true, payload: { id: 3 } } });
    const p = provider(fake, 'statistics-account-history.playerList GET {op}/players/{playerId}/history', 'players.get GET player/{id}/{op}');
    await p.getList('statistics-account-history', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'created', order: 'DESC' },
      filter: {},
      meta: { playerId: 42 },
    });
    await p.getOne('players', { id: 3 });
    expect(fake.calls.map((call) => call.url.split('?')[0])).toEqual(['/api/officeapp/op1/players/42/history', '/api/officeapp/player/3/op1']);
  });

  it('moves a call beside the resources, its placeholders taken from the path the console asks for', async () => {
    const fake = fakeFetch({ body: { success: true, payload: [] } });
    const p = provider(fake, 'betRows.stacktrace GET {op}/betRows/history', 'betRows.get GET rows/{id}');
    await p.callApi({ method: 'GET', path: 'betslips/betrow/stacktrace/', query: { betrowId: 9 }, operator: true });
    await p.callApi({ method: 'GET', path: 'betRows/9001', operator: 'op2' });
    await p.callApi({ method: 'GET', path: 'notifications', operator: true });
    expect(fake.calls.map((call) => call.url)).toEqual([
      '/api/officeapp/op1/betRows/history?betrowId=9',
      '/api/officeapp/rows/9001',
      '/api/officeapp/op1/notifications',
    ]);
    expect(shellCallOf('GET', 'betRows/9001', true)).toEqual({ operationId: 'betRows.get', values: { id: '9001' } });
    expect(shellCallOf('GET', 'info', false)).toEqual({ operationId: 'info', values: {} });
    expect(shellCallOf('GET', 'betRows/9001', false)).toBeUndefined();
  });
});

describe('where the operator code goes', () => {
  const provider = (fake: ReturnType<typeof fakeFetch>, ...placements: string[]) =>
    generatedProvider(fake, readApiProfile(knownApi, page(...tagged('backoffice:api-operator', ...placements))));
  const calls = async (p: BackofficeDataProvider, fake: ReturnType<typeof fakeFetch>) => {
    await p.getList('players', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    await p.callApi({ method: 'GET', path: 'system/settings', operator: true });
    await p.runAction('betslips', 'setBetRowStatus', { id: 501, input: { betrowId: 9001, actionValue: 'WON' } });
    return fake.calls.map((call) => `${call.method} ${call.url.split('?')[0]}`);
  };
  const answer = () => fakeFetch({ body: { success: true, payload: { content: [], totalElements: 0, betslip: betslipSample } } });

  it('goes in front of every path by default, as the reference server has it', async () => {
    const fake = answer();
    expect(await calls(provider(fake), fake)).toEqual([
      'GET /api/officeapp/op1/players',
      'GET /api/officeapp/op1/system/settings',
      'PUT /api/officeapp/op1/betslips/betrows/9001/configure',
    ]);
  });

  it('goes only where the API path catalogue writes it, with catalogue', async () => {
    const fake = answer();
    expect(await calls(provider(fake, 'catalogue'), fake)).toEqual([
      'GET /api/officeapp/op1/players',
      'GET /api/officeapp/system/settings',
      // Not in the catalogue: as the betslips, which it writes without the operator code.
      'PUT /api/officeapp/betslips/betrows/9001/configure',
    ]);
    expect(catalogueWritesOperator('players/12/status/ACTIVE')).toBe(true);
    expect(catalogueWritesOperator('sectionUpdate/general')).toBe(false);
    expect(catalogueWritesOperator('accountHistories')).toBe(false);
    expect(catalogueWritesOperator('players/previous')).toBe(true);
    expect(catalogueWritesOperator('nothing/here')).toBeUndefined();
    expect(catalogueWritesOperator('accountHistories/player/7')).toBe(false);
    expect(catalogueWritesOperator('players/previous-accounts')).toBe(true);
  });

  it('goes nowhere with none; a moved call keeps its own {op}', async () => {
    const fake = answer();
    const p = generatedProvider(fake, readApiProfile(knownApi, page(['backoffice:api-operator', 'none'], 'players.list GET {op}/players')));
    expect(await calls(p, fake)).toEqual([
      'GET /api/officeapp/op1/players',
      'GET /api/officeapp/system/settings',
      'PUT /api/officeapp/betslips/betrows/9001/configure',
    ]);
    expect(operatorPath('a b', 'players', 'path')).toBe('a%20b/players');
  });

  it('names a setting it cannot use, and keeps the default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const profile = readApiProfile(knownApi, page(...tagged('backoffice:api-operator', 'query', 'none', 'path')));
    expect(profile.operator).toBe('none');
    expect(profile.problems).toEqual([
      '"query": expected one of path, catalogue, none (path: in front of every path; catalogue: where the API path catalogue writes {op}; none: never)',
      '"path": the operator code\'s place is set twice: the first setting (none) is used',
    ]);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^API profile \(backoffice:api-operator\) left out: "query"/));
  });
});

describe('renamed filter keys', () => {
  const provider = (fake: ReturnType<typeof fakeFetch>, ...filters: string[]) =>
    generatedProvider(fake, readApiProfile(knownApi, page(...tagged('backoffice:api-filter', ...filters))));
  const answer = () => fakeFetch({ body: { success: true, payload: { content: [], totalElements: 0 } } });
  const filterOf = (call: RecordedCall) => JSON.parse(queryOf(call).filter!) as Record<string, unknown>;

  it('sends a declared filter under the key the installation names, the others as declared', async () => {
    const fake = answer();
    await provider(fake, 'players.status statusCode', 'players.totalBalance.value balance').getList('players', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { status: ['ENABLED'], kycStatus: ['VERIFIED'], totalBalance: { value: { from: 1 } } },
    });
    expect(filterOf(fake.calls[0]!)).toEqual({ statusCode: ['ENABLED'], kycStatus: ['VERIFIED'], balance: { from: 1 } });
  });

  it('takes a key sent inside its object out of it, and renames the player filter and the id filter a record is read through', async () => {
    const fake = answer();
    const p = provider(
      fake,
      'statistics-account-history.paymentStatus paymentState',
      'players-previous-accounts.playerId player',
    );
    await p.getList('statistics-account-history', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created', order: 'DESC' },
      filter: { accountHistoryType: { historyType: ['DEPOSIT'], paymentStatus: ['COMPLETED'] } },
    });
    await p.getList('players-previous-accounts', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
      meta: { playerId: 7 },
    });
    expect(filterOf(fake.calls[0]!)).toEqual({ accountHistoryType: { historyType: ['DEPOSIT'] }, paymentState: ['COMPLETED'] });
    expect(filterOf(fake.calls[1]!)).toEqual({ player: 7 });
  });

  it('renames the keys of a CSV report and of a server export too', async () => {
    const fake = fakeFetch({ body: 'a,b\n' }, { body: { success: true, payload: { id: 1 } } });
    const p = provider(fake, 'players.status statusCode');
    const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: { status: ['ENABLED'] } };
    await p.exportCsv('players', params);
    await p.requestServerExport('players', params);
    expect(filterOf(fake.calls[0]!)).toMatchObject({ statusCode: ['ENABLED'] });
    expect(filterOf(fake.calls[0]!)).not.toHaveProperty('status');
    expect((fake.calls[1]!.body as { filter: Record<string, unknown> }).filter).toEqual({ statusCode: ['ENABLED'] });
  });

  it('names what is wrong with a filter setting, and leaves it out', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const profile = readApiProfile(
      knownApi,
      page(
        ...tagged(
          'backoffice:api-filter',
          'players.status',
          'nothing.status code',
          'players.colour colourCode',
          'players.status status code',
          'players.status 1st',
          'players.status kycStatus',
          'players.status statusCode',
          'players.status stateCode',
          'players.kycStatus statusCode',
        ),
      ),
    );
    expect(profile.problems).toEqual([
      '"players.status": expected "<resource>.<filter> <key>"',
      '"nothing.status code": no list is named nothing (see the resource names of the contract document)',
      '"players.colour colourCode": players declares no filter colour (it has email, status, kycStatus, accountType, riskGroup, operatorCode, created, lastLoginDate, totalBalance.value)',
      '"players.status status code": expected "<resource>.<filter> <key>"',
      '"players.status 1st": the key must be letters, digits, _, - or ., starting with a letter',
      "\"players.status kycStatus\": kycStatus is already the key of players's filter kycStatus",
      'players.status is set twice: the first setting is used',
      "\"players.kycStatus statusCode\": statusCode is already the key of players's filter status",
    ]);
    expect([...profile.filters!.get('players')!]).toEqual([['status', 'statusCode']]);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^API profile \(backoffice:api-filter\) left out: "players.status":/));
  });
});
