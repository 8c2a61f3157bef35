/**
 * The finance product's reports: profitability per entity and cost center and the cash flow per
 * month (and category) as exact SQL sums over the time frame's booking days in the user's time
 * zone, transfers between own accounts left out, CSV export, each operator's books to its editors;
 * and the forecast call from today in the requested time zone with open invoices and a recurring payment.
 */
import { sql } from '../../server/db/sql';
import { SpotCashFlowRow, SpotForecast, SpotProfitRow } from '../../resources/spotReports';
import { SpotInvoice } from '../../resources/spotInvoices';
import { addDays } from '../../server/spot/forecast';
import { todayIn } from '../../server/spot/reports';
import { API, query, type TestApi } from './helpers';
import { addPartners, spotTestApi } from './spot-helpers';

let api: TestApi;
const OP = `${API}/op2/spot`;
/** The ids of the books the tests read (seedBooks). */
let books: Awaited<ReturnType<typeof seedBooks>>;

const NORTH_IBAN = 'DE39100100100000001111';
const SAVINGS_IBAN = 'DE62100100100000004444';
const SOUTH_IBAN = 'DE75100100100000005555';

interface Booking {
  account: number;
  date: string;
  amount: string;
  iban?: string | null;
  name?: string;
  costCenter?: number | null;
  category?: number | null;
  partner?: number | null;
}

let booked = 0;
/** Books transactions as an import would (fingerprint and occurrence unique), and moves the balances by their exact sum. */
async function book(rows: Booking[]) {
  for (const row of rows) {
    booked += 1;
    await api.db.query(sql`INSERT INTO spot_transactions (operator_code, bank_account_id, booking_date, amount, currency, counterparty_name,
        counterparty_iban, counterparty_key, fingerprint, occurrence, cost_center_id, category_id, partner_id)
      VALUES ('op2', ${row.account}, ${row.date}::date, ${row.amount}::numeric, 'EUR', ${row.name ?? 'Kunde'}, ${row.iban ?? null},
        ${(row.name ?? 'Kunde').toLowerCase()}, ${`test-${booked}`}, 1, ${row.costCenter ?? null}::integer, ${row.category ?? null}::integer,
        ${row.partner ?? null}::integer)`);
  }
  await api.db.query(sql`UPDATE spot_bank_accounts a SET balance = a.opening_balance + coalesce((SELECT sum(t.amount)
    FROM spot_transactions t WHERE t.bank_account_id = a.id), 0) WHERE a.operator_code = 'op2'`);
}

/**
 * Books of op2 as the tests read them: two entities, two cost centers of the first, an income and
 * an expense category, a landlord and a customer, the first entity's current and savings accounts
 * and the second's account, with the transactions of the first quarter of 2030 (and April 1st).
 */
async function seedBooks() {
  const [{ id: north }, { id: south }] = await api.db.query<{
    id: number;
  }>(sql`INSERT INTO spot_entities (operator_code, name, country, base_currency)
    VALUES ('op2', 'Nord GmbH', 'DE', 'EUR'), ('op2', 'Süd GmbH', 'DE', 'EUR') RETURNING id`);
  const [{ id: sales }, { id: service }] = await api.db.query<{
    id: number;
  }>(sql`INSERT INTO spot_cost_centers (operator_code, entity_id, code, name)
    VALUES ('op2', ${north}, 'SALES', 'Sales'), ('op2', ${north}, 'SERVICE', 'Service') RETURNING id`);
  const [{ id: salesCategory }, { id: rentCategory }] = await api.db.query<{
    id: number;
  }>(sql`INSERT INTO spot_categories (operator_code, name, kind)
    VALUES ('op2', 'Umsatz', 'INCOME'), ('op2', 'Miete', 'EXPENSE') RETURNING id`);
  const [landlord, customer] = await addPartners(api.db, 'op2', [
    { name: 'Vermieter KG', kind: 'SUPPLIER' },
    { name: 'Kunde Nord', kind: 'CUSTOMER' },
  ]);
  const accounts = await api.db.query<{ id: number }>(sql`INSERT INTO spot_bank_accounts (operator_code, entity_id, name, iban, currency,
      opening_balance, opening_date, balance)
    VALUES ('op2', ${north}, 'Nord Giro', ${NORTH_IBAN}, 'EUR', 1000.00, '2029-01-01', 1000.00),
      ('op2', ${north}, 'Nord Tagesgeld', ${SAVINGS_IBAN}, 'EUR', 0, '2029-01-01', 0),
      ('op2', ${south}, 'Süd Giro', ${SOUTH_IBAN}, 'EUR', 500.00, '2029-01-01', 500.00)
    RETURNING id`);
  const current = accounts[0].id;
  const [savings, southAccount] = [accounts[1].id, accounts[2].id];
  await book([
    // Ten and twenty cents: 0.1 + 0.2 is 0.30000000000000004 in binary floats, exactly 0.30 here.
    { account: current, date: '2030-01-01', amount: '0.10' },
    { account: current, date: '2030-01-20', amount: '0.20' },
    { account: current, date: '2030-01-15', amount: '1000.10', costCenter: sales, category: salesCategory },
    { account: current, date: '2030-02-10', amount: '2000.20', costCenter: service, category: salesCategory },
    { account: current, date: '2030-03-03', amount: '-300.30', costCenter: sales, category: rentCategory },
    // A transfer to the own savings account, seen from both sides: neither income nor expense.
    { account: current, date: '2030-02-28', amount: '-500.00', iban: SAVINGS_IBAN, name: 'Nord GmbH' },
    { account: savings, date: '2030-02-28', amount: '500.00', iban: 'DE39 1001 0010 0000 0011 11', name: 'Nord GmbH' },
    { account: southAccount, date: '2030-02-14', amount: '-100.00' },
    // April 1st: in the first quarter only where March 31st's end is already April (UTC+14).
    { account: current, date: '2030-04-01', amount: '-40.00' },
  ]);
  return { north, south, sales, service, salesCategory, rentCategory, landlord, customer, current };
}

