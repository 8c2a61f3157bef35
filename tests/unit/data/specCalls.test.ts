/**
 * The calls the specification states (000 §7, 001 §7, 002 §7), each checked against the request
 * the console's dataProvider actually sends: method, path, query parameters and body.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createGeneratedDataProvider } from '../../../src/generated/dataProvider';
import type { BackofficeDataProvider } from '../../../src/data/types';
import { bonusRecordSample } from '../resources/samples';
import { saveManagerProfile } from '../../../src/pages/manager/saveManagerProfile';
import type { ManagerModel } from '../../../src/pages/manager/managerProfileModel';
import { readOperatorLabels } from '../../../src/pages/ticket/useOperatorLabels';
import { fakeFetch, queryOf, type RecordedCall } from './fakeFetch';
import { generatedProvider } from './generatedProvider';
import { listEnvelope, playerRecord } from './fixtures';

const NO_BODY = undefined;

interface Row {
  /** The call as the specification states it. */
  call: string;
  make: (provider: BackofficeDataProvider) => Promise<unknown>;
  reply?: unknown;
  method: string;
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
}

const list = { pagination: { page: 1, perPage: 100 }, sort: { field: '', order: 'DESC' as const }, filter: {} };

/** The user details of 000 §3 as `GET auth/userinfo` gave them. */
const me = { id: 4, isAuthenticated: true, enabled: true, balance: null, status: 'ENABLED', birthdate: null, email: 'me@demo.test', langCode: 'en' };
const manager = { id: 4, firstName: 'Old', lastName: 'Name' } as ManagerModel;

