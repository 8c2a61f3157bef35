import { GeneratorError } from '../../generator/errors';
import { generate } from '../../generator/generate';
import { generateFrom, modelImport, root } from './helpers';

const base = `name: 'foos', route: '/foos', api: { path: 'foos' }, schema: z.object({ id: z.number(), x: z.string(), n: z.number() })`;
const resource = (list: string, rest = '') =>
  `${modelImport}export const foo = defineResource({ ${base}, list: { ${list}, defaultSort: { field: 'id', order: 'ASC' } }${rest} } as never);\n`;

async function failure(text: string): Promise<string> {
  try {
    await generateFrom({ 'foo.ts': text });
  } catch (error) {
    expect(error).toBeInstanceOf(GeneratorError);
    return (error as Error).message;
  }
  throw new Error('expected the generator to fail');
}

describe('list keys of the declarations', () => {
  it('every declared resource gets a List screen, and a Show screen unless its rows are aggregates', async () => {
    const result = await generate({ root, check: true });
    const names = result.resources.map((resource) => resource.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'betslips',
        'bonuses',
        'kyc',
        'players',
        'statistics-account-history',
        'statistics-activities-log',
        'statistics-payments',
      ]),
    );
    for (const resource of result.resources) {
      const paths = result.files.map((file) => file.path);
      expect(paths).toContain(`src/generated/${resource.name}/${resource.pascal}List.tsx`);
      const show = `src/generated/${resource.name}/${resource.pascal}Show.tsx`;
      if (resource.hasShow) expect(paths).toContain(show);
      else expect(paths).not.toContain(show);
    }
    const aggregates = result.resources.filter((resource) => !resource.hasShow).map((resource) => resource.name);
    expect(aggregates).toEqual(expect.arrayContaining(['statistics-profit-loss', 'reports-revenue', 'reports-offer-monitoring']));
  });

  it('names an aggregate list that declares an edit form, and a period cell without its period fields', async () => {
    expect(await failure(resource(`columns: [{ source: 'n' }], aggregate: true`, `, edit: { fields: [{ source: 'x' }] }`))).toBe(
      'resources/foo.ts: list.aggregate rows have no record: they take no "edit", "show" or "recordRoutes"',
    );
    expect(await failure(resource(`columns: [{ source: 'x', specialCell: 'period' }]`))).toBe(
      'resources/foo.ts: column "x" with specialCell "period" needs the fields "periodEnd" and "period"',
    );
  });

  it('maps filter resets from sources to filter keys', async () => {
    const result = await generate({ root, check: true });
    const betslips = result.resources.find((resource) => resource.name === 'betslips')!;
    const status = betslips.filters.find((filter) => filter.source === 'betslipStatus.simpleStatus');
    expect(status?.resets).toEqual(['betslipStatus.code', 'settlement']);
    expect(betslips.filters.find((filter) => filter.source === 'settlement')?.resets).toEqual(['betslipStatus.simpleStatus']);
  });

  it('names a column action that is not declared', async () => {
    expect(await failure(resource(`columns: [{ source: 'x', action: { name: 'nope' } }]`))).toBe(
      'resources/foo.ts: column "x" action "nope" is not declared in "actions"',
    );
  });

  it('names a visibleWhen filter that is not a filter', async () => {
    expect(await failure(resource(`columns: [{ source: 'x', visibleWhen: { filter: 'kind', in: ['A'] } }]`))).toBe(
      'resources/foo.ts: column "x" visibleWhen names "kind", which is not a filter',
    );
  });

  it('names a rollover cell without total', async () => {
    expect(await failure(resource(`columns: [{ source: 'n', specialCell: 'rollover' }]`))).toBe(
      'resources/foo.ts: column "n" with specialCell "rollover" needs "total"',
    );
  });

  it('renders the players limits legend as the header of both limits lists', async () => {
    const result = await generate({ root, check: true });
    for (const name of ['players-limits', 'players-self-protection-limits']) {
      expect(result.resources.find((resource) => resource.name === name)?.header).toBe('LimitsLegend');
    }
  });

  it('names a list header that is not a component name', async () => {
    expect(await failure(resource(`columns: [{ source: 'x' }], header: 'limits-legend'`))).toBe(
      'resources/foo.ts: list.header "limits-legend" must be a component name (PascalCase letters and digits)',
    );
  });
});