beforeAll(async () => {
  api = await spotTestApi('BUSINESS');
  books = await seedBooks();
});
afterAll(() => api.close());

/** The first quarter of 2030 as the time-frame picker sends it from Berlin: its first and last instant. */
const Q1 = { from: '2029-12-31T23:00:00.000Z', to: '2030-03-31T21:59:59.999Z' };

async function profitability(filter: Record<string, unknown>, timeZone = 'Europe/Berlin') {
  const response = await api.call('office2', {
    method: 'GET',
    url: `${OP}/reports/profitability${query({ size: 1000, filter, timeZone })}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return SpotProfitRow.array().parse(response.json().payload.content);
}

async function cashFlow(filter: Record<string, unknown>, timeZone = 'Europe/Berlin') {
  const response = await api.call('office2', { method: 'GET', url: `${OP}/reports/cash-flow${query({ size: 1000, filter, timeZone })}` });
  expect(response.statusCode, response.body).toBe(200);
  return SpotCashFlowRow.array().parse(response.json().payload.content);
}

const figures = (row: SpotProfitRow) => [row.income, row.expenses, row.result, row.transactions];

describe('profitability', () => {
  it('sums income and expenses per entity exactly, transfers between own accounts left out', async () => {
    const rows = await profitability({ bookingDate: Q1, grouping: 'ENTITY' });
    expect(rows.map((row) => [row.entityName, ...figures(row)])).toEqual([
      ['Nord GmbH', 3000.6, 300.3, 2700.3, 5],
      ['Süd GmbH', 0, 100, -100, 1],
    ]);
    expect(rows[0]).toMatchObject({ grouping: 'ENTITY', costCenterId: null, firstBooking: '2030-01-01', lastBooking: '2030-03-03' });
    expect(rows[0].margin).toBe(89.99);
    expect(rows[1].margin).toBeNull();
    // In SQL numeric: the sum of the cents is exactly 0.30.
    const [cents] = await profitability({ bookingDate: { from: Q1.from, to: '2030-01-10T00:00:00.000Z' }, grouping: 'ENTITY' });
    expect(cents.income).toBe(0.1);
  });

  it('reads the time frame as booking days in the user’s time zone', async () => {
    const [berlin] = await profitability({ bookingDate: Q1, grouping: 'ENTITY', entityId: books.north });
    const [kiritimati] = await profitability({ bookingDate: Q1, grouping: 'ENTITY', entityId: books.north }, 'Pacific/Kiritimati');
    expect(berlin.expenses).toBe(300.3);
    // 2030-03-31T21:59:59Z is already April 1st on Kiritimati (UTC+14): its -40.00 counts there.
    expect(kiritimati.expenses).toBe(340.3);
    expect(kiritimati.lastBooking).toBe('2030-04-01');
  });

  it('groups per cost center, the transactions without one together', async () => {
    const rows = await profitability({ bookingDate: Q1, grouping: 'COST_CENTER' });
    expect(rows.map((row) => [row.entityName, row.costCenterCode, ...figures(row)])).toEqual([
      ['Nord GmbH', 'SERVICE', 2000.2, 0, 2000.2, 1],
      ['Nord GmbH', 'SALES', 1000.1, 300.3, 699.8, 2],
      ['Nord GmbH', null, 0.3, 0, 0.3, 2],
      ['Süd GmbH', null, 0, 100, -100, 1],
    ]);
    expect(rows[1].costCenterName).toBe('Sales');
    // A list filter applies to the rows.
    expect((await profitability({ bookingDate: Q1, grouping: 'COST_CENTER', entityId: books.south })).map(figures)).toEqual([
      [0, 100, -100, 1],
    ]);
  });

  it('exports its rows as CSV', async () => {
    const response = await api.call('office2', {
      method: 'GET',
      url: `${OP}/reports/profitability/report${query({ filter: { bookingDate: Q1, grouping: 'ENTITY' }, timeZone: 'Europe/Berlin', locale: 'de' })}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0].split(';')).toContain('result');
    expect(lines[1]).toContain('Nord GmbH');
    expect(lines[1]).toContain('3000,60');
    expect(lines[1]).toContain('2700,30');
  });
});

