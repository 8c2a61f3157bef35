/**
 * Payment matching of the finance product: exact matches applied on import (the invoice number in
 * the remittance text and the open amount; the partner's IBAN and the open amount), one payment for
 * several invoices, likely matches proposed with their reason and confirmed or rejected, manual
 * matches from either side with their 400s, partial payments, undo, overdue, a statement file
 * undone taking its matches with it, and every invoice's paid amount equal to its applied matches.
 */
import { sql } from '../../server/db/sql';
import { SpotInvoice } from '../../resources/spotInvoices';
import { SpotMatch } from '../../resources/spotMatches';
import { API, type TestApi } from './helpers';
import { addPartners, openBooks, spotTestApi, upload } from './spot-helpers';

let api: TestApi;
let entityId: number;
let customerId: number;
let supplierId: number;
const ACCOUNT_IBAN = 'DE39100100100000001111';
const CUSTOMER_IBAN = 'DE15100100100000002222';
const SUPPLIER_IBAN = 'DE88100100100000003333';
const OP = `${API}/op2/spot`;

beforeAll(async () => {
  api = await spotTestApi('PREMIUM');
  ({ entityId } = await openBooks(api, 'office2', 'op2', { entity: 'Abgleich GmbH', iban: ACCOUNT_IBAN, openingDate: '2030-01-01' }));
  // The partners as staff keep them: a customer and a supplier, each with the IBAN it pays from.
  [customerId, supplierId] = await addPartners(api.db, 'op2', [
    { name: 'Kunde Nord KG', kind: 'CUSTOMER', iban: CUSTOMER_IBAN },
    { name: 'Lieferant Süd GmbH', kind: 'SUPPLIER', iban: SUPPLIER_IBAN },
  ]);
});
afterAll(() => api.close());

const invoiceOf = (response: { statusCode: number; body: string; json(): { payload: unknown } }) => {
  expect(response.statusCode, response.body).toBe(200);
  return SpotInvoice.parse(response.json().payload);
};

/** A sent invoice issued (numbered) for `net` at 19 % VAT. */
async function sentInvoice(net: number, issueDate = '2030-03-01', dueDate = '2099-12-31') {
  const draft = invoiceOf(
    await api.call('office2', {
      method: 'POST',
      url: `${OP}/sent-invoices`,
      payload: {
        entityId,
        partnerId: customerId,
        issueDate,
        dueDate,
        currency: 'EUR',
        lines: [{ description: 'Leistung', quantity: 1, unitPrice: net, vatRate: 19 }],
      },
    }),
  );
  return invoiceOf(await api.call('office2', { method: 'POST', url: `${OP}/sent-invoices/${draft.id}/issue` }));
}

let supplierNumber = 0;
async function incomingInvoice(net: number) {
  supplierNumber += 1;
  return invoiceOf(
    await api.call('office2', {
      method: 'POST',
      url: `${OP}/incoming-invoices`,
      payload: {
        entityId,
        partnerId: supplierId,
        number: `LS-${String(supplierNumber).padStart(4, '0')}`,
        issueDate: '2030-03-01',
        dueDate: '2099-12-31',
        currency: 'EUR',
        lines: [{ description: 'Ware', quantity: 1, unitPrice: net, vatRate: 0 }],
      },
    }),
  );
}

const sentUrl = (id: number) => `${OP}/sent-invoices/${id}`;
const incomingUrl = (id: number) => `${OP}/incoming-invoices/${id}`;
const read = async (url: string) => invoiceOf(await api.call('office2', { method: 'GET', url }));

interface Entry {
  amount: string;
  credit: boolean;
  date?: string;
  name: string;
  iban: string;
  text: string;
}

