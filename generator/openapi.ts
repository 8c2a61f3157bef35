/**
 * The API contract as an OpenAPI 3.1 document, built from the declared resources (list, player
 * list, report, record, update and action calls, exactly as the reference server registers them)
 * and the declared calls beside them (`resources/apiCalls.ts`).
 */
import { z } from 'zod';
import { actionPath, type ActionDef, type Resource } from '../resources/model';
import { screenAccess } from '../resources/menu';
import type { ApiCallDef } from '../resources/apiCalls';
import { ReportFormatQuery } from '../resources/csv';
import { actionOperationId, operationId, type ResourceCall } from '../resources/operations';
import { provenanceOf, provenanceText } from '../resources/specStatements';
import { readingOf } from '../resources/readings';
import { LIST_COUNT_THRESHOLD, TOTAL_AT_LEAST_KEY } from '../resources/listTotals';

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

/**
 * JSON Schema of a zod schema (2020-12, as OpenAPI 3.1 uses it). A field with another legitimate
 * reading (resources/readings.ts) becomes `anyOf` the declared form and that reading.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): Json {
  const override = (ctx: { zodSchema: unknown; jsonSchema: Json }) => {
    const reading = readingOf(ctx.zodSchema);
    if (!reading) return;
    const declared = { ...ctx.jsonSchema };
    for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
    const other = open(z.toJSONSchema(reading.also, { io, unrepresentable: 'any' })) as Json;
    Object.assign(ctx.jsonSchema, { anyOf: [declared, other], description: `Either form: ${reading.why}` });
  };
  return open(z.toJSONSchema(schema, { io, unrepresentable: 'any', override: override as never })) as Json;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
// Extensions: `x-list-query` marks a read sent as POST (a list query too long for a URL, 000 §7);
// `x-filter-variants` the answer per filter flag (listFlag); `x-id-from` where a record id is found.
const envelope = (payload: Json = {}) => ({
  type: 'object',
  properties: { success: { type: 'boolean' }, payload },
  required: ['payload'],
});
const jsonAnswer = (schema: Json, description = 'Answer') => ({ 200: { description, content: { 'application/json': { schema } } } });
/** A file as the answer, with its name in Content-Disposition. */
const fileAnswer = (mediaType: string) => ({
  200: {
    description: `The file (${mediaType}), as an attachment named in Content-Disposition`,
    headers: { 'Content-Disposition': { description: 'attachment; filename="…"; filename*=UTF-8\'\'…', schema: { type: 'string' } } },
    content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
  },
});
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

const query = (name: string, schema: Json, description?: string) => ({
  name,
  in: 'query',
  required: false,
  schema,
  ...(description ? { description } : {}),
});

/** The report's format parameters beside the spec's (resources/csv.ts `ReportFormatQuery`). */
function reportFormatParameters(): Json[] {
  const { locale, timeZone } = ReportFormatQuery.shape;
  return [
    query(
      'locale',
      jsonSchemaOf(locale.unwrap()),
      "The user's language: enum labels, decimal and field separators (a semicolon where the decimal separator is a comma); default en",
    ),
    query('timeZone', jsonSchemaOf(timeZone.unwrap()), 'IANA time zone of the date-times (yyyy-MM-dd HH:mm:ss); default UTC'),
  ];
}

/** The list parameters every list and report takes (000 §7). */
function listParameters(resource: Resource, filterDescription = 'JSON object of the filter keys'): Json[] {
  return [
    query('page', { type: 'integer', minimum: 0 }, 'Zero-based page'),
    query('size', { type: 'integer', minimum: 1, maximum: 10000 }, `Rows per page; default ${resource.list.pageSizes[0]}`),
    query('sort', { type: 'string' }, `field,ASC|DESC; default ${resource.list.defaultSort.field},${resource.list.defaultSort.order}`),
    query('filter', { type: 'string' }, filterDescription),
    ...(resource.api.player?.query ? [query(resource.api.player.query, { type: 'integer' }, 'Only this player')] : []),
  ];
}

/** A report's `filter`: the list's keys plus reportHeaders and the declared `api.reportFilter` entries. */
function reportFilterDescription(resource: Resource): string {
  const entries = Object.entries(resource.api.reportFilter ?? {}).map(
    ([key, value]) => `; ${key} (${typeof value}, the console sends ${JSON.stringify(value)}; it does not change the rows)`,
  );
  return `JSON object of the filter keys, plus reportHeaders ([{text, value}], when the reportHeaders parameter is absent)${entries.join('')}`;
}

