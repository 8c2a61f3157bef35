/**
 * The finance product's demo books: `op1`'s company Sonnenberg Handels GmbH with its cost centers,
 * two bank accounts (a business current account and a savings account) and twelve months of
 * plausible transactions up to today (salaries, rent, suppliers, customers' payments, card and bank
 * fees, transfers to savings, interest), categories, rules (applied) and the partners the
 * counterparties stand for. The office managers keep their operator's books. Deterministic: the
 * same day gives the same rows.
 */
import type { Queryable } from './db/database';
import { sql } from './db/sql';
import { applyRules } from './spot/rules';
import { assignPartners } from './spot/partners';
import { nameKey, rowFingerprint } from './spot/text';
import { DEMO_PARTNER_IBANS, seedSpotInvoices, type DemoPayment } from './seed-spot-invoices';
import { ENGINE, runMatching } from './spot/matching';

interface Row {
  account: number;
  date: string;
  cents: number;
  name: string;
  iban: string | null;
  text: string;
  endToEnd?: string;
}

/** Name, street, postal code, city, country, VAT id and kind of the partners the invoices go to or come from. */
const PARTNER_ADDRESSES: [string, string, string, string, string, string | null, string][] = [
  ['Nordwind Handel GmbH', 'Am Sandtorkai 38', '20457', 'Hamburg', 'DE', 'DE311548720', 'CUSTOMER'],
  ['Müller & Söhne OHG', 'Königstraße 12', '70173', 'Stuttgart', 'DE', 'DE129273398', 'CUSTOMER'],
  ['Café Lindenhof', 'Lindengasse 7', '1070', 'Wien', 'AT', 'ATU63214587', 'CUSTOMER'],
  ['Hotel Seeblick KG', 'Seestraße 54', '82319', 'Starnberg', 'DE', 'DE258812041', 'CUSTOMER'],
  ['Immobilien Weber KG', 'Grünauer Straße 210', '12557', 'Berlin', 'DE', 'DE813395012', 'SUPPLIER'],
  ['Stadtwerke Berlin', 'Holzmarktstraße 15', '10179', 'Berlin', 'DE', 'DE136630206', 'SUPPLIER'],
  ['Telekom Deutschland GmbH', 'Landgrabenweg 151', '53227', 'Bonn', 'DE', 'DE814645262', 'SUPPLIER'],
  ['Großhandel Brandt GmbH', 'Hafenstraße 12', '28217', 'Bremen', 'DE', null, 'SUPPLIER'],
];

/** A stateless hash of a key, 0 … n-1. */
function pick(key: string, n: number): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return (h >>> 0) % n;
}

const day = (year: number, month: number, date: number) => {
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, last))).toISOString().slice(0, 10);
};

function demoRows(today: Date, current: number, savings: number, payments: readonly DemoPayment[]): Row[] {
  const rows: Row[] = payments.map((payment) => ({ ...payment, account: current }));
  const todayText = today.toISOString().slice(0, 10);
  for (let back = 11; back >= 0; back--) {
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    const [y, m] = [first.getUTCFullYear(), first.getUTCMonth()];
    const label = `${String(m + 1).padStart(2, '0')}/${y}`;
    const month = first.toLocaleString('de-DE', { month: 'long', timeZone: 'UTC' });
    const add = (date: number, row: Omit<Row, 'date'>) => {
      const at = day(y, m, date);
      if (at <= todayText) rows.push({ ...row, date: at });
    };
    // The shop's card takings, paid out weekly by the card acquirer; its fees for the month follow.
    let cardSales = 0;
    for (let week = 1; week <= 4; week++) {
      const cents = 260000 + pick(`${label}-takings-${week}`, 160000);
      cardSales += cents;
      add(week * 7, {
        account: current,
        cents,
        name: 'Payone GmbH',
        iban: 'DE77100100100123456789',
        text: `Auszahlung Kartenumsätze ${label} Woche ${week}`,
      });
    }
    add(5, {
      account: current,
      cents: -Math.round(cardSales * 0.009),
      name: 'Payone GmbH',
      iban: 'DE77100100100123456789',
      text: `Kartengebühren ${label}`,
    });
    // Goods bought at the wholesaler's cash and carry, by card (the invoiced deliveries are paid by transfer).
    add(20, {
      account: current,
      cents: -(8000 + pick(`${label}-brandt`, 32000)),
      name: 'Großhandel Brandt GmbH',
      iban: null,
      text: `Kartenzahlung Großhandel Brandt Abholmarkt ${label}`,
    });
    if (pick(`${label}-park`, 2) === 0)
      add(17, { account: current, cents: -600, name: 'Parkhaus Mitte', iban: null, text: 'Kartenzahlung Parkhaus Mitte' });
    add(25, { account: current, cents: -320000, name: 'Anna Schmidt', iban: 'DE18430609671234567800', text: `Gehalt ${month} ${y}` });
    add(25, { account: current, cents: -295000, name: 'Jonas Becker', iban: 'DE02370400440532013111', text: `Gehalt ${month} ${y}` });
    add(25, { account: current, cents: -270000, name: 'Lena Wagner', iban: 'DE27100777770209299700', text: `Gehalt ${month} ${y}` });
    add(28, {
      account: current,
      cents: -200000,
      name: 'Sonnenberg Handels GmbH',
      iban: 'DE02120300000000202051',
      text: `Umbuchung Tagesgeld ${label}`,
    });
    add(28, {
      account: savings,
      cents: 200000,
      name: 'Sonnenberg Handels GmbH',
      iban: 'DE89370400440532013000',
      text: `Umbuchung Tagesgeld ${label}`,
    });
    add(31, { account: current, cents: -1250, name: 'Commerzbank AG', iban: null, text: `Kontoführung ${label}` });
    if (m % 3 === 2)
      add(31, { account: savings, cents: 4000 + pick(`${label}-interest`, 3000), name: 'DKB AG', iban: null, text: `Zinsen ${label}` });
  }
  return rows;
}

