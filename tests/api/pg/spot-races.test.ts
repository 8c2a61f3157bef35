/**
 * The finance product on PostgreSQL, where transactions run side by side: statement imports into
 * one account at once (the same file, overlapping files, different files) and an undo racing them
 * keep every balance equal to the opening balance plus the sum of the account's transactions, and
 * book no row twice.
 */
import { sql } from '../../../server/db/sql';
import { createTestApi, onPostgres, type TestApi } from '../helpers';
import { balanceMismatches, sample, upload } from '../spot-helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** A CAMT.053 of `days` days from `first`, one entry a day, for the demo business account. */
function camt(first: number, days: number): Buffer {
  const template = sample('camt053-sonnenberg-2025-03.xml').toString('utf8');
  const start = template.indexOf('      <Ntry>');
  const end = template.indexOf('    </Stmt>');
  const entry = template.slice(start, template.indexOf('      </Ntry>', start) + '      </Ntry>\n'.length);
  const entries = Array.from({ length: days }, (_, i) => {
    const day = `2025-06-${String(first + i).padStart(2, '0')}`;
    return entry.replace(/2025-03-03/g, day).replace('2380.00', `${100 + first + i}.25`);
  });
  const statement = template.slice(0, start) + entries.join('') + template.slice(end);
  return Buffer.from(
    statement.slice(0, statement.indexOf('    <Stmt>', statement.indexOf('</Stmt>'))) + '  </BkToCstmrStmt>\n</Document>\n',
  );
}

describe.runIf(onPostgres())('statement imports at once into one account', () => {
  it('keeps the balance equal to the opening balance plus the transactions, and books each row once', async () => {
    const files = [camt(1, 10), camt(1, 10), camt(5, 10), camt(11, 10), camt(1, 20), camt(15, 10)];
    const answers = await Promise.all(files.map((bytes, i) => upload(api, i % 2 ? 'office1' : 'central', 'op1', `june-${i}.xml`, bytes)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const statuses = answers.map((answer) => answer.json().payload.status);
    expect(statuses.every((status) => status === 'UPLOADED')).toBe(true);
    const imported = answers.reduce((sum, answer) => sum + answer.json().payload.rowsImported, 0);
    // June 1–24: each day's one entry booked exactly once, whatever file came first.
    const [june] = await api.db.query<{
      n: number;
      days: number;
    }>(sql`SELECT count(*)::integer AS n, count(DISTINCT booking_date)::integer AS days
      FROM spot_transactions WHERE booking_date BETWEEN '2025-06-01' AND '2025-06-30' AND file_id IS NOT NULL`);
    expect(june).toEqual({ n: 24, days: 24 });
    expect(imported).toBe(24);
    expect(await balanceMismatches(api.db)).toEqual([]);

    // An undo racing a new import of the same days.
    const first = answers.find((answer) => answer.json().payload.rowsImported > 0)!.json().payload.id as number;
    const [undo, again] = await Promise.all([
      api.call('office1', { method: 'POST', url: `/api/officeapp/op1/spot/files/${first}/undo` }),
      upload(api, 'office1', 'op1', 'june-again.xml', camt(1, 24)),
    ]);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(await balanceMismatches(api.db)).toEqual([]);
    const [after] = await api.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM spot_transactions
      WHERE booking_date BETWEEN '2025-06-01' AND '2025-06-30' AND file_id IS NOT NULL`);
    // Either order leaves every day once, or the undone file's days missing when the undo came last.
    expect(after.n).toBeLessThanOrEqual(24);
    const [dupes] = await api.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM (SELECT 1 FROM spot_transactions
      WHERE booking_date BETWEEN '2025-06-01' AND '2025-06-30' GROUP BY bank_account_id, fingerprint, occurrence HAVING count(*) > 1) d`);
    expect(dupes.n).toBe(0);
  });
});