/** The list call's own parameters: the list parameters, and the time zone its periods follow (`api.timeZone`). */
function listCallParameters(resource: Resource): Json[] {
  if (!resource.api.timeZone) return listParameters(resource);
  const { timeZone } = ReportFormatQuery.shape;
  return [
    ...listParameters(resource),
    query('timeZone', jsonSchemaOf(timeZone.unwrap()), 'IANA time zone of the calendar periods the rows group by; default UTC'),
  ];
}

/** The resource's component name: `players-limits` → `PlayersLimits`. */
export function componentName(resource: Resource): string {
  return resource.name.replace(/(^|[-_])(\w)/g, (_, __, c: string) => c.toUpperCase());
}

/** A page's total and, beside it, the reference server's flag of a total that is a lower bound (resources/listTotals.ts). */
const totalProperties = {
  totalElements: { type: 'integer' },
  [TOTAL_AT_LEAST_KEY]: {
    type: 'boolean',
    const: true,
    description:
      `The reference server's choice (the specification states totalElements only): present when the count stopped, ` +
      `totalElements then being a lower bound. A page counts its matching rows up to ${LIST_COUNT_THRESHOLD} or the rows up ` +
      `to its own end, whichever is more; past that totalElements is that number plus one and this flag is true. Without ` +
      `the flag totalElements is exact; the console reads an API that never sends it as one with exact totals.`,
  },
};

/** The list answer of a resource: its page in the envelope (under `api.listKey` when it has one). */
function listAnswerOf(resource: Resource): Json {
  const name = componentName(resource);
  const recordOnly = resource.api.recordOnly ?? [];
  const page = {
    type: 'object',
    properties: { content: { type: 'array', items: ref(recordOnly.length ? `${name}ListRow` : name) }, ...totalProperties },
    required: ['content', 'totalElements'],
  };
  return envelope(
    resource.api.listKey ? { type: 'object', properties: { [resource.api.listKey]: page }, required: [resource.api.listKey] } : page,
  );
}

/** The grouped answer of a player path (`api.player.groups`, 002 §7): `{ groups: [{ key, content }], totalElements }`. */
function groupedAnswerOf(resource: Resource): Json {
  const groups = resource.api.player!.groups!;
  return envelope({
    type: 'object',
    description: `The page grouped by key: each group a run of consecutive rows, in the page's order, whose ${groups.field} falls on the same ${groups.by} (yyyy-MM-dd in timeZone); the groups flattened are the page`,
    properties: {
      groups: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            key: { type: 'string', description: `The ${groups.by} (yyyy-MM-dd)` },
            content: { type: 'array', items: ref(componentName(resource)) },
          },
          required: ['key', 'content'],
        },
      },
      ...totalProperties,
    },
    required: ['groups', 'totalElements'],
  });
}

