/**
 * Closing a VAT period on PostgreSQL while its invoices change: cancels and new invoices of the
 * month run beside the closing. Each change either commits before the closing, and the figures the
 * closing kept count it, or is refused with a 409 naming the closed period; the figures kept at
 * closing always equal the period's figures afterwards.
 */
import { sql } from '../../../server/db/sql';
import { API, createTestApi, onPostgres, query, type TestApi } from '../helpers';
import { demoBooks } from '../spot-helpers';

let api: TestApi;
let entityId: number;
let supplierId: number;
beforeAll(async () => {
  api = await createTestApi();
  ({ entityId, supplierId } = await demoBooks(api.db));
});
afterAll(() => api.close());

const OP = `${API}/op1/spot`;

const incoming = (issueDate: string, number: string, unitPrice: number) =>
  api.call('office1', {
    method: 'POST',
    url: `${OP}/incoming-invoices`,
    payload: {
      entityId,
      partnerId: supplierId,
      number,
      issueDate,
      dueDate: issueDate,
      currency: 'EUR',
      lines: [{ description: 'Ware', quantity: 1, unitPrice, vatRate: 19 }],
    },
  });

/** The month's input VAT as the list shows it, as exact text. */
async function inputVat(period: string): Promise<string> {
  const [row] = await api.db.query<{ vat: string }>(sql`SELECT coalesce(sum(v.vat), 0)::text AS vat
    FROM spot_invoices i JOIN spot_invoice_vat v ON v.invoice_id = i.id
    WHERE i.entity_id = ${entityId} AND i.kind = 'INCOMING' AND i.status <> 'CANCELLED' AND to_char(i.issue_date, 'YYYY-MM') = ${period}`);
  return row.vat;
}

describe.runIf(onPostgres())('closing a VAT period while its invoices change', () => {
  it.each(['2018-04', '2018-05', '2018-06'])('keeps the closed figures of %s equal to its invoices', async (period) => {
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await incoming(`${period}-1${i}`, `RACE-${period}-${i}`, 10.05 + i);
      expect(response.statusCode, response.body).toBe(200);
      ids.push(response.json().payload.id);
    }
    const [closing, ...changes] = await Promise.all([
      api.call('central', { method: 'POST', url: `${OP}/taxes/${entityId}_${period}_EUR/close` }),
      ...ids.map((id) => api.call('office1', { method: 'POST', url: `${OP}/incoming-invoices/${id}/cancel` })),
      ...[0, 1, 2, 3].map((i) => incoming(`${period}-2${i}`, `LATE-${period}-${i}`, 3.33 + i)),
    ]);
    expect(closing.statusCode, closing.body).toBe(200);
    for (const change of changes) {
      expect([200, 409], change.body).toContain(change.statusCode);
      if (change.statusCode === 409) expect(change.json().message).toContain(`VAT period ${period} of Sonnenberg Handels GmbH is closed`);
    }
    const [kept] = await api.db.query<{ totals: { EUR: { inputVat: string } } }>(
      sql`SELECT totals FROM spot_vat_periods WHERE entity_id = ${entityId} AND period = ${period}`,
    );
    expect(kept.totals.EUR.inputVat).toBe(await inputVat(period));
    const listed = await api.call('office1', {
      method: 'GET',
      url: `${OP}/taxes${query({ filter: { issueDate: { from: `${period}-01T00:00:00Z`, to: `${period}-02T00:00:00Z` }, entityId }, timeZone: 'UTC' })}`,
    });
    expect(listed.json().payload.content[0]).toMatchObject({ status: 'CLOSED', inputVat: Number(kept.totals.EUR.inputVat) });
    // Nothing changes after the closing.
    expect((await api.call('office1', { method: 'POST', url: `${OP}/incoming-invoices/${ids[0]}/cancel` })).statusCode).toBe(409);
  });
});
