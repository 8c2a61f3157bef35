/**
 * The reference `/api/officeapp` server as a fastify instance over an open, migrated database.
 */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { player } from '../resources/player';
import { betslip } from '../resources/betslip';
import { kycGroup } from '../resources/kycGroup';
import { bonusRecord } from '../resources/bonusRecord';
import { activityLog } from '../resources/activityLog';
import { payments } from '../resources/payments';
import { accountHistory } from '../resources/accountHistory';
import { playerLimits } from '../resources/playerLimits';
import { playerGateways } from '../resources/playerGateways';
import { playerStatistics } from '../resources/playerStatistics';
import { managers } from '../resources/manager';
import { bonusCampaign } from '../resources/bonusCampaign';
import { limitAlert } from '../resources/limitAlert';
import { previousAccounts } from '../resources/previousAccounts';
import { quickLinks } from '../resources/quickLinks';
import { exports as exportFiles } from '../resources/exports';
import * as declared from './generated/resources';
import type { Resource } from '../resources/model';
import type { Database } from './db/database';
import { requestScoped } from './db/heldTransaction';
import { pruneIdempotencyKeys, registerIdempotency } from './http/idempotency';
import { requireManager, registerAuthRoutes } from './auth/routes';
import { prepareShell, registerShellRoutes } from './shell';
import { registerInfoRoute, registerKeepAliveRoute, registerOperatorsInfoRoute } from './shell/sessionRoutes';
import { registerExternalServersRoute } from './shell/externalServers';
import { TokenService, type TokenOptions } from './auth/tokens';
import { ApiError, notFound, rejectedByDatabase } from './http/errors';
import { guardInput } from './http/inputGuard';
import { DownloadSlots, downloadLimits, type DownloadLimits } from './http/downloads';
import { uploadQuotaBytes } from './exports/uploadQuota';
import { answerIfDatabaseAway } from './http/unavailable';
import { bodyTooLarge, drainRefusedBody, httpLimits, limitOptions, registerBodyTimeout, type HttpLimits } from './http/limits';
import { recordRoutes } from './http/routeTable';
import { withRedaction } from './http/logging';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerCompression, registerStaticAssets } from './http/staticAssets';
import { registerResourceRoutes, type ResourceBinding } from './resource/routes';
import { OperatorDirectory, resolveScope } from './resource/scope';
import { bindResource } from './resource/bind';
import { playerHandlers } from './handlers/players';
import { playerTable } from './tables/players';
import { betslipHandlers, sportsTree } from './handlers/betslips';
import { kycHandlers } from './handlers/kyc';
import { bonusHandlers, paymentBonusHandlers, registerBonusRoutes } from './handlers/bonuses';
import { activityLogHandlers } from './handlers/activityLog';
import { betslipTable } from './tables/betslips';
import { kycGroupTable } from './tables/kyc';
import { bonusTable } from './tables/bonuses';
import { activityLogTable } from './tables/activityLog';
import { accountHistoryTable, paymentsTable } from './tables/payments';
import { limitsHandlers } from './handlers/limits';
import { playerLimitsTable } from './tables/limits';
import { createManualPayment } from './handlers/payments-manual';
import { registerBetRowRoutes } from './handlers/betrows';
import { gatewaysHandlers, previousAccountHandlers } from './handlers/player-extras';
import { statisticsHandlers } from './handlers/statistics';
import { playerGatewaysTable, playerStatisticsTable, previousAccountsTable } from './tables/player-extras';
import { deriveTable } from './tables/derive';
import { checkLiveTables } from './tables/liveTables';
import { managerHandlers } from './handlers/managers';
import { registerManagerRoutes } from './handlers/managerProfile';
import { managerTable } from './tables/managers';
import { bonusCampaignHandlers } from './handlers/bonusCampaigns';
import { bonusCampaignTable } from './tables/bonusCampaigns';
import { limitAlertHandlers } from './handlers/limitAlerts';
import { limitAlertTable } from './tables/limitAlerts';
import { REQUEST_BINDINGS } from './handlers/request-bindings';
import { profitLoss } from '../resources/profitLoss';
import { reportRevenue } from '../resources/reportRevenue';
import { significantEventThresholds } from '../resources/significantEventThresholds';
import { profitLossTable, revenueTable, thresholdsTable } from './tables/reports';
import { CENTRAL_OFFICE_BINDINGS } from './handlers/centralBindings';
import { registerPublishedHelpRoute } from './handlers/helpReader';
import { CENTRAL_BINDINGS, prepareCentralOffice, registerCentralOfficeRoutes } from './central';
import { quickLinkHandlers } from './handlers/quickLinks';
import { quickLinksTable } from './tables/quickLinks';
import { exportHandlers, registerExportDownloadRoute } from './handlers/exports';
import { exportsTable } from './tables/exports';
import { ExportWriter, registerExportWriter } from './exports/exportWriter';
import { SPOT_BINDINGS } from './spot';

