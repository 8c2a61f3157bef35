/**
 * `npm start`: serves the built console and the API on one port; with `API_TARGET`, serves the
 * console only and forwards its API calls to that API (no database, no seed). With
 * `--build-if-changed` (as `npm start` runs it) the console is built first when its sources
 * changed, in this process: a start with unchanged sources costs no second Node process.
 */
import { fileURLToPath } from 'node:url';
import { buildIfChanged } from '../scripts/buildInputs';
import { parseApiTarget } from './proxy/forwardApi';
import { startConsoleProxy } from './proxy/startConsoleProxy';
import { startServer } from './start';
import { DEMO_ACCOUNTS } from './seed';
import { demoLoginEnabled, readDemoLogin } from './shell/demoLogin';
import { isDevelopment } from './shell/registration';
import { startupLine } from './startupError';

const port = Number(process.env.PORT ?? 8080);
const staticDir = fileURLToPath(new URL('../dist', import.meta.url));

/** The console and the reference API on one embedded or PostgreSQL database. */
async function startReferenceServer(): Promise<() => Promise<void>> {
  const server = await startServer({
    port,
    host: process.env.HOST,
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? 'data/pglite',
    staticDir,
    logger: process.env.LOG_REQUESTS === 'true',
    progress: (line) => console.log(line),
  });
  if (!process.env.PUBLIC_URL && !isDevelopment()) {
    console.warn('PUBLIC_URL is not set: activation and password-reset e-mails cannot be sent (set it to the address staff open)');
  }
  console.log(`Back office running at ${server.url}`);
  console.log(
    `Database: ${server.db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${process.env.DATA_DIR ?? 'data/pglite'}`}`,
  );
  // Only a database seeded with the demo data has the demo accounts (its seed stores the demo login).
  if (await readDemoLogin(server.db)) {
    console.log('This is a DEMO database (seeded demo data); its accounts have published passwords:');
    for (const account of DEMO_ACCOUNTS) {
      console.log(
        `  ${account.email} / ${account.password}  ` +
          `(${account.role}${account.operatorCode ? ` of ${account.operatorCode}` : ', all operators'})`,
      );
    }
    console.log(
      demoLoginEnabled()
        ? 'The login forms offer a one-click demo login (DEMO_LOGIN=true).'
        : 'The one-click demo login is off (DEMO_LOGIN=true turns it on).',
    );
  }
  return async () => {
    console.log('closing the server and the database...');
    await server.close();
  };
}

/** `API_TARGET` mode: the console in front of the operator's own API. */
async function startConsoleOnly(target: string): Promise<() => Promise<void>> {
  const apiTarget = parseApiTarget(target);
  const proxy = await startConsoleProxy({
    port,
    host: process.env.HOST,
    staticDir,
    apiTarget,
    logger: process.env.LOG_REQUESTS === 'true',
  });
  console.log(`Back office running at ${proxy.url}`);
  console.log(`API calls to ${proxy.url}/api/officeapp go to ${apiTarget.href} (no database, no demo data)`);
  return () => proxy.close();
}

let stop: () => Promise<void>;
try {
  if (process.argv.includes('--build-if-changed')) buildIfChanged(fileURLToPath(new URL('..', import.meta.url)));
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a number from 0 to 65535, not "${process.env.PORT}"`);
  stop = process.env.API_TARGET ? await startConsoleOnly(process.env.API_TARGET) : await startReferenceServer();
} catch (error) {
  console.error(startupLine(error));
  process.exit(1);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping...`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