describe('cash flow', () => {
  it('sums in, out and net per month exactly', async () => {
    const rows = await cashFlow({ bookingDate: Q1, grouping: 'MONTH' });
    expect(rows.map((row) => [row.month, row.moneyIn, row.moneyOut, row.net, row.transactions])).toEqual([
      ['2030-01', 1000.4, 0, 1000.4, 3],
      ['2030-02', 2000.2, 100, 1900.2, 2],
      ['2030-03', 0, 300.3, -300.3, 1],
    ]);
  });

  it('sums per month and category', async () => {
    const rows = await cashFlow({ bookingDate: Q1, grouping: 'CATEGORY' });
    const row = (month: string, category: number | null) =>
      rows.find((candidate) => candidate.month === month && candidate.categoryId === category);
    expect(row('2030-01', books.salesCategory)).toMatchObject({ categoryName: 'Umsatz', moneyIn: 1000.1, net: 1000.1 });
    expect(row('2030-01', null)).toMatchObject({ categoryName: null, moneyIn: 0.3, transactions: 2 });
    expect(row('2030-03', books.rentCategory)).toMatchObject({ categoryName: 'Miete', moneyOut: 300.3, net: -300.3 });
    expect(rows).toHaveLength(5);
    const filtered = await cashFlow({ bookingDate: Q1, grouping: 'CATEGORY', categoryId: books.rentCategory });
    expect(filtered.map((candidate) => candidate.month)).toEqual(['2030-03']);
  });

  it('refuses an unknown grouping and an unknown time zone by name', async () => {
    const grouping = await api.call('office2', { method: 'GET', url: `${OP}/reports/cash-flow${query({ filter: { grouping: 'WEEK' } })}` });
    expect(grouping.statusCode).toBe(400);
    expect(grouping.json().message).toContain('grouping');
    const zone = await api.call('office2', { method: 'GET', url: `${OP}/forecast${query({ timeZone: 'Mars/Olympus' })}` });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toContain('timeZone');
  });
});

describe('access', () => {
  it("keeps each operator's reports to its books' editors", async () => {
    for (const path of ['reports/profitability', 'reports/cash-flow', 'forecast']) {
      expect((await api.call('office1', { method: 'GET', url: `${OP}/${path}` })).statusCode, path).toBe(403);
      expect((await api.call('central', { method: 'GET', url: `${OP}/${path}` })).statusCode, path).toBe(200);
    }
    // op1's demo books are not among op2's rows.
    const rows = await profitability({ grouping: 'ENTITY' });
    expect(rows.map((row) => row.entityName).sort()).toEqual(['Nord GmbH', 'Süd GmbH']);
  });
});

