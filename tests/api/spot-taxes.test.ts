/**
 * VAT per period of the finance product: output VAT of the sent invoices and input VAT of the
 * incoming ones per month, quarter and rate as exact SQL sums (drafts and cancelled invoices left
 * out), each figure's invoices, CSV export, closing a period (ended, not closed yet, no draft in it)
 * and every change of an invoice of a closed period refused with a 409 naming it, while a
 * correction goes into an open period; and the demo books' closed period.
 */
import { sql } from '../../server/db/sql';
import { SpotVatInvoice, SpotVatPeriod, SpotVatRate } from '../../resources/spotTaxes';
import { API, createTestApi, query, type TestApi } from './helpers';
import { addPartners } from './spot-helpers';

let api: TestApi;
const OP = `${API}/op2/spot`;
let entity: number;
let customer: number;
let supplier: number;
const ids: Record<string, number> = {};

const UTC_2019 = { from: '2019-01-01T00:00:00Z', to: '2019-06-30T12:00:00Z' };

type Line = { description?: string; quantity: number; unitPrice: number; vatRate: number };

async function invoice(kind: 'sent' | 'incoming', issueDate: string, lines: Line[], number?: string) {
  const response = await api.call('office2', {
    method: 'POST',
    url: `${OP}/${kind}-invoices`,
    payload: {
      entityId: entity,
      partnerId: kind === 'sent' ? customer : supplier,
      issueDate,
      dueDate: issueDate,
      currency: 'EUR',
      lines: lines.map((line, index) => ({ description: line.description ?? `Position ${index + 1}`, ...line })),
      ...(number ? { number } : {}),
    },
  });
  return response;
}

async function written(kind: 'sent' | 'incoming', issueDate: string, lines: Line[], number?: string): Promise<number> {
  const response = await invoice(kind, issueDate, lines, number);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.id;
}