export async function seedSpot(tx: Queryable, today = new Date()): Promise<void> {
  await tx.query(sql`INSERT INTO spot_subscriptions (operator_code, plan) VALUES ('op1', 'PREMIUM'), ('op2', 'FREE'), ('op3', 'FREE')`);
  await tx.query(sql`INSERT INTO spot_editors (operator_code, manager_id, access)
    SELECT m.operator_code, m.id, 'EDITOR' FROM managers m WHERE m.email IN ('office1@demo.test', 'office2@demo.test')`);
  const [entity] = await tx.query<{
    id: number;
  }>(sql`INSERT INTO spot_entities (operator_code, name, country, vat_id, base_currency, fiscal_year_start, street, postal_code, city)
    VALUES ('op1', 'Sonnenberg Handels GmbH', 'DE', 'DE284561937', 'EUR', 1, 'Wendenschloßstraße 142', '12557', 'Berlin') RETURNING id`);
  await tx.query(sql`INSERT INTO spot_cost_centers (operator_code, entity_id, code, name) VALUES
    ('op1', ${entity.id}, 'VERTRIEB', 'Sales'), ('op1', ${entity.id}, 'LAGER', 'Warehouse'), ('op1', ${entity.id}, 'VERWALTUNG', 'Administration')`);
  const accounts = await tx.query<{
    id: number;
  }>(sql`INSERT INTO spot_bank_accounts (operator_code, entity_id, name, iban, bic, bank, currency,
      opening_balance, opening_date, balance)
    VALUES ('op1', ${entity.id}, 'Business account', 'DE89370400440532013000', 'COBADEFFXXX', 'Commerzbank', 'EUR', 12500.00, '2025-01-01', 12500.00),
      ('op1', ${entity.id}, 'Savings', 'DE02120300000000202051', 'BYLADEM1001', 'DKB', 'EUR', 40000.00, '2025-01-01', 40000.00)
    RETURNING id`);
  // The partners the invoices go to and come from, with their addresses, VAT ids and IBANs.
  const partners = await tx.query<{ id: number; name: string }>(sql`INSERT INTO spot_partners (operator_code, name, name_key, kind,
      street, postal_code, city, country, vat_id)
    SELECT 'op1', n, k, kd, st, pc, ci, co, v
    FROM unnest(${PARTNER_ADDRESSES.map((a) => a[0])}::text[], ${PARTNER_ADDRESSES.map((a) => nameKey(a[0]))}::text[],
      ${PARTNER_ADDRESSES.map((a) => a[6])}::text[], ${PARTNER_ADDRESSES.map((a) => a[1])}::text[], ${PARTNER_ADDRESSES.map((a) => a[2])}::text[],
      ${PARTNER_ADDRESSES.map((a) => a[3])}::text[], ${PARTNER_ADDRESSES.map((a) => a[4])}::text[], ${PARTNER_ADDRESSES.map((a) => a[5])}::text[])
      AS a (n, k, kd, st, pc, ci, co, v)
    RETURNING id, name`);
  await tx.query(sql`INSERT INTO spot_partner_ibans (operator_code, iban, partner_id)
    SELECT 'op1', i, p FROM unnest(${partners.map((row) => DEMO_PARTNER_IBANS[row.name])}::text[], ${partners.map((row) => row.id)}::integer[]) AS x (i, p)`);
  const payments = await seedSpotInvoices(tx, today);
  const rows = demoRows(today, accounts[0].id, accounts[1].id, payments);
  const amounts = rows.map((row) => (row.cents / 100).toFixed(2));
  const fingerprints = rows.map((row, i) =>
    rowFingerprint({ bookingDate: row.date, amount: amounts[i], counterpartyName: row.name, remittance: row.text }),
  );
  // Seeded rows count as imported on their booking day, so this month's plan usage is this month's rows.
  await tx.query(sql`INSERT INTO spot_transactions (operator_code, bank_account_id, booking_date, value_date, amount, currency, counterparty_name,
      counterparty_iban, counterparty_key, remittance, end_to_end_id, fingerprint, occurrence, created)
    SELECT 'op1', a, d, d, amt, 'EUR', n, i, k, t, e, f,
      row_number() OVER (PARTITION BY a, f ORDER BY ord)::integer, d::timestamptz + interval '9 hours'
    FROM unnest(${rows.map((row) => row.account)}::integer[], ${rows.map((row) => row.date)}::date[], ${amounts}::numeric[],
      ${rows.map((row) => row.name)}::text[], ${rows.map((row) => row.iban)}::text[], ${rows.map((row) => nameKey(row.name))}::text[],
      ${rows.map((row) => row.text)}::text[], ${rows.map((row) => row.endToEnd ?? null)}::text[], ${fingerprints}::text[])
      WITH ORDINALITY AS r(a, d, amt, n, i, k, t, e, f, ord)`);
  await tx.query(sql`UPDATE spot_bank_accounts a SET balance = a.opening_balance + coalesce((SELECT sum(t.amount) FROM spot_transactions t
    WHERE t.bank_account_id = a.id), 0) WHERE a.operator_code = 'op1'`);
  const categories = await tx.query<{ id: number; name: string }>(sql`INSERT INTO spot_categories (operator_code, name, kind) VALUES
    ('op1', 'Sales', 'INCOME'), ('op1', 'Interest', 'INCOME'), ('op1', 'Salaries', 'EXPENSE'), ('op1', 'Rent', 'EXPENSE'),
    ('op1', 'Goods and supplies', 'EXPENSE'), ('op1', 'Utilities', 'EXPENSE'), ('op1', 'Telephone and internet', 'EXPENSE'),
    ('op1', 'Bank and card fees', 'EXPENSE'), ('op1', 'Transfers', 'BOTH') RETURNING id, name`);
  const category = (name: string) => categories.find((row) => row.name === name)!.id;
  const centers = await tx.query<{ id: number; code: string }>(sql`SELECT id, code FROM spot_cost_centers WHERE operator_code = 'op1'`);
  const center = (code: string) => centers.find((row) => row.code === code)!.id;
  await assignPartners(tx, 'op1', sql`true`);
  const rules: [string, string | null, string | null, string | null, string | null, number, number | null][] = [
    ['Transfers to savings', null, null, null, 'Umbuchung', category('Transfers'), null],
    ['Salaries', 'OUT', null, null, 'Gehalt', category('Salaries'), center('VERWALTUNG')],
    ['Warehouse rent', 'OUT', 'Weber', null, null, category('Rent'), center('LAGER')],
    ['Card fees', 'OUT', null, 'DE77100100100123456789', null, category('Bank and card fees'), center('VERTRIEB')],
    ['Bank fees', 'OUT', 'Commerzbank', null, null, category('Bank and card fees'), center('VERWALTUNG')],
    ['Electricity', 'OUT', 'Stadtwerke', null, null, category('Utilities'), center('LAGER')],
    ['Telephone', 'OUT', 'Telekom', null, null, category('Telephone and internet'), center('VERWALTUNG')],
    ['Goods from Brandt', 'OUT', 'Brandt', null, null, category('Goods and supplies'), center('LAGER')],
    ['Interest', 'IN', null, null, 'Zinsen', category('Interest'), null],
    ['Customer invoices', 'IN', null, null, 'Rechnung', category('Sales'), center('VERTRIEB')],
    ['Card takings', 'IN', null, 'DE77100100100123456789', null, category('Sales'), center('VERTRIEB')],
  ];
  await tx.query(sql`INSERT INTO spot_rules (operator_code, position, name, direction, counterparty, iban, text, category_id, cost_center_id)
    SELECT 'op1', ord::integer, n, dir, cp, ib, tx, c, cc
    FROM unnest(${rules.map((r) => r[0])}::text[], ${rules.map((r) => r[1])}::text[], ${rules.map((r) => r[2])}::text[],
      ${rules.map((r) => r[3])}::text[], ${rules.map((r) => r[4])}::text[], ${rules.map((r) => r[5])}::integer[], ${rules.map((r) => r[6])}::integer[])
      WITH ORDINALITY AS r(n, dir, cp, ib, tx, c, cc, ord)`);
  await applyRules(tx, 'op1');
  // The payments are matched to their invoices as an import would match them.
  await runMatching(tx, 'op1', ENGINE);
}
