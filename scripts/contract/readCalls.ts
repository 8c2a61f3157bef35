/**
 * The kit's read calls: every GET of the document, and every list query sent as POST
 * (`x-list-query`), once per filter variant (`x-filter-variants`), each sent where the
 * installation's API profile sends the console's call. Path values are taken from the lists the
 * kit reads (record ids, player ids, bet row and document ids). JSON answers are checked against
 * the document after the console's own readings (src/data/listRequest.ts, resources/readings.ts):
 * an answer the console reads in another legitimate form is no finding. Each declared filter of a
 * list is sent once with a value taken from the list's rows, and must narrow it.
 */
import { getPath, type Resource } from '../../resources/model';
import { readListPage } from '../../src/data/listRequest';
import { inDeclaredForm } from '../../resources/readings';
import type { ApiProfile } from '../../src/data/apiProfile';
import { answerSchemaAt, type Mismatch } from './answerCheck';
import { answerKind, rowsOf, type Operation, type Paths } from './document';
import { specOf, type Finding } from './findings';
import { resourceOf, targetOf, withProfileFilter, type Target } from './profile';
import { csvFindings, mismatchFindings, rowOf, skippedRow, statusFindings, type ContractRow } from './rows';
import { at, type Answer, type KitSession } from './session';
import { filterRows } from './filterChecks';

export type Check = (schemaAt: readonly string[], answer: unknown) => Mismatch[];

export interface KitContext {
  session: KitSession;
  profile: ApiProfile;
  paths: Paths;
  check: Check;
  /** Only the calls whose operationId one of these matches (`*` any text); every call without. */
  only?: readonly string[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** Whether `operationId` is among the calls to check. */
export function selected(context: KitContext, operationId: string | undefined): boolean {
  if (!context.only?.length) return true;
  return context.only.some((pattern) =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    ).test(operationId ?? ''),
  );
}

/** Where the profile sends the document's `METHOD template` with these path values. */
export function targetIn(context: KitContext, method: string, template: string, values: Record<string, string> = {}) {
  const operation = context.paths[template]?.[method.toLowerCase()];
  return targetOf(
    context.profile,
    context.session.operator,
    { operationId: operation?.operationId, method, template, listQuery: !!operation?.['x-list-query'] && method.toLowerCase() === 'post' },
    values,
  );
}

/** The rows of the document's GET list at `template` (as the profile sends it), with these path values. */
export async function listRows(
  context: KitContext,
  template: string,
  query: Json = {},
  values: Record<string, string> = {},
): Promise<Json[]> {
  const operation = context.paths[template]?.get;
  const target = targetIn(context, 'GET', template, values);
  if ('missing' in target) return [];
  const body = await context.session.read(target.path, withProfileFilter(context.profile, operation?.operationId, query));
  const resource = resourceOf(operation?.operationId);
  if (resource) return pageOf(context, resource, body, false)?.rows ?? [];
  return rowsOf(body, operation?.['x-id-from']?.listKey);
}

/** A list answer as the console reads it, or undefined when it reads none. */
export function pageOf(context: KitContext, resource: Resource, body: unknown, grouped: boolean) {
  try {
    const payload = at(body, 'payload');
    if (payload === undefined) return undefined;
    return readListPage(resource, payload, grouped, (row) => getPath(row, resource.id) as string, { codes: context.profile.codes });
  } catch {
    return undefined;
  }
}

const first = (rows: Json[]) => rows[0];
const text = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : String(value));

/** The value of a path parameter, from the lists the kit reads; undefined when none is found. */
async function valueOf(context: KitContext, template: string, operation: Operation, name: string, values: Record<string, string>) {
  const players = () => listRows(context, '/{op}/players', { size: 1 });
  const source = operation['x-id-from'];
  if (name === 'resource') return 'players';
  if (/\/kyc\/documents\/\{documentId\}/.test(template) || name === 'documentId') {
    // A KYC document: the first document of the KYC list, its player's id for {id}.
    for (const group of await listRows(context, '/{op}/players/kyc/grouped/paginated', { size: 20 })) {
      const document = first((group.playerDocuments as Json[] | undefined) ?? []);
      if (document && text(document.id) && text(group.playerId)) {
        values.id ??= String(group.playerId);
        return name === 'id' ? String(group.playerId) : String(document.id);
      }
    }
    return undefined;
  }
  if (name === 'id' && source) {
    const list = await listRows(context, source.list, { size: 1 });
    return text(at(first(list), source.field));
  }
  if (name === 'id' && /^\/\{op\}\/betRows\/\{id\}$/.test(template)) {
    for (const slip of await listRows(context, '/{op}/betslips', { size: 5 })) {
      const row = first((slip.betrows as Json[] | undefined) ?? []);
      if (text(row?.id)) return String(row!.id);
    }
    return undefined;
  }
  if (name === 'id' && /\/exports\/\{id\}\/download$/.test(template))
    return text(first(await listRows(context, '/{op}/exports', { size: 1 }))?.id);
  if (name === 'playerId' || name === 'id') {
    if (name === 'id' && !/\/(player|players|gateways)\/\{id\}/.test(template)) return undefined;
    return text(first(await players())?.id);
  }
  return undefined;
}

