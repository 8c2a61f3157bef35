import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GeneratorError } from '../../generator/errors';
import { registryValue } from '../../generator/registries';
import { generateFrom, modelImport, root } from './helpers';

/** A throw-away project whose console has these registry files (paths under `src/`). */
function project(registries: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'generator-registries-'));
  for (const [file, text] of Object.entries(registries)) {
    mkdirSync(path.dirname(path.join(dir, 'src', file)), { recursive: true });
    writeFileSync(path.join(dir, 'src', file), text);
  }
  return dir;
}

const REGISTRIES = {
  'panels/index.ts': `export const panels = { BetRowsPanel: lazy('BetRowsPanel'), 'KycDocumentsPanel': lazy('KycDocumentsPanel') } satisfies Record<string, unknown>;\n`,
  'panels/listHeaders.ts': `export const listHeaders = { LimitsLegend, ProfitLossChart: lazy('ProfitLossChart') };\n`,
  'layout/menuIcons.tsx': `export const MENU_ICONS: Record<MenuIconName, SvgIconComponent> = { players: PeopleIcon, kyc: VerifiedUserIcon, roles: SecurityIcon };\n`,
  'pages/listPages.ts': `export const LIST_PAGES: Readonly<Record<string, ComponentType>> = { foos: lazyNamed(() => import('./FoosPage'), 'FoosPage') };\n`,
  'pages/recordPages.ts': `export const RECORD_WORKSPACES: Readonly<Record<string, RecordWorkspace>> = {};\n`,
  'layout/pageMenu.ts': `export const PAGES: readonly PageDeclaration[] = [{ route: '/roles', menu: { group: 'players', icon: 'roles', order: 90 } }];\n`,
};

const foo = (name: string, list = '', rest = '') =>
  `${modelImport}export const ${name.replace(/-/g, '')} = defineResource({ name: '${name}', route: '/${name}', api: { path: '${name}' }, ` +
  `schema: z.object({ id: z.number(), x: z.string() }), list: { columns: [{ source: 'x' }], defaultSort: { field: 'id', order: 'ASC' }${list} }${rest} } as never);\n`;

async function failure(files: Record<string, string>, registries: Record<string, string> = REGISTRIES): Promise<string> {
  try {
    await generateFrom(files, project(registries));
  } catch (error) {
    expect(error).toBeInstanceOf(GeneratorError);
    return (error as Error).message;
  }
  throw new Error('expected the generator to fail');
}

describe('names a declaration takes from the console registries', () => {
  it('generates when every panel, header, icon, page and menu place is known and placed once', async () => {
    const result = await generateFrom(
      {
        'foo.ts': foo(
          'foos',
          `, expand: { panel: 'KycDocumentsPanel' }, header: 'ProfitLossChart'`,
          `, menu: { group: 'players', icon: 'kyc', order: 10 }`,
        ),
      },
      project(REGISTRIES),
    );
    expect(result.resources.map((resource) => resource.name)).toEqual(['foos']);
  });

  it('refuses a row panel, list header or menu icon that is not in its registry, naming the resource and the field', async () => {
    expect(await failure({ 'foo.ts': foo('foos', `, expand: { panel: 'BetRowPanel' }`) })).toBe(
      'resources/foo.ts: resource "foos": list.expand.panel "BetRowPanel" is not in src/panels/index.ts (it has BetRowsPanel, KycDocumentsPanel)',
    );
    expect(await failure({ 'foo.ts': foo('foos', `, header: 'LimitLegend'`) })).toBe(
      'resources/foo.ts: resource "foos": list.header "LimitLegend" is not in src/panels/listHeaders.ts (it has LimitsLegend, ProfitLossChart)',
    );
    expect(await failure({ 'foo.ts': foo('foos', '', `, menu: { group: 'players', icon: 'player', order: 10 }`) })).toBe(
      'resources/foo.ts: resource "foos": menu.icon "player" is not in src/layout/menuIcons.tsx (it has kyc, players, roles)',
    );
  });

  it('refuses a page registered for a resource no file declares', async () => {
    expect(await failure({ 'bar.ts': foo('bars') })).toBe(
      'src/pages/listPages.ts: LIST_PAGES has a page for "foos", which no resource declares',
    );
  });

  it('refuses a route placed in the menu twice and two screens at one place', async () => {
    expect(
      await failure({ 'foo.ts': foo('foos'), 'roles.ts': foo('roles', '', `, menu: { group: 'central', icon: 'roles', order: 10 }`) }),
    ).toBe(
      'src/layout/pageMenu.ts: PAGES[0] (/roles): menu: the route /roles already has a menu place (resources/roles.ts, resource "roles": menu)',
    );
    expect(
      await failure({
        'foo.ts': foo('foos', '', `, menu: { group: 'players', icon: 'players', order: 10 }`),
        'kyc.ts': foo('kyc', '', `, menu: { group: 'players', icon: 'kyc', order: 10 }`),
      }),
    ).toBe('resources/kyc.ts: resource "kyc": menu: group "players" order 10 is already the place of /foos (resources/foo.ts)');
    expect(await failure({ 'foo.ts': foo('foos', '', `, menu: { group: 'players', icon: 'players', order: 90 }`) })).toBe(
      'src/layout/pageMenu.ts: PAGES[0] (/roles): menu: group "players" order 90 is already the place of /foos (resources/foo.ts)',
    );
  });

  it('reads the console registries themselves', () => {
    expect(Object.keys(registryValue(path.join(root, 'src/panels/index.ts'), 'panels') as object)).toContain('BetRowsPanel');
    expect(Object.keys(registryValue(path.join(root, 'src/layout/menuIcons.tsx'), 'MENU_ICONS') as object)).toContain('players');
    const pages = registryValue(path.join(root, 'src/layout/pageMenu.ts'), 'PAGES') as { route: string }[];
    expect(pages.map((page) => page.route)).toContain('/roles');
  });
});
