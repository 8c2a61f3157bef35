import { player, type Player } from '../../resources/player';
import { csvCell, csvLine } from '../../server/http/csv';
import { compileListSpec, parseListParams } from '../../server/resource/list-query';
import { streamRecords } from '../../server/resource/records';
import { playerTable } from '../../server/tables/players';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** Splits RFC 4180 text into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('csv cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+2', "'=1+2"],
    ['+49.1', "'+49.1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    [null, ''],
    [undefined, ''],
    [12.5, '12.5'],
    [-3, '-3'],
    [true, 'true'],
    [{ a: 1 }, '"{""a"":1}"'],
  ])('%j → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('lines end with CRLF', () => {
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });
});

describe('GET players/report', () => {
  it('streams CSV with the list columns as the default header', async () => {
    const response = await api.call('central', { method: 'GET', url: `${API}/central/players/report` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="players-.*\.csv"$/);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(player.list.columns.map((c) => c.source));
    expect(rows).toHaveLength(301);
  });

  it('quotes and neutralises cell text from the database', async () => {
    const list = await api.call('office1', { method: 'GET', url: `${API}/op1/players?size=25` });
    const target = list.json().payload.content[0] as Player;
    const changes = [
      { fieldName: 'firstName', newValue: '=HYPERLINK("http://evil")' },
      { fieldName: 'lastName', newValue: 'O"Brien, Jr' },
      { fieldName: 'street', newValue: '@cmd' },
    ];
    const put = await api.call('office1', { method: 'PUT', url: `${API}/op1/players/${target.id}${query({ changes })}`, payload: {} });
    expect(put.statusCode).toBe(200);

    const reportHeaders = [
      { text: 'Id', value: 'id' },
      { text: 'First, name', value: 'firstName' },
      { text: 'Last', value: 'lastName' },
      { text: 'Street', value: 'street' },
      { text: 'Balance', value: 'totalBalance.value' },
    ];
    const response = await api.call('office1', {
      method: 'GET',
      url: `${API}/op1/players/report${query({ filter: { id: target.id }, reportHeaders })}`,
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('Id,"First, name",Last,Street,Balance');
    expect(lines[1]).toBe(`${target.id},"'=HYPERLINK(""http://evil"")","O""Brien, Jr",'@cmd,${target.totalBalance.value}`);
    expect(parseCsv(response.body)[1]).toEqual([
      String(target.id),
      `'=HYPERLINK("http://evil")`,
      'O"Brien, Jr',
      "'@cmd",
      String(target.totalBalance.value),
    ]);
  });

  it('takes reportHeaders from inside the filter too and ignores onlyPlayersData', async () => {
    const filter = { status: ['ENABLED'], onlyPlayersData: true, reportHeaders: [{ text: 'User', value: 'playerCode.playerUsername' }] };
    const response = await api.call('office1', { method: 'GET', url: `${API}/op1/players/report${query({ filter })}` });
    expect(response.statusCode).toBe(200);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['User']);
    expect(rows.length).toBeGreaterThan(10);
  });

  it('exports one page when page and size are given, in list order', async () => {
    const params = { page: 1, size: 25, sort: 'totalBalance.value,DESC' };
    const list = await api.call('central', { method: 'GET', url: `${API}/central/players${query(params)}` });
    const ids = (list.json().payload.content as Player[]).map((p) => String(p.id));
    const response = await api.call('central', {
      method: 'GET',
      url: `${API}/central/players/report${query({ ...params, reportHeaders: [{ text: 'id', value: 'id' }] })}`,
    });
    expect(parseCsv(response.body).slice(1).map((row) => row[0])).toEqual(ids);
  });

  it('400 for bad headers or list parameters, 403 across operators', async () => {
    const unknown = await api.call('office1', {
      method: 'GET',
      url: `${API}/op1/players/report${query({ reportHeaders: [{ text: 'x', value: 'passwordHash' }] })}`,
    });
    expect(unknown.statusCode).toBe(400);
    const broken = await api.call('office1', { method: 'GET', url: `${API}/op1/players/report?reportHeaders=%5B` });
    expect(broken.statusCode).toBe(400);
    const badSort = await api.call('office1', { method: 'GET', url: `${API}/op1/players/report?sort=nope,ASC` });
    expect(badSort.statusCode).toBe(400);
    const foreign = await api.call('office1', { method: 'GET', url: `${API}/op2/players/report` });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('keyset streaming', () => {
  const spec = compileListSpec(player, playerTable);

  it.each(['lastLoginDate,ASC', 'lastLoginDate,DESC', 'status,ASC', 'totalBalance.value,DESC', 'updated,ASC', 'riskGroup,DESC'])(
    'small batches give the same rows in the same order as one big page (%s)',
    async (sort) => {
      const params = parseListParams(spec, { sort, size: '500' });
      const list = await api.call('central', { method: 'GET', url: `${API}/central/players${query({ sort, size: 500 })}` });
      const expected = (list.json().payload.content as Player[]).map((p) => p.id);
      const streamed: number[] = [];
      for await (const record of streamRecords<Player>(api.db, spec, { operatorCode: null }, params, { offset: 0, limit: 10_000 }, 7)) {
        streamed.push(record.id);
      }
      expect(streamed).toEqual(expected);
    },
  );
});
