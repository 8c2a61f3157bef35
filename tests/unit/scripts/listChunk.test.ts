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