function resourceOperations(resource: Resource): Operation[] {
  const name = componentName(resource);
  const base = `/{op}/${resource.api.path}`;
  const listAnswer = listAnswerOf(resource);
  const listBody = {
    content: { 'application/json': { schema: { type: 'object', description: 'A long list query: page, size, sort, filter' } } },
  };
  const ops: Operation[] = [];
  // A screen for one view only (central, or one operator's) says so: other views get a 403 (000 §2).
  const { audience } = screenAccess(resource);
  const only = audience === 'both' ? {} : { 'x-audience': audience };
  const add = (method: string, path: string, body: Json) =>
    ops.push({ method, path, body: { ...body, ...only, parameters: [...pathParameters(path), ...((body.parameters as Json[]) ?? [])] } });
  const tag = [resource.name];
  const id = (call: ResourceCall) => operationId(resource.name, call);
  const list = (path: string, what: string, calls: [ResourceCall, ResourceCall], answer = listAnswer, extra: Json[] = []) => {
    add('get', path, {
      summary: what,
      operationId: id(calls[0]),
      tags: tag,
      parameters: [...listCallParameters(resource), ...extra],
      responses: jsonAnswer(answer),
    });
    add('post', path, {
      summary: `${what} (a query too long for a URL)`,
      operationId: id(calls[1]),
      tags: tag,
      'x-list-query': true,
      requestBody: listBody,
      responses: jsonAnswer(answer),
    });
  };
  // A flagged list is another resource's list call (added to it by buildOpenApi); only its actions are its own.
  if (!resource.api.listFlag) ownCalls();
  for (const [key, action] of Object.entries(resource.actions as Record<string, ActionDef>)) {
    add(
      action.request.method.toLowerCase(),
      `/{op}/${actionPath(resource.api.path, action.request)}`,
      actionBody(resource, key, action, name),
    );
  }
  return ops;

  /** The list, player list, report, record and save calls. */
  function ownCalls() {
    list(base, `List of ${resource.name}`, ['list', 'listQuery']);
    const player = resource.api.player;
    if (player?.path && player.groups) {
      const timeZone = query(
        'timeZone',
        jsonSchemaOf(ReportFormatQuery.shape.timeZone.unwrap()),
        `IANA time zone of the ${player.groups.by}s the rows are grouped by; default UTC`,
      );
      list(
        `${base}/${player.path}`,
        `List of ${resource.name} of one player, grouped by ${player.groups.by} (the player profile)`,
        ['playerList', 'playerListQuery'],
        groupedAnswerOf(resource),
        [timeZone],
      );
    } else if (player?.path) list(`${base}/${player.path}`, `List of ${resource.name} of one player`, ['playerList', 'playerListQuery']);
    if (resource.list.exportable) {
      const report = (path: string, what: string, calls: [ResourceCall, ResourceCall]) => {
        add('get', path, {
          summary: what,
          operationId: id(calls[0]),
          tags: tag,
          parameters: [
            ...listParameters(resource, reportFilterDescription(resource)),
            query('reportHeaders', { type: 'string' }, 'JSON [{text, value}]'),
            ...reportFormatParameters(),
          ],
          responses: csvAnswer,
        });
        add('post', path, {
          summary: what,
          operationId: id(calls[1]),
          tags: tag,
          'x-list-query': true,
          requestBody: listBody,
          responses: csvAnswer,
        });
      };
      report(`${base}/report`, `CSV report of ${resource.name}`, ['report', 'reportQuery']);
      if (player?.path)
        report(`${base}/report/${player.path}`, `CSV report of ${resource.name} of one player`, ['playerReport', 'playerReportQuery']);
    }
    if (player?.path !== '{playerId}' && !resource.list.aggregate) {
      add('get', `${base}/{id}`, {
        summary: `One ${resource.name} record`,
        operationId: id('record'),
        tags: tag,
        // Where a client finds an id to ask for: the list and the record's id field.
        'x-id-from': { list: base, field: resource.id, ...(resource.api.listKey ? { listKey: resource.api.listKey } : {}) },
        responses: jsonAnswer(envelope(ref(name))),
      });
    }
    if (resource.edit) {
      add('put', `${base}/{id}`, {
        summary: `Save a ${resource.name} record: the record as loaded plus the changes`,
        operationId: id('save'),
        tags: tag,
        parameters: [
          query(
            'changes',
            { type: 'string' },
            'JSON [{fieldName, newValue, oldValue?}]: the fields to write; a change with oldValue (the field as it was loaded) ' +
              'is a 409 naming the field when the stored value is another',
          ),
        ],
        requestBody: { content: { 'application/json': { schema: ref(name) } } },
        responses: { ...jsonAnswer(envelope(ref(name))), ...(resource.edit.versioned ? versionAnswers(name) : {}) },
      });
    }
  }
}

/**
 * The version answers of a declared `edit.versioned` record's PUT (server/resource/version.ts): a
 * body without the record's `updated` is a 428, a stale one a 409; both carry the record as it stands.
 */
function versionAnswers(name: string): Json {
  const withCurrent = (description: string, headers?: Json): Json => ({
    description,
    ...(headers ? { headers } : {}),
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/Error' },
            { type: 'object', properties: { current: { ...ref(name), description: 'The record as it stands now, to reload' } } },
          ],
        },
      },
    },
  });
  return {
    409: withCurrent(
      "Stale version: the body's `updated` is not the record's (another manager saved it meanwhile); nothing was written. " +
        'Also the other conflicts of a write (a state that does not allow it; code IDEMPOTENCY_KEY_IN_USE with Retry-After)',
      { 'Retry-After': { description: 'Seconds to wait (IDEMPOTENCY_KEY_IN_USE)', schema: { type: 'integer' } } },
    ),
    428: withCurrent(
      "Precondition Required (RFC 6585 §3): the body, whole or with ?changes=, carries no `updated` (the record's version as it " +
        'was loaded), so the write could revert a change made meanwhile; errors names `updated`, nothing was written',
    ),
  };
}

