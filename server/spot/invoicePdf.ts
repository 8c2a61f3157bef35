/**
 * A sent invoice as a PDF (`GET {op}/spot/sent-invoices/{id}/pdf`, the declared action
 * `downloadPdf`), written with pdfkit: the entity's name, address and VAT id, the partner's, the
 * number, issue and due dates, the lines, the totals per VAT rate, net, VAT, gross, what is paid
 * and what is still open, and the entity's bank account for the payment. Amounts are read from
 * the database as decimal text and written with Intl from that text (never through a binary
 * float), with the currency's own minor unit (EUR 2, JPY 0, BHD 3). The texts are the catalogue's
 * (`app.spot.invoices.pdf.*`) in the language of the entity's country. Roboto (Apache 2.0 / OFL)
 * is embedded, subset to the glyphs used: Latin with its extensions (German, Turkish, Romanian,
 * Croatian, French) and Cyrillic.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Queryable } from '../db/database';
import { sql } from '../db/sql';
import { ApiError } from '../http/errors';
import { catalogueText } from '../i18n/catalogue';
import type { ActionContext } from '../resource/actions';
import { findRecord } from '../resource/records';
import type { ActionFile } from '../../resources/model';
import type { SpotInvoice } from '../../resources/spotInvoices';
import { currencyDigits } from '../../resources/spotInvoiceTotals';
import { requireBooks } from './access';
import { operatorOf } from './handlers';
import { sentInvoicesTable } from './invoices';

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf'),
};

/** The language an entity writes its invoices in, by its country (ISO 3166-1); English otherwise. */
const LANGUAGE_BY_COUNTRY: Record<string, string> = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  FR: 'fr',
  MC: 'fr',
  LU: 'fr',
  TR: 'tr',
  RO: 'ro',
  MD: 'ro',
  HR: 'hr',
  RU: 'ru',
  BY: 'ru',
  KZ: 'ru',
};

export function invoiceLanguage(country: string | null | undefined): string {
  return LANGUAGE_BY_COUNTRY[(country ?? '').toUpperCase()] ?? 'en';
}

interface Party {
  name: string;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  vat_id: string | null;
}

/** Everything the PDF prints, amounts as decimal text. */
export interface InvoicePdfData {
  number: string;
  status: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  net: string;
  vat: string;
  gross: string;
  paid: string;
  open: string;
  note: string | null;
  cancelled: string | null;
  seller: Party;
  buyer: Party;
  bank: { iban: string; bic: string | null; bank: string | null } | null;
  lines: { position: number; description: string; quantity: string; unitPrice: string; vatRate: string; net: string }[];
  rates: { vatRate: string; net: string; vat: string }[];
}

/** The invoice's figures as stored, exactly. */
export async function readInvoicePdfData(db: Queryable, id: number): Promise<InvoicePdfData> {
  const [invoice] = await db.query<
    Omit<InvoicePdfData, 'number' | 'seller' | 'buyer' | 'bank' | 'lines' | 'rates'> & {
      number: string | null;
      entityId: number;
      partnerId: number;
    }
  >(sql`SELECT number, status, issue_date::text AS "issueDate", due_date::text AS "dueDate", currency, net::text AS net, vat::text AS vat,
      gross::text AS gross, paid::text AS paid,
      (CASE WHEN status = 'CANCELLED' THEN 0 ELSE gross - paid END)::text AS open, note, cancelled::date::text AS cancelled,
      entity_id AS "entityId", partner_id AS "partnerId"
    FROM spot_invoices WHERE id = ${id} AND kind = 'SENT'`);
  if (!invoice) throw new ApiError(404, `Record ${id} not found`);
  const { number, entityId, partnerId, ...figures } = invoice;
  if (figures.status === 'DRAFT' || !number) {
    throw new ApiError(409, `Draft #${id} has no number yet: issue it to send it as a PDF`);
  }
  const [seller] = await db.query<Party>(
    sql`SELECT name, street, postal_code, city, country, vat_id FROM spot_entities WHERE id = ${entityId}`,
  );
  const [buyer] = await db.query<Party>(
    sql`SELECT name, street, postal_code, city, country, vat_id FROM spot_partners WHERE id = ${partnerId}`,
  );
  // The account the payment goes to: the entity's first account in the invoice's currency.
  const [bank] = await db.query<{ iban: string; bic: string | null; bank: string | null }>(
    sql`SELECT iban, bic, bank FROM spot_bank_accounts WHERE entity_id = ${entityId} AND currency = ${figures.currency}
      ORDER BY id LIMIT 1`,
  );
  const lines = await db.query<InvoicePdfData['lines'][number]>(
    sql`SELECT position, description, quantity::text AS "quantity", unit_price::text AS "unitPrice", vat_rate::text AS "vatRate",
      net::text AS net FROM spot_invoice_lines WHERE invoice_id = ${id} ORDER BY position`,
  );
  const rates = await db.query<InvoicePdfData['rates'][number]>(
    sql`SELECT vat_rate::text AS "vatRate", net::text AS net, vat::text AS vat FROM spot_invoice_vat WHERE invoice_id = ${id}
      ORDER BY vat_rate DESC`,
  );
  return { ...figures, number, seller, buyer, bank: bank ?? null, lines, rates };
}

