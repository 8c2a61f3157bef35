/**
 * Invoices of the finance product: exact totals stored with lines and per-rate totals, drafts
 * numbered without gaps per entity and year when issued, cancelling keeping the number, overdue
 * status and open amount, specific 400s and 409s, the books' isolation, and the demo invoices.
 */
import { sql } from '../../server/db/sql';
import { SpotInvoice } from '../../resources/spotInvoices';
import { API, createTestApi, type TestApi } from './helpers';
import { demoBooks } from './spot-helpers';

let api: TestApi;
let entityId: number;
let partnerId: number;
let supplierId: number;
let salesCenter: number;
beforeAll(async () => {
  api = await createTestApi();
  ({ entityId, customerId: partnerId, supplierId, salesCenterId: salesCenter } = await demoBooks(api.db));
});
afterAll(() => api.close());

const SENT = `${API}/op1/spot/sent-invoices`;
const INCOMING = `${API}/op1/spot/incoming-invoices`;

const invoice = (response: { statusCode: number; body: string; json(): { payload: unknown } }) => {
  expect(response.statusCode, response.body).toBe(200);
  return SpotInvoice.parse(response.json().payload);
};

const draft = (issueDate: string, extra: Record<string, unknown> = {}) => ({
  entityId,
  partnerId,
  costCenterId: salesCenter,
  issueDate,
  dueDate: issueDate,
  currency: 'EUR',
  lines: [
    { description: 'Kaffeebohnen 1 kg', quantity: 12, unitPrice: 18.9, vatRate: 7 },
    { description: 'Lieferpauschale', quantity: 1, unitPrice: 12.5, vatRate: 19 },
    { description: 'Tee', quantity: 2.5, unitPrice: 3.99, vatRate: 7 },
  ],
  ...extra,
});

async function write(payload: Record<string, unknown>, url = SENT) {
  return invoice(await api.call('office1', { method: 'POST', url, payload }));
}
const read = async (id: number, url = SENT) => invoice(await api.call('office1', { method: 'GET', url: `${url}/${id}` }));
const issue = (id: number) => api.call('office1', { method: 'POST', url: `${SENT}/${id}/issue` });

