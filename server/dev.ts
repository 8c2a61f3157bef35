/**
 * `npm run dev`: the API on API_PORT (default 8081) and the Vite dev server proxying /api to it.
 * A saved change under `resources/` regenerates the console (the generator's Vite plugin) and
 * rebuilds the API from the new declarations on the same database, so request validation and the
 * sort and filter whitelists follow without a restart.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from './app';
import { startServer } from './start';
import { DEMO_ACCOUNTS } from './seed';

// Development: e-mail links point at the Vite dev server unless PUBLIC_URL says otherwise.
process.env.NODE_ENV ??= 'development';
process.env.PUBLIC_URL ??= `http://localhost:${process.env.PORT ?? 5173}`;
// Development offers the seeded demo login unless DEMO_LOGIN says otherwise.
process.env.DEMO_LOGIN ??= 'true';

const RESOURCES_DIR = fileURLToPath(new URL('../resources/', import.meta.url));
/** The generator's list of declared resources: rewritten when a resource file is added or removed. */
const RESOURCE_LIST = fileURLToPath(new URL('./generated/resources.ts', import.meta.url));

const api = await startServer({
  port: Number(process.env.API_PORT ?? 8081),
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? 'data/pglite',
  logger: process.env.LOG_REQUESTS === 'true',
});
process.env.API_PROXY_TARGET = api.url;

/**
 * Serves the API from a fresh app built from the current declarations: the server's modules are
 * loaded through Vite's module graph, which drops the changed resource file and everything that
 * imports it, and the listening HTTP server hands its requests to the new app.
 */
let current: FastifyInstance = api.app;
let reloading: Promise<void> = Promise.resolve();
async function reloadApi(): Promise<void> {
  const started = Date.now();
  const module = (await vite.ssrLoadModule('/server/app.ts')) as { createApp(options: AppOptions): Promise<FastifyInstance> };
  const next = await module.createApp({ db: api.db, logger: process.env.LOG_REQUESTS === 'true' ? { level: 'info' } : undefined });
  await next.ready();
  const http = api.app.server;
  http.removeAllListeners('request');
  http.on('request', (request, response) => next.routing(request, response));
  const previous = current;
  current = next;
  if (previous !== api.app) await previous.close();
  vite.config.logger.info(`API reloaded from resources/ in ${Date.now() - started} ms`);
}

/**
 * Rebuilds the API when a declaration changes, at once: the dev server has dropped the changed file
 * from its module graphs before any hot-update hook runs, and the generator works on its own thread
 * meanwhile, so the API and the page are brought up to date side by side.
 */
const apiReloadPlugin: Plugin = {
  name: 'backoffice-api-reload',
  enforce: 'pre',
  hotUpdate({ file }) {
    if (this.environment.name !== 'client') return;
    if (!path.resolve(file).startsWith(RESOURCES_DIR) && path.resolve(file) !== RESOURCE_LIST) return;
    reloading = reloading
      .then(reloadApi)
      .catch((error: unknown) => vite.config.logger.error(`API not reloaded: ${error instanceof Error ? error.message : String(error)}`));
  },
};

const vite = await createServer({ server: { port: Number(process.env.PORT ?? 5173) }, plugins: [apiReloadPlugin] });
await vite.listen();
vite.printUrls();
console.log(`  API: ${api.url}/api/officeapp`);
console.log(`  Demo accounts: ${DEMO_ACCOUNTS.map((a) => `${a.email} / ${a.password}`).join(', ')}`);

// Load the server's modules through Vite once now, so the first reload only re-runs what changed.
vite
  .ssrLoadModule('/server/app.ts')
  .catch((error: unknown) =>
    vite.config.logger.error(`API modules not preloaded: ${error instanceof Error ? error.message : String(error)}`),
  );

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    Promise.allSettled([vite.close(), current === api.app ? Promise.resolve() : current.close(), api.close()]).then(() => process.exit(0));
  });
}
