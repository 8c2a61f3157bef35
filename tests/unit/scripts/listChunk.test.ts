import { describe, expect, it } from 'vitest';
import { ENTRY_CHUNK, LIST_CHUNK, listChunk } from '../../../scripts/list-chunk';

/** A module graph as Rollup's manualChunks sees it: static imports per module id. */
const graph: Record<string, { imports: string[]; entry?: boolean }> = {
  '/app/index.html': { imports: ['/app/src/main.tsx'], entry: true },
  '/app/src/main.tsx': { imports: ['/app/node_modules/react/index.js', '/app/src/shell/menu.ts'] },
  '/app/node_modules/react/index.js': { imports: [] },
  '/app/src/shell/menu.ts': { imports: [] },
  '/app/src/resource-ui/ResourceList.tsx': { imports: ['/app/node_modules/react/index.js', '/app/src/resource-ui/ListView.tsx'] },
  '/app/src/resource-ui/ListView.tsx': { imports: ['/app/node_modules/@mui/Checkbox.js'] },
  '/app/node_modules/@mui/Checkbox.js': { imports: [] },
  '/app/src/resource-ui/cells/MoneyCell.tsx': { imports: ['/app/src/format/money.ts', '/app/src/shell/menu.ts'] },
  '/app/src/format/money.ts': { imports: [] },
  '/app/src/pages/reports/ReportsPage.tsx': { imports: ['/app/src/pages/reports/chart.ts'] },
  '/app/src/pages/reports/chart.ts': { imports: [] },
};

function chunksOf(): Record<string, string | undefined> {
  const manualChunks = listChunk() as (id: string, api: unknown) => string | undefined;
  const api = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => (graph[id] ? { importedIds: graph[id].imports, isEntry: graph[id].entry === true } : null),
  };
  return Object.fromEntries(Object.keys(graph).map((id) => [id, manualChunks(id, api)]));
}

describe('listChunk', () => {
  it('puts the list view, the cells and what only they import in one chunk, and names the entry code', () => {
    const chunks = chunksOf();
    expect(chunks['/app/src/resource-ui/ResourceList.tsx']).toBe(LIST_CHUNK);
    expect(chunks['/app/src/resource-ui/ListView.tsx']).toBe(LIST_CHUNK);
    expect(chunks['/app/node_modules/@mui/Checkbox.js']).toBe(LIST_CHUNK);
    expect(chunks['/app/src/resource-ui/cells/MoneyCell.tsx']).toBe(LIST_CHUNK);
    expect(chunks['/app/src/format/money.ts']).toBe(LIST_CHUNK);
    // Code the entry imports stays with the entry, even when a list imports it too.
    expect(chunks['/app/node_modules/react/index.js']).toBe(ENTRY_CHUNK);
    expect(chunks['/app/src/shell/menu.ts']).toBe(ENTRY_CHUNK);
  });

  it('leaves other pages to Rollup', () => {
    const chunks = chunksOf();
    expect(chunks['/app/src/pages/reports/ReportsPage.tsx']).toBeUndefined();
    expect(chunks['/app/src/pages/reports/chart.ts']).toBeUndefined();
  });
});

/** A module with its syntax tree, as Rollup gives it after parsing. */
interface ParsedModule {
  imports: string[];
  body: unknown[];
  entry?: boolean;
  sideEffects?: boolean;
  own?: string[];
}

const source = (value: string) => ({ value });
const named = (name: string) => ({ type: 'Identifier', name });
const importOf = (from: string, ...names: string[]) => ({
  type: 'ImportDeclaration',
  source: source(from),
  specifiers: names.map((name) => ({ type: 'ImportSpecifier', imported: named(name), local: named(name) })),
});
const reexportOf = (from: string, name: string) => ({
  type: 'ExportNamedDeclaration',
  source: source(from),
  specifiers: [{ type: 'ExportSpecifier', local: named('default'), exported: named(name) }],
});

/** The entry takes Button from a package index that re-exports Button and Autocomplete. */
const parsed: Record<string, ParsedModule> = {
  '/app/index.html': { imports: ['/app/src/main.tsx'], body: [importOf('./src/main.tsx')], entry: true },
  '/app/src/main.tsx': { imports: ['/app/node_modules/ui/index.js'], body: [importOf('ui', 'Button')] },
  '/app/node_modules/ui/index.js': {
    imports: ['/app/node_modules/ui/Button.js', '/app/node_modules/ui/Autocomplete.js'],
    body: [reexportOf('./Button.js', 'Button'), reexportOf('./Autocomplete.js', 'Autocomplete')],
    sideEffects: false,
    own: [],
  },
  '/app/node_modules/ui/Button.js': { imports: [], body: [], sideEffects: false, own: ['default'] },
  '/app/node_modules/ui/Autocomplete.js': { imports: [], body: [], sideEffects: false, own: ['default'] },
  '/app/src/resource-ui/ResourceList.tsx': {
    imports: ['/app/node_modules/ui/index.js'],
    body: [importOf('ui', 'Button', 'Autocomplete')],
  },
};

function parsedChunksOf(): Record<string, string | undefined> {
  const manualChunks = listChunk() as (id: string, api: unknown) => string | undefined;
  const api = {
    getModuleIds: () => Object.keys(parsed)[Symbol.iterator](),
    getModuleInfo: (id: string) => {
      const module = parsed[id];
      if (!module) return null;
      return {
        importedIds: module.imports,
        isEntry: module.entry === true,
        ast: { body: module.body },
        moduleSideEffects: module.sideEffects ?? true,
        exportedBindings: module.own ? { '.': module.own } : null,
        exports: module.own ?? null,
      };
    },
  };
  return Object.fromEntries(Object.keys(parsed).map((id) => [id, manualChunks(id, api)]));
}

describe('listChunk through package indexes', () => {
  it('follows only the names the entry takes from an index free of side effects', () => {
    const chunks = parsedChunksOf();
    expect(chunks['/app/node_modules/ui/Button.js']).toBe(ENTRY_CHUNK);
    // The entry does not take Autocomplete, so the list kit holds it.
    expect(chunks['/app/node_modules/ui/Autocomplete.js']).toBe(LIST_CHUNK);
    expect(chunks['/app/src/resource-ui/ResourceList.tsx']).toBe(LIST_CHUNK);
  });
});