async function issued(issueDate: string, lines: Line[]): Promise<number> {
  const id = await written('sent', issueDate, lines);
  const response = await api.call('office2', { method: 'POST', url: `${OP}/sent-invoices/${id}/issue` });
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

async function periods(filter: Record<string, unknown>) {
  const response = await api.call('office2', { method: 'GET', url: `${OP}/taxes${query({ size: 1000, filter, timeZone: 'UTC' })}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().payload.content as unknown[]).map((row) => SpotVatPeriod.parse(row));
}

async function rates(period: string) {
  const filter = { period, entityId: entity, currency: 'EUR' };
  const response = await api.call('office2', { method: 'GET', url: `${OP}/taxes/rates${query({ size: 100, filter })}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().payload.content as unknown[]).map((row) => SpotVatRate.parse(row));
}

async function invoicesOf(filter: Record<string, unknown>) {
  const response = await api.call('office2', {
    method: 'GET',
    url: `${OP}/taxes/invoices${query({ size: 100, filter: { entityId: entity, currency: 'EUR', ...filter } })}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().payload.content as unknown[]).map((row) => SpotVatInvoice.parse(row));
}

const month = async (period: string) =>
  (await periods({ issueDate: UTC_2019, grouping: 'MONTH', entityId: entity })).find((row) => row.period === period)!;
const figures = (row: { outputNet: number; outputVat: number; inputNet: number; inputVat: number; balance: number }) => [
  row.outputNet,
  row.outputVat,
  row.inputNet,
  row.inputVat,
  row.balance,
];
const close = (period: string) => api.call('office2', { method: 'POST', url: `${OP}/taxes/${entity}_${period}_EUR/close` });

beforeAll(async () => {
  api = await createTestApi();
  expect((await api.call('central', { method: 'PUT', url: `${OP}/plan`, payload: { plan: 'BUSINESS' } })).statusCode).toBe(200);
  [{ id: entity }] = await api.db.query<{ id: number }>(sql`INSERT INTO spot_entities (operator_code, name, country, base_currency)
    VALUES ('op2', 'Steuer GmbH', 'DE', 'EUR') RETURNING id`);
  [customer, supplier] = await addPartners(api.db, 'op2', [
    { name: 'Kunde Steuer', kind: 'CUSTOMER' },
    { name: 'Lieferant Steuer', kind: 'SUPPLIER' },
  ]);
  // March 2019: three sent invoices at 19 % (VAT 0.20, 19.02, 0.10) and 7 % (1.05), one cancelled; two incoming ones.
  ids.s1 = await issued('2019-03-04', [
    { quantity: 3, unitPrice: 0.35, vatRate: 19 },
    { quantity: 10, unitPrice: 1.5, vatRate: 7 },
  ]);
  ids.s2 = await issued('2019-03-11', [{ quantity: 1, unitPrice: 100.1, vatRate: 19 }]);
  ids.s3 = await issued('2019-03-29', [{ quantity: 1, unitPrice: 0.5, vatRate: 19 }]);
  ids.cancelled = await issued('2019-03-12', [{ quantity: 1, unitPrice: 1000, vatRate: 19 }]);
  expect((await api.call('office2', { method: 'POST', url: `${OP}/sent-invoices/${ids.cancelled}/cancel` })).statusCode).toBe(200);
  ids.i1 = await written('incoming', '2019-03-05', [{ quantity: 1, unitPrice: 200, vatRate: 19 }], 'L-2019-031');
  ids.i2 = await written('incoming', '2019-03-20', [{ quantity: 2, unitPrice: 10.05, vatRate: 7 }], 'L-2019-032');
  // February: one sent invoice; May: a draft only.
  ids.feb = await issued('2019-02-14', [{ quantity: 1, unitPrice: 50, vatRate: 19 }]);
  ids.draft = await written('sent', '2019-05-06', [{ quantity: 1, unitPrice: 10, vatRate: 19 }]);
});
afterAll(() => api.close());

describe('VAT per period', () => {
  it('sums output and input VAT per month exactly, drafts and cancelled invoices left out, and lists every month of the time frame', async () => {
    const rows = await periods({ issueDate: UTC_2019, grouping: 'MONTH', entityId: entity });
    expect(rows.map((row) => row.period).sort()).toEqual(['2019-01', '2019-02', '2019-03', '2019-04', '2019-05', '2019-06']);
    const march = rows.find((row) => row.period === '2019-03')!;
    // 0.20 + 19.02 + 0.10 + 1.05 in decimals, not in binary floating point.
    expect(figures(march)).toEqual([116.65, 20.37, 220.1, 39.41, -19.04]);
    expect(march).toMatchObject({ sentInvoices: 3, incomingInvoices: 2, status: 'OPEN', closed: null, entityName: 'Steuer GmbH' });
    expect(march).toMatchObject({ startDate: '2019-03-01', endDate: '2019-03-31', id: `${entity}_2019-03_EUR` });
    expect(figures(rows.find((row) => row.period === '2019-01')!)).toEqual([0, 0, 0, 0, 0]);
    expect(rows.find((row) => row.period === '2019-05')!.sentInvoices).toBe(0);
  });

  it('sums per quarter and per rate', async () => {
    const [q1] = (await periods({ issueDate: UTC_2019, grouping: 'QUARTER', entityId: entity })).filter((row) => row.period === '2019-Q1');
    expect(q1).toMatchObject({ startDate: '2019-01-01', endDate: '2019-03-31', sentInvoices: 4, incomingInvoices: 2 });
    expect(figures(q1)).toEqual([166.65, 29.87, 220.1, 39.41, -9.54]);
    const byRate = await rates('2019-03');
    expect(byRate.map((row) => [row.vatRate, ...figures(row), row.sentInvoices, row.incomingInvoices])).toEqual([
      [19, 101.65, 19.32, 200, 38, -18.68, 3, 1],
      [7, 15, 1.05, 20.1, 1.41, -0.36, 1, 1],
    ]);
    expect((await rates('2019-Q1')).map((row) => [row.vatRate, row.outputVat])).toEqual([
      [19, 28.82],
      [7, 1.05],
    ]);
  });

  it('drills each figure down to its invoices, whose amounts add up to it', async () => {
    const sent19 = await invoicesOf({ period: '2019-03', kind: 'SENT', vatRate: 19 });
    expect(sent19.map((row) => row.invoiceId).sort((a, b) => a - b)).toEqual([ids.s1, ids.s2, ids.s3].sort((a, b) => a - b));
    expect(sent19.map((row) => row.vat)).toEqual([0.2, 19.02, 0.1]);
    expect(sent19.every((row) => row.number?.startsWith('2019-') && row.period === '2019-03')).toBe(true);
    const incoming = await invoicesOf({ period: '2019-03', kind: 'INCOMING' });
    expect(incoming.map((row) => [row.number, row.vatRate, row.net, row.vat, row.gross])).toEqual([
      ['L-2019-031', 19, 200, 38, 238],
      ['L-2019-032', 7, 20.1, 1.41, 21.51],
    ]);
    // The balance's invoices: every rate of every counted invoice of the period, not the cancelled one.
    const all = await invoicesOf({ period: '2019-03' });
    expect(all).toHaveLength(6);
    expect(all.some((row) => row.invoiceId === ids.cancelled)).toBe(false);
    expect((await invoicesOf({ period: '2019-Q1', kind: 'SENT' })).map((row) => row.issueDate)).toEqual([
      '2019-02-14',
      '2019-03-04',
      '2019-03-04',
      '2019-03-11',
      '2019-03-29',
    ]);
  });

  it('exports the periods as CSV in the language', async () => {
    const response = await api.call('office2', {
      method: 'GET',
      url: `${OP}/taxes/report${query({ filter: { issueDate: UTC_2019, grouping: 'MONTH', entityId: entity }, timeZone: 'UTC', locale: 'de' })}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(7);
    const march = lines.find((line) => line.startsWith('2019-03'))!;
    expect(march).toContain('Steuer GmbH');
    expect(march).toContain('20,37');
    expect(march).toContain('-19,04');
  });

  it('refuses a period filter and a period id that are not one, naming them', async () => {
    const bad = await api.call('office2', { method: 'GET', url: `${OP}/taxes/rates${query({ filter: { period: '2019-13' } })}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('period');
    const id = await api.call('office2', { method: 'POST', url: `${OP}/taxes/nonsense/close` });
    expect(id.statusCode).toBe(400);
    expect(id.json().errors[0].path).toBe('id');
  });
});

describe('closing a VAT period', () => {
  it('refuses a period that has not ended and one with a draft in it', async () => {
    const today = new Date().toISOString().slice(0, 7);
    const current = await close(today);
    expect(current.statusCode).toBe(409);
    expect(current.json().message).toMatch(new RegExp(`VAT period ${today} ends on ${today}-\\d\\d: it can be closed from`));
    const may = await close('2019-05');
    expect(may.statusCode).toBe(409);
    expect(may.json().message).toBe(
      `Draft invoice #${ids.draft} of 2019-05-06 is dated in VAT period 2019-05: issue or remove it before closing the period`,
    );
    expect((await month('2019-05')).status).toBe('OPEN');
  });

  it('closes a month with its figures kept, once', async () => {
    const response = await close('2019-03');
    expect(response.statusCode, response.body).toBe(200);
    const row = SpotVatPeriod.parse(response.json().payload);
    expect(row).toMatchObject({ period: '2019-03', status: 'CLOSED', closedBy: 'office2@demo.test', outputVat: 20.37 });
    expect(row.closed).not.toBeNull();
    const [stored] = await api.db.query<{ totals: unknown; grouping: string }>(
      sql`SELECT totals, period_kind AS grouping FROM spot_vat_periods WHERE entity_id = ${entity} AND period = '2019-03'`,
    );
    expect(stored).toEqual({ grouping: 'MONTH', totals: { EUR: { outputVat: '20.37', inputVat: '39.41', balance: '-19.04' } } });
    const [log] = await api.db.query<{ details: string }>(
      sql`SELECT details FROM activity_log WHERE details LIKE 'Closed VAT period 2019-03 of Steuer GmbH%' ORDER BY id DESC LIMIT 1`,
    );
    expect(log.details).toBe('Closed VAT period 2019-03 of Steuer GmbH (EUR: output VAT 20.37, input VAT 39.41, balance -19.04)');
    const again = await close('2019-03');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('VAT period 2019-03 of Steuer GmbH is closed already');
  });

  it('refuses every change of an invoice of the closed period, naming the period, and takes the correction in an open one', async () => {
    const cancel = await api.call('office2', { method: 'POST', url: `${OP}/sent-invoices/${ids.s2}/cancel` });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toMatch(
      /^VAT period 2019-03 of Steuer GmbH is closed: invoice 2019-\d{5} dated 2019-03-11 cannot change/,
    );
    const cancelIncoming = await api.call('office2', { method: 'POST', url: `${OP}/incoming-invoices/${ids.i1}/cancel` });
    expect(cancelIncoming.statusCode).toBe(409);
    expect(cancelIncoming.json().message).toContain('VAT period 2019-03 of Steuer GmbH is closed');
    const late = await invoice('incoming', '2019-03-28', [{ quantity: 1, unitPrice: 80, vatRate: 19 }], 'L-2019-033');
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0]).toMatchObject({ path: 'issueDate' });
    expect(late.json().message).toContain('Enter the correction in an open period');
    const draft = await invoice('sent', '2019-03-30', [{ quantity: 1, unitPrice: 5, vatRate: 7 }]);
    expect(draft.statusCode).toBe(409);
    const [status] = await api.db.query<{ status: string }>(sql`SELECT status FROM spot_invoices WHERE id = ${ids.s2}`);
    expect(status.status).toBe('OPEN');
    expect(figures(await month('2019-03'))).toEqual([116.65, 20.37, 220.1, 39.41, -19.04]);
    // The supplier's late invoice goes into April, which is open.
    expect((await invoice('incoming', '2019-04-02', [{ quantity: 1, unitPrice: 80, vatRate: 19 }], 'L-2019-033')).statusCode).toBe(200);
    expect(figures(await month('2019-04'))).toEqual([0, 0, 80, 15.2, -15.2]);
  });

  it('closes the quarter after its month, and its other months with it', async () => {
    expect((await month('2019-02')).status).toBe('OPEN');
    const response = await close('2019-Q1');
    expect(response.statusCode, response.body).toBe(200);
    expect(SpotVatPeriod.parse(response.json().payload)).toMatchObject({ period: '2019-Q1', status: 'CLOSED', balance: -9.54 });
    expect((await month('2019-01')).status).toBe('CLOSED');
    expect((await month('2019-02')).status).toBe('CLOSED');
    expect((await close('2019-02')).json().message).toBe('VAT period 2019-02 of Steuer GmbH is closed already');
    const closed = await periods({ issueDate: UTC_2019, grouping: 'MONTH', entityId: entity, status: 'CLOSED' });
    expect(closed.map((row) => row.period).sort()).toEqual(['2019-01', '2019-02', '2019-03']);
    const feb = await api.call('office2', { method: 'POST', url: `${OP}/sent-invoices/${ids.feb}/cancel` });
    expect(feb.json().message).toContain('VAT period 2019-Q1 of Steuer GmbH is closed');
  });

  it("keeps another operator's periods closed to its books", async () => {
    const other = await api.call('office1', { method: 'POST', url: `${API}/op2/spot/taxes/${entity}_2019-04_EUR/close` });
    expect([403, 404]).toContain(other.statusCode);
    expect((await month('2019-04')).status).toBe('OPEN');
  });
});

