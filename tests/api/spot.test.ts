/**
 * The finance product's API: statement files in the three formats (idempotent re-import across
 * formats, identical rows kept, broken files importing nothing), undo, balances, the
 * specification's spot call, rules, partners, the plan's limits and the books' isolation.
 */
import { sql } from '../../server/db/sql';
import { SpotFile } from '../../resources/spotFiles';
import { API, createTestApi, query, type TestApi } from './helpers';
import { balanceMismatches, sample, upload } from './spot-helpers';

let api: TestApi;
let accountId: number;
beforeAll(async () => {
  api = await createTestApi();
  const [account] = await api.db.query<{ id: number }>(sql`SELECT id FROM spot_bank_accounts WHERE iban = 'DE89370400440532013000'`);
  accountId = account.id;
});
afterAll(() => api.close());

const file = (response: { statusCode: number; body: string; json(): { payload: unknown } }) => {
  expect(response.statusCode, response.body).toBe(200);
  return SpotFile.parse(response.json().payload);
};

async function marchRows() {
  return api.db.query<{
    n: number;
    total: string;
  }>(sql`SELECT count(*)::integer AS n, coalesce(sum(amount), 0)::text AS total FROM spot_transactions
    WHERE bank_account_id = ${accountId} AND booking_date BETWEEN '2025-03-01' AND '2025-03-31'`);
}

