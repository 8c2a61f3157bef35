/**
 * Routes for a resource's declared actions: each action's `method` and `path` template become a
 * route, and the request is read back into the action input (the inverse of
 * `buildActionRequest`) and validated with `action.input` before its handler runs.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readForm, registerUploadRoutes } from '../http/multipart';
import { z } from 'zod';
import { actionPath, getPath, schemaAt, unwrap, type ActionDef, type ActionFile, type Resource } from '../../resources/model';
import { mayRunAction } from '../../resources/roles';
import type { Manager } from '../auth/managers';
import type { Database } from '../db/database';
import { badRequest, forbidden, validationError } from '../http/errors';
import type { Scope } from './scope';

export interface ActionContext {
  db: Database;
  scope: Scope;
  manager: Manager;
  request: FastifyRequest;
  /** The record id of a record action whose path has `{id}`. */
  id?: string | number;
  /** The selected ids of a bulk action. */
  ids?: (string | number)[];
}

/** An action handler returns the response payload. */
export type ActionHandler<I = never> = (context: ActionContext, input: I) => Promise<unknown>;

/** Handlers for every action a resource declares, typed from each action's input. */
export type ActionHandlers<R extends Resource> = {
  [K in keyof R['actions']]: ActionHandler<R['actions'][K] extends ActionDef<infer I> ? z.output<I> : never>;
};

