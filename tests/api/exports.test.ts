/**
 * Export files: staff ask for a server export of a list's filter; the server writes the list's
 * report in the background (CREATED → UPLOADED, UPLOADED_EXPORT), or fails (ERROR with a retry,
 * PERMANENT_ERROR after three attempts, APP_ERROR); staff upload files (MANUALLY_UPLOADED_EXPORT),
 * retry, remove and download them with the session; every view sees its own files.
 */
import { EXPORT_MAX_ATTEMPTS, ExportFile } from '../../resources/exports';
import { sql } from '../../server/db/sql';
import { API, createTestApi, formBody, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ exports: { retryDelayMs: 50, pollMs: 100 } });
});
afterAll(() => api.close());

type As = 'central' | 'office1' | 'office2';

async function files(as: As, op: string, filter: Record<string, unknown> = {}) {
  const response = await api.call(as, { method: 'GET', url: `${API}/${op}/exports${query({ size: 500, filter })}` });
  expect(response.statusCode, response.body).toBe(200);
  return ExportFile.array().parse(response.json().payload.content);
}

async function file(as: As, op: string, id: number) {
  const response = await api.call(as, { method: 'GET', url: `${API}/${op}/exports/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return ExportFile.parse(response.json().payload);
}

const request = (as: As, op: string, body: object) => api.call(as, { method: 'POST', url: `${API}/${op}/exports/request`, payload: body });
const download = (as: As, op: string, id: number) => api.call(as, { method: 'GET', url: `${API}/${op}/exports/${id}/download` });

/** The export once the writer is done with it. */
async function settled(op: string, id: number, as: As = 'office1') {
  await expect.poll(async () => (await file(as, op, id)).status, { timeout: 30_000, interval: 100 }).not.toBe('CREATED');
  return file(as, op, id);
}

async function logOf(type: string, id: number) {
  return api.db.query<{ log_type: string; details: string; user_username: string | null }>(
    sql`SELECT log_type, details, user_username FROM activity_log WHERE log_type = ${type}
      AND details LIKE ${`%xport ${id} %`} ORDER BY id`,
  );
}

describe('export files', () => {
  it("lists a view's own files, seeded with their text, and downloads them", async () => {
    const op1 = await files('office1', 'op1');
    expect(new Set(op1.map((entry) => entry.operatorCode))).toEqual(new Set(['op1']));
    expect(new Set(op1.map((entry) => entry.status))).toContain('UPLOADED');
    const central = await files('central', 'central');
    expect(new Set(central.map((entry) => entry.operatorCode))).toEqual(new Set(['central', 'op1', 'op2', 'op3']));
    const ready = op1.find((entry) => entry.status === 'UPLOADED' && entry.source === 'SERVER')!;
    const response = await download('office1', 'op1', ready.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${ready.fileName}"`);
    expect(response.body.startsWith('\ufeff')).toBe(true);
    expect(response.body.trimEnd().split('\r\n')).toHaveLength(ready.rows! + 1);
    const failed = op1.find((entry) => entry.status !== 'UPLOADED')!;
    expect((await download('office1', 'op1', failed.id)).statusCode).toBe(409);
    expect((await download('office2', 'op2', ready.id)).statusCode).toBe(404);
    expect((await api.call('office2', { method: 'GET', url: `${API}/op1/exports` })).statusCode).toBe(403);
  });

  it("writes a list's filter, sort and columns on the server as its report does, and logs it", async () => {
    const body = {
      resource: 'players',
      sort: 'id,ASC',
      filter: { status: ['ENABLED'] },
      reportHeaders: [
        { text: 'Nr', value: 'id' },
        { text: 'Status', value: 'status' },
      ],
      locale: 'de',
      timeZone: 'Europe/Berlin',
    };
    const asked = await request('office1', 'op1', body);
    expect(asked.statusCode, asked.body).toBe(200);
    const created = ExportFile.parse(asked.json().payload);
    expect(created).toMatchObject({ status: 'CREATED', source: 'SERVER', resource: 'players', operatorCode: 'op1' });
    expect(created.fileName).toMatch(/^players-\d{8}-\d{4}\.csv$/);
    const written = await settled('op1', created.id);
    expect(written.status).toBe('UPLOADED');
    const list = await api.call('office1', {
      method: 'GET',
      url: `${API}/op1/players${query({ size: 1, filter: { status: ['ENABLED'] } })}`,
    });
    expect(written.rows).toBe(list.json().payload.totalElements);
    const report = await api.call('office1', {
      method: 'GET',
      url:
        `${API}/op1/players/report` +
        query({
          sort: 'id,ASC',
          filter: { status: ['ENABLED'], reportHeaders: body.reportHeaders },
          locale: 'de',
          timeZone: 'Europe/Berlin',
        }),
    });
    const text = (await download('office1', 'op1', created.id)).body;
    expect(text).toBe(report.body);
    expect(text.split('\r\n')[0]).toBe('\ufeffNr;Status');
    expect(written.size).toBe(Buffer.byteLength(text, 'utf8'));
    expect(await logOf('UPLOADED_EXPORT', created.id)).toEqual([expect.objectContaining({ user_username: expect.any(String) })]);
  });

  it('refuses a request it cannot write with a 400 naming the field', async () => {
    for (const [body, path] of [
      [{ resource: 'nothing' }, 'resource'],
      [{ resource: 'players-limits' }, 'resource'],
      [{ resource: 'players', filter: { shoeSize: 42 } }, 'filter'],
      [{ resource: 'players', sort: 'shoeSize,ASC' }, 'sort'],
      [{ resource: 'players', timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ resource: 'players', reportHeaders: [{ text: 'x', value: 'password' }] }, 'reportHeaders'],
    ] as const) {
      const response = await request('office1', 'op1', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors.map((error: { path: string }) => error.path.split('.')[0])).toContain(path);
    }
  });

  it('fails with a retry, gives up after three attempts, and writes the file when staff retry', async () => {
    // The store refuses to keep any text: every attempt fails.
    await api.db.execScript('ALTER TABLE export_file_parts ADD CONSTRAINT store_down CHECK (false) NOT VALID');
    try {
      const created = ExportFile.parse((await request('office1', 'op1', { resource: 'betslips' })).json().payload);
      await expect
        .poll(async () => (await file('office1', 'op1', created.id)).status, { timeout: 30_000, interval: 100 })
        .toBe('PERMANENT_ERROR');
      const failed = await file('office1', 'op1', created.id);
      expect(failed).toMatchObject({ attempts: EXPORT_MAX_ATTEMPTS, nextAttempt: null, rows: null });
      expect(failed.lastError).toMatch(/store_down/);
      expect((await logOf('APP_ERROR', created.id)).length).toBe(EXPORT_MAX_ATTEMPTS);
      expect((await download('office1', 'op1', created.id)).statusCode).toBe(409);
    } finally {
      await api.db.execScript('ALTER TABLE export_file_parts DROP CONSTRAINT store_down');
    }
    const failedOnes = await files('office1', 'op1', { status: ['PERMANENT_ERROR'] });
    const latest = failedOnes.sort((a, b) => b.id - a.id)[0];
    const retried = await api.call('office1', { method: 'POST', url: `${API}/op1/exports/${latest.id}/retry` });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().payload).toMatchObject({ status: 'CREATED', attempts: 0 });
    expect((await settled('op1', latest.id)).status).toBe('UPLOADED');
    // Only a failed export is retried.
    const again = await api.call('office1', { method: 'POST', url: `${API}/op1/exports/${latest.id}/retry` });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ path: 'status', message: 'Only a failed server export is retried' }]);
  });

  it('keeps an uploaded file as staff sent it, and removes files', async () => {
    const content = 'Date,Reference,Amount\r\n2026-01-02,REF-1,10.00\r\n2026-01-03,REF-2,12.50\r\n';
    const uploaded = await api.call('office1', {
      method: 'POST',
      url: `${API}/op1/exports/upload`,
      ...formBody({ name: 'settlement.csv', content }),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const kept = ExportFile.parse(uploaded.json().payload);
    expect(kept).toMatchObject({ source: 'MANUAL', status: 'UPLOADED', rows: 2, resource: null, fileName: 'settlement.csv' });
    expect((await download('office1', 'op1', kept.id)).body).toBe(content);
    expect(await logOf('MANUALLY_UPLOADED_EXPORT', kept.id)).toHaveLength(1);
    for (const [body, path] of [
      [{ fileName: 'notes.txt', content }, 'fileName'],
      [{ fileName: 'a"b.csv', content }, 'fileName'],
      [{ fileName: 'empty.csv', content: '' }, 'content'],
    ] as const) {
      const response = await api.call('office1', {
        method: 'POST',
        url: `${API}/op1/exports/upload`,
        ...formBody({ name: body.fileName, content: body.content }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].path).toBe(path);
    }
    // An upload is form data (000 §7): a JSON body is refused, naming the file part.
    const json = await api.call('office1', { method: 'POST', url: `${API}/op1/exports/upload`, payload: { fileName: 'a.csv', content } });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors[0].path).toBe('file');
    expect((await api.call('office2', { method: 'DELETE', url: `${API}/op2/exports/${kept.id}` })).statusCode).toBe(404);
    expect((await api.call('office1', { method: 'DELETE', url: `${API}/op1/exports/${kept.id}` })).statusCode).toBe(200);
    expect((await api.call('office1', { method: 'GET', url: `${API}/op1/exports/${kept.id}` })).statusCode).toBe(404);
    const [parts] = await api.db.query<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM export_file_parts WHERE export_id = ${kept.id}`,
    );
    expect(parts.n).toBe(0);
  });

  it("serves an uploaded file's formula cells back guarded, as our exports write them, and refuses text that is no CSV", async () => {
    const uploaded = await api.call('office1', {
      method: 'POST',
      url: `${API}/op1/exports/upload`,
      ...formBody({ name: 'links.csv', content: 'Player;Note;Amount\r\nanna;=HYPERLINK("http://evil.example","win");-12,50\r\n' }),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = ExportFile.parse(uploaded.json().payload);
    expect(file.rows).toBe(1);
    expect((await download('office1', 'op1', file.id)).body).toBe(
      `Player;Note;Amount\r\nanna;"'=HYPERLINK(""http://evil.example"",""win"")";-12,50\r\n`,
    );
    const [log] = await logOf('MANUALLY_UPLOADED_EXPORT', file.id);
    expect(log.details).toContain("1 formula cells guarded with '");
    const unreadable = await api.call('office1', {
      method: 'POST',
      url: `${API}/op1/exports/upload`,
      ...formBody({ name: 'broken.csv', content: 'a,b\n1,2\n"never closed,3\n' }),
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().errors[0]).toMatchObject({
      path: 'content',
      message: expect.stringMatching(/^The file is not a readable CSV/),
    });
  });

  it('downloads files whose names are not ASCII under their own name, with an ASCII fallback (RFC 6266)', async () => {
    const content = 'Date,Amount\r\n2026-01-02,10.00\r\n';
    for (const [fileName, disposition] of [
      ['report €.csv', `attachment; filename="report _.csv"; filename*=UTF-8''report%20%E2%82%AC.csv`],
      ['Übersicht März.csv', `attachment; filename="Ubersicht Marz.csv"; filename*=UTF-8''%C3%9Cbersicht%20M%C3%A4rz.csv`],
      ['📊 Q1.csv', `attachment; filename="__ Q1.csv"; filename*=UTF-8''%F0%9F%93%8A%20Q1.csv`],
      ['plain-name.csv', 'attachment; filename="plain-name.csv"'],
    ]) {
      const uploaded = await api.call('office1', {
        method: 'POST',
        url: `${API}/op1/exports/upload`,
        ...formBody({ name: fileName, content }),
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const response = await download('office1', 'op1', uploaded.json().payload.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(disposition);
      expect(response.body).toBe(content);
    }
    // Names with characters no file name should hold are refused on upload, naming the field.
    for (const fileName of ['line\u2028break.csv', 'del\u007f.csv', 'tab\there.csv', 'evil\u202Evsc.csv']) {
      const response = await api.call('office1', {
        method: 'POST',
        url: `${API}/op1/exports/upload`,
        ...formBody({ name: fileName, content }),
      });
      expect(response.statusCode, fileName).toBe(400);
      expect(response.json().errors[0].path).toBe('fileName');
    }
  });

  it("refuses an upload that would take the view's uploads over their quota with a 409 naming the quota and the usage", async () => {
    const usage = async (op: string) => {
      const [row] = await api.db.query<{ used: number }>(
        sql`SELECT coalesce(sum(size), 0)::integer AS used FROM export_files WHERE operator_code = ${op} AND source = 'MANUAL'`,
      );
      return row.used;
    };
    const upload = (as: As, op: string, name: string) =>
      api.call(as, {
        method: 'POST',
        url: `${API}/${op}/exports/upload`,
        ...formBody({ name, content: 'Date,Reference,Amount\r\n2026-01-02,REF-1,10.00\r\n' }),
      });
    const fileBytes = 'Date,Reference,Amount\r\n2026-01-02,REF-1,10.00\r\n'.length;
    const quota = api.app.uploadQuotaBytes;
    const used = await usage('op1');
    // Room for one more file of this size in op1, not for two.
    api.app.uploadQuotaBytes = used + fileBytes + 10;
    try {
      const first = await upload('office1', 'op1', 'first.csv');
      expect(first.statusCode, first.body).toBe(200);
      const count = (await files('office1', 'op1')).length;
      const refused = await upload('office1', 'op1', 'second.csv');
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'UPLOAD_QUOTA_EXCEEDED',
        quotaBytes: used + fileBytes + 10,
        usedBytes: used + fileBytes,
        fileBytes,
      });
      expect(refused.json().message).toMatch(/^The upload quota of op1 is [\d.]+ MB and its uploaded files take [\d.]+ MB/);
      expect(refused.json().message).toContain(`(${used + fileBytes} of ${used + fileBytes + 10} bytes)`);
      // Nothing was stored, and another view's uploads are counted on their own.
      expect(await files('office1', 'op1')).toHaveLength(count);
      expect(await usage('op1')).toBe(used + fileBytes);
      api.app.uploadQuotaBytes = Math.max(used, await usage('op2')) + fileBytes + 10;
      const elsewhere = await upload('office2', 'op2', 'elsewhere.csv');
      expect(elsewhere.statusCode, elsewhere.body).toBe(200);
      // Removing a file makes room again.
      api.app.uploadQuotaBytes = used + fileBytes + 10;
      expect((await api.call('office1', { method: 'DELETE', url: `${API}/op1/exports/${first.json().payload.id}` })).statusCode).toBe(200);
      const again = await upload('office1', 'op1', 'second.csv');
      expect(again.statusCode, again.body).toBe(200);
    } finally {
      api.app.uploadQuotaBytes = quota;
    }
  });

  it('deletes files past their retention', async () => {
    const [old] = await files('office2', 'op2', { status: ['UPLOADED'] });
    await api.db.query(sql`UPDATE export_files SET expires = now() - interval '1 minute' WHERE id = ${old.id}`);
    await expect
      .poll(async () => (await api.call('office2', { method: 'GET', url: `${API}/op2/exports/${old.id}` })).statusCode, { timeout: 30_000 })
      .toBe(404);
    const [log] = await api.db.query<{ details: string }>(
      sql`SELECT details FROM activity_log WHERE details LIKE ${`Export ${old.id} (%deleted after%`}`,
    );
    expect(log).toBeDefined();
  });
});
