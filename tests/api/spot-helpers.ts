/** Shared helpers of the finance product's API tests: a test API with op2's plan, uploads as multipart/form-data, the balance invariant. */
import { readFileSync } from 'node:fs';
import { sql } from '../../server/db/sql';
import type { Queryable } from '../../server/db/database';
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
