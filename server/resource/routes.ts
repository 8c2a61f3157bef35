/**
 * The generic routes of a declared resource under `/{op}/<api.path>`: list (GET, or POST for long
 * queries), CSV report, one record, update, and the declared actions.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Resource } from '../../resources/model';
import type { Manager } from '../auth/managers';
import type { Database, Queryable } from '../db/database';
import { badRequest } from '../http/errors';
import type { TableMapping } from '../tables/mapping';
import { managerUser } from '../activity-log';
import { idConfig, registerActionRoutes, parseId, type ActionHandler } from './actions';
import { compileListSpec, parseListParams, parseReportFormat, parseReportHeaders, type ListParams, type ListSpec } from './list-query';
import { applyChanges, findRecord, listRecords } from './records';
import { reportChunks, sendReport } from './report';
import type { Scope } from './scope';
import { parseUpdateWithOld } from './update';
import { baseVersion } from './version';
import { audienceContext } from './audience';
import { groupPage, takeListFlag } from './listVariants';
import { readSettings } from '../central/settings';

export interface ResourceBinding {
  resource: Resource;
  mapping: TableMapping;
  handlers: Record<string, ActionHandler<never>>;
  /**
   * Entries of a list payload beside the page, computed only when the request asks for them with
   * `{param}=true` (betslips: `tree=true` for the sports tree over the filtered set).
   */
  listExtras?: {
    param: string;
    load: (db: Database, spec: ListSpec, scope: Scope, params: ListParams) => Promise<Record<string, unknown>>;
  };
  /** Routes beyond the generic ones and the declared actions (e.g. a player's active bonus). */
  routes?: (app: FastifyInstance, options: ResourceRouteOptions) => void;
  /**
   * Creation through `POST {api.path}` (payments: a manual payment, 001 §7). That path also takes
   * long list queries; a body with only list parameters is read as a list query.
   */
  create?: (request: FastifyRequest, options: ResourceRouteOptions) => Promise<unknown>;
  /**
   * Resources whose list is this list with their `api.listFlag` set in the filter (the limits screens
   * on `GET players`): the list call answers with their records then.
   */
  variants?: readonly ResourceBinding[];
  /**
   * Checks a save's validated values against other records before they are written, in the save's
   * transaction (a help-centre article's category exists); throws a 400 naming the field.
   */
  checkChanges?: (tx: Queryable, values: Readonly<Record<string, unknown>>) => Promise<void>;
  /**
   * A further check of every request of the binding's routes after the scope is resolved (the
   * finance product's editors: reading the books needs an editor row, changing them EDITOR access);
   * throws 403.
   */
  access?: (db: Database, context: { manager: Manager; scope: Scope }, request: FastifyRequest) => Promise<void>;
}

/** Keys of a list query sent as a POST body. */
const LIST_BODY_KEYS = new Set(['page', 'size', 'sort', 'filter', 'search', 'reportHeaders', 'locale', 'timeZone']);

function isListBody(resource: Resource, body: unknown, extrasParam?: string): boolean {
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) return true;
  return Object.keys(body).every((key) => LIST_BODY_KEYS.has(key) || key === resource.api.player?.query || key === extrasParam);
}

export interface ResourceRouteOptions {
  db: Database;
  context(request: FastifyRequest): Promise<{ manager: Manager; scope: Scope }>;
  /** Rows per database read of a CSV report; default `CSV_BATCH_ROWS`. */
  reportBatchRows?: number;
}

/** Rows an export may hold when no page is given (a report of all rows, a file written on the server). */
export const MAX_REPORT_ROWS = 1_000_000;

function listInput(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (request.method !== 'POST') return query;
  const body = request.body;
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw badRequest('The body must be a JSON object');
  }
  return { ...query, ...(body as Record<string, unknown> | undefined) };
}

/**
 * Moves the report-only entries out of a report's `filter` (in place): `reportHeaders` (the console
 * carries them there; a `reportHeaders` parameter wins) and the declaration's `api.reportFilter`
 * entries (players: `onlyPlayersData`, 001 §7), which must have the declared value's type. What is
 * left is an ordinary list filter. Returns the report headers parameter.
 */
function takeReportEntries(resource: Resource, input: Record<string, unknown>): unknown {
  let filter = input.filter;
  if (typeof filter === 'string' && filter !== '') {
    try {
      filter = JSON.parse(filter);
    } catch {
      return input.reportHeaders; // parseListParams names the broken filter
    }
  }
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return input.reportHeaders;
  const { reportHeaders, ...rest } = filter as Record<string, unknown>;
  for (const [key, value] of Object.entries(resource.api.reportFilter ?? {})) {
    if (!(key in rest)) continue;
    if (typeof rest[key] !== typeof value) {
      throw badRequest(`Invalid filter.${key}: expected a ${typeof value}`, [
        { path: `filter.${key}`, message: `Expected a ${typeof value}` },
      ]);
    }
    delete rest[key];
  }
  input.filter = typeof input.filter === 'string' ? JSON.stringify(rest) : rest;
  return input.reportHeaders ?? reportHeaders;
}