/** The template's path values, or the name of the first it found none for. */
export async function resolveValues(context: KitContext, template: string, operation: Operation) {
  const values: Record<string, string> = {};
  for (const [, name] of [...template.matchAll(/\{(\w+)\}/g)]) {
    if (name === 'op' || values[name!] !== undefined) continue;
    const value = await valueOf(context, template, operation, name!, values);
    if (value === undefined) return { missing: name! };
    values[name!] = value;
  }
  return { values };
}

/**
 * The findings of a JSON answer: its mismatches with the document's schema, unless the console
 * reads it in another legitimate form (a list's rows, a record's fields), when the answer as the
 * console reads it is checked instead.
 */
export function answerFindings(context: KitContext, operation: Operation, schemaAt: readonly string[], body: unknown): Finding[] {
  const spec = specOf(operation);
  const raw = context.check(schemaAt, body);
  if (raw.length === 0) return [];
  const read = asConsoleReads(context, operation, body);
  const mismatches = read === undefined ? raw : context.check(schemaAt, read);
  return mismatchFindings(spec, mismatches);
}

/** The answer in the reference server's form as the console reads it, or undefined when it has no reading for this call. */
function asConsoleReads(context: KitContext, operation: Operation, body: unknown): unknown {
  const id = operation.operationId ?? '';
  const resource = resourceOf(id);
  if (!resource || !isObject(body)) return undefined;
  if (/\.get$/.test(id) && isObject(body.payload))
    return { ...body, payload: inDeclaredForm(resource.schema, body.payload, context.profile.codes) };
  if (!/\.(list|playerList|listQuery|playerListQuery)$/.test(id)) return undefined;
  const grouped = !!resource.api.player?.groups && /\.playerList/.test(id);
  const page = pageOf(context, resource, body, grouped);
  if (!page) return undefined;
  if (grouped) return { ...body, payload: { groups: [{ key: 'all', content: page.rows }], totalElements: page.total } };
  const content = { content: page.rows, totalElements: page.total };
  const payload = isObject(body.payload) ? body.payload : {};
  const key = resource.api.listKey;
  return {
    ...body,
    payload: key ? { ...payload, [key]: { ...(isObject(payload[key]) ? payload[key] : {}), ...content } } : { ...payload, ...content },
  };
}

/** A made call's row: its status and its answer checked, each finding with its source. */
export function callRow(
  context: KitContext,
  label: string,
  operation: Operation,
  call: { method: string; template: string; target: Target },
  answer: Answer,
  check: { csv: true } | { schemaAt: readonly string[] },
): ContractRow {
  const spec = specOf(operation);
  const sent = `${call.target.method} ${call.target.path}`;
  const findings = statusFindings(spec, answer, {
    operationId: operation.operationId,
    method: call.method,
    template: call.template,
    sent,
    moved: call.target.moved,
  });
  if (answer.status === 200) {
    findings.push(...('csv' in check ? csvFindings(spec, answer) : answerFindings(context, operation, check.schemaAt, answer.body)));
  }
  return rowOf(label, answer.status, findings, { source: spec.section ?? 'reference server', sent });
}

/** The rows of every read call of the document, in its path order, then the filter checks. */
export async function readRows(context: KitContext): Promise<ContractRow[]> {
  const { session, paths } = context;
  const rows: ContractRow[] = [];
  for (const [template, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const kind = answerKind(operation);
      const read = method === 'get' || (method === 'post' && operation['x-list-query']);
      if (!read || !kind || !selected(context, operation.operationId)) continue;
      const call = `${method.toUpperCase()} ${template}`;
      const audience = operation['x-audience'];
      if (audience && audience !== (session.operator === 'central' ? 'central' : 'operator')) {
        rows.push(skippedRow(call, `for the ${audience} view only`));
        continue;
      }
      const needed = operation.parameters?.find((parameter) => parameter.in === 'query' && parameter.required);
      if (needed) {
        rows.push(skippedRow(call, `needs ?${needed.name}`));
        continue;
      }
      const resolved = await resolveValues(context, template, operation);
      if ('missing' in resolved) {
        rows.push(skippedRow(call, `no value for {${resolved.missing}} in the lists read`));
        continue;
      }
      const target = targetIn(context, method, template, resolved.values);
      if ('missing' in target) {
        rows.push(skippedRow(call, `no value for {${target.missing}} of the profile's path`));
        continue;
      }
      const variants = operation['x-filter-variants'] ?? [undefined];
      for (const [index, variant] of variants.entries()) {
        const label = variant && Object.keys(variant.filter).length ? `${call} ${JSON.stringify(variant.filter)}` : call;
        // A report reads one row; a list query sent as POST carries its parameters in the body.
        const params = withProfileFilter(context.profile, operation.operationId, {
          ...(kind === 'csv' || method === 'post' ? { size: 1 } : {}),
          ...(variant ? { filter: variant.filter } : {}),
        });
        const answer = await session.send(target.method, target.path, target.method === 'GET' ? { query: params } : { body: params });
        const schemaAt = variant
          ? ['paths', template, method, 'x-filter-variants', String(index), 'schema']
          : answerSchemaAt(method, template);
        rows.push(
          callRow(
            context,
            label,
            operation,
            { method: method.toUpperCase(), template, target },
            answer,
            kind === 'csv' ? { csv: true } : { schemaAt },
          ),
        );
      }
    }
  }
  rows.push(...(await filterRows(context)));
  return rows;
}
