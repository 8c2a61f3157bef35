/**
 * The generic routes of a declared resource under `/{op}/<apiPath>`: list (GET, or POST for long
 * queries), CSV report, one record, update, and the declared actions.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Resource } from '../../resources/model';
import type { Manager } from '../auth/managers';
import type { Database } from '../db/database';
import { badRequest } from '../http/errors';
import type { TableMapping } from '../tables/mapping';
import { managerUser } from '../activity-log';
import { registerActionRoutes, parseId, type ActionHandler } from './actions';
import { compileListSpec, parseListParams, parseReportFormat, parseReportHeaders, type ListParams, type ListSpec } from './list-query';
import { applyChanges, findRecord, listRecords } from './records';
import { reportChunks, sendReport } from './report';
import type { Scope } from './scope';
import { parseUpdate } from './update';
import { baseVersion } from './version';
import { audienceContext } from './audience';

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
   * Creation through `POST {apiPath}` (payments: a manual payment, 001 §7). That path also takes
   * long list queries; a body with only list parameters is read as a list query.
   */
  create?: (request: FastifyRequest, options: ResourceRouteOptions) => Promise<unknown>;
}

/** Keys of a list query sent as a POST body. */
const LIST_BODY_KEYS = new Set(['page', 'size', 'sort', 'filter', 'search', 'reportHeaders', 'locale', 'timeZone']);

function isListBody(resource: Resource, body: unknown, extrasParam?: string): boolean {
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) return true;
  return Object.keys(body).every((key) => LIST_BODY_KEYS.has(key) || key === resource.playerQuery || key === extrasParam);
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

function timestampForFile(): string {
  return new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
}

/** The player id of a player-scoped list: the `{playerId}` path part or the player query parameter. */
function playerIdOf(resource: Resource, request: FastifyRequest, input: Record<string, unknown>): number | undefined {
  const params = request.params as Record<string, string | undefined>;
  let raw: unknown = params.playerId;
  if (raw === undefined && resource.playerQuery) {
    raw = input[resource.playerQuery];
    if (Array.isArray(raw)) raw = raw.at(-1);
  }
  if (raw === undefined || raw === null || raw === '') return undefined;
  const text = String(raw);
  if (!/^\d{1,9}$/.test(text)) {
    const path = params.playerId !== undefined ? 'playerId' : resource.playerQuery!;
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
  const options: ResourceRouteOptions = { ...routeOptions, context: ownerContext(mapping, audienceContext(resource, routeOptions.context)) };
  const spec = compileListSpec(resource, mapping);
  const base = `/:op/${resource.apiPath}`;
  const playerRoute = resource.playerPath?.replace(/\{(\w+)\}/g, ':$1');

  const list = async (request: FastifyRequest) => {
    const { scope } = await options.context(request);
    const input = listInput(request);
    const params: ListParams = { ...parseListParams(spec, input), playerId: playerIdOf(resource, request, input) };
    const page = await listRecords(db, spec, scope, params);
    if (!resource.listKey) return { success: true, payload: page };
    const extras = binding.listExtras && wantsExtras(input, binding.listExtras.param) ? await binding.listExtras.load(db, spec, scope, params) : {};
    return { success: true, payload: { ...extras, [resource.listKey]: { ...page, number: params.page, size: params.size } } };
  };
  app.get(base, list);
  const create = binding.create;
  app.post(base, create ? (request) => (isListBody(resource, request.body, binding.listExtras?.param) ? list(request) : create(request, options)) : list);
  if (playerRoute) {
    app.get(`${base}/${playerRoute}`, list);
    app.post(`${base}/${playerRoute}`, list);
  }

  if (resource.list.exportable) {
    const report = async (request: FastifyRequest, reply: FastifyReply) => {
      const { scope, manager } = await options.context(request);
      const input = { ...listInput(request) };
      let headersParam = input.reportHeaders;
      // The console may carry reportHeaders (and the players' onlyPlayersData flag) inside the filter.
      if (typeof input.filter === 'string' && input.filter !== '') {
        let decoded: unknown;
        try {
          decoded = JSON.parse(input.filter);
        } catch {
          decoded = undefined;
        }
        if (decoded && typeof decoded === 'object' && !Array.isArray(decoded)) {
          const { reportHeaders, onlyPlayersData: _ignored, ...rest } = decoded as Record<string, unknown>;
          if (headersParam === undefined) headersParam = reportHeaders;
          input.filter = JSON.stringify(rest);
        }
      } else if (input.filter && typeof input.filter === 'object' && !Array.isArray(input.filter)) {
        const { reportHeaders, onlyPlayersData: _ignored, ...rest } = input.filter as Record<string, unknown>;
        if (headersParam === undefined) headersParam = reportHeaders;
        input.filter = rest;
      }
      const headers = parseReportHeaders(spec, headersParam);
      const format = parseReportFormat(input);
      const sized = input.size !== undefined && input.size !== '';
      const params: ListParams = {
        ...parseListParams(spec, input, { report: true }),
        playerId: playerIdOf(resource, request, input),
      };
      // One page (page + size), "all pages" (size up to reportPagesExportSize × 10000), or everything.
      const slice = sized
        ? { offset: params.page * params.size, limit: params.size }
        : { offset: 0, limit: MAX_REPORT_ROWS };
      const central = manager.role === 'CENTRAL_MANAGER';
      const chunks = reportChunks(
        db,
        { spec, scope, params, headers, slice, format: { ...format, central }, batchRows: options.reportBatchRows },
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
  if (playerRoute !== ':playerId') {
  app.get(`${base}/:id`, async (request) => {
    const { scope } = await options.context(request);
    const id = parseId(resource, (request.params as { id: string }).id);
    return { success: true, payload: await findRecord(db, mapping, scope, id) };
  });
  }

  if (resource.edit) {
    app.put(`${base}/:id`, async (request) => {
      const { scope, manager } = await options.context(request);
      const id = parseId(resource, (request.params as { id: string }).id);
      const query = request.query as Record<string, unknown>;
      const values = parseUpdate(resource, query.changes, request.body);
      const version = baseVersion(request.body);
      const what = resource.name.charAt(0).toUpperCase() + resource.name.slice(1).replace(/s$/, '');
      const record = await db.transaction(async (tx) => {
        const { records } = await applyChanges(tx, mapping, scope, [id], values, {
          logType: 'DATA_CHANGED',
          significanceLevel: 'Normal60',
          details: `Changed ${Object.keys(values).join(', ') || 'nothing'}`,
          user: managerUser(manager),
          ipAddress: request.ip,
        }, { basedOn: { version, what } });
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
