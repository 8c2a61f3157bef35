/**
 * Payment matches on PostgreSQL, where transactions run side by side: matches of one invoice from
 * several payments at once, and of one payment to several invoices at once, never allocate more
 * than the invoice has open or the payment has, and every invoice's paid amount stays the exact
 * sum of its applied matches.
 */
import { sql } from '../../../server/db/sql';
import { API, createTestApi, onPostgres, type TestApi } from '../helpers';
import { demoBooks } from '../spot-helpers';

let api: TestApi;
let entityId: number;
let partnerId: number;
let accountId: number;
beforeAll(async () => {
  api = await createTestApi();
  ({ entityId, customerId: partnerId, accountId } = await demoBooks(api.db));
});
afterAll(() => api.close());

const SENT = `${API}/op1/spot/sent-invoices`;

async function invoice(net: number): Promise<{ id: number; gross: number }> {
  const draft = await api.call('office1', {
    method: 'POST',
    url: SENT,
    payload: {
      entityId,
      partnerId,
      issueDate: '2036-01-10',
      dueDate: '2099-01-01',
      currency: 'EUR',
      lines: [{ description: 'Race', quantity: 1, unitPrice: net, vatRate: 19 }],
    },
  });
  expect(draft.statusCode, draft.body).toBe(200);
  const issued = await api.call('office1', { method: 'POST', url: `${SENT}/${draft.json().payload.id}/issue` });
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json().payload;
}

/** Payments in booked straight into the account (its balance moved with them). */
async function payments(amounts: string[]): Promise<number[]> {
  const rows = await api.db.query<{ id: number }>(sql`INSERT INTO spot_transactions (operator_code, bank_account_id, booking_date, amount,
      currency, remittance, fingerprint, occurrence)
    SELECT 'op1', ${accountId}, '2036-01-20', a::numeric, 'EUR', 'Zahlung', 'race-' || gen_random_uuid()::text, 1
    FROM unnest(${amounts}::text[]) AS a RETURNING id::integer AS id`);
  await api.db.query(sql`UPDATE spot_bank_accounts SET balance = balance + (SELECT sum(a::numeric) FROM unnest(${amounts}::text[]) AS a)
    WHERE id = ${accountId}`);
  return rows.map((row) => row.id);
}

async function applied(column: 'invoice_id' | 'transaction_id', id: number) {
  const [row] = await api.db.query<{ total: string; n: number }>(
    sql`SELECT to_char(coalesce(sum(amount), 0), 'FM999999990.00') AS total, count(*)::integer AS n FROM spot_matches
      WHERE ${column === 'invoice_id' ? sql`invoice_id` : sql`transaction_id`} = ${id} AND status = 'APPLIED'`,
  );
  return row;
}

describe.runIf(onPostgres())('matching payments at once', () => {
  it('lets many payments matched to one invoice at once allocate no more than its open amount', async () => {
    const target = await invoice(100); // 119.00
    const ids = await payments(Array.from({ length: 8 }, () => '50.00'));
    const answers = await Promise.all(
      ids.map((transactionId, i) =>
        api.call(i % 2 ? 'office1' : 'central', { method: 'POST', url: `${SENT}/${target.id}/matches`, payload: { transactionId } }),
      ),
    );
    // 50 + 50 + 19: three payments fit, the others find nothing open.
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
    expect(await applied('invoice_id', target.id)).toEqual({ total: '119.00', n: 3 });
    const [row] = await api.db.query<{ paid: string; status: string }>(
      sql`SELECT to_char(paid, 'FM999999990.00') AS paid, status FROM spot_invoices WHERE id = ${target.id}`,
    );
    expect(row).toEqual({ paid: '119.00', status: 'PAID' });
  });

  it('lets one payment matched to several invoices at once allocate no more than its amount', async () => {
    const invoices = await Promise.all(Array.from({ length: 6 }, () => invoice(50))); // 59.50 each
    const [transactionId] = await payments(['100.00']);
    const answers = await Promise.all(
      invoices.map((target, i) =>
        api.call(i % 2 ? 'office1' : 'central', {
          method: 'POST',
          url: `${SENT}/${target.id}/matches`,
          payload: { transactionId, amount: 40 },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode === 400).every((answer) => answer.json().errors[0].path === 'amount')).toBe(true);
    expect(await applied('transaction_id', transactionId)).toEqual({ total: '80.00', n: 2 });
    const mismatches = await api.db.query(sql`SELECT i.id FROM spot_invoices i
      WHERE i.paid <> coalesce((SELECT sum(m.amount) FROM spot_matches m WHERE m.invoice_id = i.id AND m.status = 'APPLIED'), 0)
        AND i.id = ANY(${invoices.map((target) => target.id)}::integer[])`);
    expect(mismatches).toEqual([]);
  });
});
