import { inject } from 'vitest';
import de from '../../i18n/de.json';
import type { ActivityLogEntry } from '../../resources/activityLog';
import type { Betslip } from '../../resources/betslip';
import { player, type Player } from '../../resources/player';
import { CSV_BOM, csvColumnOf } from '../../resources/csv';
import { openDatabase, type Database } from '../../server/db/database';
import { sql } from '../../server/db/sql';
import { compileListSpec, parseListParams } from '../../server/resource/list-query';
import { reportFormat } from '../../server/resource/report';
import { csvBatches } from '../../server/resource/reportSql';
import { playerTable } from '../../server/tables/players';
import { parseCsv } from '../support/csv';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('GET players/report', () => {
  it('streams CSV with the list columns as the default header', async () => {
    const response = await api.call('central', { method: 'GET', url: `${API}/central/players/report` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="players-.*\.csv"$/);
    expect(response.body.startsWith(CSV_BOM)).toBe(true);
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
    const put = await api.call('office1', { method: 'PUT', url: `${API}/op1/players/${target.id}${query({ changes })}`, payload: target });
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
    const lines = response.body.slice(1).split('\r\n');
    const balance = target.totalBalance.value.toFixed(2);
    expect(lines[0]).toBe('Id,"First, name",Last,Street,Balance');
    expect(lines[1]).toBe(`${target.id},"'=HYPERLINK(""http://evil"")","O""Brien, Jr",'@cmd,${balance}`);
    expect(parseCsv(response.body)[1]).toEqual([String(target.id), `'=HYPERLINK("http://evil")`, 'O"Brien, Jr', "'@cmd", balance]);
  });

  it('keeps a line break inside its quoted cell, writes empty text as an empty cell, and a lone `\\.` as it is', async () => {
    const list = await api.call('office1', { method: 'GET', url: `${API}/op1/players?size=25` });
    const target = list.json().payload.content[1] as Player;
    await api.db.query(sql`UPDATE players SET first_name = ${'two\nlines'}, last_name = '', street = ${'\\.'}, email = ${'\tx'}
      WHERE id = ${target.id}`);
    const report = async (reportHeaders: { text: string; value: string }[]) => {
      const response = await api.call('office1', {
        method: 'GET',
        url: `${API}/op1/players/report${query({ filter: { id: target.id }, reportHeaders })}`,
      });
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    const all = await report([
      { text: 'Id', value: 'id' },
      { text: 'First', value: 'firstName' },
      { text: 'Last', value: 'lastName' },
      { text: 'Street', value: 'street' },
      { text: 'Email', value: 'email' },
    ]);
    expect(all).toBe(`${CSV_BOM}Id,First,Last,Street,Email\r\n${target.id},"two\nlines",,\\.,'\tx\r\n`);
    expect(await report([{ text: 'Street', value: 'street' }])).toBe(`${CSV_BOM}Street\r\n\\.\r\n`);
    expect(await report([{ text: 'First', value: 'firstName' }])).toBe(`${CSV_BOM}First\r\n"two\nlines"\r\n`);
  });

  it("takes reportHeaders and the players' onlyPlayersData from inside the filter (001 §7), in a query or a body", async () => {
    const reportHeaders = [{ text: 'User', value: 'playerCode.playerUsername' }];
    const filter = { status: ['ENABLED'], onlyPlayersData: true, reportHeaders };
    const response = await api.call('office1', { method: 'GET', url: `${API}/op1/players/report${query({ filter })}` });
    expect(response.statusCode).toBe(200);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['User']);
    expect(rows.length).toBeGreaterThan(10);
    const without = await api.call('office1', {
      method: 'GET',
      url: `${API}/op1/players/report${query({ filter: { status: ['ENABLED'], reportHeaders } })}`,
    });
    expect(parseCsv(without.body)).toEqual(rows);
    const posted = await api.call('office1', { method: 'POST', url: `${API}/op1/players/report`, payload: { filter } });
    expect(posted.statusCode).toBe(200);
    expect(parseCsv(posted.body)).toEqual(rows);
  });

  it('400 for an onlyPlayersData that is not a boolean, or in a report that does not declare it', async () => {
    const wrongType = await api.call('office1', {
      method: 'GET',
      url: `${API}/op1/players/report${query({ filter: { onlyPlayersData: 'yes' } })}`,
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ errors: [{ path: 'filter.onlyPlayersData', message: 'Expected a boolean' }] });
    const elsewhere = await api.call('office1', {
      method: 'GET',
      url: `${API}/op1/payments/report${query({ filter: { onlyPlayersData: true } })}`,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(JSON.stringify(elsewhere.json())).toContain('onlyPlayersData');
  });

  it('exports one page when page and size are given, in list order', async () => {
    const params = { page: 1, size: 25, sort: 'totalBalance.value,DESC' };
    const list = await api.call('central', { method: 'GET', url: `${API}/central/players${query(params)}` });
    const ids = (list.json().payload.content as Player[]).map((p) => String(p.id));
    const response = await api.call('central', {
      method: 'GET',
      url: `${API}/central/players/report${query({ ...params, reportHeaders: [{ text: 'id', value: 'id' }] })}`,
    });
    expect(
      parseCsv(response.body)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(ids);
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

describe("the user's language and time zone", () => {
  it('German: semicolons, catalogue labels, decimal commas, Berlin time, Ja/Nein; the same rows as the list', async () => {
    const list = await api.call('central', { method: 'GET', url: `${API}/central/betslips${query({ size: 5, sort: 'id,DESC' })}` });
    const betslips = list.json().payload.betslips.content as Betslip[];
    const reportHeaders = [
      { text: 'Nr.', value: 'id' },
      { text: 'Status', value: 'betslipStatus.simpleStatus' },
      { text: 'Einsatz', value: 'totalStake' },
      { text: 'Max. Gewinn', value: 'maxWinValue' },
      { text: 'Erstellt', value: 'created' },
      { text: 'Storniert', value: 'isCancelled' },
    ];
    const response = await api.call('central', {
      method: 'GET',
      url:
        `${API}/central/betslips/report` +
        query({ size: 5, sort: 'id,DESC', filter: { reportHeaders }, locale: 'de', timeZone: 'Europe/Berlin' }),
    });
    expect(response.statusCode).toBe(200);
    const rows = parseCsv(response.body, ';');
    expect(rows[0]).toEqual(reportHeaders.map((h) => h.text));
    const berlin = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', dateStyle: 'short', timeStyle: 'medium' });
    expect(rows.slice(1)).toEqual(
      betslips.map((b) => [
        String(b.id),
        (de.enums.betslipStatus as Record<string, string>)[b.betslipStatus.simpleStatus],
        b.totalStake.toFixed(2).replace('.', ','),
        (Math.trunc(b.maxWinValue * 100) / 100).toFixed(2).replace('.', ','),
        berlin.format(new Date(b.created)),
        b.isCancelled ? 'Ja' : 'Nein',
      ]),
    );
  });

  it('activity-log users are readable names (realm:username for central managers), not JSON', async () => {
    const reportHeaders = [{ text: 'User', value: 'userCode' }];
    const filter = { reportHeaders };
    const logs = await api.call('central', { method: 'GET', url: `${API}/central/activities-log${query({ size: 50 })}` });
    const entries = (logs.json().payload.content as ActivityLogEntry[]).filter((e) => e.userCode?.userUsername);
    expect(entries.length).toBeGreaterThan(0);
    const response = await api.call('central', {
      method: 'GET',
      url: `${API}/central/activities-log/report${query({ size: 50, filter })}`,
    });
    const users = parseCsv(response.body)
      .slice(1)
      .map((r) => r[0]);
    expect(users.some((u) => u.startsWith('{'))).toBe(false);
    const first = entries[0].userCode!;
    expect(users).toContain(first.userRealm ? `${first.userRealm}:${first.userUsername}` : first.userUsername);
  });

  it('400 naming the parameter for an unknown language or time zone', async () => {
    const language = await api.call('central', { method: 'GET', url: `${API}/central/players/report?locale=xx` });
    expect(language.statusCode).toBe(400);
    expect(language.body).toContain('locale');
    const zone = await api.call('central', { method: 'GET', url: `${API}/central/players/report?timeZone=Mars%2FBase` });
    expect(zone.statusCode).toBe(400);
    expect(zone.body).toContain('timeZone');
    expect(zone.body).toContain('Unknown time zone');
  });
});

describe('keyset streaming', () => {
  const spec = compileListSpec(player, playerTable);
  const columns = [csvColumnOf(player.schema, { source: 'id' })!];
  const format = reportFormat({ locale: 'en', timeZone: 'UTC', central: true });

  it.each([
    'lastLoginDate,ASC',
    'lastLoginDate,DESC',
    'status,ASC',
    'totalBalance.value,DESC',
    'updated,ASC',
    'riskGroup,DESC',
    'lastName,ASC',
    'lastName,DESC',
  ])('small batches give the same rows in the same order as one big page (%s)', async (sort) => {
    const params = parseListParams(spec, { sort, size: '500' });
    const list = await api.call('central', { method: 'GET', url: `${API}/central/players${query({ sort, size: 500 })}` });
    const expected = (list.json().payload.content as Player[]).map((p) => p.id);
    let text = '';
    const request = { spec, scope: { operatorCode: null }, params, columns, format };
    for await (const batch of csvBatches(api.db, request, { offset: 0, limit: 10_000 }, 7)) text += batch.text;
    expect(text.split('\r\n').filter(Boolean).map(Number)).toEqual(expected);
  });

  it("plans each batch as a walk along the sort's index, a setting that ends with the batch", async () => {
    const cost = async () => (await api.db.query<{ cost: string }>(sql`SELECT current_setting('random_page_cost') AS cost`))[0].cost;
    const before = await cost();
    const params = parseListParams(spec, { sort: 'updated,DESC', size: '50' });
    const request = { spec, scope: { operatorCode: null }, params, columns, format };
    let rows = 0;
    for await (const batch of csvBatches(api.db, request, { offset: 0, limit: 50 }, 20)) rows += batch.rows;
    expect(rows).toBe(50);
    expect(await cost()).toBe(before);
    // The batch's own transaction sees the setting.
    const inBatch = await api.db.copyBatch(`SELECT current_setting('random_page_cost')`, ',');
    expect(inBatch.toString().trim()).toBe('1.1');
    expect(await cost()).toBe(before);
  });

  it('leaves the database usable after a batch whose statement fails', async () => {
    await expect(api.db.copyBatch('SELECT 1 / 0', ',')).rejects.toThrow(/division by zero/);
    expect(await api.db.query(sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
    expect((await api.db.copyBatch(`SELECT current_setting('random_page_cost')`, ',')).toString().trim()).toBe('1.1');
  });

  /** The 60 players last updated, as csvBatches writes them with `batchRows` a batch: text, rows and reads. */
  const readSixty = async (db: Database, batchRows: number) => {
    const params = parseListParams(spec, { sort: 'updated,DESC', size: '60' });
    const request = { spec, scope: { operatorCode: null }, params, columns, format };
    const out = { text: '', rows: 0, reads: 0 };
    for await (const batch of csvBatches(db, request, { offset: 0, limit: 60 }, batchRows)) {
      out.text += batch.text;
      out.rows += batch.rows;
      out.reads++;
    }
    return out;
  };

  it.runIf(inject('pgServer'))(
    'streams a report on PostgreSQL in one COPY: records cut between its pieces come whole, as batches write them',
    async () => {
      const streams = vi.spyOn(api.db, 'copyStream');
      const batches = vi.spyOn(api.db, 'copyBatch');
      try {
        const streamed = await readSixty(api.db, 2);
        expect(streams).toHaveBeenCalledTimes(1);
        expect(batches).not.toHaveBeenCalled();
        const batched = await readSixty({ ...api.db, copyStream: undefined }, 7);
        expect(streamed.rows).toBe(60);
        expect(streamed.text).toBe(batched.text);
        // The connection's pieces cut at 13 bytes, finished in pieces of at least 50 bytes: most end inside a record.
        const copyStream = api.db.copyStream!.bind(api.db);
        const cut = await readSixty(
          {
            ...api.db,
            async *copyStream(select, delimiter) {
              for await (const piece of copyStream(select, delimiter))
                for (let at = 0; at < piece.length; at += 13) yield piece.subarray(at, at + 13);
            },
          },
          1,
        );
        expect(cut.text).toBe(batched.text);
        expect(cut.reads).toBeGreaterThan(5);
      } finally {
        streams.mockRestore();
        batches.mockRestore();
      }
    },
  );

  it.skipIf(inject('pgServer'))(
    'streams a slice of up to three batches on PGlite in one COPY, and reads a larger one in batches',
    async () => {
      const read = async (db: Database, batchRows: number) => (await readSixty(db, batchRows)).text;
      const streams = vi.spyOn(api.db, 'copyStream');
      const batches = vi.spyOn(api.db, 'copyBatch');
      try {
        const batched = await read({ ...api.db, copyStream: undefined }, 7);
        batches.mockClear();
        expect(await read(api.db, 20)).toBe(batched);
        expect(streams).toHaveBeenCalledTimes(1);
        expect(batches).not.toHaveBeenCalled();
        streams.mockClear();
        expect(await read(api.db, 19)).toBe(batched);
        expect(streams).not.toHaveBeenCalled();
        expect(batches).toHaveBeenCalledTimes(4);
        expect(batched.split('\r\n')).toHaveLength(61);
      } finally {
        streams.mockRestore();
        batches.mockRestore();
      }
    },
  );

  it.runIf(inject('pgServer'))(
    'stops a streamed report on PostgreSQL where it fails, and ends the COPY of a report left before its end',
    async () => {
      const params = parseListParams(spec, { sort: 'updated,DESC', size: '60' });
      const request = { spec, scope: { operatorCode: null }, params, columns, format };
      const copyStream = api.db.copyStream!.bind(api.db);
      // The connection fails after its first five pieces of 13 bytes (finished in pieces of at least 50: the first is sent).
      const failing: Database = {
        ...api.db,
        async *copyStream(select, delimiter) {
          let pieces = 0;
          for await (const piece of copyStream(select, delimiter)) {
            for (let at = 0; at < piece.length; at += 13) {
              if (pieces++ === 5) throw new Error('terminating connection due to administrator command');
              yield piece.subarray(at, at + 13);
            }
          }
        },
      };
      const rows: number[] = [];
      await expect(
        (async () => {
          for await (const batch of csvBatches(failing, request, { offset: 0, limit: 60 }, 1)) rows.push(batch.rows);
        })(),
      ).rejects.toThrow(/administrator command/);
      expect(rows.length).toBeGreaterThan(0);

      // A reader that stops after the first piece: the COPY ends with it and its connection closes
      // (seen from a connection of another pool: a connection handed back mid-COPY would be reused).
      const watcher = await openDatabase({ databaseUrl: api.url });
      try {
        const copies = async () =>
          Number(
            (await watcher.query<{ n: string }>(sql`SELECT count(*) AS n FROM pg_stat_activity WHERE query LIKE 'COPY (SELECT%'`))[0].n,
          );
        const all = parseListParams(spec, { sort: 'updated,DESC', size: '10000' });
        const reading = csvBatches(api.db, { ...request, params: all }, { offset: 0, limit: 10_000 }, 1);
        const first = await reading.next();
        expect(first.done).toBe(false);
        await reading.return(undefined);
        await expect.poll(copies).toBe(0);
      } finally {
        await watcher.close();
      }
    },
  );

  it.runIf(inject('pgServer'))("writes ISO date-times on PostgreSQL whatever the database's default date style", async () => {
    const [{ name }] = await api.db.query<{ name: string }>(sql`SELECT current_database() AS name`);
    await api.db.execScript(`ALTER DATABASE "${name}" SET DateStyle = 'SQL, DMY'`);
    const fresh = await openDatabase({ databaseUrl: api.url });
    try {
      const [{ style }] = await fresh.query<{ style: string }>(sql`SELECT current_setting('DateStyle') AS style`);
      expect(style).toBe('ISO, DMY');
      const params = parseListParams(spec, { sort: 'id,ASC', size: '3' });
      const created = [csvColumnOf(player.schema, { source: 'created' })!];
      let text = '';
      const request = { spec, scope: { operatorCode: null }, params, columns: created, format };
      for await (const batch of csvBatches(fresh, request, { offset: 0, limit: 3 })) text += batch.text;
      const cells = text.split('\r\n').filter(Boolean);
      expect(cells).toHaveLength(3);
      for (const cell of cells) expect(cell).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    } finally {
      await fresh.close();
      await api.db.execScript(`ALTER DATABASE "${name}" RESET DateStyle`);
    }
  });
});
