/**
 * The kit's read calls: every GET of the document, and every list query sent as POST
 * (`x-list-query`), once per filter variant (`x-filter-variants`); path ids are taken from the
 * lists the kit reads. JSON answers are checked against the document, CSV reports for `text/csv`.
 */
import { answerSchemaAt, type Mismatch } from './answerCheck';
import { answerKind, rowsOf, type Operation, type Paths } from './document';
import { answerRow, skippedRow, type ContractRow } from './rows';
import { at, type KitSession } from './session';

type Check = (schemaAt: readonly string[], answer: unknown) => Mismatch | undefined;

/** The first player's id of the operator's players list. */
export async function firstPlayerId(session: KitSession): Promise<unknown> {
  return rowsOf(await session.read(`/${session.operator}/players`, { size: 1 }))[0]?.id;
}

/** A path template with its parameters filled from what the kit read, or the name it found no value for. */
export async function resolvePath(
  session: KitSession,
  template: string,
  operation: Operation,
): Promise<{ path: string } | { missing: string }> {
  let path = template.replace('{op}', encodeURIComponent(session.operator));
  for (const [, name] of [...path.matchAll(/\{(\w+)\}/g)]) {
    let value: unknown;
    const source = operation['x-id-from'];
    if (name === 'id' && source) {
      const list = await session.read(source.list.replace('{op}', encodeURIComponent(session.operator)), { size: 1 });
      value = at(rowsOf(list, source.listKey)[0], source.field);
    } else if (name === 'playerId' || (name === 'id' && /\/(player|players|gateways)\/\{id\}/.test(template))) {
      value = await firstPlayerId(session);
    } else if (name === 'resource') {
      value = 'players';
    }
    if (value === undefined || value === null) return { missing: name };
    path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
  }
  return { path };
}

/** The rows of every read call of the document, in its path order. */
export async function readRows(session: KitSession, paths: Paths, check: Check): Promise<ContractRow[]> {
  const rows: ContractRow[] = [];
  for (const [template, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const kind = answerKind(operation);
      const read = method === 'get' || (method === 'post' && operation['x-list-query']);
      if (!read || !kind) continue;
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
      const resolved = await resolvePath(session, template, operation);
      if ('missing' in resolved) {
        rows.push(skippedRow(call, `no value for {${resolved.missing}}`));
        continue;
      }
      const variants = operation['x-filter-variants'] ?? [undefined];
      for (const [index, variant] of variants.entries()) {
        const label = variant && Object.keys(variant.filter).length ? `${call} ${JSON.stringify(variant.filter)}` : call;
        // A report reads one row; a list query sent as POST carries its parameters in the body.
        const params = { ...(kind === 'csv' || method === 'post' ? { size: 1 } : {}), ...(variant ? { filter: variant.filter } : {}) };
        const answer = await session.send(method.toUpperCase(), resolved.path, method === 'post' ? { body: params } : { query: params });
        const schemaAt = variant
          ? ['paths', template, method, 'x-filter-variants', String(index), 'schema']
          : answerSchemaAt(method, template);
        rows.push(answerRow(label, answer, kind === 'csv' ? { csv: true } : (body) => check(schemaAt, body)));
      }
    }
  }
  return rows;
}
