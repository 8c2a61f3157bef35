/**
 * Sent invoices' numbers on PostgreSQL, where transactions run side by side: drafts of one entity
 * and year issued at once get consecutive numbers with no gap and no repeat, a draft issued twice
 * at once is numbered once, and a cancel racing an issue of the same draft leaves one of them.
 */
import { sql } from '../../../server/db/sql';
import { API, createTestApi, onPostgres, type TestApi } from '../helpers';
import { demoBooks } from '../spot-helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const SENT = `${API}/op1/spot/sent-invoices`;

async function drafts(count: number, issueDate: string): Promise<number[]> {
  const { entityId, customerId: partnerId } = await demoBooks(api.db);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await api.call('office1', {
      method: 'POST',
      url: SENT,
      payload: {
        entityId,
        partnerId,
        issueDate,
        dueDate: issueDate,
        currency: 'EUR',
        lines: [{ description: `Position ${i}`, quantity: 1, unitPrice: 10 + i, vatRate: 19 }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    ids.push(response.json().payload.id);
  }
  return ids;
}

describe.runIf(onPostgres())('issuing sent invoices at once', () => {
  it('gives drafts issued at once consecutive numbers without gaps or repeats', async () => {
    const ids = await drafts(12, '2034-04-01');
    // Each draft issued twice at once: one issue numbers it, the other is refused.
    const answers = await Promise.all(
      [...ids, ...ids].map((id, i) => api.call(i % 2 ? 'office1' : 'central', { method: 'POST', url: `${SENT}/${id}/issue` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(12);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(12);
    const rows = await api.db.query<{ number: string }>(
      sql`SELECT number FROM spot_invoices WHERE id = ANY(${ids}::integer[]) ORDER BY number`,
    );
    expect(rows.map((row) => row.number)).toEqual(ids.map((_, i) => `2034-${String(i + 1).padStart(5, '0')}`));
  });

  it('lets a cancel racing an issue of the same draft leave either a numbered invoice or a draft, never a lost number', async () => {
    const [id] = await drafts(1, '2035-02-01');
    const [issued, cancelled] = await Promise.all([
      api.call('office1', { method: 'POST', url: `${SENT}/${id}/issue` }),
      api.call('central', { method: 'POST', url: `${SENT}/${id}/cancel` }),
    ]);
    expect(issued.statusCode, issued.body).toBe(200);
    // A draft cannot be cancelled; an issued invoice can: either order is consistent.
    const [row] = await api.db.query<{ number: string; status: string }>(sql`SELECT number, status FROM spot_invoices WHERE id = ${id}`);
    expect(row.number).toBe('2035-00001');
    expect(row.status).toBe(cancelled.statusCode === 200 ? 'CANCELLED' : 'OPEN');
    const [counter] = await api.db.query<{ last_number: number }>(sql`SELECT last_number FROM spot_invoice_numbers WHERE year = 2035`);
    expect(counter.last_number).toBe(1);
  });
});
