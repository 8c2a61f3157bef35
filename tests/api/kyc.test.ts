import { z } from 'zod';
import { KycDocument, KycGroup, kycGroup } from '../../resources/kycGroup';
import { sql } from '../../server/db/sql';
import { createTestApi, type TestApi } from './helpers';
import { act, expect400, get } from './betting-helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const Page = z.object({ success: z.literal(true), payload: z.object({ content: z.array(KycGroup), totalElements: z.number().int() }) });
const PATH = 'players/kyc/grouped/paginated';

async function list(as: 'central' | 'office1' | 'office2', op: string, params: Record<string, unknown> = {}) {
  const response = await get(api, as, `${op}/${PATH}`, params);
  expect(response.statusCode, response.body).toBe(200);
  return Page.parse(response.json()).payload;
}

async function lastLog(playerId: number) {
  const [row] = await api.db.query<{ log_type: string; before: unknown; after: unknown; user_username: string }>(
    sql`SELECT log_type, before, after, user_username FROM activity_log WHERE affected_user_id = ${playerId} ORDER BY id DESC LIMIT 1`,
  );
  return row;
}

describe('KYC grouped list', () => {
  it('one row per player with documents, default lastDocumentUpdated DESC, schema-shaped', async () => {
    const page = await list('central', 'central', { size: 100 });
    expect(page.totalElements).toBeGreaterThan(50);
    const ids = page.content.map((g) => g.playerId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const group of page.content) {
      expect(KycGroup.strict().parse(group)).toEqual(group);
      expect(group.playerDocuments.length).toBeGreaterThan(0);
      expect(group.playerDocuments.every((d) => d.playerId === group.playerId)).toBe(true);
    }
    const updated = page.content.map((g) => g.lastDocumentUpdated!);
    expect([...updated].sort().reverse()).toEqual(updated);
  });

  it('sorts by username (playerCode.playerUsername) and filters', async () => {
    const page = await list('central', 'central', { size: 50, sort: 'playerCode.playerUsername,ASC' });
    const names = page.content.map((g) => g.playerCode.playerUsername);
    expect([...names].sort()).toEqual(names);
    const rejected = await list('central', 'central', { size: 200, filter: { kycStatus: ['REJECTED'] } });
    expect(rejected.content.length).toBeGreaterThan(0);
    expect(
      rejected.content.every((g) => g.kycStatus === 'REJECTED' && g.playerDocuments.some((d) => d.documentStatus === 'REJECTED')),
    ).toBe(true);
    const named = await list('central', 'central', { filter: { username: names[0].slice(0, 6) } });
    expect(named.content.every((g) => g.playerCode.playerUsername.includes(names[0].slice(0, 6)))).toBe(true);
  });

  it('400s, 403 and operator scoping', async () => {
    expect(await expect400(api, 'office1', `op1/${PATH}`, { sort: 'email,ASC' })).toContain('sort');
    expect(await expect400(api, 'office1', `op1/${PATH}`, { filter: { kycStatus: ['NOPE'] } })).toContain('filter.kycStatus.0');
    expect((await get(api, 'office1', `op2/${PATH}`)).statusCode).toBe(403);
    const own = await list('office1', 'op1', { size: 200, filter: { operatorCode: 'op2' } });
    expect(own.totalElements).toBe(0);
  });
});

describe('KYC actions', () => {
  it('document content is a generated SVG data URL', async () => {
    const [group] = (await list('office1', 'op1', { size: 25 })).content;
    const doc = group.playerDocuments[0];
    const response = await act(api, 'office1', 'op1', kycGroup, 'loadDocumentImage', { documentId: doc.id }, group.playerId);
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json().payload as string;
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(image.split(',')[1], 'base64').toString()).toContain(`DOC-${doc.id}`);
    const foreign = (await list('office2', 'op2', { size: 25 })).content[0];
    const other = await act(
      api,
      'office1',
      'op1',
      kycGroup,
      'loadDocumentImage',
      { documentId: foreign.playerDocuments[0].id },
      foreign.playerId,
    );
    expect(other.statusCode).toBe(404);
  });

  it('document status, withdrawal state, KYC status and full check, each logged', async () => {
    const page = await list('office1', 'op1', { size: 200, filter: { kycStatus: ['UNDER_REVIEW'] } });
    const group = page.content[0];
    for (const doc of group.playerDocuments) {
      const response = await act(
        api,
        'office1',
        'op1',
        kycGroup,
        'setDocumentStatus',
        { documentId: doc.id, documentStatus: 'ACCEPTED' },
        group.playerId,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(KycDocument.parse(response.json().payload).documentStatus).toBe('ACCEPTED');
    }
    expect(await lastLog(group.playerId)).toMatchObject({ log_type: 'DATA_CHANGED', user_username: 'office1@demo.test' });

    const state = await act(api, 'office1', 'op1', kycGroup, 'setWithdrawalState', { withdrawalState: 'LIMITED' }, group.playerId);
    expect(state.statusCode, state.body).toBe(200);
    expect(KycGroup.parse(state.json().payload).withdrawalState).toBe('LIMITED');
    expect(await lastLog(group.playerId)).toMatchObject({ after: { withdrawalState: 'LIMITED' } });

    const check = await act(api, 'office1', 'op1', kycGroup, 'fullCheck', {}, group.playerId);
    expect(check.statusCode, check.body).toBe(200);
    const verified = KycGroup.parse(check.json().payload);
    expect(verified.kycStatus).toBe('VERIFIED');
    expect(verified.playerDocuments.every((d) => d.documentStatus === 'VERIFIED')).toBe(true);
    expect(await lastLog(group.playerId)).toMatchObject({ after: { kycStatus: 'VERIFIED' } });
    expect((await act(api, 'office1', 'op1', kycGroup, 'fullCheck', {}, group.playerId)).statusCode).toBe(409);

    const status = await act(api, 'office1', 'op1', kycGroup, 'setKycStatus', { kycStatus: 'REJECTED' }, group.playerId);
    expect(status.statusCode, status.body).toBe(200);
    expect((await list('office1', 'op1', { filter: { username: group.playerCode.playerUsername } })).content[0].kycStatus).toBe('REJECTED');
  });

  it('400 for invalid action input, 404/403 across operators', async () => {
    const [group] = (await list('office1', 'op1', { size: 25 })).content;
    const bad = await api.call('office1', {
      method: 'PUT',
      url: `/api/officeapp/op1/players/${group.playerId}/kyc/documents/${group.playerDocuments[0].id}/status/VERIFIED`,
    });
    expect(bad.statusCode).toBe(400);
    const badState = await api.call('office1', { method: 'PUT', url: `/api/officeapp/op1/players/${group.playerId}/kyc/state/NOPE` });
    expect(badState.statusCode).toBe(400);
    const [foreign] = (await list('office2', 'op2', { size: 25 })).content;
    expect(
      (await act(api, 'office1', 'op1', kycGroup, 'setWithdrawalState', { withdrawalState: 'NEW' }, foreign.playerId)).statusCode,
    ).toBe(404);
    expect(
      (await act(api, 'office1', 'op2', kycGroup, 'setWithdrawalState', { withdrawalState: 'NEW' }, foreign.playerId)).statusCode,
    ).toBe(403);
  });
});
