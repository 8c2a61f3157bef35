/**
 * The Translations screen's API (central only) and `GET {op}/labels` (000 §7): the operators'
 * labels with missing translations first, save, delete, delete-bulk and initializeDomain (each
 * logged), the CSV catalogue file out and back in (a bad line is a 400 naming it), and the labels
 * an operator's console reads in one language.
 */
import { LABEL_LANGUAGES, Translation } from '../../resources/translations';
import { sql } from '../../server/db/sql';
import { API, createTestApi, formBody, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const base = `${API}/central/translations`;
const list = async (params: Record<string, unknown>) => {
  const response = await api.call('central', { method: 'GET', url: `${base}${query(params)}` });
  expect(response.statusCode, response.body).toBe(200);
  return Translation.array().parse(response.json().payload.content);
};
const lastLog = async () =>
  (
    await api.db.query<{ operator_code: string; log_type: string; details: string; before: unknown; after: unknown }>(
      sql`SELECT operator_code, log_type, details, before, after FROM activity_log ORDER BY id DESC LIMIT 1`,
    )
  )[0];
const labels = async (as: 'central' | 'office1' | 'office2', op: string, params: Record<string, unknown>) => {
  const response = await api.call(as, { method: 'GET', url: `${API}/${op}/labels${query({ resource: 'labels', ...params })}` });
  expect(response.statusCode, response.body).toBe(200);
  return Object.fromEntries(
    (response.json().payload.labels.res.all as { labelType: string; code: string; text: string }[]).map((label) => [
      `${label.labelType}.${label.code}`,
      label.text,
    ]),
  );
};
const csv = (lines: string[]) => lines.join('\r\n');
/** The import as 000 §7 states uploads: multipart form data, the file in the part `file`. */
const importFile = (operatorCode: string, body: string, as: 'central' | 'office1' = 'central') =>
  api.call(as, { method: 'POST', url: `${base}/import${query({ operatorCode })}`, ...formBody({ name: 'labels.csv', content: body }) });

describe('GET central/translations', () => {
  it('lists missing translations first, and filters by operator, type, missing language and text', async () => {
    const rows = await list({ size: 500 });
    const missing = rows.map((row) => row.missing);
    expect([...missing].sort((a, b) => b - a)).toEqual(missing);
    expect(missing[0]).toBeGreaterThan(0);
    const op2 = await list({ size: 500, filter: { operatorCode: 'op2', labelType: 'TICKET' } });
    expect(op2).toHaveLength(15);
    expect(op2.every((row) => row.operatorCode === 'op2' && row.missing === 4 && row.fr === null && row.ro)).toBe(true);
    const noRussian = await list({ size: 500, filter: { operatorCode: 'op1', missingIn: 'ru' } });
    expect(noRussian.map((row) => row.code).sort()).toEqual(['home.welcome', 'promo.weekendBoost']);
    const found = await list({ filter: { search: 'Demo Bet One' } });
    expect(found.map((row) => `${row.operatorCode} ${row.code}`)).toEqual(['op1 footer']);
    expect((await api.call('central', { method: 'GET', url: `${base}${query({ filter: { missingIn: 'es' } })}` })).statusCode).toBe(400);
  });

  it('refuses operator staff (403), also for every write and the files', async () => {
    for (const [method, url] of [
      ['GET', `${API}/op1/translations`],
      ['GET', `${API}/op1/translations/export?operatorCode=op1`],
      ['POST', `${API}/op1/translations/save`],
      ['POST', `${API}/op1/translations/initializeDomain`],
    ] as const) {
      expect((await api.call('office1', { method, url, payload: method === 'POST' ? {} : undefined })).statusCode, url).toBe(403);
    }
    expect((await importFile('op1', 'labelType,code,en', 'office1')).statusCode).toBe(403);
  });
});

describe('writes', () => {
  it('saves a label (an empty text removes it), logged, and the operator reads it in its language', async () => {
    const response = await api.call('central', {
      method: 'POST',
      url: `${base}/save`,
      payload: { operatorCode: 'op2', labelType: 'TICKET', code: 'footer', fr: 'Jouez responsable. 18+', de: '' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toMatchObject({ code: 'footer', fr: 'Jouez responsable. 18+', de: null, missing: 4 });
    expect(await lastLog()).toMatchObject({
      operator_code: 'op2',
      log_type: 'DATA_CHANGED',
      before: { de: expect.any(String), fr: null },
      after: { de: null, fr: 'Jouez responsable. 18+' },
    });
    expect((await labels('office2', 'op2', { 'labels.req.labelType': 'TICKET', langCode: 'fr' }))['TICKET.footer']).toBe(
      'Jouez responsable. 18+',
    );
    // Without its own German text, op2's ticket shows the default German footer.
    const de = await labels('office2', 'op2', { 'labels.req.labelType': 'TICKET', langCode: 'de' });
    expect(de['TICKET.footer']).toBe(
      (await api.db.query<{ text: string }>(sql`SELECT text FROM label_defaults WHERE code = 'footer' AND lang = 'de'`))[0].text,
    );
  });

  it('adds a label of its own, and names bad input (400)', async () => {
    const added = await api.call('central', {
      method: 'POST',
      url: `${base}/save`,
      payload: { operatorCode: 'op3', labelType: 'CUSTOM', code: 'promo.cup', en: 'Cup final boost' },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().payload.missing).toBe(6);
    expect((await lastLog()).details).toMatch(/^Label added: CUSTOM promo\.cup/);
    const bad = await api.call('central', {
      method: 'POST',
      url: `${base}/save`,
      payload: { operatorCode: 'op3', labelType: 'TICKET', code: 'nope', en: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('code');
    const empty = await api.call('central', {
      method: 'POST',
      url: `${base}/save`,
      payload: { operatorCode: 'op3', labelType: 'CUSTOM', code: 'empty.one' },
    });
    expect(empty.statusCode).toBe(400);
    const invalid = await api.call('central', {
      method: 'POST',
      url: `${base}/save`,
      payload: { operatorCode: 'op3', labelType: 'BANNER', code: 'a b', en: 'x'.repeat(1001) },
    });
    expect(
      invalid
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['code', 'en', 'labelType']);
    expect(
      (
        await api.call('central', {
          method: 'POST',
          url: `${base}/save`,
          payload: { operatorCode: 'op9', labelType: 'CUSTOM', code: 'x', en: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('initialises an operator from the defaults: every label added, then only empty texts filled', async () => {
    const response = await api.call('central', { method: 'POST', url: `${base}/initializeDomain`, payload: { operatorCode: 'op3' } });
    expect(response.statusCode, response.body).toBe(200);
    // Every default label is added; the operator's own label (added above) was there already.
    const { created, labels } = response.json().payload as { created: number; labels: number };
    expect(created).toBeGreaterThan(20);
    expect(labels).toBe(created + 1);
    expect(await lastLog()).toMatchObject({ operator_code: 'op3', details: expect.stringContaining('initialised from the defaults') });
    const op3 = await list({ size: 500, filter: { operatorCode: 'op3', labelType: 'SPORT' } });
    // As many sport labels as the defaults have (one per sport of the catalogue).
    expect(op3).toHaveLength((await list({ size: 500, filter: { operatorCode: 'op1', labelType: 'SPORT' } })).length);
    expect(op3.every((row) => row.missing === 0)).toBe(true);
    expect(op3.find((row) => row.code === 'FOOTBALL')).toMatchObject({ en: 'Football', de: 'Fußball' });
    const again = await api.call('central', { method: 'POST', url: `${base}/initializeDomain`, payload: { operatorCode: 'op3' } });
    expect(again.json().payload).toMatchObject({ created: 0, filled: 0 });
  });

  it('deletes one label and several (the spec bulk body, with the reason in the log)', async () => {
    const [one, two, three] = await list({ filter: { operatorCode: 'op3', labelType: 'SPORT' }, sort: 'code,ASC' });
    expect((await api.call('central', { method: 'POST', url: `${base}/delete/${one.id}` })).statusCode).toBe(200);
    expect((await lastLog()).details).toBe(`Label deleted: SPORT ${one.code}`);
    const bulk = await api.call('central', {
      method: 'POST',
      url: `${base}/delete-bulk`,
      payload: { uri: `label:${two.id},${three.id}:Sports not offered`, action: 'delete', data: 'Sports not offered' },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().payload).toEqual({ deleted: 2 });
    expect((await lastLog()).details).toMatch(/^2 labels deleted: .*\. Reason: Sports not offered$/);
    expect((await api.call('central', { method: 'POST', url: `${base}/delete/${one.id}` })).statusCode).toBe(404);
  });
});

describe('the catalogue file', () => {
  it("exports an operator's labels and imports them back: empty cells keep texts", async () => {
    const exported = await api.call('central', {
      method: 'GET',
      url: `${base}/export${query({ operatorCode: 'op1', labelType: 'TICKET' })}`,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="translations-op1-ticket.csv"');
    const lines = exported.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(['labelType', 'code', ...LABEL_LANGUAGES].join(','));
    expect(lines).toHaveLength(17);
    expect(lines.find((line) => line.startsWith('TICKET,footer,'))).toContain('Demo Bet One');
    // The same file back changes nothing.
    const same = await importFile('op1', exported.body);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().payload).toEqual({ created: 0, updated: 0, unchanged: 15 });
    // A translator's file with two languages, semicolons and a quoted text.
    const file = csv(['labelType;code;tr;hr', 'TICKET;footer;"Sorumlu oynayın; 18+";', 'CUSTOM;new.label;Yeni;Novo']);
    const result = await importFile('op1', file);
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().payload).toEqual({ created: 1, updated: 1, unchanged: 0 });
    const [footer] = await list({ filter: { operatorCode: 'op1', search: 'footer', labelType: 'TICKET' } });
    expect(footer).toMatchObject({ tr: 'Sorumlu oynayın; 18+', en: expect.stringContaining('Demo Bet One') });
    expect(await lastLog()).toMatchObject({ operator_code: 'op1', details: expect.stringContaining('1 labels added, 1 changed') });
  });

  it('refuses a bad file with a 400 naming each bad line, and changes nothing', async () => {
    const before = await list({ size: 500, filter: { operatorCode: 'op1' } });
    const response = await importFile(
      'op1',
      csv([
        'labelType,code,en,de',
        'TICKET,footer,Changed,',
        'BANNER,top,Top,',
        'TICKET,nope,x,',
        'CUSTOM,a b,x,',
        'TICKET,footer,Again,',
        'CUSTOM,ok,"unclosed,',
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'line 3', message: expect.stringContaining('labelType "BANNER"') },
      { path: 'line 4', message: expect.stringContaining('code "nope" is not a TICKET label') },
      { path: 'line 5', message: expect.stringContaining('code "a b"') },
      { path: 'line 6', message: 'TICKET footer is already on line 2' },
      { path: 'line 7', message: 'A quoted text is not closed' },
    ]);
    expect(await list({ size: 500, filter: { operatorCode: 'op1' } })).toEqual(before);
    expect((await importFile('op1', 'code,en\r\nfooter,x')).json().errors).toEqual([
      { path: 'line 1', message: expect.stringContaining('must start with labelType,code') },
    ]);
    expect((await importFile('op1', 'labelType,code,en,es\r\n')).json().errors).toEqual([
      { path: 'line 1', message: expect.stringContaining('"es" is not a language') },
    ]);
    expect((await importFile('op1', 'labelType,code,en\r\nTICKET,footer')).json().errors).toEqual([
      { path: 'line 2', message: '2 fields where the header has 3' },
    ]);
    expect((await importFile('op1', '')).statusCode).toBe(400);
    const json = await api.call('central', { method: 'POST', url: `${base}/import?operatorCode=op1`, payload: { en: 'x' } });
    expect(json.statusCode).toBe(400);
  });
});

describe('GET {op}/labels', () => {
  it("gives an operator's staff its labels in one language: its own text, else the default", async () => {
    const en = await labels('office1', 'op1', { 'labels.req.labelType': 'TICKET', langCode: 'en' });
    expect(en['TICKET.totalStake']).toBe('Your stake');
    expect(en['TICKET.footer']).toContain('Demo Bet One');
    const fromHeader = await api.call('office1', {
      method: 'GET',
      url: `${API}/op1/labels?labels.req.labelType=SPORT`,
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    const sports = fromHeader.json().payload.labels.res.all as { code: string; text: string }[];
    expect(sports.find((label) => label.code === 'FOOTBALL')?.text).toBe('Футбол');
    const all = await labels('office1', 'op1', { langCode: 'de' });
    expect(all['CUSTOM.home.welcome']).toBe('Willkommen bei Demo Bet');
    // A label of its own without a German text falls back to English.
    expect(all['CUSTOM.support.hours']).toBe('Der Support ist täglich von 8:00 bis 22:00 erreichbar');
    // The central view reads the defaults; another operator's labels are closed (403).
    expect((await labels('central', 'central', { 'labels.req.labelType': 'TICKET', langCode: 'en' }))['TICKET.totalStake']).toBe(
      'Total stake',
    );
    expect((await api.call('office2', { method: 'GET', url: `${API}/op1/labels` })).statusCode).toBe(403);
    expect((await api.call('office1', { method: 'GET', url: `${API}/op1/labels?langCode=xx` })).statusCode).toBe(400);
    // The label type travels under the key 000 §7 writes; a bare labelType is refused, naming it.
    const bare = await api.call('office1', { method: 'GET', url: `${API}/op1/labels?labelType=TICKET` });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors[0].path).toBe('labelType');
  });
});
