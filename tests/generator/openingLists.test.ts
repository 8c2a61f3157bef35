/**
 * The opening calls the start script sends (public/opening-lists.js) are the data provider's own
 * first list calls, byte for byte: otherwise the console would not take their answers and every
 * cold load would ask twice. Lists whose first call depends on the clock or the time zone have none.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EmitContext } from '../../generator/emitters/context';
import { emitOpeningListsFile, openingList, OPENING_LISTS_FILE, OPENING_LISTS_GLOBAL } from '../../generator/emitters/openingListsFile';
import { createDataProvider } from '../../src/data/createDataProvider';
import { defaultListParams } from '../../src/data/listRequest';
import { resourceDefinitions } from '../../src/generated/declarations';
import type { Resource } from '../../resources/model';

const resources = Object.values(resourceDefinitions) as unknown as Resource[];

/** The URL of the first list call the data provider makes for a resource's list with its defaults. */
async function firstListUrl(resource: Resource, operator: string): Promise<string> {
  const urls: string[] = [];
  const provider = createDataProvider(resourceDefinitions as unknown as Record<string, Resource>, {
    getOperator: () => operator,
    getToken: () => 'token',
    getLanguage: () => 'en',
    contractCheck: 'off',
    fetch: async (input) => {
      urls.push(String(input));
      return new Response(JSON.stringify({ success: true, payload: { content: [], totalElements: 0 } }), { status: 200 });
    },
  });
  await provider.getList(resource.name, defaultListParams(resource)).catch(() => undefined);
  return urls[0];
}

describe('opening lists', () => {
  it("are each list's first call as the data provider sends it, for the central view and an operator", async () => {
    const opening = resources.filter((resource) => openingList(resource));
    expect(opening.map((resource) => resource.name)).toContain('players');
    for (const resource of opening) {
      const call = openingList(resource)!;
      for (const operator of ['central', 'op1']) {
        expect(await firstListUrl(resource, operator), resource.name).toBe(`/api/officeapp/${operator}/${call.path}?${call.query}`);
      }
    }
  });

  it('leave out lists whose first call depends on the clock or the time zone', () => {
    const byName = (name: string) => resources.find((resource) => resource.name === name)!;
    // A time frame in the default filter, resolved at the moment of the call.
    expect(byName('reports-offer-monitoring').list.defaultFilter).toMatchObject({ matchDate: 'minus24hoursOrLater' });
    expect(openingList(byName('reports-offer-monitoring'))).toBeUndefined();
    // Periods counted in the browser's time zone.
    expect(byName('statistics-profit-loss').api.timeZone).toBe(true);
    expect(openingList(byName('statistics-profit-loss'))).toBeUndefined();
  });

  it('mark the lists only the central view may open', () => {
    const operators = resources.find((resource) => resource.name === 'operators')!;
    expect(openingList(operators)?.central).toBe(true);
    expect(openingList(resources.find((resource) => resource.name === 'players')!)?.central).toBeUndefined();
  });

  it('are written, in route order, into the script the page reads before the start script', () => {
    const ctx = { root: process.cwd() } as EmitContext;
    const file = emitOpeningListsFile(ctx, path.resolve(OPENING_LISTS_FILE), resources, 'resources/');
    expect(file.path).toBe(OPENING_LISTS_FILE);
    expect(file.content).toBe(readFileSync(OPENING_LISTS_FILE, 'utf8'));
    const window: Record<string, Record<string, unknown>> = {};
    new Function('window', file.content)(window);
    const routes = Object.keys(window[OPENING_LISTS_GLOBAL]);
    expect(routes).toEqual([...routes].sort());
    expect(window[OPENING_LISTS_GLOBAL]['/players']).toEqual(openingList(resources.find((resource) => resource.name === 'players')!));
    expect(readFileSync('index.html', 'utf8')).toMatch(
      /<script src="\/opening-lists\.js"><\/script>\s*<script src="\/session-start\.js"><\/script>/,
    );
  });
});