describe('sent invoices', () => {
  it('stores a draft with its lines, per-rate totals and exact net, VAT and gross', async () => {
    const written = await write(draft('2031-02-10', { dueDate: '2031-02-24', note: 'Lieferung Februar' }));
    expect(written).toMatchObject({ kind: 'SENT', status: 'DRAFT', number: null, net: 249.28, vat: 18.95, gross: 268.23 });
    expect(written).toMatchObject({ openAmount: 268.23, paid: 0, partnerName: 'Café Lindenhof', costCenterCode: 'VERTRIEB' });
    const full = await read(written.id);
    expect(full.lines.map((line) => [line.position, line.net])).toEqual([
      [1, 226.8],
      [2, 12.5],
      [3, 9.98],
    ]);
    expect(full.vatRates).toEqual([
      { vatRate: 19, net: 12.5, vat: 2.38, gross: 14.88 },
      { vatRate: 7, net: 236.78, vat: 16.57, gross: 253.35 },
    ]);
    const [stored] = await api.db.query<{ net: string; vat: string; gross: string }>(
      sql`SELECT net::text, vat::text, gross::text FROM spot_invoices WHERE id = ${written.id}`,
    );
    expect(stored).toEqual({ net: '249.28', vat: '18.95', gross: '268.23' });
    // The list leaves the lines out; the record has them.
    const list = await api.call('office1', {
      method: 'GET',
      url: SENT,
      query: { page: '0', size: '5', filter: JSON.stringify({ status: ['DRAFT'] }) },
    });
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().payload.content.find((item: { id: number }) => item.id === written.id);
    expect(row).toMatchObject({ status: 'DRAFT', gross: 268.23 });
    expect(row.lines).toBeUndefined();
  });

  it('numbers issued invoices without gaps per entity and year; a removed draft takes no number', async () => {
    const a = await write(draft('2031-03-01'));
    const b = await write(draft('2031-03-02'));
    const c = await write(draft('2032-01-05'));
    const gone = await write(draft('2031-03-03'));
    expect(invoice(await issue(b.id))).toMatchObject({ number: '2031-00001', status: 'OPEN' });
    expect((await api.call('office1', { method: 'DELETE', url: `${SENT}/${gone.id}` })).statusCode).toBe(200);
    expect(invoice(await issue(a.id)).number).toBe('2031-00002');
    expect(invoice(await issue(c.id)).number).toBe('2032-00001');
    const again = await issue(a.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Invoice 2031-00002 is issued already');
    const removeIssued = await api.call('office1', { method: 'DELETE', url: `${SENT}/${a.id}` });
    expect(removeIssued.statusCode).toBe(409);
    expect(removeIssued.json().message).toMatch(/cancel it instead/);
  });

  it('cancels an issued invoice: it stays with its number, CANCELLED, nothing open; the next number follows on', async () => {
    const a = await write(draft('2033-05-01'));
    const issued = invoice(await issue(a.id));
    const cancelled = invoice(await api.call('office1', { method: 'POST', url: `${SENT}/${a.id}/cancel` }));
    expect(cancelled).toMatchObject({ number: issued.number, status: 'CANCELLED', openAmount: 0, gross: issued.gross });
    expect(cancelled.cancelled).not.toBeNull();
    const twice = await api.call('office1', { method: 'POST', url: `${SENT}/${a.id}/cancel` });
    expect(twice.statusCode).toBe(409);
    expect((await api.call('office1', { method: 'DELETE', url: `${SENT}/${a.id}` })).statusCode).toBe(409);
    const next = await write(draft('2033-06-01'));
    expect(invoice(await issue(next.id)).number).toBe('2033-00002');
    const log = await api.db.query<{ details: string }>(
      sql`SELECT details FROM activity_log WHERE details LIKE ${`Cancelled invoice ${issued.number}`}`,
    );
    expect(log).toHaveLength(1);
  });

  it('reads an open invoice past its due date as OVERDUE, in the record and in the status filter', async () => {
    const a = await write(draft('2020-01-10', { dueDate: '2020-01-24' }));
    const issued = invoice(await issue(a.id));
    expect(issued).toMatchObject({ status: 'OVERDUE', openAmount: issued.gross });
    const list = await api.call('office1', {
      method: 'GET',
      url: SENT,
      query: { page: '0', size: '100', filter: JSON.stringify({ status: ['OVERDUE'] }) },
    });
    expect(list.json().payload.content.map((row: { id: number }) => row.id)).toContain(a.id);
    const open = await api.call('office1', {
      method: 'GET',
      url: SENT,
      query: { page: '0', size: '1000', filter: JSON.stringify({ status: ['OPEN'] }) },
    });
    expect(open.json().payload.content.map((row: { id: number }) => row.id)).not.toContain(a.id);
  });

  it('refuses bad input with the field and the rule', async () => {
    const post = (payload: Record<string, unknown>) => api.call('office1', { method: 'POST', url: SENT, payload });
    const noLines = await post(draft('2031-01-01', { lines: [] }));
    expect(noLines.statusCode).toBe(400);
    expect(noLines.json().errors).toEqual([{ path: 'lines', message: 'An invoice needs at least one line' }]);
    const early = await post(draft('2031-01-10', { dueDate: '2031-01-01' }));
    expect(early.json().errors).toEqual([{ path: 'dueDate', message: 'The due date is before the invoice date' }]);
    const fine = await post(draft('2031-01-01', { lines: [{ description: 'x', quantity: 1, unitPrice: 0.00001, vatRate: 19 }] }));
    expect(fine.statusCode).toBe(400);
    expect(fine.json().errors).toEqual([{ path: 'lines.0.unitPrice', message: 'At most 4 decimals' }]);
    const stranger = await post(draft('2031-01-01', { partnerId: 999999 }));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual([{ path: 'partnerId', message: 'No partner 999999' }]);
  });

  it('keeps the books one operator’s', async () => {
    const a = await write(draft('2031-04-01'));
    expect((await api.call('office2', { method: 'GET', url: `${API}/op2/spot/sent-invoices/${a.id}` })).statusCode).toBe(404);
    expect((await api.call('office2', { method: 'POST', url: `${API}/op2/spot/sent-invoices/${a.id}/issue` })).statusCode).toBe(404);
    expect((await api.call('office2', { method: 'POST', url: `${API}/op1/spot/sent-invoices/${a.id}/issue` })).statusCode).toBe(403);
  });
});

describe('incoming invoices', () => {
  it('enters a supplier’s invoice as OPEN with its number, once per supplier', async () => {
    const payload = draft('2031-02-01', { partnerId: supplierId, number: 'GB-99001', dueDate: '2031-03-03' });
    const written = await write(payload, INCOMING);
    expect(written).toMatchObject({ kind: 'INCOMING', status: 'OPEN', number: 'GB-99001', gross: 268.23 });
    const again = await api.call('office1', { method: 'POST', url: INCOMING, payload });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ path: 'number', message: "The supplier's invoice GB-99001 is in the books already" }]);
    const noNumber = await api.call('office1', { method: 'POST', url: INCOMING, payload: { ...payload, number: ' ' } });
    expect(noNumber.json().errors).toEqual([{ path: 'number', message: 'Required' }]);
    // A sent invoice is not an incoming one.
    expect((await api.call('office1', { method: 'GET', url: `${SENT}/${written.id}` })).statusCode).toBe(404);
  });
});