describe('statement files', () => {
  it('imports a CAMT.053 file with two statements: amounts, dates, counterparties, references, partners and rules', async () => {
    const before = await api.db.query<{ balance: string }>(
      sql`SELECT balance::text AS balance FROM spot_bank_accounts WHERE id = ${accountId}`,
    );
    const camt = file(await upload(api, 'office1', 'op1', 'camt053-sonnenberg-2025-03.xml', sample('camt053-sonnenberg-2025-03.xml')));
    expect(camt).toMatchObject({
      format: 'CAMT053',
      status: 'UPLOADED',
      rowsRead: 12,
      rowsImported: 12,
      rowsDuplicate: 0,
      rowsRejected: 0,
    });
    expect(camt).toMatchObject({ periodFrom: '2025-03-01', periodTo: '2025-03-31', bankAccountId: accountId });
    expect(await marchRows()).toEqual([{ n: 12, total: '-550.17' }]);
    const [after] = await api.db.query<{ balance: string }>(
      sql`SELECT balance::text AS balance FROM spot_bank_accounts WHERE id = ${accountId}`,
    );
    expect(Number(after.balance) * 100 - Number(before[0].balance) * 100).toBeCloseTo(-55017, 6);
    expect(await balanceMismatches(api.db)).toEqual([]);
    const [rent] = await api.db.query<
      Record<string, unknown>
    >(sql`SELECT t.value_date::text AS value_date, t.counterparty_iban, t.remittance,
        p.name AS partner, c.name AS category FROM spot_transactions t
      LEFT JOIN spot_partners p ON p.id = t.partner_id LEFT JOIN spot_categories c ON c.id = t.category_id
      WHERE t.file_id = ${camt.id} AND t.amount = -1450`);
    // The seeded partner of the same IBAN, and the seeded rent rule.
    expect(rent).toEqual({
      value_date: '2025-03-03',
      counterparty_iban: 'DE09700202700015820000',
      remittance: 'Miete März 2025 Lager Köpenick',
      partner: 'Immobilien Weber KG',
      category: 'Rent',
    });
    const [invoice] = await api.db.query<Record<string, unknown>>(
      sql`SELECT end_to_end_id, bank_reference FROM spot_transactions WHERE file_id = ${camt.id} AND amount = 2380`,
    );
    expect(invoice).toEqual({ end_to_end_id: 'RE-2025-0412', bank_reference: '20250303000001' });
  });

  it('keeps two identical card payments of one day as two transactions', async () => {
    const rows = await api.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM spot_transactions
      WHERE bank_account_id = ${accountId} AND booking_date = '2025-03-14' AND amount = -6`);
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('recognises the same rows again: the same file, the MT940 and the bank CSV of the same month', async () => {
    const again = file(await upload(api, 'office1', 'op1', 'again.xml', sample('camt053-sonnenberg-2025-03.xml')));
    expect(again).toMatchObject({ status: 'UPLOADED', rowsRead: 12, rowsImported: 0, rowsDuplicate: 12 });
    const mt940 = file(await upload(api, 'office1', 'op1', 'mt940-sonnenberg-2025-03.sta', sample('mt940-sonnenberg-2025-03.sta')));
    expect(mt940).toMatchObject({ format: 'MT940', status: 'UPLOADED', rowsRead: 12, rowsImported: 0, rowsDuplicate: 12 });
    const csv = file(await upload(api, 'office1', 'op1', 'umsaetze.csv', sample('sparkasse-sonnenberg-2025-03.csv'), accountId));
    expect(csv).toMatchObject({ format: 'CSV', status: 'CREATED' });
    expect(csv.preview?.mapping).toMatchObject({
      delimiter: ';',
      decimalSeparator: ',',
      dateFormat: 'dd.MM.yy',
      headerLine: 1,
      encoding: 'windows-1252',
    });
    expect(csv.preview?.mapping.columns).toMatchObject({
      bookingDate: 1,
      valueDate: 2,
      amount: 14,
      currency: 15,
      counterpartyName: 11,
      counterpartyIban: 12,
      remittance: 4,
    });
    expect(csv.preview?.rows[0][4]).toBe('Kontoführung 03/2025');
    const imported = file(
      await api.call('office1', {
        method: 'POST',
        url: `${API}/op1/spot/files/${csv.id}/import`,
        payload: { mapping: csv.preview!.mapping },
      }),
    );
    expect(imported).toMatchObject({ status: 'UPLOADED', rowsRead: 12, rowsImported: 0, rowsDuplicate: 12 });
    expect(await marchRows()).toEqual([{ n: 12, total: '-550.17' }]);
    // The account remembers the mapping: the next CSV of the bank needs no choice.
    const next = file(await upload(api, 'office1', 'op1', 'umsaetze-2.csv', sample('sparkasse-sonnenberg-2025-03.csv'), accountId));
    expect(next.preview?.remembered).toBe(true);
  });

  it('imports nothing of a file with a row it cannot read, and lists each such row with its line', async () => {
    const text = sample('sparkasse-sonnenberg-2025-03.csv')
      .toString('latin1')
      .replace('"-49,90"', '"-49,9O"')
      .replace('"14.03.25";"14.03.25";"KARTENZAHLUNG"', '"31.02.25";"14.03.25";"KARTENZAHLUNG"');
    const uploaded = file(await upload(api, 'office1', 'op1', 'broken.csv', Buffer.from(text, 'latin1'), accountId));
    const failed = file(
      await api.call('office1', {
        method: 'POST',
        url: `${API}/op1/spot/files/${uploaded.id}/import`,
        payload: { mapping: uploaded.preview!.mapping },
      }),
    );
    expect(failed.status).toBe('ERROR');
    expect(failed.error).toBe('2 rows could not be read; nothing was imported');
    expect(failed.rejected).toEqual([
      { line: 6, reason: 'Booking date "31.02.25" is not a date in the form dd.MM.yy' },
      { line: 8, reason: 'Amount "-49,9O" is not a number' },
    ]);
    const [rows] = await api.db.query<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM spot_transactions WHERE file_id = ${uploaded.id}`,
    );
    expect(rows.n).toBe(0);
    // A mapping without an amount column is refused before any row is read.
    const { amount: _amount, ...columns } = uploaded.preview!.mapping.columns;
    const noAmount = file(
      await api.call('office1', {
        method: 'POST',
        url: `${API}/op1/spot/files/${uploaded.id}/import`,
        payload: { mapping: { ...uploaded.preview!.mapping, columns } },
      }),
    );
    expect(noAmount).toMatchObject({ status: 'ERROR', error: 'The mapping names no amount column (an amount, or debit and credit)' });
    // Read as UTF-8, the Windows-1252 bytes are not text of that encoding.
    const wrongEncoding = file(
      await api.call('office1', {
        method: 'POST',
        url: `${API}/op1/spot/files/${uploaded.id}/import`,
        payload: { mapping: { ...uploaded.preview!.mapping, encoding: 'utf-8' } },
      }),
    );
    expect(wrongEncoding.status).toBe('ERROR');
    expect(wrongEncoding.error).toMatch(/^Line 2: The file is not utf-8 text/);
  });

  it('refuses a truncated CAMT.053, an MT940 whose balances do not add up, a file that is no statement and one over 20 MB', async () => {
    const xml = sample('camt053-sonnenberg-2025-03.xml');
    const truncated = file(await upload(api, 'office1', 'op1', 'cut.xml', xml.subarray(0, 5000)));
    expect(truncated.status).toBe('PERMANENT_ERROR');
    expect(truncated.error).toMatch(/not well-formed|Unclosed/);
    const mt = sample('mt940-sonnenberg-2025-03.sta').toString('utf8').replace(':62F:C250314EUR14012,33', ':62F:C250314EUR14012,34');
    const unbalanced = file(await upload(api, 'office1', 'op1', 'bad.sta', Buffer.from(mt)));
    expect(unbalanced.status).toBe('PERMANENT_ERROR');
    expect(unbalanced.error).toMatch(/^Not a readable MT940 statement/);
    const other = file(await upload(api, 'office1', 'op1', 'note.xml', Buffer.from('<?xml version="1.0"?><Invoice><Id>1</Id></Invoice>')));
    expect(other).toMatchObject({ status: 'PERMANENT_ERROR', error: 'This XML file is not an ISO 20022 CAMT.053 bank statement' });
    for (const broken of [truncated, unbalanced, other]) {
      const [rows] = await api.db.query<{ n: number }>(
        sql`SELECT count(*)::integer AS n FROM spot_transactions WHERE file_id = ${broken.id}`,
      );
      expect(rows.n).toBe(0);
    }
    const huge = await upload(api, 'office1', 'op1', 'huge.csv', Buffer.alloc(21 * 1024 * 1024, 'a'), accountId);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The file is larger than 20 MB, the most a statement may be');
    expect(await balanceMismatches(api.db)).toEqual([]);
  });

  it('undoes a file: its transactions go, the balance moves back, an activity-log row says so', async () => {
    const [{ id }] = await api.db.query<{ id: number }>(sql`SELECT id FROM spot_files WHERE format = 'CAMT053' AND rows_imported = 12`);
    const undone = file(await api.call('office1', { method: 'POST', url: `${API}/op1/spot/files/${id}/undo` }));
    expect(undone.undone).not.toBeNull();
    expect(await marchRows()).toEqual([{ n: 0, total: '0' }]);
    expect(await balanceMismatches(api.db)).toEqual([]);
    const [log] = await api.db.query<{ details: string }>(
      sql`SELECT details FROM activity_log WHERE details LIKE 'Undid statement file%' ORDER BY id DESC LIMIT 1`,
    );
    expect(log.details).toBe(`Undid statement file camt053-sonnenberg-2025-03.xml (#${id}): 12 transactions removed`);
    expect((await api.call('office1', { method: 'POST', url: `${API}/op1/spot/files/${id}/undo` })).statusCode).toBe(409);
    // The same rows come back with the next file.
    expect(file(await upload(api, 'office1', 'op1', 'again.sta', sample('mt940-sonnenberg-2025-03.sta')))).toMatchObject({
      rowsImported: 12,
    });
    expect(await balanceMismatches(api.db)).toEqual([]);
  });
});

