/** `npm run dev`: the API on API_PORT (default 8081) and the Vite dev server proxying /api to it. */
import { createServer } from 'vite';
import { startServer } from './start';
import { DEMO_ACCOUNTS } from './seed';

// Development: e-mail links point at the Vite dev server unless PUBLIC_URL says otherwise.
process.env.NODE_ENV ??= 'development';
process.env.PUBLIC_URL ??= `http://localhost:${process.env.PORT ?? 5173}`;

const api = await startServer({
  port: Number(process.env.API_PORT ?? 8081),
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? 'data/pglite',
  logger: process.env.LOG_REQUESTS === 'true',
});
process.env.API_PROXY_TARGET = api.url;

const vite = await createServer({ server: { port: Number(process.env.PORT ?? 5173) } });
await vite.listen();
vite.printUrls();
console.log(`  API: ${api.url}/api/officeapp`);
console.log(`  Demo accounts: ${DEMO_ACCOUNTS.map((a) => `${a.email} / ${a.password}`).join(', ')}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    Promise.allSettled([vite.close(), api.close()]).then(() => process.exit(0));
  });
}