const rows: Row[] = [
  {
    call: 'POST private-backend userinfo path: user details plus changes (000 §7, My Account)',
    make: (p) => saveManagerProfile({ dataProvider: p, manager, changes: { firstName: 'New' }, self: me }),
    method: 'POST',
    path: 'auth/userinfo',
    body: { ...me, firstName: 'New' },
  },
  {
    call: 'PUT user info for operator with the manager model (001 §7)',
    make: (p) => saveManagerProfile({ dataProvider: p, manager, changes: { firstName: 'New' }, operator: 'op1' }),
    reply: { ...manager, firstName: 'New' },
    method: 'PUT',
    path: 'op1/managers/userinfo',
    body: { ...manager, firstName: 'New' },
  },
  {
    call: 'POST players/bonus/{id}/cancel, no body (002 §7)',
    make: (p) => p.runAction('bonuses', 'cancel', { id: 3301, input: {} }),
    reply: { bonusPlayer: bonusRecordSample, bonusPlayerHistories: [] },
    method: 'POST',
    path: 'op1/players/bonus/3301/cancel',
    body: NO_BODY,
  },
  {
    call: 'GET players bonus list with the bonusPlayerId filter for one bonus record (/bonuses/{id})',
    make: (p) => p.getOne('bonuses', { id: '3301' }),
    reply: { content: [bonusRecordSample], totalElements: 1 },
    method: 'GET',
    path: 'op1/players/bonus',
    query: { page: '0', size: '1', sort: 'id,DESC', filter: '{"bonusPlayerId":3301}' },
  },
  {
    call: 'PUT update KYC status (operator, player, status), empty body (001 §7)',
    make: (p) => p.runAction('kyc', 'setKycStatus', { id: 1042, input: { kycStatus: 'VERIFIED' } }),
    method: 'PUT',
    path: 'op1/players/1042/kyc/status/VERIFIED',
    body: NO_BODY,
  },
  {
    call: 'PUT update withdrawal state (operator, player, state), empty body (001 §7)',
    make: (p) => p.runAction('kyc', 'setWithdrawalState', { id: 1042, input: { withdrawalState: 'TRUSTED' } }),
    method: 'PUT',
    path: 'op1/players/1042/kyc/state/TRUSTED',
    body: NO_BODY,
  },
  {
    call: 'PUT update document status (operator, player, document id, status), empty body (001 §7)',
    make: (p) => p.runAction('kyc', 'setDocumentStatus', { id: 1042, input: { documentId: 9, documentStatus: 'ACCEPTED' } }),
    method: 'PUT',
    path: 'op1/players/1042/kyc/documents/9/status/ACCEPTED',
    body: NO_BODY,
  },
  {
    call: 'PUT full check of documents for a player, no body (001 §7)',
    make: (p) => p.runAction('kyc', 'fullCheck', { id: 1042, input: {} }),
    method: 'PUT',
    path: 'op1/players/1042/kyc/finalize/',
    body: NO_BODY,
  },
  {
    call: 'PUT player /{id}/registerToCrm?force={bool}, empty body (001 §7)',
    make: (p) => p.runAction('players', 'registerToCrm', { id: 7, input: { force: true } }),
    method: 'PUT',
    path: 'op1/players/7/registerToCrm',
    query: { force: 'true' },
    body: NO_BODY,
  },
  {
    call: 'PUT riskGroup/{value} from the limits screen, no body (001 §7)',
    make: (p) => p.runAction('players-limits', 'changeRiskGroup', { id: 7, input: { riskGroup: 'Risk50' } }),
    method: 'PUT',
    path: 'op1/players/7/riskGroup/Risk50',
    body: NO_BODY,
  },
  {
    call: 'POST assign a campaign (.../bonus/campaigns/{cid}): body empty object (002 §7)',
    make: (p) => p.runAction('statistics-payments', 'assignBonusCampaign', { id: 88001, input: { playerId: 1042, campaignId: 12 } }),
    method: 'POST',
    path: 'op1/players/1042/transactions/88001/bonus/campaigns/12',
    body: {},
  },
  {
    call: 'POST betslips/{id}/cancel?isCancelled={bool}: body isCancelled (002 §7)',
    make: (p) => p.runAction('betslips', 'cancel', { id: 5, input: { isCancelled: true } }),
    method: 'POST',
    path: 'op1/betslips/5/cancel',
    query: { isCancelled: 'true' },
    body: { isCancelled: true },
  },
  {
    call: 'GET players: page, size, sort (default updated,DESC), filter (001 §7)',
    make: (p) => p.getList('players', list),
    reply: { content: [playerRecord()], totalElements: 1 },
    method: 'GET',
    path: 'op1/players',
    query: { page: '0', size: '100', sort: 'updated,DESC', filter: '{}' },
  },
  {
    call: 'GET payments: filter with the accountHistoryType object, sort prefixed with accountHistoryType (002 §7)',
    make: (p) =>
      p.getList('statistics-payments', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'paymentStatus', order: 'ASC' },
        filter: { accountHistoryType: { paymentRequest: 'DEPOSIT', paymentStatus: ['PROCESSED'] }, currencyCode: 'EUR' },
      }),
    reply: { content: [], totalElements: 0 },
    method: 'GET',
    path: 'op1/payments',
    query: {
      page: '0',
      size: '25',
      sort: 'accountHistoryType.paymentStatus,ASC',
      filter: '{"currencyCode":"EUR","accountHistoryType":{"paymentRequest":"DEPOSIT","paymentStatus":["PROCESSED"]}}',
    },
  },
  {
    call: 'GET accountHistories: filter with the accountHistoryType object (historyType, paymentStatus) (002 §7)',
    make: (p) =>
      p.getList('statistics-account-history', {
        ...list,
        filter: { accountHistoryType: { historyType: ['PAYMENT'], paymentStatus: ['PROCESSED'] } },
      }),
    reply: { content: [], totalElements: 0 },
    method: 'GET',
    path: 'op1/accountHistories',
    query: { page: '0', size: '100', sort: 'created,DESC', filter: '{"accountHistoryType":{"historyType":["PAYMENT"],"paymentStatus":["PROCESSED"]}}' },
  },
  {
    call: "GET accountHistories/report/player/{playerId}: a player's All pages export (002 §7)",
    make: (p) => p.exportCsv('statistics-account-history', { ...list, pagination: { page: 1, perPage: 1000 }, meta: { playerId: 42 } }),
    reply: '',
    method: 'GET',
    path: 'op1/accountHistories/report/player/42',
    query: { page: '0', size: '1000', sort: 'created,DESC', filter: '{}' },
  },
  {
    call: 'GET payments/report: same query plus playerId (002 §7)',
    make: (p) => p.exportCsv('statistics-payments', { ...list, pagination: { page: 1, perPage: 1000 }, meta: { playerId: 42 } }),
    reply: '',
    method: 'GET',
    path: 'op1/payments/report',
    query: { page: '0', size: '1000', sort: 'created,DESC', filter: '{}', playerId: '42' },
  },
  {
    call: 'GET players/report: CSV, filter includes onlyPlayersData (001 §7, 002 §7)',
    make: (p) =>
      p.exportCsv('players', { ...list, filter: { status: ['ENABLED'] }, headers: [{ text: 'Username', value: 'playerCode.playerUsername' }] }),
    reply: '',
    method: 'GET',
    path: 'op1/players/report',
    query: {
      page: '0',
      size: '100',
      sort: 'updated,DESC',
      filter: '{"status":["ENABLED"],"onlyPlayersData":true,"reportHeaders":[{"text":"Username","value":"playerCode.playerUsername"}]}',
    },
  },
  {
    call: 'GET external-servers: payload[].url (000 §7)',
    make: (p) => p.callApi({ method: 'GET', path: 'external-servers' }),
    reply: [{ url: '/api/officeapp/info' }],
    method: 'GET',
    path: 'external-servers',
  },
];