describe('the demo books', () => {
  it('have one closed VAT period, whose invoices refuse a change', async () => {
    const closed = await api.db.query<{ period: string; entity_id: number }>(
      sql`SELECT period, entity_id FROM spot_vat_periods WHERE operator_code = 'op1'`,
    );
    expect(closed).toHaveLength(1);
    const range = { from: `${closed[0].period}-01T00:00:00Z`, to: `${closed[0].period}-28T00:00:00Z` };
    const response = await api.call('office1', {
      method: 'GET',
      url: `${API}/op1/spot/taxes${query({ filter: { issueDate: range, grouping: 'MONTH' }, timeZone: 'UTC' })}`,
    });
    const [row] = (response.json().payload.content as unknown[]).map((item) => SpotVatPeriod.parse(item));
    expect(row).toMatchObject({ period: closed[0].period, status: 'CLOSED', entityName: 'Sonnenberg Handels GmbH' });
    expect(row.outputVat).toBeGreaterThan(0);
    expect(row.inputVat).toBeGreaterThan(0);
    const [invoiceOf] = await api.db.query<{ id: number }>(
      sql`SELECT id FROM spot_invoices WHERE operator_code = 'op1' AND kind = 'SENT' AND to_char(issue_date, 'YYYY-MM') = ${closed[0].period}
        AND status NOT IN ('DRAFT', 'CANCELLED') ORDER BY id LIMIT 1`,
    );
    // Paid and cancelled aside, the refusal names the period.
    await api.db.query(sql`UPDATE spot_invoices SET paid = 0, status = 'OPEN' WHERE id = ${invoiceOf.id}`);
    const cancel = await api.call('office1', { method: 'POST', url: `${API}/op1/spot/sent-invoices/${invoiceOf.id}/cancel` });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toContain(`VAT period ${closed[0].period} of Sonnenberg Handels GmbH is closed`);
  });
});