function timestampForFile(): string {
  return new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
}

/** The player id of a player-scoped list: the `{playerId}` path part or the player query parameter. */
function playerIdOf(resource: Resource, request: FastifyRequest, input: Record<string, unknown>): number | undefined {
  const params = request.params as Record<string, string | undefined>;
  let raw: unknown = params.playerId;
  const playerQuery = resource.api.player?.query;
  if (raw === undefined && playerQuery) {
    raw = input[playerQuery];
    if (Array.isArray(raw)) raw = raw.at(-1);
  }
  if (raw === undefined || raw === null || raw === '') return undefined;
  const text = String(raw);
  if (!/^\d{1,9}$/.test(text)) {
    const path = params.playerId !== undefined ? 'playerId' : playerQuery!;
    throw badRequest(`Invalid ${path}: expected a positive integer`, [{ path, message: 'Expected a positive integer' }]);
  }
  return Number(text);
}

/** Whether a list request asks for the extras: `{param}=true`; anything but true or false is a 400. */
function wantsExtras(input: Record<string, unknown>, param: string): boolean {
  let value = input[param];
  if (Array.isArray(value)) value = value.at(-1);
  if (value === undefined || value === '' || value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  throw badRequest(`Invalid ${param}: expected true or false`, [{ path: param, message: 'Expected true or false' }]);
}

/** The answer of one list call of a binding (its own list, or a flagged variant's). */
function listAnswer(binding: ResourceBinding, routeOptions: ResourceRouteOptions) {
  const { resource, mapping } = binding;
  const { db } = routeOptions;
  const context = ownerContext(mapping, audienceContext(resource, routeOptions.context));
  const spec = compileListSpec(resource, mapping);
  return async (request: FastifyRequest, input: Record<string, unknown>) => {
    const resolved = await context(request);
    await binding.access?.(db, resolved, request);
    const { scope } = resolved;
    const params: ListParams = { ...parseListParams(spec, input), playerId: playerIdOf(resource, request, input) };
    const page = await listRecords<Record<string, unknown>>(db, spec, scope, params);
    if (resource.api.player?.groups && (request.params as { playerId?: string }).playerId !== undefined) {
      // The profile's grouped page (002 §7): the days are the user's, as the reports' date-times are.
      const { timeZone } = parseReportFormat({ timeZone: input.timeZone });
      const { content, ...total } = page;
      return { success: true, payload: { groups: groupPage(resource, content, timeZone), ...total } };
    }
    if (!resource.api.listKey) return { success: true, payload: page };
    const extras =
      binding.listExtras && wantsExtras(input, binding.listExtras.param) ? await binding.listExtras.load(db, spec, scope, params) : {};
    return { success: true, payload: { ...extras, [resource.api.listKey]: { ...page, number: params.page, size: params.size } } };
  };
}

/**
 * The context of a table whose rows are a manager's own (`ownerColumn`): the requesting manager's
 * rows in whatever view, so the scope names the manager and no operator.
 */
function ownerContext(mapping: TableMapping, context: ResourceRouteOptions['context']): ResourceRouteOptions['context'] {
  if (!mapping.ownerColumn) return context;
  return async (request) => {
    const result = await context(request);
    return { ...result, scope: { operatorCode: null, ownerId: result.manager.id } };
  };
}

export function registerResourceRoutes(app: FastifyInstance, binding: ResourceBinding, routeOptions: ResourceRouteOptions) {
  const { resource, mapping } = binding;
  const { db } = routeOptions;
  const scoped = ownerContext(mapping, audienceContext(resource, routeOptions.context));
  const access = binding.access;
  const options: ResourceRouteOptions = {
    ...routeOptions,
    context: access
      ? async (request) => {
          const context = await scoped(request);
          await access(db, context, request);
          return context;
        }
      : scoped,
  };
  if (resource.api.listFlag) {
    // Its list is another resource's list call with the flag (see `variants`); it has only its actions.
    binding.routes?.(app, options);
    registerActionRoutes(app, { resource, db, handlers: binding.handlers, context: options.context });
    return;
  }
  const spec = compileListSpec(resource, mapping);
  const base = `/:op/${resource.api.path}`;
  const playerRoute = resource.api.player?.path?.replace(/\{(\w+)\}/g, ':$1');

  const own = listAnswer(binding, routeOptions);
  const variants = new Map((binding.variants ?? []).map((variant) => [variant.resource.api.listFlag!, listAnswer(variant, routeOptions)]));
  const list = async (request: FastifyRequest) => {
    const { flag, input } = takeListFlag(listInput(request), [...variants.keys()]);
    return (flag ? variants.get(flag)! : own)(request, input);
  };
  app.get(base, list);
  const create = binding.create;
  app.post(
    base,
    create ? (request) => (isListBody(resource, request.body, binding.listExtras?.param) ? list(request) : create(request, options)) : list,
  );
  if (playerRoute) {
    app.get(`${base}/${playerRoute}`, list);
    app.post(`${base}/${playerRoute}`, list);
  }

  if (resource.list.exportable) {
    const report = async (request: FastifyRequest, reply: FastifyReply) => {
      const { scope, manager } = await options.context(request);
      const input = { ...listInput(request) };
      const headersParam = takeReportEntries(resource, input);
      const headers = parseReportHeaders(spec, headersParam);
      const format = parseReportFormat(input);
      const sized = input.size !== undefined && input.size !== '';
      // The view's setting; a central manager in an operator's view exports as much as the platform allows too.
      const pages = async (operatorCode: string | null) => (await readSettings(db, operatorCode)).reportPagesExportSize;
      const own = await pages(scope.operatorCode);
      const reportPagesExportSize =
        manager.role === 'CENTRAL_MANAGER' && scope.operatorCode !== null ? Math.max(own, await pages(null)) : own;
      const params: ListParams = {
        ...parseListParams(spec, input, { report: true, reportPagesExportSize }),
        playerId: playerIdOf(resource, request, input),
        // Calendar periods follow the time zone the report's date-times are written in.
        ...(resource.api.timeZone ? { timeZone: format.timeZone } : {}),
      };
      // One page (page + size), "all pages" (size up to reportPagesExportSize × 10000), or everything.
      const slice = sized ? { offset: params.page * params.size, limit: params.size } : { offset: 0, limit: MAX_REPORT_ROWS };
      const central = manager.role === 'CENTRAL_MANAGER';
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      const chunks = reportChunks(
        db,
        { spec, scope, params, headers, slice, format: { ...format, central }, batchRows: options.reportBatchRows, signal: gone.signal },
        request.log,
      );
      return sendReport(reply, chunks, {
        name: `${resource.name}-${timestampForFile()}.csv`,
      });
    };
    // Reports stream at database speed, uncompressed: a compressor would hold the first rows back,
    // so a failure after the first batch could no longer abort a started download.
    const streamed = { compress: false } as const;
    app.get(`${base}/report`, streamed, report);
    app.post(`${base}/report`, streamed, report);
    if (playerRoute) {
      app.get(`${base}/report/${playerRoute}`, streamed, report);
      app.post(`${base}/report/${playerRoute}`, streamed, report);
    }
  }

  binding.routes?.(app, options);

  // A player path directly under the API path (bonuses: `players/bonus/{playerId}`) takes the
  // place of the one-record route; such records are read through their id filter.
  if (playerRoute !== ':playerId' && !resource.list.aggregate) {
    app.get(`${base}/:id`, { config: idConfig(resource) }, async (request) => {
      const { scope } = await options.context(request);
      const id = parseId(resource, (request.params as { id: string }).id);
      return { success: true, payload: await findRecord(db, mapping, scope, id) };
    });
  }

  if (resource.edit) {
    app.put(`${base}/:id`, { config: idConfig(resource) }, async (request) => {
      const { scope, manager } = await options.context(request);
      const id = parseId(resource, (request.params as { id: string }).id);
      const query = request.query as Record<string, unknown>;
      const { values, oldValues } = parseUpdateWithOld(resource, query.changes, request.body);
      const version = baseVersion(request.body);
      const what = resource.name.charAt(0).toUpperCase() + resource.name.slice(1).replace(/s$/, '');
      const record = await db.transaction(async (tx) => {
        await binding.checkChanges?.(tx, values);
        const { records } = await applyChanges(
          tx,
          mapping,
          scope,
          [id],
          values,
          {
            logType: 'DATA_CHANGED',
            significanceLevel: 'Normal60',
            details: `Changed ${Object.keys(values).join(', ') || 'nothing'}`,
            user: managerUser(manager),
            ipAddress: request.ip,
          },
          { basedOn: { version, what, required: resource.edit?.versioned === true }, oldValues },
        );
        return records[0];
      });
      return { success: true, payload: record };
    });
  }

  registerActionRoutes(app, {
    resource,
    db,
    handlers: binding.handlers,
    context: options.context,
  });
}