/** The fastify route of an action: `/:op/` plus its path under its base (`basePath` or the resource's API path). */
export function actionRoute(resource: Resource, action: ActionDef): string {
  const path = actionPath(resource.api.path, { path: action.request.path, basePath: action.request.basePath });
  return `/:op/${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** Turns a path or query string into the type the input schema expects. */
function coerce(schema: z.ZodType | undefined, value: unknown): unknown {
  if (typeof value !== 'string' || !schema) return value;
  const inner = unwrap(schema);
  if (inner instanceof z.ZodBoolean) return value === 'true' ? true : value === 'false' ? false : value;
  if (inner instanceof z.ZodNumber) return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  // Objects and arrays travel in the query as JSON strings (002 §7).
  if (inner instanceof z.ZodObject || inner instanceof z.ZodArray || inner instanceof z.ZodRecord) {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('The body must be a JSON object');
  return body as Record<string, unknown>;
}

/** Route options of a resource's record paths: an id that is a code (an operator, a currency) is text, not a number. */
export function idConfig(resource: Resource): { textIdParams?: readonly string[] } {
  const schema = schemaAt(resource.schema, resource.id);
  return schema && unwrap(schema) instanceof z.ZodNumber ? {} : { textIdParams: ['id'] };
}

/** Parses a record id from the path: integers when the schema's id is a number. */
export function parseId(resource: Resource, raw: string): string | number {
  const schema = schemaAt(resource.schema, resource.id);
  if (schema && unwrap(schema) instanceof z.ZodNumber) {
    // Integer id columns are 32-bit: a longer number names no record and must not reach the database.
    if (!/^\d{1,10}$/.test(raw) || Number(raw) > 2 ** 31 - 1) {
      throw badRequest(`Invalid id ${raw}`, [{ path: 'id', message: 'Expected a positive integer up to 2147483647' }]);
    }
    return Number(raw);
  }
  return raw;
}

/** The input of a record or collection action from path parameters, query and body. */
export function recordInput(action: ActionDef, request: FastifyRequest): Record<string, unknown> {
  const params = request.params as Record<string, string>;
  const query = request.query as Record<string, unknown>;
  const fromPath = [...action.request.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((key) => key !== 'id');
  const fromQuery = (action.request.query ?? []) as string[];
  const input: Record<string, unknown> = {};
  // A record body (`recordBody`) is the record as loaded, not input; see recordBodyOf.
  for (const [key, value] of Object.entries(action.request.recordBody ? {} : bodyObject(request.body))) {
    if (!fromPath.includes(key) && !fromQuery.includes(key)) input[key] = value;
  }
  for (const key of fromQuery) {
    const value = Array.isArray(query[key]) ? (query[key] as unknown[]).at(-1) : query[key];
    if (value !== undefined) input[key] = coerce(schemaAt(action.input, key), value);
  }
  for (const key of fromPath) input[key] = coerce(schemaAt(action.input, key), params[key]);
  return input;
}

/**
 * Checks the body of an action with `recordBody` (the profile's risk-group PUT with the player
 * DTO, 001 §7): none at all, or the resource's record whose id is the one in the path. Anything
 * else is a 400 naming the field.
 */
export function checkRecordBody(resource: Resource, body: unknown, id: string | number | undefined): void {
  if (body === undefined || body === null) return;
  const record = bodyObject(body);
  const parsed = resource.schema.safeParse(record);
  if (!parsed.success) throw validationError(parsed.error, undefined, `The body must be the ${resource.name} record`);
  const sent = getPath(record, resource.id);
  if (String(sent) !== String(id)) {
    throw badRequest(`The body is record ${String(sent)}, not ${String(id)} of the path`, [
      { path: resource.id, message: `Expected ${String(id)}, the id in the path` },
    ]);
  }
}

/** The input and ids of a bulk action from the spec's `{ uri: "<prefix>:<ids>:<data>", action, data }` body. */
export function bulkInput(resource: Resource, action: ActionDef, body: Record<string, unknown>) {
  const bulk = action.request.bulk!;
  const uri = body.uri;
  if (typeof uri !== 'string') throw badRequest('uri is required', [{ path: 'uri', message: 'Required' }]);
  const first = uri.indexOf(':');
  const second = uri.indexOf(':', first + 1);
  if (first < 0 || second < 0 || uri.slice(0, first) !== bulk.uriPrefix) {
    throw badRequest(`uri must look like ${bulk.uriPrefix}:<ids>:<data>`, [{ path: 'uri', message: 'Malformed uri' }]);
  }
  const rawIds = uri
    .slice(first + 1, second)
    .split(',')
    .filter((id) => id !== '');
  if (rawIds.length === 0 || rawIds.length > 10_000) {
    throw badRequest('uri must name between 1 and 10000 ids', [{ path: 'uri', message: 'No ids' }]);
  }
  const ids = rawIds.map((id) => parseId(resource, id));
  const uriData = uri.slice(second + 1);
  if (body.data !== undefined && body.data !== null && String(body.data) !== uriData) {
    throw badRequest('data does not match the uri', [{ path: 'data', message: 'Does not match the uri' }]);
  }
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key !== 'uri' && key !== 'action' && key !== 'data') input[key] = value;
  }
  input[bulk.data] = body.data ?? coerce(schemaAt(action.input, bulk.data), uriData);
  return { ids, input };
}

export interface ActionRouteOptions {
  resource: Resource;
  db: Database;
  handlers: Record<string, ActionHandler<never>>;
  /** Resolves the manager and scope of a request (auth + operator isolation). */
  context(request: FastifyRequest): Promise<{ manager: Manager; scope: Scope }>;
}

/** Action routes registered per fastify instance, so that a call two resources declare is registered once. */
const registered = new WeakMap<FastifyInstance, Set<string>>();

/** The largest file of an upload action, bytes (its input's own rules may allow less). */
const FORM_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Sends an action's file answer: its bytes with the declared media type, as an attachment named
 * by the handler (the name in ASCII for old clients and in UTF-8 per RFC 6266 / RFC 8187).
 */
function sendFile(reply: FastifyReply, mediaType: string, file: ActionFile) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(mediaType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.content));
}

/** Registers one route per distinct method + path; bulk actions sharing a route dispatch on `action`. */
export function registerActionRoutes(app: FastifyInstance, options: ActionRouteOptions): void {
  const { resource, db, handlers } = options;
  const groups = new Map<string, { method: string; url: string; actions: [string, ActionDef][] }>();
  for (const [name, action] of Object.entries(resource.actions)) {
    if (!handlers[name]) throw new Error(`${resource.name}: no handler for action ${name}`);
    const url = actionRoute(resource, action);
    const key = `${action.request.method} ${url}`;
    const group = groups.get(key) ?? { method: action.request.method, url, actions: [] };
    group.actions.push([name, action]);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const bulk = group.actions.filter(([, action]) => action.request.bulk);
    if (group.actions.length > 1 && bulk.length !== group.actions.length) {
      throw new Error(`${resource.name}: actions share the route ${group.method} ${group.url}`);
    }
    const method = group.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
    // Two resources may declare the same call (the KYC list's KYC status is the player's): the
    // first registration serves it.
    const seen = registered.get(app) ?? new Set<string>();
    registered.set(app, seen);
    if (seen.has(`${method} ${group.url}`)) continue;
    seen.add(`${method} ${group.url}`);
    const form = group.actions[0][1].request.form;
    const route = (target: FastifyInstance) =>
      target.route({
        method,
        url: group.url,
        config: idConfig(resource),
        handler: async (request, reply) => {
          const { manager, scope } = await options.context(request);
          // An upload's form becomes the body its input is read from: the file's text and name, and the text fields.
          if (form) {
            const { file, fields } = await readForm(request, FORM_MAX_BYTES);
            request.body = { ...fields, [form.content]: file.content, [form.fileName]: file.fileName };
          }
          if (group.actions.some(([, action]) => !mayRunAction(action, manager.role))) {
            throw forbidden('This action is for central managers only');
          }
          const context: ActionContext = { db, scope, manager, request };
          let name: string;
          let action: ActionDef;
          let raw: Record<string, unknown>;
          if (bulk.length > 0) {
            const body = bodyObject(request.body);
            const found = bulk.find(([, candidate]) => candidate.request.bulk!.action === body.action);
            if (!found) {
              const names = bulk.map(([, candidate]) => candidate.request.bulk!.action).join(', ');
              throw badRequest(`action must be one of ${names}`, [{ path: 'action', message: `Expected one of ${names}` }]);
            }
            [name, action] = found;
            const parsed = bulkInput(resource, action, body);
            context.ids = parsed.ids;
            raw = parsed.input;
          } else {
            [name, action] = group.actions[0];
            raw = recordInput(action, request);
            const params = request.params as Record<string, string>;
            if (params.id !== undefined) context.id = parseId(resource, params.id);
            if (action.request.recordBody) checkRecordBody(resource, request.body, context.id);
          }
          const result = action.input.safeParse(raw);
          if (!result.success) throw validationError(result.error, undefined, `Invalid input for ${name}`);
          const payload = await handlers[name](context, result.data as never);
          if (action.answer?.file) return sendFile(reply, action.answer.file.mediaType, payload as ActionFile);
          return { success: true, payload };
        },
      });
    if (form) registerUploadRoutes(app, FORM_MAX_BYTES, route);
    else route(app);
  }
}