describe('forecast', () => {
  const zone = 'Europe/Berlin';
  const today = todayIn(zone);
  const monthsBack = (months: number) => {
    const [y, m, d] = today.split('-').map(Number);
    const date = new Date(Date.UTC(y, m - 1 - months, Math.min(d, 28)));
    return date.toISOString().slice(0, 10);
  };

  /** An invoice of the first entity with the customer, issued today in euros: its due date, lines and other fields. */
  const invoiceOf = (
    dueDate: string,
    lines: { description: string; quantity: number; unitPrice: number; vatRate: number }[],
    extra = {},
  ) => ({
    entityId: books.north,
    partnerId: books.customer,
    ...extra,
    issueDate: today,
    dueDate,
    currency: 'EUR',
    lines,
  });

  async function issuedInvoice(dueDate: string) {
    const draft = await api.call('office2', {
      method: 'POST',
      url: `${OP}/sent-invoices`,
      payload: invoiceOf(dueDate, [{ description: 'Beratung', quantity: 1, unitPrice: 100, vatRate: 19 }]),
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const issued = await api.call('office2', { method: 'POST', url: `${OP}/sent-invoices/${draft.json().payload.id}/issue` });
    expect(issued.statusCode, issued.body).toBe(200);
    return SpotInvoice.parse(issued.json().payload);
  }

  it('starts from today’s balances and adds open invoices at their due dates and the recurring rent', async () => {
    // Rent on the same day of each of the last four months.
    await book(
      [4, 3, 2, 1].map((back) => ({
        account: books.current,
        date: monthsBack(back),
        amount: '-800.00',
        name: 'Vermieter KG',
        partner: books.landlord,
      })),
    );
    const sent = await issuedInvoice(addDays(today, 10));
    const incoming = await api.call('office2', {
      method: 'POST',
      url: `${OP}/incoming-invoices`,
      payload: invoiceOf(addDays(today, 20), [{ description: 'Material', quantity: 2, unitPrice: 12.345, vatRate: 7 }], { number: 'EK-1' }),
    });
    expect(incoming.statusCode, incoming.body).toBe(200);
    const [{ balance }] = await api.db.query<{ balance: string }>(
      sql`SELECT sum(balance)::text AS balance FROM spot_bank_accounts WHERE operator_code = 'op2'`,
    );

    const response = await api.call('office2', { method: 'GET', url: `${OP}/forecast${query({ timeZone: zone })}` });
    expect(response.statusCode, response.body).toBe(200);
    const forecast = SpotForecast.parse(response.json().payload);
    expect(forecast.today).toBe(today);
    expect(forecast.days).toBe(90);
    const [eur] = forecast.series;
    expect(eur.currency).toBe('EUR');
    expect(Number(eur.opening)).toBe(Number(balance));
    expect(eur.points).toHaveLength(91);
    expect(forecast.events.filter((event) => event.kind !== 'RECURRING').map((event) => [event.date, event.amount])).toEqual([
      [addDays(today, 10), '119.00'],
      // 2 × 12.345 = 24.69 net, 1.73 VAT: 26.42.
      [addDays(today, 20), '-26.42'],
    ]);
    expect(forecast.events.find((event) => event.kind === 'SENT_INVOICE')?.invoiceNumber).toBe(sent.number);
    const rent = forecast.recurring.find((item) => item.partnerId === books.landlord);
    expect(rent).toMatchObject({ cadence: 'MONTHLY', amount: '-800.00', occurrences: 4 });
    expect(
      forecast.events.filter((event) => event.kind === 'RECURRING' && event.partnerName === 'Vermieter KG').length,
    ).toBeGreaterThanOrEqual(2);
    const lowest = eur.points.reduce((low, point) => (Number(point.balance) < Number(low.balance) ? point : low));
    expect(eur.lowest).toEqual(lowest);

    // One entity's books only.
    const southAnswer = await api.call('office2', {
      method: 'GET',
      url: `${OP}/forecast${query({ timeZone: zone, entityId: books.south })}`,
    });
    const southForecast = SpotForecast.parse(southAnswer.json().payload);
    expect(southForecast.series[0].opening).toBe('400.00');
    expect(southForecast.events).toEqual([]);
  });

  it('takes today in the requested time zone', async () => {
    const ahead = SpotForecast.parse(
      (await api.call('office2', { method: 'GET', url: `${OP}/forecast${query({ timeZone: 'Pacific/Kiritimati', days: 7 })}` })).json()
        .payload,
    );
    const behind = SpotForecast.parse(
      (await api.call('office2', { method: 'GET', url: `${OP}/forecast${query({ timeZone: 'Pacific/Pago_Pago', days: 7 })}` })).json()
        .payload,
    );
    // UTC+14 and UTC−11 are always on different days.
    expect(ahead.today > behind.today).toBe(true);
    expect([todayIn('Pacific/Kiritimati'), addDays(todayIn('Pacific/Kiritimati'), -1)]).toContain(ahead.today);
    expect(ahead.series[0].points).toHaveLength(8);
  });
});
