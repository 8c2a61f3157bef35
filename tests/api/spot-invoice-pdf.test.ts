/**
 * The sent invoice's PDF: a valid PDF whose text (read back with pdf.js) holds the entity's and
 * the partner's names, addresses and VAT ids, the number, the dates, every line and the totals
 * per VAT rate written exactly in the currency's decimals; in the entity's language; a draft has
 * none (409), another operator's invoice is a 404, a reader of the books may download it; and the
 * numbers stay without gaps per entity and year, whatever fails or is removed on the way.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { sql } from '../../server/db/sql';
import { SpotInvoice } from '../../resources/spotInvoices';
import { writeClosedPeriod } from '../../server/spot/taxes';
import { API, createTestApi, type TestApi } from './helpers';

let api: TestApi;
let entityId: number;
let partnerId: number;
beforeAll(async () => {
  api = await createTestApi();
  [{ id: entityId }] = await api.db.query<{ id: number }>(sql`SELECT id FROM spot_entities WHERE name = 'Sonnenberg Handels GmbH'`);
  [{ id: partnerId }] = await api.db.query<{ id: number }>(sql`SELECT id FROM spot_partners WHERE name = 'Café Lindenhof'`);
});
afterAll(() => api.close());

const SENT = `${API}/op1/spot/sent-invoices`;

async function issued(payload: Record<string, unknown>) {
  const written = await api.call('office1', { method: 'POST', url: SENT, payload });
  expect(written.statusCode, written.body).toBe(200);
  const id = SpotInvoice.parse(written.json().payload).id;
  const issue = await api.call('office1', { method: 'POST', url: `${SENT}/${id}/issue` });
  expect(issue.statusCode, issue.body).toBe(200);
  return SpotInvoice.parse(issue.json().payload);
}

/** The text of every page, each page's items joined by spaces. */
async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const texts: string[] = [];
  for (let page = 1; page <= document.numPages; page++) {
    const content = await (await document.getPage(page)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const pages = document.numPages;
  await document.destroy();
  return { pages, text: texts.join('\n').replace(/\s+/g, ' ') };
}

const lines = [
  { description: 'Kaffeebohnen Hausmischung 1 kg', quantity: 12, unitPrice: 18.9, vatRate: 7 },
  { description: 'Lieferpauschale', quantity: 1, unitPrice: 12.5, vatRate: 19 },
  { description: 'Tee Auswahl, Stück zu 0,0125 €', quantity: 2.5, unitPrice: 3.9875, vatRate: 7 },
];

describe('the sent invoice as a PDF', () => {
  it('is a PDF with both parties, the number, dates, lines and exact totals per VAT rate, in German', async () => {
    const invoice = await issued({
      entityId,
      partnerId,
      issueDate: '2031-03-10',
      dueDate: '2031-03-24',
      currency: 'EUR',
      lines,
      note: 'Lieferung März',
    });
    expect(invoice).toMatchObject({ net: 249.27, vat: 18.95, gross: 268.22 });
    const response = await api.call('office1', { method: 'GET', url: `${SENT}/${invoice.id}/pdf` });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''Rechnung-${invoice.number}.pdf`);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    for (const expected of [
      'Rechnung',
      'Sonnenberg Handels GmbH',
      'Wendenschloßstraße 142',
      '12557 Berlin',
      'DE284561937',
      'Café Lindenhof',
      'Lindengasse 7',
      '1070 Wien',
      'Österreich',
      'ATU63214587',
      invoice.number!,
      '10.03.2031',
      '24.03.2031',
      'Kaffeebohnen Hausmischung 1 kg',
      'Tee Auswahl, Stück zu 0,0125 €',
      '2,5',
      // The unit price keeps its four decimals; every amount has the currency's two.
      '3,9875 €',
      '226,80 €',
      '9,97 €',
      'USt. 7 % auf 236,77 €',
      '16,57 €',
      'USt. 19 % auf 12,50 €',
      '2,38 €',
      '249,27 €',
      '18,95 €',
      '268,22 €',
      'Offener Betrag',
      'Lieferung März',
      'DE89 3704 0044 0532 0130 00',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('writes a currency with no minor unit without decimals and one with three with three', async () => {
    const yen = await issued({
      entityId,
      partnerId,
      issueDate: '2031-03-11',
      dueDate: '2031-03-11',
      currency: 'JPY',
      lines: [{ description: 'Matcha', quantity: 3, unitPrice: 1234, vatRate: 19 }],
    });
    const dinar = await issued({
      entityId,
      partnerId,
      issueDate: '2031-03-12',
      dueDate: '2031-03-12',
      currency: 'BHD',
      lines: [{ description: 'Datteln', quantity: 1, unitPrice: 10.125, vatRate: 10 }],
    });
    const yenText = (await pdfText((await api.call('office1', { method: 'GET', url: `${SENT}/${yen.id}/pdf` })).rawPayload)).text;
    // 3 × 1234 = 3702, 19 % VAT 703.38 rounds to 703 yen.
    for (const expected of ['3702 ¥', '703 ¥', '4405 ¥']) expect(yenText, expected).toContain(expected);
    const dinarText = (await pdfText((await api.call('office1', { method: 'GET', url: `${SENT}/${dinar.id}/pdf` })).rawPayload)).text;
    for (const expected of ['10,125 BHD', '1,013 BHD', '11,138 BHD']) expect(dinarText, expected).toContain(expected);
  });

  it('runs onto further pages with the lines header and page numbers when the lines do not fit', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      description: `Position ${index + 1}: Ersatzteil mit einer längeren Beschreibung, die umbricht — Şişli İstanbul, Brașov, Москва`,
      quantity: 1 + index,
      unitPrice: 1.05,
      vatRate: index % 2 ? 7 : 19,
    }));
    const invoice = await issued({ entityId, partnerId, issueDate: '2031-03-13', dueDate: '2031-03-27', currency: 'EUR', lines: many });
    const { pages, text } = await pdfText((await api.call('office1', { method: 'GET', url: `${SENT}/${invoice.id}/pdf` })).rawPayload);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Seite ${pages} von ${pages}`);
    expect(text).toContain('Position 60:');
    // Turkish, Romanian and Russian letters come out as themselves (the embedded font has them).
    expect(text).toContain('Şişli İstanbul, Brașov, Москва');
    expect(text).toContain('Gesamtbetrag 2169,41 €');
  });

  it('marks a cancelled invoice and writes the paid and open amounts of a partly paid one', async () => {
    const cancelled = await issued({ entityId, partnerId, issueDate: '2031-03-14', dueDate: '2031-03-28', currency: 'EUR', lines });
    const cancel = await api.call('office1', { method: 'POST', url: `${SENT}/${cancelled.id}/cancel` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelledText = (await pdfText((await api.call('office1', { method: 'GET', url: `${SENT}/${cancelled.id}/pdf` })).rawPayload))
      .text;
    expect(cancelledText).toMatch(/Storniert am \d\d\.\d\d\.\d{4}/);
    expect(cancelledText).not.toContain('Offener Betrag');

    const partly = await issued({ entityId, partnerId, issueDate: '2031-03-15', dueDate: '2031-03-29', currency: 'EUR', lines });
    await api.db.query(sql`UPDATE spot_invoices SET paid = 100.10, status = 'PARTIALLY_PAID' WHERE id = ${partly.id}`);
    const partlyText = (await pdfText((await api.call('office1', { method: 'GET', url: `${SENT}/${partly.id}/pdf` })).rawPayload)).text;
    for (const expected of ['Bezahlt', '100,10 €', 'Offener Betrag', '168,12 €', 'Bitte überweisen Sie 168,12 €']) {
      expect(partlyText, expected).toContain(expected);
    }
  });

  it('is written in the language of the entity’s country', async () => {
    const [{ id: english }] = await api.db.query<{ id: number }>(
      sql`INSERT INTO spot_entities (operator_code, name, country, vat_id, base_currency, street, postal_code, city)
        VALUES ('op1', 'Sonnenberg Trading Ltd', 'IE', 'IE6388047V', 'EUR', '1 Grand Canal Square', 'D02 P820', 'Dublin') RETURNING id`,
    );
    const invoice = await issued({ entityId: english, partnerId, issueDate: '2031-03-16', dueDate: '2031-03-30', currency: 'EUR', lines });
    expect(invoice.number).toBe('2031-00001');
    const response = await api.call('office1', { method: 'GET', url: `${SENT}/${invoice.id}/pdf` });
    expect(response.headers['content-disposition']).toContain('filename="Invoice-2031-00001.pdf"');
    const { text } = await pdfText(response.rawPayload);
    for (const expected of ['Invoice', 'Bill to', 'Sonnenberg Trading Ltd', 'D02 P820 Dublin', 'Austria', '€268.22', 'Amount due']) {
      expect(text, expected).toContain(expected);
    }
  });

  it('is refused for a draft (409), not found for another operator (404), and readable by a viewer of the books', async () => {
    const written = await api.call('office1', {
      method: 'POST',
      url: SENT,
      payload: { entityId, partnerId, issueDate: '2031-03-17', dueDate: '2031-03-17', currency: 'EUR', lines },
    });
    const draftId = SpotInvoice.parse(written.json().payload).id;
    const draft = await api.call('office1', { method: 'GET', url: `${SENT}/${draftId}/pdf` });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().message).toContain('has no number yet');
    const other = await api.call('office2', { method: 'GET', url: `${API}/op2/spot/sent-invoices/${draftId}/pdf` });
    expect(other.statusCode).toBe(404);
    const [{ id: sentId }] = await api.db.query<{ id: number }>(
      sql`SELECT id FROM spot_invoices WHERE kind = 'SENT' AND operator_code = 'op1' AND status <> 'DRAFT' ORDER BY id LIMIT 1`,
    );
    await api.db.query(
      sql`UPDATE spot_editors SET access = 'VIEWER' WHERE manager_id = (SELECT id FROM managers WHERE email = 'office1@demo.test')`,
    );
    try {
      const viewer = await api.call('office1', { method: 'GET', url: `${SENT}/${sentId}/pdf` });
      expect(viewer.statusCode, viewer.body.slice(0, 200)).toBe(200);
    } finally {
      await api.db.query(
        sql`UPDATE spot_editors SET access = 'EDITOR' WHERE manager_id = (SELECT id FROM managers WHERE email = 'office1@demo.test')`,
      );
    }
  });
});

describe('invoice numbers', () => {
  it('have no gaps per entity and year: in the demo books, and after a failed issue and a removed draft', async () => {
    const numbers = async () =>
      api.db.query<{ year: string; numbers: number[] }>(sql`SELECT substr(number, 1, 4) AS year,
          array_agg(substr(number, 6)::integer ORDER BY number) AS numbers
        FROM spot_invoices WHERE kind = 'SENT' AND entity_id = ${entityId} AND number IS NOT NULL GROUP BY 1 ORDER BY 1`);
    const gapless = (rows: { numbers: number[] }[]) => rows.every((row) => row.numbers.every((number, index) => number === index + 1));
    expect(gapless(await numbers())).toBe(true);
    // A draft removed before issuing never had a number; an issue refused by a closed period takes none.
    const write = async (issueDate: string) => {
      const response = await api.call('office1', {
        method: 'POST',
        url: SENT,
        payload: { entityId, partnerId, issueDate, dueDate: issueDate, currency: 'EUR', lines },
      });
      return SpotInvoice.parse(response.json().payload).id;
    };
    const removed = await write('2032-01-05');
    expect((await api.call('office1', { method: 'DELETE', url: `${SENT}/${removed}` })).statusCode).toBe(200);
    const refused = await write('2032-02-05');
    await writeClosedPeriod(api.db, {
      op: 'op1',
      entityId,
      period: '2032-02',
      closedBy: 'central@demo.test',
      closed: '2032-03-10T09:00:00Z',
    });
    const refusal = await api.call('office1', { method: 'POST', url: `${SENT}/${refused}/issue` });
    expect(refusal.statusCode, refusal.body).toBe(409);
    const first = await write('2032-03-05');
    const second = await write('2032-03-06');
    const a = await api.call('office1', { method: 'POST', url: `${SENT}/${first}/issue` });
    const b = await api.call('office1', { method: 'POST', url: `${SENT}/${second}/issue` });
    expect([a.json().payload.number, b.json().payload.number]).toEqual(['2032-00001', '2032-00002']);
    expect(gapless(await numbers())).toBe(true);
  });
});
