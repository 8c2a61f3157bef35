import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GeneratorError } from '../../generator/errors';
import { generateFrom, modelImport } from './helpers';

const resource = (body: string) => `${modelImport}export const foo = defineResource(${body});\n`;
const base = `name: 'foos', route: '/foos', api: { path: 'foos' }, schema: z.object({ id: z.number(), x: z.string() })`;

async function failure(files: Record<string, string>): Promise<string> {
  try {
    await generateFrom(files);
  } catch (error) {
    expect(error).toBeInstanceOf(GeneratorError);
    return (error as Error).message;
  }
  throw new Error('expected the generator to fail');
}

describe('malformed resources', () => {
  it('names the file and the syntax error', async () => {
    const message = await failure({ 'foo.ts': `${modelImport}export const foo = defineResource({ name: ;\n` });
    expect(message).toMatch(/^resources\/foo\.ts: /);
    expect(message.split('\n')).toHaveLength(1);
  });

  it('names a column that is not a field of the schema', async () => {
    const message = await failure({
      'foo.ts': resource(`{ ${base}, list: { columns: [{ source: 'nope' }], defaultSort: { field: 'id', order: 'ASC' } } } as never`),
    });
    expect(message).toBe('resources/foo.ts: column "nope" is not a field of the schema');
  });

  it('names a missing required key', async () => {
    const message = await failure({
      'foo.ts': resource(
        `{ name: 'foos', route: '/foos', schema: z.object({ id: z.number() }), list: { columns: [], defaultSort: { field: 'id', order: 'ASC' } } } as never`,
      ),
    });
    expect(message).toBe('resources/foo.ts: missing required key "api"');
  });

  it('names an enum not declared with namedEnum', async () => {
    const message = await failure({
      'foo.ts': resource(
        `{ ${base.replace('x: z.string()', "x: z.enum(['A', 'B'])")}, list: { columns: [{ source: 'x' }], defaultSort: { field: 'id', order: 'ASC' } } }`,
      ),
    });
    expect(message).toBe('resources/foo.ts: column "x" uses an enum not declared with namedEnum (unknown enum)');
  });

  it('names a record-only field a column shows, and a recordName that is not a field', async () => {
    const list = (extra: string) => `list: { columns: [{ source: 'x' }], defaultSort: { field: 'id', order: 'ASC' }${extra} }`;
    const recordOnly = base.replace("api: { path: 'foos' }", "api: { path: 'foos', recordOnly: ['x'] }");
    const shown = await failure({ 'foo.ts': resource(`{ ${recordOnly}, ${list('')} }`) });
    expect(shown).toBe('resources/foo.ts: api.recordOnly field "x" is shown by column "x", but list rows lack it');
    const named = await failure({ 'foo.ts': resource(`{ ${base}, ${list('')}, recordName: 'nope' } as never`) });
    expect(named).toBe('resources/foo.ts: recordName "nope" is not a field of the schema');
  });

  it('names a report filter entry of a list without export, or one that is also a filter', async () => {
    const list = (extra: string) => `list: { columns: [{ source: 'x' }], defaultSort: { field: 'id', order: 'ASC' }${extra} }`;
    const reported = base.replace("api: { path: 'foos' }", "api: { path: 'foos', reportFilter: { flag: true } }");
    const unexported = await failure({ 'foo.ts': resource(`{ ${reported}, ${list(', exportable: false')} }`) });
    expect(unexported).toBe('resources/foo.ts: api.reportFilter "flag" needs an exportable list');
    const filtered = await failure({
      'foo.ts': resource(`{ ${reported}, ${list('')}, filters: [{ source: 'x', key: 'flag', type: 'input' }] }`),
    });
    expect(filtered).toBe('resources/foo.ts: api.reportFilter "flag" is also a filter of the list');
  });

  it('names a key or foldable column that is not a column, and a key column that folds', async () => {
    const list = (extra: string) =>
      `list: { columns: [{ source: 'id' }, { source: 'x' }], defaultSort: { field: 'id', order: 'ASC' }, ${extra} }`;
    const key = await failure({ 'foo.ts': resource(`{ ${base}, ${list("keyColumns: ['amount']")} }`) });
    expect(key).toBe('resources/foo.ts: list.keyColumns names "amount", which is not a column');
    const fold = await failure({ 'foo.ts': resource(`{ ${base}, ${list("foldColumns: ['nope']")} }`) });
    expect(fold).toBe('resources/foo.ts: list.foldColumns names "nope", which is not a column');
    const both = await failure({ 'foo.ts': resource(`{ ${base}, ${list("keyColumns: ['x'], foldColumns: ['x']")} }`) });
    expect(both).toBe('resources/foo.ts: column "x" is in list.keyColumns and list.foldColumns: a key column never folds');
  });

  it('names a record route field without an exact filter to look the record up with', async () => {
    const list = `list: { columns: [{ source: 'x' }], defaultSort: { field: 'id', order: 'ASC' } }`;
    const message = await failure({
      'foo.ts': resource(`{ ${base}, ${list}, filters: [{ source: 'x', type: 'input' }], recordRoutes: [{ route: '/by-x', field: 'x' }] }`),
    });
    expect(message).toBe(
      'resources/foo.ts: record route "/by-x" field "x" has no exact filter (an input with match "exact", or a select) to look the record up with',
    );
  });

  it('names a record route that another resource already declares', async () => {
    const list = `list: { columns: [{ source: 'x' }], defaultSort: { field: 'id', order: 'ASC' } }`;
    const message = await failure({
      'foo.ts': resource(
        `{ ${base}, ${list}, filters: [{ source: 'x', type: 'input', match: 'exact' }], recordRoutes: [{ route: '/bars', field: 'x' }] }`,
      ),
      'bar.ts': `${modelImport}export const bar = defineResource({ ${base.replace(/foos/g, 'bars')}, ${list} });\n`,
    });
    expect(message).toMatch(/^resources\/(foo|bar)\.ts: route "\/bars" is already declared in resources\/(foo|bar)\.ts$/);
  });

  it('names a resource declared without an export', async () => {
    const message = await failure({
      'foo.ts': `${modelImport}const foo = defineResource({ ${base} } as never);\nexport const bar = foo;\n`,
    });
    expect(message).toBe('resources/foo.ts: declares the resource "foo" without exporting it');
  });

  it('reads a file again once its text changes: a fixed syntax error, then a resource no longer exported', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'generator-'));
    const broken = await generateFrom({ 'foo.ts': `${modelImport}export const foo = defineResource({ name: ;\n` }, dir).catch(
      (error: unknown) => error,
    );
    expect(String(broken)).toMatch(/resources\/foo\.ts: syntax error/);
    const fixed = await generateFrom(
      { 'foo.ts': resource(`{ ${base}, list: { columns: [{ source: 'x' }], defaultSort: { field: 'id', order: 'ASC' } } } as never`) },
      dir,
    );
    expect(fixed.resources.map((model) => model.name)).toEqual(['foos']);
    const hidden = await generateFrom(
      { 'foo.ts': `${modelImport}const foo = defineResource({ ${base} } as never);\nexport const bar = foo;\n` },
      dir,
    ).catch((error: unknown) => error);
    expect(String(hidden)).toContain('resources/foo.ts: declares the resource "foo" without exporting it');
  });
});