let statements = 0;
/** A CAMT.053 statement of the test account with these entries; it imports on upload. */
function camt(entries: Entry[]): Buffer {
  statements += 1;
  const ntry = entries
    .map((entry, i) => {
      const party = entry.credit ? 'Dbtr' : 'Cdtr';
      return `<Ntry><Amt Ccy="EUR">${entry.amount}</Amt><CdtDbtInd>${entry.credit ? 'CRDT' : 'DBIT'}</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>${entry.date ?? '2030-03-10'}</Dt></BookgDt><ValDt><Dt>${entry.date ?? '2030-03-10'}</Dt></ValDt>
        <AcctSvcrRef>M${statements}-${i}</AcctSvcrRef>
        <NtryDtls><TxDtls><RltdPties><${party}><Nm>${entry.name}</Nm></${party}><${party}Acct><Id><IBAN>${entry.iban}</IBAN></Id></${party}Acct></RltdPties>
        <RmtInf><Ustrd>${entry.text}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
    })
    .join('\n');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>MATCH-${statements}</MsgId><CreDtTm>2030-03-31T05:00:00</CreDtTm></GrpHdr>
<Stmt><Id>MATCH-STMT-${statements}</Id><CreDtTm>2030-03-31T05:00:00</CreDtTm>
<Acct><Id><IBAN>${ACCOUNT_IBAN}</IBAN></Id><Ccy>EUR</Ccy></Acct>
${ntry}
</Stmt></BkToCstmrStmt></Document>`);
}

/** Uploads a statement (imported at once) and answers the file and its transactions' ids in entry order. */
async function importStatement(entries: Entry[]) {
  const response = await upload(api, 'office2', 'op2', `match-${statements + 1}.xml`, camt(entries));
  expect(response.statusCode, response.body).toBe(200);
  const file = response.json().payload as { id: number; status: string; rowsImported: number };
  expect(file).toMatchObject({ status: 'UPLOADED', rowsImported: entries.length });
  const rows = await api.db.query<{ id: number }>(
    sql`SELECT id::integer AS id FROM spot_transactions WHERE file_id = ${file.id} ORDER BY bank_reference`,
  );
  return { fileId: file.id, ids: rows.map((row) => row.id) };
}

const pay = (amount: string, text: string, extra: Partial<Entry> = {}): Entry => ({
  amount,
  credit: true,
  name: 'Kunde Nord KG',
  iban: CUSTOMER_IBAN,
  text,
  ...extra,
});

async function matchesOf(filter: Record<string, unknown>) {
  const response = await api.call('office2', {
    method: 'GET',
    url: `${OP}/matches`,
    query: { page: '0', size: '100', filter: JSON.stringify(filter) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().payload.content as unknown[]).map((row) => SpotMatch.parse(row));
}

/** Invoices whose stored paid amount is not the exact sum of their applied matches, or over the gross. */
async function paidMismatches() {
  return api.db.query(sql`SELECT i.id, i.paid::text, i.gross::text FROM spot_invoices i
    WHERE i.operator_code = 'op2' AND i.paid <> coalesce((SELECT sum(m.amount) FROM spot_matches m WHERE m.invoice_id = i.id AND m.status = 'APPLIED'), 0)
      OR i.paid > greatest(i.gross, 0)`);
}

afterEach(async () => {
  expect(await paidMismatches()).toEqual([]);
});

describe('matching on import', () => {
  it('applies a payment naming the invoice number with its open amount, and the invoice is paid', async () => {
    const invoice = await sentInvoice(1000);
    expect(invoice).toMatchObject({ status: 'OPEN', gross: 1190, openAmount: 1190 });
    const { ids } = await importStatement([
      pay('1190.00', `Rechnung Nr.${invoice.number} vielen Dank`, { iban: 'DE64100100100000004444' }),
    ]);
    const [match] = await matchesOf({ invoiceId: invoice.id });
    expect(match).toMatchObject({
      transactionId: ids[0],
      amount: 1190,
      kind: 'EXACT',
      reason: 'NUMBER_AND_AMOUNT',
      status: 'APPLIED',
      createdBy: 'matching',
      invoiceNumber: invoice.number,
      currency: 'EUR',
    });
    expect(await read(sentUrl(invoice.id))).toMatchObject({ status: 'PAID', paid: 1190, openAmount: 0 });
    // The transaction side lists the same match.
    expect((await matchesOf({ transactionId: ids[0] })).map((row) => row.id)).toEqual([match.id]);
  });

  it('applies one payment naming several invoices to all of them when it pays their open amounts', async () => {
    const a = await sentInvoice(100);
    const b = await sentInvoice(200.5);
    const { ids } = await importStatement([pay('357.60', `RE ${a.number}, ${b.number}`)]);
    const matches = await matchesOf({ transactionId: ids[0] });
    expect(matches.map((m) => [m.invoiceId, m.amount, m.kind, m.status]).sort()).toEqual(
      [
        [a.id, 119, 'EXACT', 'APPLIED'],
        [b.id, 238.6, 'EXACT', 'APPLIED'],
      ].sort(),
    );
    expect(await read(sentUrl(a.id))).toMatchObject({ status: 'PAID', openAmount: 0 });
    expect(await read(sentUrl(b.id))).toMatchObject({ status: 'PAID', openAmount: 0 });
  });

  it('applies a payment out to the supplier’s IBAN with the open amount to the incoming invoice', async () => {
    const invoice = await incomingInvoice(480.25);
    await importStatement([{ amount: '480.25', credit: false, name: 'Lieferant Süd GmbH', iban: SUPPLIER_IBAN, text: 'Zahlung Ware' }]);
    const [match] = await matchesOf({ invoiceId: invoice.id });
    expect(match).toMatchObject({
      kind: 'EXACT',
      reason: 'IBAN_AND_AMOUNT',
      status: 'APPLIED',
      amount: 480.25,
      transactionAmount: -480.25,
    });
    expect(await read(incomingUrl(invoice.id))).toMatchObject({ status: 'PAID', openAmount: 0 });
  });

  it('proposes a partial payment naming the number; confirming it leaves the invoice partially paid', async () => {
    const invoice = await sentInvoice(500);
    const { ids } = await importStatement([pay('200.00', `Anzahlung ${invoice.number}`)]);
    const [proposal] = await matchesOf({ invoiceId: invoice.id });
    expect(proposal).toMatchObject({ kind: 'LIKELY', reason: 'NUMBER', status: 'PROPOSED', amount: 200, transactionId: ids[0] });
    // A proposal is not paid yet.
    expect(await read(sentUrl(invoice.id))).toMatchObject({ status: 'OPEN', paid: 0, openAmount: 595 });
    const confirmed = await api.call('office2', { method: 'POST', url: `${OP}/matches/${proposal.id}/confirm` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(SpotMatch.parse(confirmed.json().payload)).toMatchObject({ status: 'APPLIED', decidedBy: expect.any(String) });
    expect(await read(sentUrl(invoice.id))).toMatchObject({ status: 'PARTIALLY_PAID', paid: 200, openAmount: 395 });
    // Confirming twice is a conflict.
    expect((await api.call('office2', { method: 'POST', url: `${OP}/matches/${proposal.id}/confirm` })).statusCode).toBe(409);
    // The rest pays it: the number and the open amount are exact.
    await importStatement([pay('395.00', `Rest ${invoice.number}`, { date: '2030-03-20' })]);
    expect(await read(sentUrl(invoice.id))).toMatchObject({ status: 'PAID', paid: 595, openAmount: 0 });
  });

  it('proposes by the amount alone, and a rejected proposal is not offered again by Match payments', async () => {
    const invoice = await sentInvoice(77.77);
    const { ids } = await importStatement([pay('92.55', 'Danke', { name: 'Jemand', iban: 'DE64100100100000004444' })]);
    const [proposal] = await matchesOf({ transactionId: ids[0] });
    expect(proposal).toMatchObject({ invoiceId: invoice.id, kind: 'LIKELY', reason: 'AMOUNT', status: 'PROPOSED', amount: 92.55 });
    const rejected = await api.call('office2', { method: 'POST', url: `${OP}/matches/${proposal.id}/reject` });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(SpotMatch.parse(rejected.json().payload).status).toBe('REJECTED');
    const run = await api.call('office2', { method: 'POST', url: `${OP}/matches/run`, payload: {} });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().payload).toMatchObject({ applied: 0 });
    expect((await matchesOf({ transactionId: ids[0] })).map((m) => m.status)).toEqual(['REJECTED']);
    expect(await read(sentUrl(invoice.id))).toMatchObject({ status: 'OPEN', openAmount: 92.55 });
  });
});

describe('manual matches', () => {
  it('matches by hand from either side, refusing an amount over either side or the wrong direction with the field named', async () => {
    const invoice = await sentInvoice(300); // 357.00
    const supplierBill = await incomingInvoice(50);
    const { ids } = await importStatement([pay('250.00', 'Sammelzahlung', { name: 'Kunde Nord', iban: 'DE64100100100000004444' })]);
    const [transaction] = ids;
    const fromTransaction = (payload: Record<string, unknown>) =>
      api.call('office2', { method: 'POST', url: `${OP}/transactions/${transaction}/matches`, payload });
    const over = await fromTransaction({ invoiceId: invoice.id, amount: 250.01 });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual([{ path: 'amount', message: expect.stringContaining('not yet allocated') }]);
    const wrongWay = await fromTransaction({ invoiceId: supplierBill.id });
    expect(wrongWay.statusCode).toBe(400);
    expect(wrongWay.json().errors[0].path).toBe('invoiceId');
    const decimals = await fromTransaction({ invoiceId: invoice.id, amount: 10.005 });
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().errors[0].path).toBe('amount');
    const zero = await fromTransaction({ invoiceId: invoice.id, amount: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors[0].path).toBe('amount');

    expect((await fromTransaction({ invoiceId: invoice.id, amount: 200 })).statusCode).toBe(200);
    expect(await read(sentUrl(invoice.id))).toMatchObject({ status: 'PARTIALLY_PAID', paid: 200, openAmount: 157 });

    // From the invoice's side: the transaction has 50.00 left, the invoice 157.00 open.
    const fromInvoice = (payload: Record<string, unknown>) =>
      api.call('office2', { method: 'POST', url: `${sentUrl(invoice.id)}/matches`, payload });
    const second = await sentInvoice(10); // 11.90, paid from the same transaction
    const moreThanOpen = await api.call('office2', {
      method: 'POST',
      url: `${sentUrl(second.id)}/matches`,
      payload: { transactionId: transaction, amount: 20 },
    });
    expect(moreThanOpen.statusCode).toBe(400);
    expect(moreThanOpen.json().errors).toEqual([{ path: 'amount', message: expect.stringContaining('open of invoice') }]);
    expect(
      (await api.call('office2', { method: 'POST', url: `${sentUrl(second.id)}/matches`, payload: { transactionId: transaction } }))
        .statusCode,
    ).toBe(200);
    expect(await read(sentUrl(second.id))).toMatchObject({ status: 'PAID', openAmount: 0 });
    // The same pair again is a conflict: undo the match to change it.
    expect((await fromInvoice({ transactionId: transaction, amount: 1 })).statusCode).toBe(409);
    // The rest of the transaction (38.10) to a third invoice without an amount: the smaller of both sides.
    const third = await sentInvoice(100); // 119.00
    const rest = await api.call('office2', {
      method: 'POST',
      url: `${sentUrl(third.id)}/matches`,
      payload: { transactionId: transaction },
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(SpotMatch.parse(rest.json().payload)).toMatchObject({ kind: 'MANUAL', reason: 'MANUAL', status: 'APPLIED', amount: 38.1 });
    expect(await read(sentUrl(third.id))).toMatchObject({ status: 'PARTIALLY_PAID', paid: 38.1, openAmount: 80.9 });
    expect(await read(sentUrl(invoice.id))).toMatchObject({ status: 'PARTIALLY_PAID', paid: 200, openAmount: 157 });
    // Nothing left on the transaction now.
    const nothing = await api.call('office2', {
      method: 'POST',
      url: `${OP}/matches`,
      payload: { transactionId: transaction, invoiceId: supplierBill.id },
    });
    expect(nothing.statusCode).toBe(400);
    const unknown = await fromTransaction({ invoiceId: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('invoiceId');
  });

  it('undoes an applied match: the invoice is open again, cancellable again, and the engine does not apply that pair again', async () => {
    const invoice = await sentInvoice(40); // 47.60
    const { ids } = await importStatement([pay('47.60', `Rechnung ${invoice.number}`)]);
    const [match] = await matchesOf({ invoiceId: invoice.id });
    expect(match.status).toBe('APPLIED');
    const cancel = await api.call('office2', { method: 'POST', url: `${sentUrl(invoice.id)}/cancel` });
    expect(cancel.statusCode).toBe(409);
    const undone = await api.call('office2', { method: 'POST', url: `${OP}/matches/${match.id}/undo` });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(SpotMatch.parse(undone.json().payload).status).toBe('UNDONE');
    expect(await read(sentUrl(invoice.id))).toMatchObject({ status: 'OPEN', paid: 0, openAmount: 47.6 });
    expect((await api.call('office2', { method: 'POST', url: `${OP}/matches/run`, payload: {} })).statusCode).toBe(200);
    expect((await matchesOf({ transactionId: ids[0], invoiceId: invoice.id })).map((m) => m.status)).toEqual(['UNDONE']);
    expect((await api.call('office2', { method: 'POST', url: `${OP}/matches/${match.id}/undo` })).statusCode).toBe(409);
    expect((await api.call('office2', { method: 'POST', url: `${sentUrl(invoice.id)}/cancel` })).statusCode).toBe(200);
  });

  it('shows an invoice past its due date that is not paid in full as OVERDUE, and paid in full as PAID', async () => {
    const invoice = await sentInvoice(20, '2020-01-01', '2020-01-15'); // 23.80, long due
    expect(invoice.status).toBe('OVERDUE');
    const { ids } = await importStatement([pay('10.00', 'Teilzahlung', { name: 'X', iban: 'DE64100100100000004444' })]);
    expect(
      (await api.call('office2', { method: 'POST', url: `${sentUrl(invoice.id)}/matches`, payload: { transactionId: ids[0] } })).statusCode,
    ).toBe(200);
    expect(await read(sentUrl(invoice.id))).toMatchObject({ status: 'OVERDUE', paid: 10, openAmount: 13.8 });
    const overdue = await api.call('office2', {
      method: 'GET',
      url: `${OP}/sent-invoices`,
      query: { page: '0', size: '100', filter: JSON.stringify({ status: ['OVERDUE'] }) },
    });
    expect(overdue.json().payload.content.map((row: { id: number }) => row.id)).toContain(invoice.id);
    await importStatement([pay('13.80', `Rest ${invoice.number}`, { date: '2030-03-25' })]);
    expect(await read(sentUrl(invoice.id))).toMatchObject({ status: 'PAID', openAmount: 0 });
  });

  it('takes a statement file’s matches with it when the file is undone', async () => {
    const invoice = await sentInvoice(60); // 71.40
    const { fileId } = await importStatement([pay('71.40', `Rechnung ${invoice.number}`, { date: '2030-03-28' })]);
    expect(await read(sentUrl(invoice.id))).toMatchObject({ status: 'PAID' });
    const undo = await api.call('office2', { method: 'POST', url: `${OP}/files/${fileId}/undo` });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await read(sentUrl(invoice.id))).toMatchObject({ status: 'OPEN', paid: 0, openAmount: 71.4 });
    expect(await matchesOf({ invoiceId: invoice.id })).toEqual([]);
  });
});
