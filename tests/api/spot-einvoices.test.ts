/**
 * E-invoice import of incoming invoices: a UBL 2.1 Invoice and a UN/CEFACT CII invoice shipped in
 * samples/spot/einvoice read into the invoice's fields, the supplier found by IBAN or made new
 * with its VAT id, totals checked to the cent; a wrong total, a file that is no XML, no
 * e-invoice, and a second import of the same invoice refused with the field named.
 */
import { readFileSync } from 'node:fs';
import { sql } from '../../server/db/sql';
import { SpotInvoice } from '../../resources/spotInvoices';
import { API, createTestApi, type TestApi } from './helpers';
import { formData } from './spot-helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const IMPORT = `${API}/op1/spot/incoming-invoices/import`;
const fixture = (name: string) => readFileSync(new URL(`../../samples/spot/einvoice/${name}`, import.meta.url));

const send = (name: string, bytes: Buffer, fields: Record<string, string> = {}) =>
  api.call('office1', { method: 'POST', url: IMPORT, ...formData({ name, bytes }, fields) });

describe('e-invoice import', () => {
  it('reads a UBL 2.1 invoice into an incoming invoice of the known supplier (by IBAN)', async () => {
    const response = await send('ubl-brandt-2025-0412.xml', fixture('ubl-brandt-2025-0412.xml'));
    expect(response.statusCode, response.body).toBe(200);
    const invoice = SpotInvoice.parse(response.json().payload);
    expect(invoice).toMatchObject({
      kind: 'INCOMING',
      number: 'RE-2025-0412',
      issueDate: '2025-04-02',
      dueDate: '2025-04-16',
      currency: 'EUR',
      partnerName: 'Großhandel Brandt GmbH',
      entityName: 'Sonnenberg Handels GmbH',
      net: 239.3,
      vat: 18.26,
      gross: 257.56,
    });
    const full = SpotInvoice.parse(
      (await api.call('office1', { method: 'GET', url: `${API}/op1/spot/incoming-invoices/${invoice.id}` })).json().payload,
    );
    expect(full.lines.map((line) => [line.description, line.quantity, line.unitPrice, line.vatRate, line.net])).toEqual([
      ['Kaffeebohnen 1 kg', 12, 18.9, 7, 226.8],
      ['Lieferpauschale', 1, 12.5, 19, 12.5],
    ]);
    expect(full.note).toContain('UBL 2.1');
    // The supplier learnt its VAT id from the invoice.
    const [partner] = await api.db.query<{ vat_id: string }>(sql`SELECT vat_id FROM spot_partners WHERE id = ${invoice.partnerId}`);
    expect(partner.vat_id).toBe('DE811907980');
  });

  it('reads a CII invoice, a price per 100 units and no due date text, and makes the new supplier with VAT id and IBAN', async () => {
    const response = await send('cii-keller-2025-118.xml', fixture('cii-keller-2025-118.xml'));
    expect(response.statusCode, response.body).toBe(200);
    const invoice = SpotInvoice.parse(response.json().payload);
    expect(invoice).toMatchObject({
      number: 'K-2025-118',
      issueDate: '2025-04-01',
      dueDate: '2025-04-15',
      net: 59.15,
      vat: 11.24,
      gross: 70.39,
    });
    const [partner] = await api.db.query<{ name: string; vat_id: string; kind: string; iban: string }>(
      sql`SELECT p.name, p.vat_id, p.kind, i.iban FROM spot_partners p JOIN spot_partner_ibans i ON i.partner_id = p.id WHERE p.id = ${invoice.partnerId}`,
    );
    expect(partner).toEqual({ name: 'Bürobedarf Keller KG', vat_id: 'DE145872309', kind: 'SUPPLIER', iban: 'DE05720400460987654321' });
    const [line] = await api.db.query<{ quantity: string; unit_price: string; net: string }>(
      sql`SELECT quantity::text, unit_price::text, net::text FROM spot_invoice_lines WHERE invoice_id = ${invoice.id} AND position = 1`,
    );
    expect(line).toEqual({ quantity: '250', unit_price: '0.049', net: '12.25' });
    // The same invoice again is the supplier's number twice.
    const again = await send('again.xml', fixture('cii-keller-2025-118.xml'));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().errors[0].path).toBe('number');
  });

  it('refuses a stated total that our computation does not give, naming the field and the element', async () => {
    const before = await api.db.query(sql`SELECT id FROM spot_invoices WHERE number = 'RE-2025-0413'`);
    const response = await send('ubl-brandt-wrong-total.xml', fixture('ubl-brandt-wrong-total.xml'));
    expect(response.statusCode, response.body).toBe(400);
    const errors = response.json().errors as { path: string; message: string }[];
    expect(errors).toEqual([{ path: 'gross', message: 'TaxInclusiveAmount states 257.57; the lines make 257.56' }]);
    expect(await api.db.query(sql`SELECT id FROM spot_invoices WHERE number = 'RE-2025-0413'`)).toEqual(before);
  });

  it('refuses a file that is no XML, XML that is no e-invoice, and lines it cannot read', async () => {
    const truncated = fixture('ubl-brandt-2025-0412.xml').subarray(0, 900);
    const broken = await send('broken.xml', truncated);
    expect(broken.statusCode, broken.body).toBe(400);
    expect(broken.json().errors[0].path).toBe('content');
    expect(broken.json().errors[0].message).toMatch(/cannot be read as XML/);
    const other = await send('camt.xml', readFileSync(new URL('../../samples/spot/camt053-sonnenberg-2025-03.xml', import.meta.url)));
    expect(other.statusCode, other.body).toBe(400);
    expect(other.json().errors[0]).toMatchObject({ path: 'content', message: expect.stringMatching(/^Not an e-invoice/) });
    const badLine = fixture('ubl-brandt-2025-0412.xml')
      .toString('utf8')
      .replace('RE-2025-0412', 'RE-2025-0499')
      .replace('<cbc:InvoicedQuantity unitCode="KGM">12<', '<cbc:InvoicedQuantity unitCode="KGM">zwölf<');
    const line = await send('line.xml', Buffer.from(badLine));
    expect(line.statusCode, line.body).toBe(400);
    expect(line.json().errors).toEqual([{ path: 'lines.0.quantity', message: 'InvoicedQuantity is not a decimal number: zwölf' }]);
    const noFile = await api.call('office1', { method: 'POST', url: IMPORT, payload: {} });
    expect(noFile.statusCode).toBe(400);
  });

  it('reads a credit note as negative amounts and refuses another entity than the buyer', async () => {
    const credit = fixture('ubl-brandt-2025-0412.xml')
      .toString('utf8')
      .replace('<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>', '')
      .replace('<cbc:DueDate>2025-04-16</cbc:DueDate>', '')
      .replace('RE-2025-0412', 'GS-2025-0007')
      .replaceAll('ubl:Invoice', 'ubl:CreditNote')
      .replace('schema:xsd:Invoice-2', 'schema:xsd:CreditNote-2')
      .replaceAll('cac:InvoiceLine', 'cac:CreditNoteLine')
      .replaceAll('cbc:InvoicedQuantity', 'cbc:CreditedQuantity');
    const response = await send('gutschrift.xml', Buffer.from(credit));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toMatchObject({
      number: 'GS-2025-0007',
      dueDate: '2025-04-02',
      net: -239.3,
      vat: -18.26,
      gross: -257.56,
    });
    const [{ id: other }] = await api.db.query<{ id: number }>(
      sql`INSERT INTO spot_entities (operator_code, name, country, vat_id, base_currency) VALUES ('op1', 'Sonnenberg Logistik GmbH', 'DE', 'DE999999999', 'EUR') RETURNING id`,
    );
    const wrong = await send('x.xml', Buffer.from(credit.replace('GS-2025-0007', 'GS-2025-0008')), { entityId: String(other) });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().errors[0]).toEqual({
      path: 'entityId',
      message: 'The invoice is addressed to VAT id DE284561937, not to Sonnenberg Logistik GmbH',
    });
  });
});
