/**
 * Shared helpers of the finance product's API tests: a test API with op2's plan, books opened
 * through the API, partners kept by hand, the demo company's records, uploads as
 * multipart/form-data, the balance invariant.
 */
import { readFileSync } from 'node:fs';
import { sql, type Sql } from '../../server/db/sql';
import type { Queryable } from '../../server/db/database';
import { nameKey } from '../../server/spot/text';
import { API, createTestApi, type TestApi } from './helpers';

export const SAMPLES = new URL('../../samples/spot/', import.meta.url);
export const sample = (name: string) => readFileSync(new URL(name, SAMPLES));

/** A multipart body with a file field and text fields. */
export function formData(file: { name: string; bytes: Buffer }, fields: Record<string, string> = {}) {
  const boundary = `----spot${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type As = keyof TestApi['tokens'];

/** A test API whose operator op2 keeps its books on this plan (set by a central manager). */
export async function spotTestApi(plan: string): Promise<TestApi> {
  const api = await createTestApi();
  const response = await api.call('central', { method: 'PUT', url: `${API}/op2/spot/plan`, payload: { plan } });
  expect(response.statusCode, response.body).toBe(200);
  return api;
}

/** Opens books of `op` as staff would: an entity and one bank account in euros (a "Geschäftskonto" unless named), through the API. */
export async function openBooks(
  api: TestApi,
  as: As,
  op: string,
  books: { entity: string; account?: string; iban: string; openingDate: string; openingBalance?: number },
): Promise<{ entityId: number; accountId: number }> {
  const entity = await api.call(as, {
    method: 'POST',
    url: `${API}/${op}/spot/entities`,
    payload: { name: books.entity, country: 'DE', baseCurrency: 'EUR', fiscalYearStart: 1 },
  });
  expect(entity.statusCode, entity.body).toBe(200);
  const entityId: number = entity.json().payload.id;
  const account = await api.call(as, {
    method: 'POST',
    url: `${API}/${op}/spot/bank-accounts`,
    payload: {
      entityId,
      name: books.account ?? 'Geschäftskonto',
      iban: books.iban,
      currency: 'EUR',
      openingBalance: books.openingBalance ?? 1000,
      openingDate: books.openingDate,
    },
  });
  expect(account.statusCode, account.body).toBe(200);
  return { entityId, accountId: account.json().payload.id };
}

/** A partner kept by hand, as the import would keep it: its normalised name and the IBAN it pays from, if any. */
export interface TestPartner {
  name: string;
  kind: 'CUSTOMER' | 'SUPPLIER';
  iban?: string;
}

/** Adds partners to `op`'s books; their ids, in the order given. */
export async function addPartners(db: Queryable, op: string, partners: TestPartner[]): Promise<number[]> {
  const ids: number[] = [];
  for (const partner of partners) {
    const [{ id }] = await db.query<{ id: number }>(sql`INSERT INTO spot_partners (operator_code, name, name_key, kind)
      VALUES (${op}, ${partner.name}, ${nameKey(partner.name)}, ${partner.kind}) RETURNING id`);
    if (partner.iban)
      await db.query(sql`INSERT INTO spot_partner_ibans (operator_code, iban, partner_id) VALUES (${op}, ${partner.iban}, ${id})`);
    ids.push(id);
  }
  return ids;
}

/** The demo company of op1 as the seed writes it: its entity, a customer, a supplier, the sales cost center and the current account. */
export async function demoBooks(db: Queryable) {
  const one = async (query: Sql) => {
    const rows = await db.query<{ id: number }>(query);
    expect(rows, 'the demo books are seeded').toHaveLength(1);
    return rows[0].id;
  };
  return {
    entityId: await one(sql`SELECT id FROM spot_entities WHERE name = 'Sonnenberg Handels GmbH'`),
    customerId: await one(sql`SELECT id FROM spot_partners WHERE name = 'Café Lindenhof'`),
    supplierId: await one(sql`SELECT id FROM spot_partners WHERE name = 'Großhandel Brandt GmbH'`),
    salesCenterId: await one(sql`SELECT id FROM spot_cost_centers WHERE code = 'VERTRIEB'`),
    accountId: await one(sql`SELECT id FROM spot_bank_accounts WHERE iban = 'DE89370400440532013000'`),
  };
}

export async function upload(api: TestApi, as: As, op: string, name: string, bytes: Buffer, bankAccountId?: number) {
  const body = formData({ name, bytes }, bankAccountId === undefined ? {} : { bankAccountId: String(bankAccountId) });
  return api.call(as, { method: 'POST', url: `${API}/${op}/spot/files/upload`, ...body });
}

/** Every account whose balance is not its opening balance plus its transactions (exact, in SQL). */
export async function balanceMismatches(db: Queryable) {
  return db.query<{ id: number; balance: string; expected: string }>(sql`SELECT a.id, a.balance::text AS balance,
      (a.opening_balance + coalesce((SELECT sum(t.amount) FROM spot_transactions t WHERE t.bank_account_id = a.id), 0))::text AS expected
    FROM spot_bank_accounts a
    WHERE a.balance <> a.opening_balance + coalesce((SELECT sum(t.amount) FROM spot_transactions t WHERE t.bank_account_id = a.id), 0)`);
}