/** `{ required: [...] }` with the body keys the input schema requires, or nothing when none is. */
function requiredOf(input: Json, keys: readonly string[]): Json {
  const required = ((input.required as string[] | undefined) ?? []).filter((key) => keys.includes(key));
  return required.length ? { required } : {};
}

function actionBody(resource: Resource, key: string, action: ActionDef, name: string): Json {
  const inPath = new Set([...action.request.path.matchAll(/\{(\w+)\}/g)].map(([, param]) => param));
  const queryKeys = new Set<string>(action.request.query ?? []);
  const input = jsonSchemaOf(action.input, 'input');
  const properties = (input.properties ?? {}) as Json;
  const bodyKeys = Object.keys(properties).filter((param) => !inPath.has(param) && (!queryKeys.has(param) || action.request.queryInBody));
  const returned =
    action.answer?.record === true
      ? ref(name)
      : action.answer?.record
        ? { type: 'object', properties: { [action.answer?.record]: ref(name) } }
        : {};
  const hasBody =
    action.request.method !== 'GET' &&
    action.request.method !== 'DELETE' &&
    (bodyKeys.length > 0 || action.request.emptyBody || action.request.bulk || action.request.fixedBody);
  return {
    summary: `${resource.name}: ${key}`,
    tags: [resource.name],
    operationId: actionOperationId(resource.name, key),
    parameters: [...queryKeys].map((param) => query(param, (properties[param] as Json) ?? {})),
    ...(action.request.recordBody
      ? {
          requestBody: {
            required: false,
            description: 'The record as loaded (a DTO: its id is the one in the path), or no body',
            content: { 'application/json': { schema: ref(name) } },
          },
        }
      : {}),
    ...(action.request.form
      ? {
          requestBody: {
            required: true,
            description: 'An upload (000 §7: "Multipart uploads POST form data"): the file in the part `file`, with its name',
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['file'],
                  properties: {
                    file: {
                      type: 'string',
                      format: 'binary',
                      description: `The file (its text is ${action.request.form.content}, its name ${action.request.form.fileName})`,
                    },
                    ...Object.fromEntries(
                      bodyKeys
                        .filter((param) => param !== action.request.form!.content && param !== action.request.form!.fileName)
                        .map((param) => [param, properties[param]]),
                    ),
                  },
                },
              },
            },
          },
        }
      : {}),
    ...(hasBody && !action.request.recordBody && !action.request.form
      ? {
          requestBody: {
            content: {
              'application/json': {
                schema: action.request.bulk
                  ? {
                      type: 'object',
                      properties: { uri: { type: 'string' }, action: { type: 'string' }, data: {} },
                      required: ['uri', 'action'],
                    }
                  : {
                      type: 'object',
                      properties: Object.fromEntries(bodyKeys.map((param) => [param, properties[param]])),
                      ...requiredOf(input, bodyKeys),
                    },
              },
            },
          },
        }
      : {}),
    // An action's answer may be a business failure without a payload (an active bonus: none);
    // a file answer (answer.file) is the file's bytes, the errors staying JSON.
    responses: action.answer?.file ? fileAnswer(action.answer.file.mediaType) : jsonAnswer({ ...envelope(returned), required: [] }),
  };
}

function callOperation(call: ApiCallDef): Operation {
  const body: Json = {
    summary: call.summary,
    operationId: call.operationId,
    tags: ['session and shell'],
    parameters: [
      ...pathParameters(call.path),
      ...Object.entries(call.query ?? {}).map(([name, schema]) => ({
        ...query(name, jsonSchemaOf(schema, 'input')),
        required: call.requiredQuery?.includes(name) ?? false,
      })),
    ],
    ...(call.body ? { requestBody: { content: { 'application/json': { schema: jsonSchemaOf(call.body, 'input') } } } } : {}),
    ...(call.multipartBody
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: Object.entries(call.multipartBody)
                    .filter(([, part]) => part.required)
                    .map(([name]) => name),
                  properties: Object.fromEntries(
                    Object.entries(call.multipartBody).map(([name, part]) => [
                      name,
                      part.file
                        ? { type: 'string', format: 'binary', description: part.description }
                        : { type: 'string', description: part.description },
                    ]),
                  ),
                },
              },
            },
          },
        }
      : {}),
    responses: call.csvAnswer ? csvAnswer : jsonAnswer(call.answer ? jsonSchemaOf(call.answer) : envelope()),
    ...(call.public ? { security: [] } : {}),
    ...(call.audience ? { 'x-audience': call.audience } : {}),
  };
  return { method: call.method.toLowerCase(), path: call.path, body };
}

