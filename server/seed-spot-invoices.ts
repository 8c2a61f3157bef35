/**
 * The demo company's invoices: a year of sent invoices to its four customers (issued in order, so
 * numbered without gaps per year; one cancelled, one draft waiting), and the suppliers' invoices
 * for rent, electricity, telephone and goods. Invoices more than six weeks old count as paid; the
 * newer ones are open or, past their due date, overdue. The oldest month's VAT return is filed:
 * that period is closed. Deterministic for a given day.
 */
import type { Queryable } from './db/database';
import { sql } from './db/sql';
import { nextInvoiceNumber, writeInvoice } from './spot/invoices';
import { writeClosedPeriod } from './spot/taxes';

const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10);
const plusDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

/** Sent invoices' lines per customer: what Sonnenberg sells them. */
const SALES: Record<string, { description: string; unitPrice: number; vatRate: number; quantities: readonly number[] }[]> = {
  'Nordwind Handel GmbH': [
    { description: 'Regalsystem Typ B, verzinkt', unitPrice: 389.5, vatRate: 19, quantities: [4, 6, 3, 8] },
    { description: 'Montage vor Ort (Stunden)', unitPrice: 68, vatRate: 19, quantities: [6, 9.5, 4, 12] },
  ],
  'Müller & Söhne OHG': [{ description: 'Verpackungsmaterial Palette', unitPrice: 142.35, vatRate: 19, quantities: [3, 5, 2, 7] }],
  'Café Lindenhof': [
    { description: 'Kaffeebohnen Hausmischung 1 kg', unitPrice: 18.9, vatRate: 7, quantities: [12, 20, 16, 24] },
    { description: 'Lieferpauschale', unitPrice: 12.5, vatRate: 19, quantities: [1, 1, 1, 1] },
  ],
  'Hotel Seeblick KG': [
    { description: 'Frühstücksgeschirr Set', unitPrice: 264.99, vatRate: 19, quantities: [2, 3, 5, 4] },
    { description: 'Tee Auswahl 100 Beutel', unitPrice: 7.35, vatRate: 7, quantities: [10, 15, 12, 30] },
  ],
};

/** Suppliers' monthly invoices. */
const SUPPLIERS = [
  {
    partner: 'Immobilien Weber KG',
    prefix: 'WEB',
    date: 1,
    days: 3,
    lines: [{ description: 'Miete Lager Köpenick', unitPrice: 1450, vatRate: 0 }],
  },
  {
    partner: 'Stadtwerke Berlin',
    prefix: 'SWB-',
    date: 5,
    days: 14,
    lines: [{ description: 'Strom Abschlag', unitPrice: 184.87, vatRate: 19 }],
  },
  {
    partner: 'Telekom Deutschland GmbH',
    prefix: 'TK',
    date: 8,
    days: 10,
    lines: [{ description: 'Business Mobil + Festnetz', unitPrice: 75.55, vatRate: 19 }],
  },
  {
    partner: 'Großhandel Brandt GmbH',
    prefix: 'GB-',
    date: 12,
    days: 30,
    lines: [
      { description: 'Handelsware lt. Lieferschein', unitPrice: 1260.4, vatRate: 19 },
      { description: 'Kaffee Rohware', unitPrice: 312.8, vatRate: 7 },
    ],
  },
];

export async function seedSpotInvoices(tx: Queryable, today = new Date()): Promise<void> {
  const [entity] = await tx.query<{ id: number }>(sql`SELECT id FROM spot_entities WHERE operator_code = 'op1' ORDER BY id LIMIT 1`);
  if (!entity) return;
  const partners = await tx.query<{ id: number; name: string }>(sql`SELECT id, name FROM spot_partners WHERE operator_code = 'op1'`);
  const partner = (name: string) => partners.find((row) => row.name === name)?.id;
  const centers = await tx.query<{ id: number; code: string }>(sql`SELECT id, code FROM spot_cost_centers WHERE operator_code = 'op1'`);
  const center = (code: string) => centers.find((row) => row.code === code)?.id ?? null;
  const todayText = today.toISOString().slice(0, 10);
  const paidBefore = plusDays(todayText, -42);
  const written: { id: number; issueDate: string; sent: boolean }[] = [];
  for (let back = 11; back >= 0; back--) {
    const [y, m] = [today.getUTCFullYear(), today.getUTCMonth() - back];
    let c = 0;
    for (const [customer, lines] of Object.entries(SALES)) {
      const partnerId = partner(customer);
      const issueDate = day(y, m, 3 + c * 6);
      c += 1;
      if (!partnerId || issueDate > todayText) continue;
      const id = await writeInvoice(tx, 'op1', 'SENT', {
        entityId: entity.id,
        partnerId,
        costCenterId: center('VERTRIEB'),
        issueDate,
        dueDate: plusDays(issueDate, 14),
        currency: 'EUR',
        lines: lines.map((line) => ({ ...line, quantity: line.quantities[(back + c) % line.quantities.length] })),
      });
      written.push({ id, issueDate, sent: true });
    }
    for (const supplier of SUPPLIERS) {
      const partnerId = partner(supplier.partner);
      const issueDate = day(y, m, supplier.date);
      if (!partnerId || issueDate > todayText) continue;
      const id = await writeInvoice(tx, 'op1', 'INCOMING', {
        entityId: entity.id,
        partnerId,
        costCenterId: center(supplier.partner.includes('Weber') || supplier.partner.includes('Brandt') ? 'LAGER' : 'VERWALTUNG'),
        number: `${supplier.prefix}${issueDate.slice(0, 7).replace('-', '')}${String(supplier.date).padStart(2, '0')}`,
        issueDate,
        dueDate: plusDays(issueDate, supplier.days),
        currency: 'EUR',
        lines: supplier.lines.map((line) => ({ ...line, quantity: 1 })),
      });
      written.push({ id, issueDate, sent: false });
    }
  }
  // Issue the sent invoices in date order (the newest stays a draft), then pay the older ones.
  const sent = written.filter((invoice) => invoice.sent).sort((a, b) => a.issueDate.localeCompare(b.issueDate) || a.id - b.id);
  for (const invoice of sent.slice(0, -1)) {
    const number = await nextInvoiceNumber(tx, entity.id, Number(invoice.issueDate.slice(0, 4)));
    await tx.query(sql`UPDATE spot_invoices SET number = ${number}, status = 'OPEN', issued = ${invoice.issueDate}::timestamptz + interval '10 hours'
      WHERE id = ${invoice.id}`);
  }
  await tx.query(sql`UPDATE spot_invoices SET status = 'PAID', paid = gross
    WHERE operator_code = 'op1' AND status = 'OPEN' AND issue_date < ${paidBefore}`);
  // One sent invoice written in error and cancelled: it keeps its number.
  const cancelled = sent.at(-6);
  if (cancelled) {
    await tx.query(sql`UPDATE spot_invoices SET status = 'CANCELLED', paid = 0, cancelled = ${cancelled.issueDate}::timestamptz + interval '2 days',
      note = 'Falsche Lieferadresse, neu ausgestellt' WHERE id = ${cancelled.id} AND status <> 'DRAFT'`);
  }
  // The oldest month's VAT return was filed ten days after it ended: its period is closed.
  const first = day(today.getUTCFullYear(), today.getUTCMonth() - 11, 1);
  await writeClosedPeriod(tx, {
    op: 'op1',
    entityId: entity.id,
    period: first.slice(0, 7),
    closedBy: 'central@demo.test',
    closed: `${plusDays(day(today.getUTCFullYear(), today.getUTCMonth() - 10, 0), 10)}T09:00:00Z`,
  });
}