export const API_PREFIX = '/api/officeapp';

/** `TRUST_PROXY`: unset or false (clients connect directly), true, or proxy addresses/CIDRs separated by commas. */
function trustProxySetting(env: NodeJS.ProcessEnv = process.env): boolean | string[] {
  const value = env.TRUST_PROXY?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

const SCHEMA_DIR = fileURLToPath(new URL('./generated/schema/', import.meta.url));
const OPENAPI_FILE = fileURLToPath(new URL('./generated/openapi.json', import.meta.url));

/** The resources whose storage or actions need more than the convention, with their handlers. */
const SPECIAL_BINDINGS: ResourceBinding[] = [
  bindResource(player, { mapping: playerTable, handlers: playerHandlers }),
  bindResource(betslip, {
    mapping: betslipTable,
    handlers: betslipHandlers,
    listExtras: { param: 'tree', load: sportsTree },
    routes: registerBetRowRoutes,
  }),
  bindResource(kycGroup, { mapping: kycGroupTable, handlers: kycHandlers }),
  bindResource(bonusRecord, { mapping: bonusTable, handlers: bonusHandlers, routes: registerBonusRoutes }),
  bindResource(activityLog, { mapping: activityLogTable, handlers: activityLogHandlers }),
  bindResource(payments, { mapping: paymentsTable, handlers: paymentBonusHandlers, create: createManualPayment }),
  bindResource(accountHistory, { mapping: accountHistoryTable }),
  // The players list with showLimitsDetails answers with these records (the self-protection
  // variant, players-self-protection-limits, reads the same call).
  bindResource(playerLimits, { mapping: playerLimitsTable, handlers: limitsHandlers }),
  // Its active-bonus call is served by the bonuses routes, its createPayment by the payments binding (POST payments).
  bindResource(playerGateways, {
    mapping: playerGatewaysTable,
    handlers: gatewaysHandlers,
    servedElsewhere: ['loadActiveBonus', 'createPayment'],
  }),
  bindResource(playerStatistics, { mapping: playerStatisticsTable, handlers: statisticsHandlers }),
  bindResource(managers, { mapping: managerTable, handlers: managerHandlers, routes: registerManagerRoutes }),
  bindResource(bonusCampaign, { mapping: bonusCampaignTable, handlers: bonusCampaignHandlers }),
  bindResource(limitAlert, { mapping: limitAlertTable, handlers: limitAlertHandlers }),
  ...REQUEST_BINDINGS,
  // Report rows computed per request; thresholds stamped with the time of each change.
  bindResource(profitLoss, { mapping: profitLossTable }),
  bindResource(reportRevenue, { mapping: revenueTable }),
  bindResource(significantEventThresholds, { mapping: thresholdsTable }),
  ...CENTRAL_OFFICE_BINDINGS,
  ...CENTRAL_BINDINGS,
  bindResource(previousAccounts, { mapping: previousAccountsTable, handlers: previousAccountHandlers }),
  bindResource(quickLinks, { mapping: quickLinksTable, handlers: quickLinkHandlers }),
  bindResource(exportFiles, {
    mapping: exportsTable,
    // Exports write the other lists' reports: the lists are looked up when asked for.
    handlers: exportHandlers((name) => BINDINGS.find((binding) => binding.resource.name === name)),
    routes: registerExportDownloadRoute,
  }),
  // The finance product (/spot/*): its storage, actions, calls and the books' editors.
  ...SPOT_BINDINGS,
];

/**
 * Every resource the API serves: the special bindings, then every other resource declared in
 * `resources/` (listed by the generator in `server/generated/resources.ts`) on its schema-derived
 * table (`deriveTable`) with the generic routes only. A resource whose API path a special binding
 * already serves (the self-protection limits) is left to it.
 */
export const BINDINGS: ResourceBinding[] = withListVariants([
  ...SPECIAL_BINDINGS,
  ...(Object.values(declared) as Resource[])
    .filter((resource) => !SPECIAL_BINDINGS.some((binding) => binding.resource.api.path === resource.api.path))
    .map((resource) => ({ resource, mapping: deriveTable(resource), handlers: {} })),
]);

/** Gives each list the bindings whose `api.listFlag` turns its call into theirs (same API path). */
function withListVariants(bindings: ResourceBinding[]): ResourceBinding[] {
  return bindings.map((binding) => {
    if (binding.resource.api.listFlag) return binding;
    const variants = bindings.filter((other) => other.resource.api.listFlag && other.resource.api.path === binding.resource.api.path);
    return variants.length ? { ...binding, variants } : binding;
  });
}

export interface AppOptions {
  db: Database;
  /** fastify logger option; default `LOG_LEVEL` or warn (unexpected errors, unsent e-mails). */
  logger?: FastifyServerOptions['logger'];
  tokens?: TokenOptions;
  /** Built console to serve, with index.html for every non-API path. */
  staticDir?: string;
  /** Where the generated JSON Schemas are read from. */
  schemaDir?: string;
  /** Rows per database read of a CSV report (tests use small batches). */
  reportBatchRows?: number;
  /** The export writer's first retry delay and polling interval (tests shorten them). */
  exports?: { retryDelayMs?: number; pollMs?: number };
  /** Concurrent downloads and the stall limit; default {@link downloadLimits} of the environment. */
  downloads?: Partial<DownloadLimits>;
  /** Bytes the uploaded export files of one view may take together; default {@link uploadQuotaBytes} of the environment. */
  uploadQuotaBytes?: number;
  /** Request time-outs and body limit; default {@link httpLimits} of the environment. */
  limits?: Partial<HttpLimits>;
  /**
   * How long a plugin's body may take (fastify's `pluginTimeout`, default 10 s). The bodies only
   * register routes synchronously, so a test sets 1 ms to show that none waits for anything.
   */
  pluginTimeoutMs?: number;
  /** Whether `GET info` offers the seeded demo login; default the `DEMO_LOGIN` setting (off). */
  demoLogin?: boolean;
}

export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  // Tables that miss a column a declaration derives would answer 500 on their lists: no start.
  await checkLiveTables(options.db, BINDINGS);
  // A write with an idempotency key runs in its key's transaction: the handlers' statements join it.
  const db = requestScoped(options.db);
  const tokens = await TokenService.create(db, options.tokens);
  const operators = new OperatorDirectory(db);
  const schemaDir = options.schemaDir ?? SCHEMA_DIR;
  const limits = { ...httpLimits(), ...options.limits };

  const app = fastify({
    logger: withRedaction(options.logger ?? { level: process.env.LOG_LEVEL ?? 'warn' }),
    // Behind a reverse proxy the client address (login limits, activity log) comes from X-Forwarded-For.
    trustProxy: trustProxySetting(),
    ...limitOptions(limits),
    routerOptions: { maxParamLength: 500 },
    ...(options.pluginTimeoutMs === undefined ? {} : { pluginTimeout: options.pluginTimeoutMs }),
  });
  app.decorateRequest('manager', null);
  app.decorate('downloads', new DownloadSlots({ ...downloadLimits(), ...options.downloads }));
  app.decorate('uploadQuotaBytes', options.uploadQuotaBytes ?? uploadQuotaBytes());
  // Server exports are written in the background while the server runs.
  const writer = new ExportWriter({
    db: options.db,
    targets: (name) => BINDINGS.find((binding) => binding.resource.name === name),
    batchRows: options.reportBatchRows,
    log: app.log,
    ...options.exports,
  });
  registerExportWriter(db, writer);
  app.addHook('onReady', async () => writer.start());
  app.addHook('onClose', async () => writer.stop());
  const pruning = setInterval(
    () => void pruneIdempotencyKeys(options.db).catch((error: unknown) => app.log.warn({ err: error })),
    3_600_000,
  );
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));
  recordRoutes(app);
  registerBodyTimeout(app, limits);
  // Every route: NUL characters, oversized numbers and non-32-bit ids are a 400 before any handler runs.
  app.addHook('preValidation', guardInput);
  await registerSecurityHeaders(app, API_PREFIX);
  await registerCompression(app);

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, 'The request body is not valid JSON'), undefined);
    }
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof ApiError) {
      // An answer that says when to come back (a 429, a busy 503) says it in Retry-After too.
      const retryAfter = error.extra?.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      drainRefusedBody(request, reply, limits);
      return reply.code(413).send(bodyTooLarge(limits.bodyLimit).toBody());
    }
    const status = error.statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ success: false, message: error.message, code: error.code });
    }
    if (answerIfDatabaseAway(request, reply, error)) return reply;
    const refused = rejectedByDatabase(error);
    if (refused) {
      request.log.warn({ err: error, requestId: request.id }, 'Input refused by the database');
      return reply.code(refused.statusCode).send(refused.toBody());
    }
    request.log.error({ err: error, requestId: request.id }, 'Unexpected error');
    return reply.code(500).send({ success: false, message: 'Internal server error', requestId: request.id });
  });

  const staticDir = options.staticDir && existsSync(`${options.staticDir}/index.html`) ? options.staticDir : undefined;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (staticDir && !path.startsWith('/api/') && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ success: false, message: `Route ${request.method} ${path} not found` });
  });
  if (staticDir) await registerStaticAssets(app, staticDir);

  // Start-up work on the database runs here, before the routes: a plugin's body and an onReady hook
  // must end within fastify's plugin time-out (10 s), and on a busy machine the queries plus the
  // registration of every route would not. The plugin bodies below register routes and await nothing.
  await pruneIdempotencyKeys(options.db);
  await prepareShell(db);
  await prepareCentralOffice(db);
  await app.register(
    async (api) => {
      registerInfoRoute(api, db, tokens, options.demoLogin);
      registerExternalServersRoute(api, db);
      // The API contract (generated from resources/): public, like the server info.
      api.get('/openapi.json', async (_request, reply) =>
        reply.type('application/json; charset=utf-8').send(await readFile(OPENAPI_FILE, 'utf8')),
      );
      registerAuthRoutes(api, db, tokens);
      registerShellRoutes(api, { db, tokens, operators });

      api.register(async (secured) => {
        secured.addHook('onRequest', async (request) => {
          await requireManager(request, db, tokens);
        });
        registerIdempotency(secured, options.db);

        registerOperatorsInfoRoute(secured, db);
        registerKeepAliveRoute(secured);

        secured.get('/schema/:resource', async (request, reply) => {
          const name = (request.params as { resource: string }).resource;
          if (!/^[A-Za-z0-9_-]{1,64}$/.test(name)) throw notFound(`No schema for ${name}`);
          let text: string;
          try {
            text = await readFile(`${schemaDir}/${name}.json`, 'utf8');
          } catch {
            throw notFound(`No schema for ${name}`);
          }
          return reply.type('application/json; charset=utf-8').send(text);
        });

        const context = async (request: import('fastify').FastifyRequest) => {
          const manager = request.manager!;
          const op = (request.params as { op: string }).op;
          return { manager, scope: await resolveScope(manager, op, operators) };
        };
        for (const binding of BINDINGS) registerResourceRoutes(secured, binding, { db, context, reportBatchRows: options.reportBatchRows });
        registerPublishedHelpRoute(secured, { db, context });
        registerCentralOfficeRoutes(secured, db, context);
      });
    },
    { prefix: API_PREFIX },
  );

  return app;
}