/** The JSON schema of an operation's request body or 200 answer. */
const bodySchema = (operation: Json) =>
  (operation.requestBody as { content: { 'application/json': { schema: Json } } } | undefined)?.content['application/json'].schema;
const answerSchema = (operation: Json) =>
  (operation.responses as { '200'?: { content?: { 'application/json'?: { schema: Json } } } })['200']?.content?.['application/json']
    ?.schema;

/**
 * One operation serving a second call on the same method and path (a list's POST that also
 * creates: `POST payments`, `POST withdrawal/rules`): both summaries, and each body and answer
 * as either of the two (`anyOf`: a list page may also read as a record whose fields are optional).
 * The same call declared twice (a shared action) stays as it is.
 */
function alsoServing(first: Json, second: Json): Json {
  const [firstBody, secondBody] = [bodySchema(first), bodySchema(second)];
  if (!firstBody || !secondBody || JSON.stringify(firstBody) === JSON.stringify(secondBody)) return first;
  const either = (a: Json | undefined, b: Json | undefined) =>
    a && b && JSON.stringify(a) !== JSON.stringify(b) ? { anyOf: [a, b] } : (a ?? b ?? {});
  return {
    ...first,
    summary: `${String(first.summary)}; or ${String(second.summary)}`,
    // The second call keeps its name: an API profile or the kit may name it.
    'x-also-serves': [
      ...((first['x-also-serves'] as Json[] | undefined) ?? []),
      { operationId: second.operationId, summary: second.summary },
    ],
    requestBody: { content: { 'application/json': { schema: { anyOf: [firstBody, secondBody] } } } },
    responses: jsonAnswer(either(answerSchema(first), answerSchema(second))),
  };
}

/**
 * Adds a flagged list (`api.listFlag`) to the list call it is a variant of: the answer is either list's
 * (`anyOf`), and `x-filter-variants` says which filter gets which (the conformance kit makes one
 * call per variant). The first resource with a flag describes it (the self-protection limits
 * share the limits records).
 */
function addListVariant(paths: Record<string, Record<string, Json>>, resources: readonly Resource[], resource: Resource): void {
  const owner = resources.find((other) => !other.api.listFlag && other.api.path === resource.api.path);
  if (!owner) throw new Error(`${resource.name}: listFlag ${resource.api.listFlag} needs a list on ${resource.api.path}`);
  for (const method of ['get', 'post']) {
    const operation = paths[`/{op}/${resource.api.path}`]?.[method];
    if (!operation) continue;
    const variants = (operation['x-filter-variants'] as Json[] | undefined) ?? [
      { operationId: operation.operationId, filter: {}, description: `The ${owner.name} page`, schema: listAnswerOf(owner) },
    ];
    if (variants.some((variant) => (variant.filter as Json)[resource.api.listFlag!] === true)) continue;
    variants.push({
      operationId: operationId(resource.name, method === 'get' ? 'list' : 'listQuery'),
      filter: { [resource.api.listFlag!]: true },
      description: `The ${resource.name} page (${resource.api.listFlag} in the filter)`,
      schema: listAnswerOf(resource),
    });
    const describe = variants
      .map((variant) => `${JSON.stringify(variant.filter)} in the filter: ${String(variant.description)}`)
      .join('; ');
    operation['x-filter-variants'] = variants;
    for (const parameter of (operation.parameters as Json[] | undefined) ?? []) {
      if (parameter.name === 'filter') parameter.description = `JSON object of the filter keys; ${describe}`;
    }
    operation.responses = jsonAnswer({ anyOf: variants.map((variant) => variant.schema) }, `The answer depends on the filter: ${describe}`);
  }
}

