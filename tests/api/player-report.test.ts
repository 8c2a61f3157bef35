/**
 * "All pages" CSV export from a player's panels (account history, payments, bonuses, activities
 * log, betslips): through the console's dataProvider against the reference server, every exported
 * row belongs to that player and the file holds all of the player's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackofficeDataProvider } from '../../src/data/types';
import { consoleProvider } from './consoleProvider';
import { createTestApi, type TestApi } from './helpers';

let api: TestApi;
let provider: BackofficeDataProvider;
beforeAll(async () => {
  api = await createTestApi();
  provider = consoleProvider(api.app, api.tokens.office1, 'op1');
});
afterAll(() => api.close());

/** Cells of a simple CSV (the exported values hold no commas or quotes in these columns). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
}

const panels = [
  { resource: 'statistics-account-history', field: 'playerId' },
  { resource: 'statistics-payments', field: 'playerId' },
  { resource: 'bonuses', field: 'player.id' },
  { resource: 'statistics-activities-log', field: 'affectedUserId' },
  { resource: 'betslips', field: 'playerId' },
] as const;

describe("a player's panels export that player's rows only", () => {
  it.each(panels)('$resource', async ({ resource, field }) => {
    const definitionSort = { field: '', order: 'DESC' as const };
    const all = await provider.getList(resource, { pagination: { page: 1, perPage: 200 }, sort: definitionSort, filter: {} });
    // A player's row (activity-log rows may be about a manager).
    const owner = all.data.find((row) => (resource === 'statistics-activities-log' ? row.affectedUserRole === 'PLAYER' : true))!;
    const playerId = field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], owner) as number;
    const scoped = await provider.getList(resource, {
      pagination: { page: 1, perPage: 100 },
      sort: definitionSort,
      filter: {},
      meta: { playerId },
    });
    expect(scoped.total).toBeGreaterThan(0);
    expect(scoped.total).toBeLessThan(all.total!);
    const response = await provider.exportCsv(resource, {
      pagination: { page: 1, perPage: 10 * 100 },
      sort: definitionSort,
      filter: {},
      headers: [{ text: 'Player', value: field }],
      meta: { playerId },
    });
    const [header, ...rows] = csvRows(await response.text());
    expect(header).toEqual(['Player']);
    expect(rows.length).toBe(Math.min(scoped.total!, 1000));
    expect(rows.every(([cell]) => Number(cell) === playerId)).toBe(true);
  });
});
