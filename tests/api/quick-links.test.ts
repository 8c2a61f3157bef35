/**
 * Quick links: a manager's own pinned pages, kept on the server (they follow the manager to every
 * view and browser), pinned, renamed, reordered and removed with an activity-log entry each; no
 * other manager reads or changes them.
 */
import { QuickLink } from '../../resources/quickLinks';
import { sql } from '../../server/db/sql';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type As = 'central' | 'office1' | 'office2';

const pin = (as: As, op: string, body: object) => api.call(as, { method: 'POST', url: `${API}/${op}/quick-links/pin`, payload: body });

async function links(as: As, op: string) {
  const response = await api.call(as, { method: 'GET', url: `${API}/${op}/quick-links${query({ size: 100 })}` });
  expect(response.statusCode, response.body).toBe(200);
  return QuickLink.array().parse(response.json().payload.content);
}

describe('quick links', () => {
  it("pins pages at the end of the manager's own list, each once", async () => {
    // The demo data gives office2 no links of its own.
    expect(await links('office2', 'op2')).toEqual([]);
    const first = await pin('office2', 'op2', {
      title: 'KYC under review',
      path: '/kyc?filter=%7B%22kycStatus%22%3A%5B%22UNDER_REVIEW%22%5D%7D',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(QuickLink.parse(first.json().payload)).toMatchObject({ title: 'KYC under review', position: 1 });
    expect((await pin('office2', 'op2', { title: 'Betslips', path: '/betslips' })).json().payload.position).toBe(2);
    const again = await pin('office2', 'op2', { title: 'Betslips again', path: '/betslips' });
    expect(again.statusCode).toBe(409);
    expect((await links('office2', 'op2')).map((link) => [link.position, link.title])).toEqual([
      [1, 'KYC under review'],
      [2, 'Betslips'],
    ]);
    const [log] = await api.db.query<{ log_type: string; details: string; user_username: string }>(
      sql`SELECT log_type, details, user_username FROM activity_log WHERE details LIKE 'Pinned Betslips%' ORDER BY id DESC LIMIT 1`,
    );
    expect(log).toMatchObject({ log_type: 'DATA_CHANGED', details: 'Pinned Betslips (/betslips)' });
  });

  it("keeps every manager's links to that manager, in every view", async () => {
    const seeded = (await links('central', 'central')).map((link) => link.title);
    expect((await pin('central', 'central', { title: 'All players', path: '/players' })).statusCode).toBe(200);
    expect((await links('central', 'op2')).map((link) => link.title)).toEqual([...seeded, 'All players']);
    expect((await links('office1', 'op1')).map((link) => link.title)).not.toContain('All players');
    expect((await links('office2', 'op2')).map((link) => link.title)).toEqual(['KYC under review', 'Betslips']);
    const mine = (await links('office1', 'op1'))[0];
    expect((await api.call('office2', { method: 'DELETE', url: `${API}/op2/quick-links/${mine.id}` })).statusCode).toBe(404);
    expect((await api.call('office2', { method: 'GET', url: `${API}/op2/quick-links/${mine.id}` })).statusCode).toBe(404);
    expect((await api.call('office1', { method: 'GET', url: `${API}/op2/quick-links` })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: `${API}/op1/quick-links` })).statusCode).toBe(401);
  });

  it('names the rule a bad title or address breaks', async () => {
    for (const [body, path, message] of [
      [{ title: 'Elsewhere', path: 'https://example.com/' }, 'path', 'Must be an address of this console, starting with /'],
      [{ title: 'Elsewhere', path: '//example.com/' }, 'path', 'Must be an address of this console, starting with /'],
      [{ title: 'x'.repeat(81), path: '/kyc' }, 'title', 'At most 80 characters'],
      [{ title: '  ', path: '/kyc' }, 'title', 'Required'],
    ] as const) {
      const response = await pin('office1', 'op1', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toEqual([{ path, message }]);
    }
  });

  it('renames, reorders and removes, closing the gap', async () => {
    const [first, second, third] = await links('office1', 'op1');
    const moved = await api.call('office1', { method: 'PUT', url: `${API}/op1/quick-links/${first.id}/down` });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await links('office1', 'op1')).map((link) => link.id)).toEqual([second.id, first.id, third.id]);
    // The first stays first.
    expect((await api.call('office1', { method: 'PUT', url: `${API}/op1/quick-links/${second.id}/up` })).json().payload.position).toBe(1);
    const renamed = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/quick-links/${second.id}${query({ changes: [{ fieldName: 'title', newValue: 'All betslips' }] })}`,
      payload: { ...second, title: 'All betslips' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().payload.title).toBe('All betslips');
    const removed = await api.call('office1', { method: 'DELETE', url: `${API}/op1/quick-links/${second.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await links('office1', 'op1')).map((link) => [link.id, link.position])).toEqual([
      [first.id, 1],
      [third.id, 2],
    ]);
    expect((await api.call('office1', { method: 'DELETE', url: `${API}/op1/quick-links/${second.id}` })).statusCode).toBe(404);
  });
});