const contract = JSON.parse(readFileSync(new URL('../../../server/generated/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};

/** The contract's path templates a concrete call matches (`op1/players/7` → `/{op}/players/{id}`). */
function contractPaths(method: string, path: string): string[] {
  return Object.entries(contract.paths)
    .filter(([template, methods]) => methods[method.toLowerCase()] && new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`).test(`/${path}`))
    .map(([template]) => template);
}

function envelope(reply: unknown) {
  return { body: { success: true, payload: reply ?? true } };
}

describe('the calls the specification states, as the dataProvider sends them', () => {
  it.each(rows)('$call', async (row) => {
    const fake = fakeFetch(envelope(row.reply));
    await row.make(generatedProvider(fake));
    expect(fake.calls).toHaveLength(1);
    const [sent] = fake.calls as [RecordedCall];
    const [path] = sent.url.split('?');
    expect(sent.method).toBe(row.method);
    expect(path).toBe(`/api/officeapp/${row.path}`);
    expect(queryOf(sent)).toEqual(row.query ?? {});
    expect(sent.body).toEqual(row.body);
    if (row.body === NO_BODY) expect(sent.headers['Content-Type']).toBeUndefined();
    // The call is in the contract the reference server serves (server/generated/openapi.json).
    expect(contractPaths(row.method, row.path), `${row.method} ${row.path} in the contract`).not.toEqual([]);
  });
});

it('reads a bonus record that is not there as a 404, not as an empty page', async () => {
  const fake = fakeFetch(envelope(listEnvelope([]).payload));
  const provider = createGeneratedDataProvider({ getOperator: () => 'op1', getToken: () => 't', getLanguage: () => 'en', fetch: fake.fetch });
  await expect(provider.getOne('bonuses', { id: '404' })).rejects.toMatchObject({ status: 404 });
});

describe('My Account profile update answer', () => {
  it.each([
    [true, true, 'New'],
    [false, false, 'Old'],
  ])('payload %s: saved %s', async (payload, saved, firstName) => {
    const fake = fakeFetch({ body: { success: true, payload } });
    const provider = createGeneratedDataProvider({ getOperator: () => 'op1', getToken: () => 't', getLanguage: () => 'en', fetch: fake.fetch });
    const result = await saveManagerProfile({ dataProvider: provider as BackofficeDataProvider, manager, changes: { firstName: 'New' }, self: me });
    expect(result.saved).toBe(saved);
    expect(result.manager.firstName).toBe(firstName);
  });
});

describe('000 §7 calls beside the resources', () => {
  const provider = (fake: ReturnType<typeof fakeFetch>) =>
    createGeneratedDataProvider({ getOperator: () => 'op1', getToken: () => 't', getLanguage: () => 'en', fetch: fake.fetch }) as BackofficeDataProvider;

  it('GET labels sends the label type under labels.req.labelType and reads payload.labels.res.all', async () => {
    const fake = fakeFetch({ body: { success: true, payload: { labels: { res: { all: [{ labelType: 'TICKET', code: 'footer', text: 'Bye' }] } } } } });
    expect(await readOperatorLabels(provider(fake), 'op2', 'TICKET', 'de')).toEqual({ footer: 'Bye' });
    const [sent] = fake.calls as [RecordedCall];
    expect(sent.url.split('?')[0]).toBe('/api/officeapp/op2/labels');
    expect(queryOf(sent)).toEqual({ resource: 'labels', 'labels.req.labelType': 'TICKET', langCode: 'de' });
  });

  it('uploads an export file as multipart form data: the file in the part "file" under its name', async () => {
    const fake = fakeFetch({ body: { success: true, payload: { id: 9 } } });
    const content = 'Date,Amount\r\n2026-01-02,10.00\r\n';
    await provider(fake).runAction('exports', 'upload', { input: { fileName: 'settlement.csv', content } });
    const [sent] = fake.calls as [RecordedCall];
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/api/officeapp/op1/exports/upload');
    // The browser writes the multipart Content-Type with its boundary.
    expect(sent.headers['Content-Type']).toBeUndefined();
    const form = sent.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['file']);
    const file = form.get('file') as File;
    expect(file.name).toBe('settlement.csv');
    expect(await file.text()).toBe(content);
    expect(contractPaths('POST', 'op1/exports/upload')).not.toEqual([]);
  });
});
