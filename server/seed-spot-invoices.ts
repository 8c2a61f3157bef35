/**
 * The demo company's invoices: a year of sent invoices to its four customers (issued in order, so
 * numbered without gaps per year; one cancelled, one draft waiting), and the suppliers' invoices
 * for rent, electricity, telephone and goods. Each invoice's payment is a bank transaction of the
 * business account naming its number (`seedSpotInvoices` answers them; the books' seed books them
 * and runs the matching, which applies them): customers pay around the due date, Café Lindenhof
 * weeks late (its newest invoices are overdue) and one of Hotel Seeblick's invoices is never paid.
 * The oldest month's VAT return is filed: that period is closed. Deterministic for a given day.
 */
import type { Queryable } from './db/database';
import { sql } from './db/sql';
import { nextInvoiceNumber, writeInvoice } from './spot/invoices';
import { writeClosedPeriod } from './spot/taxes';

/** A payment of a demo invoice, as a row of the business account's statement. */
export interface DemoPayment {
  date: string;
  cents: number;
  name: string;
  iban: string;
  text: string;
  endToEnd?: string;
}

/** The IBANs the demo partners pay from and are paid to. */
export const DEMO_PARTNER_IBANS: Record<string, string> = {
  'Nordwind Handel GmbH': 'DE44500105175407324931',
  'Müller & Söhne OHG': 'DE36200400000628808808',
  'Café Lindenhof': 'AT611904300234573201',
  'Hotel Seeblick KG': 'DE75512108001245126199',
  'Immobilien Weber KG': 'DE09700202700015820000',
  'Stadtwerke Berlin': 'DE69120300001005558800',
  'Telekom Deutschland GmbH': 'DE18760260000000123456',
  'Großhandel Brandt GmbH': 'DE91100000000123456789',
};

/** When each customer pays, in days after the due date (a stateless hash picks within the range). */
const PAYS: Record<string, [number, number]> = {
  'Nordwind Handel GmbH': [-3, 2],
  'Müller & Söhne OHG': [-6, 0],
  'Café Lindenhof': [18, 30],
  'Hotel Seeblick KG': [-2, 4],
};

/** When the business account pays each supplier's invoice, in days after its date, and the text it sends. */
const PAYMENTS: Record<string, { after: number; text: (number: string, month: string, label: string) => string }> = {
  'Immobilien Weber KG': { after: 2, text: (number, month) => `Miete ${month} Lager Köpenick ${number}` },
  'Stadtwerke Berlin': { after: 5, text: (number, _, label) => `Strom Abschlag ${label} Kd-Nr 884120 ${number}` },
  'Telekom Deutschland GmbH': { after: 6, text: (number, _, label) => `Festnetz und Internet ${label} ${number}` },
  'Großhandel Brandt GmbH': { after: 26, text: (number) => `Rechnung ${number} Kd 4471` },
};

function pick(key: string, n: number): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return (h >>> 0) % n;
}

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
    lines: [{ description: 'Festnetz und Internet', unitPrice: 41.93, vatRate: 19 }],
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

/** Writes the demo invoices; the payments the business account made and received for them. */
export async function seedSpotInvoices(tx: Queryable, today = new Date()): Promise<DemoPayment[]> {
  const [entity] = await tx.query<{ id: number }>(sql`SELECT id FROM spot_entities WHERE operator_code = 'op1' ORDER BY id LIMIT 1`);
  if (!entity) return [];
  const partners = await tx.query<{ id: number; name: string }>(sql`SELECT id, name FROM spot_partners WHERE operator_code = 'op1'`);
  const partner = (name: string) => partners.find((row) => row.name === name)?.id;
  const centers = await tx.query<{ id: number; code: string }>(sql`SELECT id, code FROM spot_cost_centers WHERE operator_code = 'op1'`);
  const center = (code: string) => centers.find((row) => row.code === code)?.id ?? null;
  const todayText = today.toISOString().slice(0, 10);
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
  return demoPayments(tx, todayText);
}

/**
 * The payments of the issued invoices up to today: each customer's around the due date (Café
 * Lindenhof weeks late, one of Hotel Seeblick's never), the suppliers' days after the invoice,
 * each naming the invoice's number, for its gross.
 */
async function demoPayments(tx: Queryable, today: string): Promise<DemoPayment[]> {
  const invoices = await tx.query<{
    id: number;
    kind: string;
    number: string;
    issue_date: string;
    due_date: string;
    gross: string;
    partner: string;
  }>(
    sql`SELECT i.id, i.kind, i.number, i.issue_date::text AS issue_date, i.due_date::text AS due_date, i.gross::text AS gross, p.name AS partner
      FROM spot_invoices i JOIN spot_partners p ON p.id = i.partner_id
      WHERE i.operator_code = 'op1' AND i.status = 'OPEN' ORDER BY i.issue_date, i.id`,
  );
  const unpaid = invoices.filter((invoice) => invoice.partner === 'Hotel Seeblick KG' && invoice.due_date < plusDays(today, -90)).at(-1);
  const payments: DemoPayment[] = [];
  for (const invoice of invoices) {
    const iban = DEMO_PARTNER_IBANS[invoice.partner];
    if (!iban || invoice.id === unpaid?.id) continue;
    const cents = Number(invoice.gross.replace('.', '').replace(/^(-?)0+(?=\d)/, '$1'));
    const label = `${invoice.issue_date.slice(5, 7)}/${invoice.issue_date.slice(0, 4)}`;
    if (invoice.kind === 'SENT') {
      const [from, to] = PAYS[invoice.partner] ?? [0, 0];
      const date = plusDays(invoice.due_date, from + pick(invoice.number, to - from + 1));
      if (date > today) continue;
      payments.push({ date, cents, name: invoice.partner, iban, text: `Rechnung ${invoice.number}`, endToEnd: invoice.number });
    } else {
      const rule = PAYMENTS[invoice.partner];
      if (!rule) continue;
      const date = plusDays(invoice.issue_date, rule.after);
      if (date > today) continue;
      const month = new Date(`${invoice.issue_date}T00:00:00Z`).toLocaleString('de-DE', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      payments.push({ date, cents: -cents, name: invoice.partner, iban, text: rule.text(invoice.number, month, label) });
    }
  }
  return payments;
}
