/**
 * The API contract as an OpenAPI 3.1 document, built from the declared resources (list, player
 * list, report, record, update and action calls, exactly as the reference server registers them)
 * and the declared calls beside them (`resources/apiCalls.ts`).
 */
import { z } from 'zod';
import { actionPath, type ActionDef, type Resource } from '../resources/model';
import type { ApiCallDef } from '../resources/apiCalls';
import { ReportFormatQuery } from '../resources/csv';

type Json = Record<string, unknown>;

/** One operation of the document, keyed by method and path. */
interface Operation {
  method: string;
  path: string;
  body: Json;
}

/** The document's answer schemas allow fields beyond the declared ones: the console ignores them. */
function open(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(open);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema as Json)) {
    if (key === '$schema' || (key === 'additionalProperties' && value === false)) continue;
    out[key] = open(value);
  }
  return out;
}

/** JSON Schema of a zod schema (2020-12, as OpenAPI 3.1 uses it). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): Json {
  return open(z.toJSONSchema(schema, { io, unrepresentable: 'any' })) as Json;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const envelope = (payload: Json = {}) => ({
  type: 'object',
  properties: { success: { type: 'boolean' }, payload },
  required: ['payload'],
});
const jsonAnswer = (schema: Json, description = 'Answer') => ({ 200: { description, content: { 'application/json': { schema } } } });
const csvAnswer = { 200: { description: 'CSV file', content: { 'text/csv': { schema: { type: 'string' } } } } };

/** Path parameters of an OpenAPI path template. */
function pathParameters(path: string): Json[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: name === 'op' ? { type: 'string', description: 'Operator code, or central for the view spanning all' } : { type: 'string' },
  }));
}

const query = (name: string, schema: Json, description?: string) => ({ name, in: 'query', required: false, schema, ...(description ? { description } : {}) });

/** The report's format parameters beside the spec's (resources/csv.ts `ReportFormatQuery`). */
function reportFormatParameters(): Json[] {
  const { locale, timeZone } = ReportFormatQuery.shape;
  return [
    query('locale', jsonSchemaOf(locale.unwrap()), "The user's language: enum labels, decimal and field separators (a semicolon where the decimal separator is a comma); default en"),
    query('timeZone', jsonSchemaOf(timeZone.unwrap()), "IANA time zone of the date-times (yyyy-MM-dd HH:mm:ss); default UTC"),
  ];
}

/** The list parameters every list and report takes (000 §7). */
function listParameters(resource: Resource): Json[] {
  return [
    query('page', { type: 'integer', minimum: 0 }, 'Zero-based page'),
    query('size', { type: 'integer', minimum: 1, maximum: 10000 }, `Rows per page; default ${resource.list.pageSizes[0]}`),
    query('sort', { type: 'string' }, `field,ASC|DESC; default ${resource.list.defaultSort.field},${resource.list.defaultSort.order}`),
    query('filter', { type: 'string' }, 'JSON object of the filter keys'),
    ...(resource.playerQuery ? [query(resource.playerQuery, { type: 'integer' }, 'Only this player')] : []),
  ];
}

/** The resource's component name: `players-limits` → `PlayersLimits`. */
export function componentName(resource: Resource): string {
  return resource.name.replace(/(^|[-_])(\w)/g, (_, __, c: string) => c.toUpperCase());
}

function resourceOperations(resource: Resource): Operation[] {
  const name = componentName(resource);
  const base = `/{op}/${resource.apiPath}`;
  const recordOnly = resource.list.recordOnly ?? [];
  const page = { type: 'object', properties: { content: { type: 'array', items: ref(recordOnly.length ? `${name}ListRow` : name) }, totalElements: { type: 'integer' } }, required: ['content', 'totalElements'] };
  const listAnswer = envelope(resource.listKey ? { type: 'object', properties: { [resource.listKey]: page }, required: [resource.listKey] } : page);
  const listBody = { content: { 'application/json': { schema: { type: 'object', description: 'A long list query: page, size, sort, filter' } } } };
  const ops: Operation[] = [];
  const add = (method: string, path: string, body: Json) => ops.push({ method, path, body: { ...body, parameters: [...pathParameters(path), ...((body.parameters as Json[]) ?? [])] } });
  const tag = [resource.name];
  const list = (path: string, what: string) => {
    add('get', path, { summary: what, tags: tag, parameters: listParameters(resource), responses: jsonAnswer(listAnswer) });
    add('post', path, { summary: `${what} (a query too long for a URL)`, tags: tag, requestBody: listBody, responses: jsonAnswer(listAnswer) });
  };
  list(base, `List of ${resource.name}`);
  if (resource.playerPath) list(`${base}/${resource.playerPath}`, `List of ${resource.name} of one player`);
  if (resource.list.exportable) {
    const report = (path: string, what: string) => {
      add('get', path, { summary: what, tags: tag, parameters: [...listParameters(resource), query('reportHeaders', { type: 'string' }, 'JSON [{text, value}]'), ...reportFormatParameters()], responses: csvAnswer });
      add('post', path, { summary: what, tags: tag, requestBody: listBody, responses: csvAnswer });
    };
    report(`${base}/report`, `CSV report of ${resource.name}`);
    if (resource.playerPath) report(`${base}/report/${resource.playerPath}`, `CSV report of ${resource.name} of one player`);
  }
  if (resource.playerPath !== '{playerId}') {
    add('get', `${base}/{id}`, {
      summary: `One ${resource.name} record`,
      tags: tag,
      // Where a client finds an id to ask for: the list and the record's id field.
      'x-id-from': { list: base, field: resource.id, ...(resource.listKey ? { listKey: resource.listKey } : {}) },
      responses: jsonAnswer(envelope(ref(name))),
    });
  }
  if (resource.edit) {
    add('put', `${base}/{id}`, {
      summary: `Save a ${resource.name} record: the record as loaded plus the changes`,
      tags: tag,
      parameters: [query('changes', { type: 'string' }, 'JSON [{fieldName, newValue}]')],
      requestBody: { content: { 'application/json': { schema: ref(name) } } },
      responses: jsonAnswer(envelope(ref(name))),
    });
  }
  for (const [key, action] of Object.entries(resource.actions as Record<string, ActionDef>)) {
    add(action.method.toLowerCase(), `/{op}/${actionPath(resource.apiPath, action)}`, actionBody(resource, key, action, name));
  }
  return ops;
}