describe('demo invoices', () => {
  it('gives the demo company a year of sent and incoming invoices, numbered without gaps, most paid', async () => {
    const rows = await api.db.query<{ kind: string; status: string; n: number }>(
      sql`SELECT kind, status, count(*)::integer AS n FROM spot_invoices WHERE operator_code = 'op1' AND issue_date < '2030-01-01'
        GROUP BY kind, status ORDER BY kind, status`,
    );
    const count = (kind: string, status: string) => rows.find((row) => row.kind === kind && row.status === status)?.n ?? 0;
    expect(count('SENT', 'PAID')).toBeGreaterThan(30);
    expect(count('SENT', 'DRAFT')).toBe(1);
    expect(count('SENT', 'CANCELLED')).toBe(1);
    expect(count('INCOMING', 'PAID')).toBeGreaterThan(25);
    const numbers = await api.db.query<{ year: string; numbers: number[] }>(
      sql`SELECT left(number, 4) AS year, array_agg(right(number, 5)::integer ORDER BY number) AS numbers FROM spot_invoices
        WHERE kind = 'SENT' AND number IS NOT NULL AND issue_date < '2030-01-01' GROUP BY 1`,
    );
    for (const { numbers: list } of numbers) expect(list).toEqual(list.map((_, index) => index + 1));
  });

  it('pays the demo invoices with matched bank transactions: every paid one is matched, some are overdue', async () => {
    const [figures] = await api.db.query<{ paid: number; unmatched: number; overdue: number; waiting: number }>(sql`SELECT
        count(*) FILTER (WHERE i.status = 'PAID')::integer AS paid,
        count(*) FILTER (WHERE i.paid <> coalesce(m.applied, 0) OR (i.status = 'PAID' AND m.applied IS NULL))::integer AS unmatched,
        count(*) FILTER (WHERE i.status IN ('OPEN', 'PARTIALLY_PAID') AND i.due_date < current_date)::integer AS overdue,
        (SELECT count(*) FROM spot_matches WHERE operator_code = 'op1' AND status = 'PROPOSED')::integer AS waiting
      FROM spot_invoices i
      LEFT JOIN (SELECT invoice_id, sum(amount) AS applied FROM spot_matches WHERE status = 'APPLIED' GROUP BY invoice_id) m
        ON m.invoice_id = i.id
      WHERE i.operator_code = 'op1' AND i.issue_date < '2030-01-01'`);
    expect(figures.paid).toBeGreaterThan(70);
    expect(figures.unmatched).toBe(0);
    expect(figures.overdue).toBeGreaterThanOrEqual(2);
    // Each payment names its invoice and pays it in full: the matching applied them all.
    expect(figures.waiting).toBe(0);
    const matched = await api.db.query<{ reason: string }>(
      sql`SELECT DISTINCT reason FROM spot_matches WHERE operator_code = 'op1' AND status = 'APPLIED'`,
    );
    expect(matched.map((row) => row.reason)).toEqual(['NUMBER_AND_AMOUNT']);
  });
});