/** The error answer of every call: `success: false`, the message and, for a 400, each field with its rule. */
const ERROR_SCHEMA: Json = {
  type: 'object',
  properties: {
    success: { const: false },
    message: { type: 'string', description: 'What went wrong, in English' },
    code: {
      type: 'string',
      description: 'Where a client may act on the reason: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED, UPLOAD_QUOTA_EXCEEDED',
    },
    errors: {
      type: 'array',
      description: 'A 400: each field that failed and its rule',
      items: {
        type: 'object',
        properties: {
          path: { type: 'string', description: 'The field, dotted (filter.status.0, body.limit)' },
          message: { type: 'string', description: "The rule it failed (e.g. 'Limit should be positive!')" },
        },
        required: ['path', 'message'],
      },
    },
  },
  required: ['success', 'message'],
};

const errorAnswer = (description: string, headers?: Json): Json => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The error answers, shared by the calls (components.responses). */
const ERROR_RESPONSES: Record<string, Json> = {
  BadRequest: errorAnswer('Bad input: the message names the field and the rule; `errors` lists each'),
  Unauthorized: errorAnswer(
    'No valid session: the access token is missing, expired or revoked (the console refreshes it once, then signs out)',
  ),
  Forbidden: errorAnswer("The session may not make this call: another operator's data, or a screen of the other view"),
  NotFound: errorAnswer('No such record or call'),
  Conflict: errorAnswer(
    'The record is not in a state that allows the write (a stale version, a settled betslip, a bonus that is not LOCKED); the message says which. ' +
      'With code IDEMPOTENCY_KEY_IN_USE: the first request with this Idempotency-Key is still being processed; send it again after Retry-After. ' +
      "With code UPLOAD_QUOTA_EXCEEDED (an export upload): the view's uploaded files and this one would take more than UPLOAD_QUOTA_MB; " +
      'the message names the quota and the usage, quotaBytes, usedBytes and fileBytes give them in bytes; nothing was stored',
    { 'Retry-After': { description: 'Seconds to wait (IDEMPOTENCY_KEY_IN_USE)', schema: { type: 'integer' } } },
  ),
  IdempotencyKeyReused: errorAnswer(
    'The Idempotency-Key was already used for another request (another method, path, query or body; code IDEMPOTENCY_KEY_REUSED); nothing was done',
  ),
  TooManyRequests: errorAnswer(
    'Too many requests: sign-in attempts or e-mails asked for past their limit, or (a CSV download) the manager or the server ' +
      'running the most downloads it runs at once; retryAfterSeconds and Retry-After say how long to wait',
    { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  ),
  PayloadTooLarge: {
    description:
      'The request body is larger than the limit (5 MB unless the server is set otherwise); nothing was done. The message names the ' +
      'limit, limitBytes gives it in bytes',
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/Error' },
            { type: 'object', properties: { limitBytes: { type: 'integer', description: 'The body limit in bytes' } } },
          ],
        },
      },
    },
  },
  ServiceUnavailable: errorAnswer(
    'Transitory: the database is away (stopped, restarting, unreachable or out of connections), or a setting the call needs is ' +
      'missing (PUBLIC_URL for the e-mails with links); nothing was done. Send it again after Retry-After (the console shows the ' +
      'server-unavailable bar and retries, 000 §8)',
    { 'Retry-After': { description: 'Seconds to wait (the database is away)', schema: { type: 'integer' } } },
  ),
};

/**
 * The `Idempotency-Key` request header of the writes that need a session (components.parameters):
 * the IETF HTTP API working group's draft "The Idempotency-Key HTTP Header Field", as Stripe uses it.
 */
const IDEMPOTENCY_KEY_PARAMETER: Json = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes the write happen once however often it is sent: a unique value per write (the console sends a UUID, quoted as the draft ' +
    "writes it; a bare value is the same key). The key and the answer are stored in the write's own transaction for 24 hours, per " +
    'manager; a repeat of the same request gets the stored answer with Idempotent-Replayed: true, a repeat while the first is still ' +
    'running waits for it (409 with code IDEMPOTENCY_KEY_IN_USE after 10 s), another request with the key is a 422. Answers of 500 ' +
    'and above are not stored: nothing of that write was kept, and its repeat makes it. Without the header a write is made each time it is sent.',
  schema: { type: 'string', minLength: 1, maxLength: 257 },
  example: '"8e03978e-40d5-43e8-bc93-6894a57f9324"',
};

const isPublicCall = (operation: Json) => Array.isArray(operation.security) && (operation.security as unknown[]).length === 0;

