/**
 * Integrity of the transaction resource declarations: every name a declaration uses (paths,
 * actions, filters, enums) points at something that exists, so the generator and the server
 * never meet a dangling reference.
 */
import { z } from 'zod';
import { enumMeta, schemaAt, type ColumnLinkDef, type Condition, type Resource } from '../../../resources/model';
import { betslip } from '../../../resources/betslip';
import { kycGroup } from '../../../resources/kycGroup';
import { bonusRecord } from '../../../resources/bonusRecord';
import { activityLog } from '../../../resources/activityLog';
import { payments } from '../../../resources/payments';
import { accountHistory } from '../../../resources/accountHistory';

const resources = [betslip, kycGroup, bonusRecord, activityLog, payments, accountHistory] as unknown as Resource[];

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every enum schema reachable from `schema`, with its path. */
function enumsIn(schema: z.ZodType, path = '', seen = new Set<z.ZodType>()): { path: string; schema: z.ZodType }[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const found: { path: string; schema: z.ZodType }[] = [];
  if (def.type === 'enum') found.push({ path, schema });
  if (def.type === 'object') {
    for (const [key, child] of Object.entries((schema as z.ZodObject).shape as Record<string, z.ZodType>)) {
      found.push(...enumsIn(child, path ? `${path}.${key}` : key, seen));
    }
  }
  for (const child of [def.element, def.innerType, def.in, def.out, def.valueType, ...(def.options ?? [])]) {
    if (child) found.push(...enumsIn(child, path, seen));
  }
  return found;
}

const conditionKeys = (condition: Condition | undefined) => Object.keys(condition ?? {});
const placeholders = (template: string) => [...template.matchAll(/\{([\w.]+)\}/g)].map((m) => m[1]);
const linksOf = (link: unknown): ColumnLinkDef<string>[] =>
  link === undefined ? [] : Array.isArray(link) ? link : [link as ColumnLinkDef<string>];

describe.each(resources.map((resource) => [resource.name, resource] as const))('%s declaration', (_, resource) => {
  const isPath = (path: string) => schemaAt(resource.schema, path) !== undefined;
  const filterKeys = resource.filters.map((f) => f.key ?? f.source);

  it('names schema paths everywhere it names a field', () => {
    const paths = [
      resource.id,
      resource.playerField,
      resource.list.defaultSort.field,
      resource.list.search,
      resource.list.expand?.source,
      ...conditionKeys(resource.list.expand?.when),
      ...resource.list.columns.flatMap((c) => [
        c.source,
        c.total,
        ...conditionKeys(c.action?.checkedWhen),
        ...linksOf(c.link).flatMap((l) => [...placeholders(l.to), ...conditionKeys(l.when)]),
      ]),
      ...(resource.list.rowTone ?? []).flatMap((rule) => conditionKeys(rule.when)),
      ...resource.filters.flatMap((f) => [f.source, ...(f.resets ?? [])]),
      ...Object.values(resource.actions).flatMap((a) => [...conditionKeys(a.enabledWhen), ...conditionKeys(a.visibleWhen)]),
    ].filter((p): p is string => p !== undefined);
    expect(paths.filter((p) => !isPath(p))).toEqual([]);
  });

  it('declares every playerField and a default sort that is a column or a schema field', () => {
    expect(resource.playerField).toBeDefined();
    expect(isPath(resource.list.defaultSort.field)).toBe(true);
  });

  it('tells filters apart and resets only declared filters', () => {
    expect(new Set(filterKeys).size).toBe(filterKeys.length);
    const sources = new Set(resource.filters.map((f) => f.source));
    for (const f of resource.filters) for (const r of f.resets ?? []) expect(sources).toContain(r);
  });

  it('has options for every select filter from the schema or a named value schema', () => {
    for (const f of resource.filters) {
      if (f.type !== 'select' && f.type !== 'multipleSelect') continue;
      if (f.source === 'operatorCode') continue; // options loaded at run time
      const schema = f.valueSchema ?? schemaAt(resource.schema, f.source)!;
      expect(enumsIn(schema).length, `${f.key ?? f.source}`).toBeGreaterThan(0);
    }
  });

  it('uses only enums declared with namedEnum', () => {
    const schemas = [
      resource.schema,
      ...resource.filters.flatMap((f) => (f.valueSchema ? [f.valueSchema] : [])),
      ...Object.values(resource.actions).map((a) => a.input),
    ];
    const unnamed = schemas.flatMap((s) => enumsIn(s)).filter((e) => !enumMeta.get(e.schema));
    expect(unnamed.map((e) => e.path)).toEqual([]);
  });

  it('binds cell controls to declared actions and their inputs', () => {
    for (const c of resource.list.columns) {
      if (!c.action) continue;
      const action = resource.actions[c.action.name];
      expect(action, c.action.name).toBeDefined();
      if (c.action.input) expect(Object.keys(action.input.shape)).toContain(c.action.input);
    }
  });

  it('takes every action path placeholder from the input or the record id', () => {
    for (const [name, action] of Object.entries(resource.actions)) {
      const keys = Object.keys(action.input.shape);
      for (const key of placeholders(action.request.path)) expect(key === 'id' || keys.includes(key), `${name} {${key}}`).toBe(true);
      for (const key of action.request.query ?? []) expect(keys, name).toContain(key);
    }
  });

  it('shows per-filter columns only for values of a declared filter', () => {
    for (const c of resource.list.columns) {
      if (!c.visibleWhen) continue;
      const f = resource.filters.find((x) => (x.key ?? x.source) === c.visibleWhen!.filter);
      expect(f, c.source).toBeDefined();
      const values = enumsIn(f!.valueSchema ?? schemaAt(resource.schema, f!.source)!).flatMap(
        (e) => (e.schema as z.ZodEnum).options as string[],
      );
      for (const v of c.visibleWhen.in) expect(values).toContain(v);
    }
  });

  it('prefills and defaults only declared filters', () => {
    for (const key of Object.keys(resource.list.defaultFilter ?? {})) expect(filterKeys).toContain(key);
    for (const key of Object.values(resource.list.queryParams ?? {})) expect([...filterKeys, 'search']).toContain(key);
  });

  it('keeps paths relative and names the catalogue message keys under app.messages', () => {
    expect(resource.api.path).not.toMatch(/^\/|\/$/);
    for (const action of Object.values(resource.actions)) {
      expect(action.request.path).not.toMatch(/^\//);
      for (const key of [action.successMessage, action.failureMessage, action.confirm?.warning]) {
        if (key) expect(key).toMatch(/^app\.messages\.\w+$/);
      }
    }
  });
});