/** Decimal text as the language writes it, with `min` to `max` decimals, not grouped (000 §9). */
function decimalFormat(locale: string, min: number, max: number) {
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max, useGrouping: false });
  // Intl reads a string as the exact decimal it spells (ECMA-402 NumberFormat v3).
  return (text: string) => format.format(text as unknown as number);
}

/** Money with the currency's own decimals and its symbol as the language places it. */
function moneyFormat(locale: string, currency: string, maxDigits?: number) {
  const digits = currencyDigits(currency);
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: Math.max(digits, maxDigits ?? digits),
    useGrouping: false,
  });
  return (text: string) => format.format(text as unknown as number);
}

/** A calendar day (`2026-03-11`) as the language writes it. */
function dateFormat(locale: string) {
  const format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

function countryName(locale: string, code: string | null): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The address lines of a party: street, postal code and city, and the country. */
function addressLines(party: Party, locale: string, sellerCountry: string | null): string[] {
  const place = [party.postal_code, party.city].filter(Boolean).join(' ');
  // The country is printed when it is not the seller's own (a domestic address needs none).
  const country = party.country && party.country !== sellerCountry ? countryName(locale, party.country) : null;
  return [party.street, place, country].filter((line): line is string => !!line && line.trim() !== '');
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const GREY = '#555555';
const RULE = '#bbbbbb';

/** Writes the PDF of an invoice's data in a language; its bytes. */
export async function renderInvoicePdf(data: InvoicePdfData, locale: string): Promise<Buffer> {
  const t = (key: string, args: Record<string, string> = {}) => {
    const text = catalogueText(locale, `app.spot.invoices.pdf.${key}`) ?? catalogueText('en', `app.spot.invoices.pdf.${key}`) ?? key;
    return text.replace(/%\{(\w+)\}/g, (_, name: string) => args[name] ?? '');
  };
  const line = (key: string) => catalogueText(locale, `app.spot.invoices.line.${key}`) ?? key;
  const money = moneyFormat(locale, data.currency);
  const unitPrice = moneyFormat(locale, data.currency, 4);
  const quantity = decimalFormat(locale, 0, 3);
  const rate = decimalFormat(locale, 0, 2);
  const date = dateFormat(locale);

  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 30, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: locale,
    displayTitle: true,
    info: {
      Title: `${t('title')} ${data.number}`,
      Author: data.seller.name,
      Subject: `${t('title')} ${data.number} — ${data.buyer.name}`,
      Creator: data.seller.name,
      CreationDate: new Date(`${data.issueDate}T00:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const width = A4.width - 2 * MARGIN;
  const right = A4.width - MARGIN;

  // The seller, top left; the title, top right.
  const top = MARGIN;
  doc
    .font('bold')
    .fontSize(14)
    .fillColor('black')
    .text(data.seller.name, MARGIN, top, { width: width * 0.6 });
  doc.font('regular').fontSize(9).fillColor(GREY);
  for (const text of addressLines(data.seller, locale, null)) doc.text(text, { width: width * 0.6 });
  if (data.seller.vat_id) doc.text(`${t('vatId')}: ${data.seller.vat_id}`, { width: width * 0.6 });
  const sellerBottom = doc.y;
  doc
    .font('bold')
    .fontSize(22)
    .fillColor('black')
    .text(t('title'), MARGIN + width * 0.55, top, { width: width * 0.45, align: 'right' });
  if (data.status === 'CANCELLED') {
    doc
      .font('bold')
      .fontSize(11)
      .fillColor('#b00020')
      .text(data.cancelled ? t('cancelledOn', { date: date(data.cancelled) }) : t('cancelled'), MARGIN + width * 0.45, doc.y + 2, {
        width: width * 0.55,
        align: 'right',
      });
  }

  // The buyer on the left, the invoice's number and dates on the right.
  const blockTop = Math.max(sellerBottom, doc.y) + 28;
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(GREY)
    .text(t('billTo'), MARGIN, blockTop, { width: width * 0.55 });
  doc
    .font('bold')
    .fontSize(11)
    .fillColor('black')
    .text(data.buyer.name, { width: width * 0.55 });
  doc.font('regular').fontSize(10);
  for (const text of addressLines(data.buyer, locale, data.seller.country)) doc.text(text, { width: width * 0.55 });
  if (data.buyer.vat_id) doc.text(`${t('vatId')}: ${data.buyer.vat_id}`, { width: width * 0.55 });
  const buyerBottom = doc.y;
  const meta: [string, string][] = [
    [t('number'), data.number],
    [t('issueDate'), date(data.issueDate)],
    [t('dueDate'), date(data.dueDate)],
    [t('currency'), data.currency],
  ];
  let metaY = blockTop;
  const labelX = MARGIN + width * 0.58;
  for (const [label, value] of meta) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(GREY)
      .text(label, labelX, metaY, { width: width * 0.2 });
    doc
      .font('bold')
      .fontSize(9)
      .fillColor('black')
      .text(value, labelX + width * 0.2, metaY, { width: width * 0.22, align: 'right' });
    metaY += 15;
  }

  // The lines.
  const columns = [
    { key: 'position', label: t('position'), width: 28, align: 'left' as const },
    { key: 'description', label: line('description'), width: width - 28 - 62 - 82 - 48 - 86, align: 'left' as const },
    { key: 'quantity', label: line('quantity'), width: 62, align: 'right' as const },
    { key: 'unitPrice', label: line('unitPrice'), width: 82, align: 'right' as const },
    { key: 'vatRate', label: line('vatRate'), width: 48, align: 'right' as const },
    { key: 'net', label: t('lineNet'), width: 86, align: 'right' as const },
  ];
  const gap = 6;
  // Each column keeps a gap to the next; the last one ends at the right margin.
  const cellWidth = (index: number) => columns[index].width - (index === columns.length - 1 ? 0 : gap);
  const header = (y: number) => {
    doc.font('bold').fontSize(8.5).fillColor(GREY);
    let x = MARGIN;
    columns.forEach((column, index) => {
      doc.text(column.label, x, y, { width: cellWidth(index), align: column.align });
      x += column.width;
    });
    const bottom = y + 14;
    doc.moveTo(MARGIN, bottom).lineTo(right, bottom).lineWidth(0.8).strokeColor(RULE).stroke();
    return bottom + 5;
  };
  const pageBottom = A4.height - doc.page.margins.bottom;
  let y = header(Math.max(buyerBottom, metaY) + 26);
  doc.font('regular').fontSize(9.5).fillColor('black');
  for (const item of data.lines) {
    const cells: Record<string, string> = {
      position: String(item.position),
      description: item.description,
      quantity: quantity(item.quantity),
      unitPrice: unitPrice(item.unitPrice),
      vatRate: `${rate(item.vatRate)} %`,
      net: money(item.net),
    };
    doc.font('regular').fontSize(9.5);
    const height = Math.max(...columns.map((column, index) => doc.heightOfString(cells[column.key], { width: cellWidth(index) })));
    if (y + height > pageBottom) {
      doc.addPage();
      y = header(MARGIN);
      doc.font('regular').fontSize(9.5);
    }
    let x = MARGIN;
    doc.fillColor('black');
    columns.forEach((column, index) => {
      doc.text(cells[column.key], x, y, { width: cellWidth(index), align: column.align });
      x += column.width;
    });
    y += height + 3;
    doc.moveTo(MARGIN, y).lineTo(right, y).lineWidth(0.3).strokeColor('#dddddd').stroke();
    y += 4;
  }

  // The totals: per VAT rate, then net, VAT and gross, what is paid and what is open.
  const totals: { label: string; value: string; bold?: boolean; rule?: boolean }[] = [
    ...data.rates.map((entry) => ({
      label: t('vatOn', { rate: rate(entry.vatRate), net: money(entry.net) }),
      value: money(entry.vat),
    })),
    { label: t('netTotal'), value: money(data.net), rule: true },
    { label: t('vatTotal'), value: money(data.vat) },
    { label: t('gross'), value: money(data.gross), bold: true },
  ];
  if (data.status !== 'CANCELLED') {
    if (data.paid !== '0' && Number(data.paid) !== 0) totals.push({ label: t('paid'), value: money(data.paid) });
    totals.push({ label: t('open'), value: money(data.open), bold: true, rule: true });
  }
  const totalsHeight = totals.length * 16 + 20;
  if (y + 12 + totalsHeight > pageBottom) {
    doc.addPage();
    y = MARGIN;
  }
  y += 12;
  const totalsX = MARGIN + width * 0.4;
  const totalsWidth = width * 0.6;
  for (const entry of totals) {
    if (entry.rule) {
      doc
        .moveTo(totalsX, y - 3)
        .lineTo(right, y - 3)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke();
    }
    doc
      .font(entry.bold ? 'bold' : 'regular')
      .fontSize(entry.bold ? 10.5 : 9.5)
      .fillColor('black');
    doc.text(entry.label, totalsX, y, { width: totalsWidth - 110 });
    doc.text(entry.value, right - 110, y, { width: 110, align: 'right' });
    y += entry.bold ? 18 : 16;
  }

  // What to pay, by when and where; the note.
  y += 14;
  doc.font('regular').fontSize(9.5).fillColor('black');
  const closing: string[] = [];
  if (data.status !== 'CANCELLED' && Number(data.open) > 0) {
    closing.push(t('payBy', { amount: money(data.open), date: date(data.dueDate), number: data.number }));
  } else if (data.status === 'PAID') {
    closing.push(t('paidInFull'));
  }
  if (data.note) closing.push(data.note);
  for (const text of closing) {
    if (y + doc.heightOfString(text, { width }) > pageBottom) {
      doc.addPage();
      y = MARGIN;
    }
    doc.text(text, MARGIN, y, { width });
    y = doc.y + 6;
  }

  // Every page's footer: the seller and its bank account, and the page's number.
  const pages = doc.bufferedPageRange();
  const footer = [
    [data.seller.name, ...addressLines(data.seller, locale, null)].join(' · '),
    [
      data.seller.vat_id ? `${t('vatId')}: ${data.seller.vat_id}` : null,
      data.bank ? `IBAN ${data.bank.iban.replace(/(.{4})(?=.)/g, '$1 ')}` : null,
      data.bank?.bic ? `BIC ${data.bank.bic}` : null,
      data.bank?.bank ?? null,
    ]
      .filter(Boolean)
      .join(' · '),
  ].filter((text) => text !== '');
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(pages.start + index);
    // Writing below the bottom margin would start a new page: the footer has the page to itself.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footerTop = A4.height - MARGIN - 6;
    doc
      .moveTo(MARGIN, footerTop - 6)
      .lineTo(right, footerTop - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font('regular').fontSize(7.5).fillColor(GREY);
    footer.forEach((text, row) => doc.text(text, MARGIN, footerTop + row * 10, { width: width - 80, lineBreak: false }));
    doc.text(t('page', { page: String(index + 1), pages: String(pages.count) }), right - 80, footerTop, { width: 80, align: 'right' });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}

/** The file name of an invoice's PDF: `Invoice-2026-00042.pdf` in the invoice's language. */
export function invoicePdfName(number: string, locale: string): string {
  const title = catalogueText(locale, 'app.spot.invoices.pdf.title') ?? 'Invoice';
  return `${title}-${number}.pdf`.replace(/[\\/:*?"<>|\s]+/g, '-');
}

/** The declared action `downloadPdf`: the invoice of the operator's books (a reader may download it). */
export async function downloadInvoicePdf(context: ActionContext): Promise<ActionFile> {
  const operatorCode = operatorOf(context);
  await requireBooks(context.db, context.manager, operatorCode, false);
  const record = await findRecord<SpotInvoice>(context.db, sentInvoicesTable, context.scope, context.id!);
  const data = await readInvoicePdfData(context.db, record.id);
  const locale = invoiceLanguage(data.seller.country);
  return { content: await renderInvoicePdf(data, locale), fileName: invoicePdfName(data.number, locale) };
}
