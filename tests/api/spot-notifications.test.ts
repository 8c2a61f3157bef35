/**
 * The books' notifications: each kind appears on the demo books or a fixture and disappears once
 * dealt with (an overdue invoice paid, an invoice due soon paid, a transaction categorised, a
 * proposal confirmed, rejected rows reviewed, a larger plan), each links to its list filtered to
 * the records it counts, and every operator reads its own only.
 */
import { sql } from '../../server/db/sql';
import { SpotInvoice } from '../../resources/spotInvoices';
import { SpotNotification, SPOT_DUE_SOON_DAYS, spotNotificationLink, type SpotNotificationKind } from '../../resources/spotNotifications';
import { API, createTestApi, type TestApi } from './helpers';
import { addPartners, openBooks, upload } from './spot-helpers';

let api: TestApi;
let entityId: number;
let customerId: number;
let supplierId: number;
const ACCOUNT_IBAN = 'DE39100100100000001111';
const CUSTOMER_IBAN = 'DE15100100100000002222';
const OP = `${API}/op2/spot`;

/** The calendar day `days` from today (UTC, as the database's `current_date`). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  api = await createTestApi();
  ({ entityId } = await openBooks(api, 'office2', 'op2', { entity: 'Hinweis GmbH', iban: ACCOUNT_IBAN, openingDate: '2020-01-01' }));
  [customerId, supplierId] = await addPartners(api.db, 'op2', [
    { name: 'Kunde Nord KG', kind: 'CUSTOMER', iban: CUSTOMER_IBAN },
    { name: 'Lieferant Süd GmbH', kind: 'SUPPLIER' },
  ]);
});
afterAll(() => api.close());

async function notifications(as: 'office1' | 'office2' | 'central', op = 'op2', filter: Record<string, unknown> = {}) {
  const response = await api.call(as, {
    method: 'GET',
    url: `${API}/${op}/spot/notifications`,
    query: { page: '0', size: '100', sort: 'priority,ASC', filter: JSON.stringify(filter) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().payload.content as unknown[]).map((row) => SpotNotification.parse(row));
}

const ofKind = async (kind: SpotNotificationKind, op = 'op2') => (await notifications('office2', op)).filter((row) => row.kind === kind);

/** The rows a notification's link shows: its list with the link's filter. */
async function linked(row: SpotNotification) {
  const url = new URL(row.link, 'http://console');
  const paths: Record<string, string> = {
    '/spot/spot-sent-invoices': 'sent-invoices',
    '/spot/spot-incoming-invoices': 'incoming-invoices',
    '/spot/spot-banking': 'transactions',
    '/spot/spot-matches': 'matches',
    '/spot/spot-files': 'files',
  };
  const response = await api.call('office2', {
    method: 'GET',
    url: `${OP}/${paths[url.pathname]}`,
    query: { page: '0', size: '100', filter: url.searchParams.get('filter') ?? '{}' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as { content: { id: number }[]; totalElements: number };
}

const invoiceOf = (response: { statusCode: number; body: string; json(): { payload: unknown } }) => {
  expect(response.statusCode, response.body).toBe(200);
  return SpotInvoice.parse(response.json().payload);
};

async function sentInvoice(net: number, dueDate: string) {
  const draft = invoiceOf(
    await api.call('office2', {
      method: 'POST',
      url: `${OP}/sent-invoices`,
      payload: {
        entityId,
        partnerId: customerId,
        issueDate: day(-30),
        dueDate,
        currency: 'EUR',
        lines: [{ description: 'Leistung', quantity: 1, unitPrice: net, vatRate: 19 }],
      },
    }),
  );
  return invoiceOf(await api.call('office2', { method: 'POST', url: `${OP}/sent-invoices/${draft.id}/issue` }));
}

let supplierNumber = 0;
async function incomingInvoice(net: number, dueDate: string) {
  supplierNumber += 1;
  return invoiceOf(
    await api.call('office2', {
      method: 'POST',
      url: `${OP}/incoming-invoices`,
      payload: {
        entityId,
        partnerId: supplierId,
        number: `LS-${supplierNumber}`,
        issueDate: day(-30),
        dueDate,
        currency: 'EUR',
        lines: [{ description: 'Ware', quantity: 1, unitPrice: net, vatRate: 0 }],
      },
    }),
  );
}

let statements = 0;
/** A CAMT.053 statement of the test account: credits from the customer, `pending` ones not booked (rejected rows). */
function camt(entries: { amount: string; text: string; status?: 'BOOK' | 'PDNG' }[]): Buffer {
  statements += 1;
  const ntry = entries
    .map(
      (entry, i) => `<Ntry><Amt Ccy="EUR">${entry.amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>${entry.status ?? 'BOOK'}</Sts>
        <BookgDt><Dt>${day(-1)}</Dt></BookgDt><ValDt><Dt>${day(-1)}</Dt></ValDt><AcctSvcrRef>N${statements}-${i}</AcctSvcrRef>
        <NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Kunde Nord KG</Nm></Dbtr><DbtrAcct><Id><IBAN>${CUSTOMER_IBAN}</IBAN></Id></DbtrAcct></RltdPties>
        <RmtInf><Ustrd>${entry.text}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
    )
    .join('\n');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>NOTE-${statements}</MsgId><CreDtTm>${day(0)}T05:00:00</CreDtTm></GrpHdr>
<Stmt><Id>NOTE-STMT-${statements}</Id><CreDtTm>${day(0)}T05:00:00</CreDtTm>
<Acct><Id><IBAN>${ACCOUNT_IBAN}</IBAN></Id><Ccy>EUR</Ccy></Acct>
${ntry}
</Stmt></BkToCstmrStmt></Document>`);
}

it('counts the demo books’ notifications for their own operator only, each linking to its filtered list', async () => {
  const demo = await notifications('office1', 'op1');
  expect(demo.length).toBeGreaterThan(0);
  expect(demo.every((row) => row.operatorCode === 'op1')).toBe(true);
  const kinds = new Set(demo.map((row) => row.kind));
  // A year of demo invoices, the newest not yet paid, and transactions no rule categorised.
  expect(kinds.has('UNCATEGORISED_TRANSACTIONS')).toBe(true);
  expect([...kinds].some((kind) => kind.includes('INVOICES'))).toBe(true);
  for (const row of demo) expect(row.link).toBe(spotNotificationLink(row.kind));
  // Another operator's books are not read through its view, nor do they show in one's own.
  expect((await api.call('office2', { method: 'GET', url: `${API}/op1/spot/notifications` })).statusCode).toBe(403);
  expect((await notifications('office2')).some((row) => row.operatorCode !== 'op2')).toBe(false);
});

it('notifies overdue invoices and invoices due within the days, with their open amounts, until they are paid', async () => {
  const overdue = await sentInvoice(100, day(-3));
  const soon = await sentInvoice(50, day(SPOT_DUE_SOON_DAYS));
  await sentInvoice(70, day(SPOT_DUE_SOON_DAYS + 1)); // not yet due soon
  await incomingInvoice(30, day(-1));
  await incomingInvoice(20, day(0));

  const rows = await notifications('office2');
  const find = (kind: SpotNotificationKind) => rows.find((row) => row.kind === kind);
  expect(find('OVERDUE_SENT_INVOICES')).toMatchObject({ count: 1, amount: 119, currency: 'EUR', dueDate: day(-3), priority: 1 });
  expect(find('SENT_INVOICES_DUE_SOON')).toMatchObject({ count: 1, amount: 59.5, dueDate: day(SPOT_DUE_SOON_DAYS) });
  expect(find('OVERDUE_INCOMING_INVOICES')).toMatchObject({ count: 1, amount: 30 });
  expect(find('INCOMING_INVOICES_DUE_SOON')).toMatchObject({ count: 1, amount: 20, dueDate: day(0) });
  // Each link's list shows exactly the invoices counted.
  expect((await linked(find('OVERDUE_SENT_INVOICES')!)).content.map((row) => row.id)).toEqual([overdue.id]);
  expect((await linked(find('SENT_INVOICES_DUE_SOON')!)).content.map((row) => row.id)).toEqual([soon.id]);
  expect((await linked(find('INCOMING_INVOICES_DUE_SOON')!)).totalElements).toBe(1);

  // The customer pays both sent invoices: the statement names their numbers and amounts, the matches are applied.
  const paid = await upload(
    api,
    'office2',
    'op2',
    'paid.xml',
    camt([
      { amount: '119.00', text: `RE ${overdue.number}` },
      { amount: '59.50', text: `RE ${soon.number}` },
    ]),
  );
  expect(paid.statusCode, paid.body).toBe(200);
  expect(await ofKind('OVERDUE_SENT_INVOICES')).toEqual([]);
  expect(await ofKind('SENT_INVOICES_DUE_SOON')).toEqual([]);
  expect(await ofKind('OVERDUE_INCOMING_INVOICES')).toHaveLength(1);
});

it('notifies uncategorised transactions until they are categorised', async () => {
  const [row] = await ofKind('UNCATEGORISED_TRANSACTIONS');
  expect(row.count).toBe(2);
  const list = await linked(row);
  expect(list.totalElements).toBe(2);
  const [{ id: category }] = await api.db.query<{ id: number }>(sql`INSERT INTO spot_categories (operator_code, name, kind)
    VALUES ('op2', 'Umsatz', 'INCOME') RETURNING id`);
  for (const { id } of list.content) {
    const response = await api.call('office2', { method: 'PUT', url: `${OP}/transactions/${id}/assignment`, payload: { category } });
    expect(response.statusCode, response.body).toBe(200);
  }
  expect(await ofKind('UNCATEGORISED_TRANSACTIONS')).toEqual([]);
});

it('notifies proposed matches until decided, and rejected statement rows until reviewed', async () => {
  const invoice = await sentInvoice(1000, day(30));
  // An amount that fits no open invoice exactly but names the number: proposed; a pending entry: a rejected row.
  const file = await upload(
    api,
    'office2',
    'op2',
    'partial.xml',
    camt([
      { amount: '500.00', text: `Anzahlung ${invoice.number}` },
      { amount: '12.00', text: 'Vorgemerkt', status: 'PDNG' },
    ]),
  );
  expect(file.statusCode, file.body).toBe(200);
  const fileId = file.json().payload.id as number;
  const [proposals] = await ofKind('PROPOSED_MATCHES');
  expect(proposals.count).toBe(1);
  const [match] = (await linked(proposals)).content;
  const [rejected] = await ofKind('REJECTED_IMPORT_ROWS');
  expect(rejected.count).toBe(1);
  expect((await linked(rejected)).content.map((row) => row.id)).toEqual([fileId]);

  expect((await api.call('office2', { method: 'POST', url: `${OP}/matches/${match.id}/confirm` })).statusCode).toBe(200);
  expect(await ofKind('PROPOSED_MATCHES')).toEqual([]);
  const reviewed = await api.call('office2', { method: 'POST', url: `${OP}/files/${fileId}/review-rejected` });
  expect(reviewed.statusCode, reviewed.body).toBe(200);
  expect(reviewed.json().payload.rejectedReviewed).toEqual(expect.any(String));
  expect(await ofKind('REJECTED_IMPORT_ROWS')).toEqual([]);
  // Reviewed once: a second time is a conflict.
  expect((await api.call('office2', { method: 'POST', url: `${OP}/files/${fileId}/review-rejected` })).statusCode).toBe(409);
});

it('notifies a plan limit used to 80 % or more until the plan is larger', async () => {
  // The Free plan allows 2 entities: the second is 100 %.
  expect(await ofKind('PLAN_LIMIT')).toEqual([]);
  const second = await api.call('office2', {
    method: 'POST',
    url: `${OP}/entities`,
    payload: { name: 'Zweite GmbH', country: 'DE', baseCurrency: 'EUR', fiscalYearStart: 1 },
  });
  expect(second.statusCode, second.body).toBe(200);
  expect(await ofKind('PLAN_LIMIT')).toEqual([
    expect.objectContaining({ planLimit: 'entities', count: 2, allowed: 2, percent: 100, link: '/spot/spot-organization' }),
  ]);
  // Only op2's plan: op1's books (Premium) are not told about it.
  expect((await notifications('office1', 'op1')).some((row) => row.kind === 'PLAN_LIMIT')).toBe(false);
  expect((await api.call('central', { method: 'PUT', url: `${OP}/plan`, payload: { plan: 'BUSINESS' } })).statusCode).toBe(200);
  expect(await ofKind('PLAN_LIMIT')).toEqual([]);
});
