/** Storage derived from a resource's schema: columns by convention, renames and computed fields stated once. */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { sql } from '../../../server/db/sql';
import { deriveTable, snakeCase } from '../../../server/tables/derive';

const Shop = z.object({
  id: z.number().int(),
  operatorCode: z.string(),
  shopName: z.string(),
  turnover: z.number(),
  open: z.boolean(),
  openedAt: z.iso.datetime({ offset: true }).nullable(),
  foundedOn: z.iso.date().nullable().optional(),
  currency: z.object({ code: z.string() }).nullable(),
  owner: z.object({ ownerRealm: z.string(), ownerName: z.string() }),
  tags: z.array(z.string()),
  note: z.string().optional(),
});

const resource = { name: 'betting-shops', schema: Shop, id: 'id' as const };

describe('deriveTable', () => {
  it('names tables and columns by the snake_case convention and types them from the schema', () => {
    const table = deriveTable(resource);
    expect(snakeCase('players-gateways')).toBe('players_gateways');
    expect(table.table).toBe('betting_shops');
    expect(table.idColumn).toBe('id');
    expect(table.operatorColumn).toBe('operator_code');
    expect(table.fields).toEqual({
      id: { column: 'id', type: 'integer' },
      operatorCode: { column: 'operator_code', type: 'text' },
      shopName: { column: 'shop_name', type: 'text' },
      turnover: { column: 'turnover', type: 'numeric' },
      open: { column: 'open', type: 'boolean' },
      openedAt: { column: 'opened_at', type: 'timestamptz' },
      foundedOn: { column: 'founded_on', type: 'date' },
      'currency.code': { column: 'currency_code', type: 'text' },
      'owner.ownerRealm': { column: 'owner_owner_realm', type: 'text' },
      'owner.ownerName': { column: 'owner_owner_name', type: 'text' },
      tags: { column: 'tags', type: 'jsonb' },
      note: { column: 'note', type: 'text' },
    });
    expect(table.select.compile().text).toBe(
      'betting_shops.id AS id, betting_shops.operator_code AS operator_code, betting_shops.shop_name AS shop_name, ' +
        'betting_shops.turnover AS turnover, betting_shops.open AS open, betting_shops.opened_at AS opened_at, ' +
        'betting_shops.founded_on::text AS founded_on, betting_shops.currency_code AS currency_code, ' +
        'betting_shops.owner_owner_realm AS owner_owner_realm, betting_shops.owner_owner_name AS owner_owner_name, ' +
        'betting_shops.tags AS tags, betting_shops.note AS note',
    );
  });

  it('reads a row into the schema shape: numbers, ISO times, JSON, nested objects null when all their columns are', () => {
    const table = deriveTable(resource);
    const record = table.toRecord({
      id: 7,
      operator_code: 'op1',
      shop_name: 'Centre',
      turnover: '1200.50',
      open: true,
      opened_at: new Date('2026-01-02T03:04:05.678Z'),
      founded_on: '2020-05-06',
      currency_code: null,
      owner_owner_realm: 'op1',
      owner_owner_name: 'ana',
      tags: '["a","b"]',
      note: null,
    });
    expect(record).toEqual({
      id: 7,
      operatorCode: 'op1',
      shopName: 'Centre',
      turnover: 1200.5,
      open: true,
      openedAt: '2026-01-02T03:04:05.678Z',
      foundedOn: '2020-05-06',
      currency: null,
      owner: { ownerRealm: 'op1', ownerName: 'ana' },
      tags: ['a', 'b'],
    });
    expect(Shop.parse(record)).toEqual(record);
    expect(table.logSubject(record)).toEqual({ operatorCode: 'op1', user: null });
  });

  it('states only renamed and computed columns, once', () => {
    const storage = { table: 'shops', columns: { 'owner.ownerName': 'owner_username', 'owner.ownerRealm': 'realm' }, omit: ['note'] };
    const table = deriveTable(
      { ...resource, storage },
      { computed: { tags: { sql: sql`SELECT jsonb_agg(t.name) FROM shop_tags t WHERE t.shop_id = shops.id` } } },
    );
    expect(table.fields['owner.ownerName']).toEqual({ column: 'owner_username', type: 'text' });
    expect(table.fields.tags).toBeUndefined();
    expect(table.select.compile().text).toContain('(SELECT jsonb_agg(t.name) FROM shop_tags t WHERE t.shop_id = shops.id) AS f_tags');
    expect(table.select.compile().text).not.toContain('note');
    const record = table.toRecord({
      id: 1,
      operator_code: 'op1',
      owner_username: 'bo',
      realm: 'op1',
      f_tags: ['x'],
      open: false,
      turnover: 0,
    });
    expect(record).toMatchObject({ owner: { ownerRealm: 'op1', ownerName: 'bo' }, tags: ['x'], open: false, turnover: 0 });
    expect(record).not.toHaveProperty('note');
  });

  it('reads fields kept in one JSON column, objects null by their id, record-only fields and renamed leaves of computed objects', () => {
    const Order = z.object({
      id: z.number().int(),
      operatorCode: z.string(),
      dailyLimit: z.object({ limit: z.number().nullable(), reason: z.string().nullable().optional() }).nullable().optional(),
      weeklyLimit: z.object({ limit: z.number().nullable() }).nullable().optional(),
      entry: z.object({ id: z.number().int(), currency: z.string() }).nullable().optional(),
      lines: z.array(z.object({ no: z.number().int() })),
    });
    const storage = {
      columns: { 'entry.id': 'entry_id', 'entry.currency': 'currency', 'dailyLimit.limit': 'daily_limit' },
      jsonColumns: { limits: ['dailyLimit', 'weeklyLimit'] },
    };
    const table = deriveTable(
      { name: 'orders', schema: Order, id: 'id', api: { recordOnly: ['lines'] }, storage },
      {
        jsonRead: { limits: (value) => ({ ...(value as object), reason: null }) },
        computed: { lines: { sql: sql`SELECT jsonb_agg(l.no) FROM order_lines l WHERE l.order_id = orders.id` } },
      },
    );
    const select = table.select.compile().text;
    expect(select.match(/orders\.limits AS limits/g)).toHaveLength(1);
    expect(select).not.toContain('order_lines');
    expect(table.recordSelect?.compile().text).toContain('order_lines');
    expect(table.fields['dailyLimit.limit']).toEqual({ column: 'daily_limit', type: 'numeric' });
    const row = { id: 1, operator_code: 'op1', limits: { dailyLimit: { limit: 5 } }, entry_id: null, currency: 'EUR' };
    expect(table.toRecord(row)).toEqual({
      id: 1,
      operatorCode: 'op1',
      dailyLimit: { limit: 5, reason: null },
      weeklyLimit: null,
      entry: null,
    });
    expect(table.toRecord({ ...row, entry_id: 9, f_lines: [{ no: 1 }] })).toMatchObject({
      entry: { id: 9, currency: 'EUR' },
      lines: [{ no: 1 }],
    });
  });

  it('takes the table names from the declaration and refuses a JSON reader for a column the declaration does not keep', () => {
    const named = deriveTable({
      ...resource,
      storage: { table: 'shops', idColumn: 'shop_id', countsMaintained: true, updatedColumn: 'changed' },
    });
    expect(named).toMatchObject({ table: 'shops', idColumn: 'shop_id', countsMaintained: true, updatedColumn: 'changed' });
    expect(() => deriveTable(resource, { jsonRead: { limits: (value) => value } })).toThrow(
      'betting-shops: jsonRead names limits, which is not a declared JSON column',
    );
  });
});