describe('banking', () => {
  it("answers the specification's spot call with payload.transactionsResponse", async () => {
    const response = await api.call('office1', {
      method: 'GET',
      url: `${API}/op1/spot${query({ resource: 'transactions', page: 0, size: 10000, filter: {} })}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { content, totalElements } = response.json().payload.transactionsResponse;
    expect(content.length).toBe(totalElements);
    // The demo books: twelve months of both accounts' transactions, every month booked.
    expect(totalElements).toBeGreaterThan(150);
    const months = new Set(content.map((row: { bookingDate: string }) => row.bookingDate.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    expect((await api.call('office1', { method: 'GET', url: `${API}/op1/spot${query({ resource: 'players' })}` })).statusCode).toBe(400);
  });

  it('lists, filters and totals transactions; refuses an invalid IBAN', async () => {
    const list = await api.call('office1', {
      method: 'GET',
      url: `${API}/op1/spot/expenses${query({ size: 5, filter: { bookingDate: { from: '2025-03-01T00:00:00Z', to: '2025-03-31T23:59:59Z' }, uncategorised: true } })}`,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list.json().payload.content.every((row: { amount: number; categoryId: null }) => row.amount < 0 && row.categoryId === null),
    ).toBe(true);
    const totals = await api.call('office1', {
      method: 'GET',
      url: `${API}/op1/spot/totals${query({ direction: 'OUT', filter: { bookingDate: { from: '2025-03-01T00:00:00Z', to: '2025-03-31T23:59:59Z' } } })}`,
    });
    expect(totals.statusCode, totals.body).toBe(200);
    const sum = totals.json().payload.reduce((acc: number, row: { total: string }) => acc + Math.round(Number(row.total) * 100), 0);
    expect(sum).toBe(-(145000 + 2380 + 31247 + 4990 + 600 + 600 + 320000 + 295000 + 1250));
    const bad = await api.call('office1', {
      method: 'POST',
      url: `${API}/op1/spot/bank-accounts`,
      payload: {
        entityId: 1,
        name: 'Wrong',
        iban: 'DE89370400440532013001',
        currency: 'EUR',
        openingBalance: 0,
        openingDate: '2025-01-01',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'iban', message: 'app.spot.validation.iban' }]);
    const balances = await api.call('office1', { method: 'GET', url: `${API}/op1/spot/balances` });
    const series = balances.json().payload.find((account: { bankAccountId: number }) => account.bankAccountId === accountId);
    expect(series.points.at(-1).balance).toBe(series.balance);
  });

  it('applies rules with a preview, makes a rule from a transaction and merges partners', async () => {
    const [parking] = await api.db.query<{ id: number }>(
      sql`SELECT id FROM spot_transactions WHERE counterparty_name = 'Parkhaus Mitte' ORDER BY id LIMIT 1`,
    );
    const [fees] = await api.db.query<{ id: number }>(sql`SELECT id FROM spot_categories WHERE name = 'Bank and card fees'`);
    const assigned = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/spot/expenses/${parking.id}/assignment`,
      payload: { category: fees.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().payload).toMatchObject({ categoryName: 'Bank and card fees', manual: true });
    const rule = await api.call('office1', { method: 'POST', url: `${API}/op1/spot/expenses/${parking.id}/rule` });
    expect(rule.statusCode, rule.body).toBe(200);
    expect(rule.json().payload).toMatchObject({
      name: 'Parkhaus Mitte',
      counterparty: 'Parkhaus Mitte',
      direction: 'OUT',
      categoryName: 'Bank and card fees',
    });
    const preview = await api.call('office1', { method: 'GET', url: `${API}/op1/spot/rules/preview` });
    expect(preview.statusCode, preview.body).toBe(200);
    const expected = await api.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM spot_transactions
      WHERE counterparty_name = 'Parkhaus Mitte' AND NOT manual AND category_id IS DISTINCT FROM ${fees.id}`);
    expect(preview.json().payload.categories).toBe(expected[0].n);
    const applied = await api.call('office1', { method: 'POST', url: `${API}/op1/spot/rules/apply` });
    expect(applied.json().payload.changed).toBe(preview.json().payload.changed);
    expect((await api.call('office1', { method: 'GET', url: `${API}/op1/spot/rules/preview` })).json().payload.changed).toBe(0);

    const partners = await api.db.query<{ id: number; name: string }>(
      sql`SELECT id, name FROM spot_partners WHERE operator_code = 'op1' AND name IN ('Jonas Becker', 'Anna Schmidt') ORDER BY name`,
    );
    const merged = await api.call('office1', {
      method: 'POST',
      url: `${API}/op1/spot/partners/${partners[0].id}/merge`,
      payload: { otherId: partners[1].id },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().payload.ibans).toEqual(['DE02370400440532013111', 'DE18430609671234567800']);
    const [gone] = await api.db.query<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM spot_transactions WHERE partner_id = ${partners[1].id}`,
    );
    expect(gone.n).toBe(0);
  });
});

describe('organisation and access', () => {
  it('refuses an entity, cost center or editor past the plan with the limit and the plan named', async () => {
    const add = (name: string) =>
      api.call('office2', {
        method: 'POST',
        url: `${API}/op2/spot/entities`,
        payload: { name, country: 'RO', baseCurrency: 'RON', fiscalYearStart: 1 },
      });
    expect((await add('Alpha SRL')).statusCode).toBe(200);
    expect((await add('Beta SRL')).statusCode).toBe(200);
    const third = await add('Gamma SRL');
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      message: 'The Free plan allows 2 entities; this would make 3. A larger plan allows more.',
      limit: 'entities',
      plan: 'FREE',
    });
    const plan = await api.call('office2', { method: 'GET', url: `${API}/op2/spot/plan` });
    expect(plan.json().payload.usage.entities).toEqual({ used: 2, limit: 2 });
    expect((await api.call('office2', { method: 'PUT', url: `${API}/op2/spot/plan`, payload: { plan: 'PREMIUM' } })).statusCode).toBe(403);
    expect((await api.call('central', { method: 'PUT', url: `${API}/op2/spot/plan`, payload: { plan: 'PREMIUM' } })).statusCode).toBe(200);
    expect((await add('Gamma SRL')).statusCode).toBe(200);
  });

  it('refuses an import past the month’s transactions, importing none of it', async () => {
    await api.call('central', { method: 'PUT', url: `${API}/op2/spot/plan`, payload: { plan: 'FREE' } });
    const [entity] = await api.db.query<{ id: number }>(sql`SELECT id FROM spot_entities WHERE operator_code = 'op2' ORDER BY id LIMIT 1`);
    const account = await api.call('office2', {
      method: 'POST',
      url: `${API}/op2/spot/bank-accounts`,
      payload: {
        entityId: entity.id,
        name: 'Cont curent',
        iban: 'RO49 AAAA 1B31 0075 9384 0000',
        currency: 'RON',
        openingBalance: 100.5,
        openingDate: '2020-01-01',
      },
    });
    expect(account.statusCode, account.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const lines = ['Date,Amount,Description', ...Array.from({ length: 301 }, (_, i) => `${today},${i + 1}.00,Payment ${i}`)];
    const uploaded = file(await upload(api, 'office2', 'op2', 'many.csv', Buffer.from(lines.join('\n')), account.json().payload.id));
    expect(uploaded.preview?.mapping).toMatchObject({ delimiter: ',', decimalSeparator: '.', dateFormat: 'yyyy-MM-dd' });
    const refused = file(
      await api.call('office2', {
        method: 'POST',
        url: `${API}/op2/spot/files/${uploaded.id}/import`,
        payload: { mapping: uploaded.preview!.mapping },
      }),
    );
    expect(refused).toMatchObject({
      status: 'ERROR',
      error: 'The Free plan allows 300 transactions a month; this would make 301. A larger plan allows more.',
    });
    const [rows] = await api.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM spot_transactions WHERE operator_code = 'op2'`);
    expect(rows.n).toBe(0);
  });

  it("keeps each operator's books to its editors", async () => {
    expect((await api.call('office2', { method: 'GET', url: `${API}/op1/spot/transactions` })).statusCode).toBe(403);
    expect((await api.call('office2', { method: 'GET', url: `${API}/op1/spot${query({ resource: 'transactions' })}` })).statusCode).toBe(
      403,
    );
    expect((await api.call('central', { method: 'GET', url: `${API}/op1/spot/transactions` })).statusCode).toBe(200);
    // A viewer reads but does not change.
    await api.db.query(sql`UPDATE spot_editors SET access = 'VIEWER' WHERE operator_code = 'op1'`);
    expect((await api.call('office1', { method: 'GET', url: `${API}/op1/spot/transactions` })).statusCode).toBe(200);
    const refused = await api.call('office1', {
      method: 'POST',
      url: `${API}/op1/spot/categories`,
      payload: { name: 'Travel', kind: 'EXPENSE' },
    });
    expect(refused.statusCode).toBe(403);
    await api.db.query(sql`DELETE FROM spot_editors WHERE operator_code = 'op1'`);
    expect((await api.call('office1', { method: 'GET', url: `${API}/op1/spot/transactions` })).statusCode).toBe(403);
    await api.db.query(
      sql`INSERT INTO spot_editors (operator_code, manager_id, access) SELECT 'op1', id, 'EDITOR' FROM managers WHERE email = 'office1@demo.test'`,
    );
  });
});