/** A write with a session: not a GET, not only a long list query (`POST payments` is also a payment). */
function isKeyedWrite(operation: Json, method: string): boolean {
  return method !== 'get' && !isPublicCall(operation) && (!operation['x-list-query'] || Boolean(operation['x-also-serves']));
}

/**
 * The error answers of a call: 400, 404, 429 and 503 always; 401 and 403 with a session; 409 for a
 * write, 422 for a keyed one, 413 for one with a body. A call's own answer for a code (a versioned PUT's 409) is kept.
 */
function errorResponses(operation: Json, method: string): Json {
  const isPublic = isPublicCall(operation);
  const write = method !== 'get' && !operation['x-list-query'];
  const answer = (name: string) => ({ $ref: `#/components/responses/${name}` });
  return {
    400: answer('BadRequest'),
    ...(isPublic ? {} : { 401: answer('Unauthorized'), 403: answer('Forbidden') }),
    404: answer('NotFound'),
    ...(write || isKeyedWrite(operation, method) ? { 409: answer('Conflict') } : {}),
    ...(isKeyedWrite(operation, method) ? { 422: answer('IdempotencyKeyReused') } : {}),
    ...(operation.requestBody ? { 413: answer('PayloadTooLarge') } : {}),
    429: answer('TooManyRequests'),
    503: answer('ServiceUnavailable'),
  };
}

/** An operation with its provenance (the specification's words, the open parts) and its error answers. */
function described(operation: Json, path: string, method: string): Json {
  const provenance = provenanceOf(operation.operationId as string, path);
  const variants = (operation['x-filter-variants'] as Json[] | undefined)?.map((variant) => {
    const own = provenanceOf(variant.operationId as string, path);
    return { ...variant, 'x-spec': specExtension(own) };
  });
  return {
    ...operation,
    description: provenanceText(provenance),
    'x-spec': specExtension(provenance),
    ...(variants ? { 'x-filter-variants': variants } : {}),
    ...(isKeyedWrite(operation, method)
      ? { parameters: [...((operation.parameters as Json[] | undefined) ?? []), { $ref: '#/components/parameters/IdempotencyKey' }] }
      : {}),
    responses: { ...errorResponses(operation, method), ...(operation.responses as Json) },
  };
}

/** `x-spec`: the section and words, the parts they fix and the parts left to the reference server's choice. */
function specExtension(provenance: ReturnType<typeof provenanceOf>): Json {
  return {
    ...(provenance.statement ? { section: provenance.statement.section, quote: provenance.statement.quote } : {}),
    ...(provenance.catalogue ? { catalogue: provenance.catalogue.written } : {}),
    states: provenance.states,
    open: provenance.open,
  };
}

/** The schemas the paths refer to, directly or through other schemas (a flagged list that shares another's variant has none). */
function usedSchemas(schemas: Record<string, Json>, paths: Json): Record<string, Json> {
  const used = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value as Json)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/')) {
        const name = inner.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(inner);
    }
  };
  visit(paths);
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
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
    const recordOnly = resource.api.recordOnly ?? [];
    if (recordOnly.length) {
      schemas[`${componentName(resource)}ListRow`] ??= jsonSchemaOf(
        resource.schema.omit(Object.fromEntries(recordOnly.map((key) => [key, true])) as never),
      );
    }
  }
  for (const op of [...resources.flatMap(resourceOperations), ...calls.map(callOperation)]) {
    const entry = (paths[op.path] ??= {});
    entry[op.method] = entry[op.method] ? alsoServing(entry[op.method], op.body) : op.body;
  }
  for (const resource of resources) if (resource.api.listFlag) addListVariant(paths, resources, resource);
  const names = new Map<string, string>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const call = `${method.toUpperCase()} ${path}`;
      const id = operation.operationId as string | undefined;
      if (!id) throw new Error(`${call} has no operationId`);
      const other = names.get(id);
      if (other) throw new Error(`operationId ${id} names both ${other} and ${call}`);
      names.set(id, call);
      methods[method] = described(operation, path, method);
    }
  }
  const sorted = Object.fromEntries(
    Object.keys(paths)
      .sort()
      .map((path) => [path, paths[path]]),
  );
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
    components: {
      schemas: { ...usedSchemas(schemas, sorted), Error: ERROR_SCHEMA },
      responses: ERROR_RESPONSES,
      parameters: { IdempotencyKey: IDEMPOTENCY_KEY_PARAMETER },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}