function actionBody(resource: Resource, key: string, action: ActionDef, name: string): Json {
  const inPath = new Set([...action.path.matchAll(/\{(\w+)\}/g)].map(([, param]) => param));
  const queryKeys = new Set<string>(action.query ?? []);
  const input = jsonSchemaOf(action.input, 'input');
  const properties = (input.properties ?? {}) as Json;
  const bodyKeys = Object.keys(properties).filter((param) => !inPath.has(param) && (!queryKeys.has(param) || action.queryInBody));
  const returned = action.returnsRecord === true ? ref(name) : action.returnsRecord ? { type: 'object', properties: { [action.returnsRecord]: ref(name) } } : {};
  const hasBody = action.method !== 'GET' && action.method !== 'DELETE' && (bodyKeys.length > 0 || action.emptyBody || action.bulk || action.fixedBody);
  return {
    summary: `${resource.name}: ${key}`,
    tags: [resource.name],
    operationId: `${resource.name}.${key}`,
    parameters: [...queryKeys].map((param) => query(param, (properties[param] as Json) ?? {})),
    ...(hasBody
      ? {
          requestBody: {
            content: {
              'application/json': {
                schema: action.bulk
                  ? { type: 'object', properties: { uri: { type: 'string' }, action: { type: 'string' }, data: {} }, required: ['uri', 'action'] }
                  : { type: 'object', properties: Object.fromEntries(bodyKeys.map((param) => [param, properties[param]])) },
              },
            },
          },
        }
      : {}),
    // An action's answer may be a business failure without a payload (an active bonus: none).
    responses: jsonAnswer({ ...envelope(returned), required: [] }),
  };
}

function callOperation(call: ApiCallDef): Operation {
  const body: Json = {
    summary: call.summary,
    tags: ['session and shell'],
    parameters: [
      ...pathParameters(call.path),
      ...Object.entries(call.query ?? {}).map(([name, schema]) => ({
        ...query(name, jsonSchemaOf(schema, 'input')),
        required: call.requiredQuery?.includes(name) ?? false,
      })),
    ],
    ...(call.body ? { requestBody: { content: { 'application/json': { schema: jsonSchemaOf(call.body, 'input') } } } } : {}),
    responses: call.csv ? csvAnswer : jsonAnswer(call.answer ? jsonSchemaOf(call.answer) : envelope()),
    ...(call.public ? { security: [] } : {}),
  };
  return { method: call.method.toLowerCase(), path: call.path, body };
}

/**
 * The OpenAPI 3.1 document of the API: every resource's calls, then the declared calls; a call
 * two resources share (the limits variants, an action another binding serves) is listed once.
 */
export function buildOpenApi(resources: readonly Resource[], calls: readonly ApiCallDef[], version: string): Json {
  const paths: Record<string, Record<string, Json>> = {};
  const schemas: Record<string, Json> = {};
  for (const resource of resources) {
    schemas[componentName(resource)] ??= jsonSchemaOf(resource.schema);
    // List rows leave out the record-only fields (betslips: betrows).
    const recordOnly = resource.list.recordOnly ?? [];
    if (recordOnly.length) {
      schemas[`${componentName(resource)}ListRow`] ??= jsonSchemaOf(resource.schema.omit(Object.fromEntries(recordOnly.map((key) => [key, true])) as never));
    }
  }
  for (const op of [...resources.flatMap(resourceOperations), ...calls.map(callOperation)]) {
    const entry = (paths[op.path] ??= {});
    entry[op.method] ??= op.body;
  }
  const sorted = Object.fromEntries(Object.keys(paths).sort().map((path) => [path, paths[path]]));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Back-office API (/api/officeapp)',
      version,
      description:
        'The calls the console makes. {op} is the operator code (central: the view spanning all operators). ' +
        'Answers may carry fields beyond the ones listed; the console ignores them.',
    },
    servers: [{ url: '/api/officeapp' }],
    security: [{ bearer: [] }],
    paths: sorted,
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  };
}
