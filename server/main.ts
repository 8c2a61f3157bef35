/** `npm start`: serves the built console and the API on one port. */
import { fileURLToPath } from 'node:url';
import { startServer, type RunningServer } from './start';
import { DEMO_ACCOUNTS } from './seed';
import { isDevelopment } from './shell/registration';
import { startupLine } from './startupError';

const port = Number(process.env.PORT ?? 8080);
let server: RunningServer;
try {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a number from 0 to 65535, not "${process.env.PORT}"`);
  server = await startServer({
    port,
    host: process.env.HOST,
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? 'data/pglite',
    staticDir: fileURLToPath(new URL('../dist', import.meta.url)),
    logger: process.env.LOG_REQUESTS === 'true',
  });
} catch (error) {
  console.error(startupLine(error));
  process.exit(1);
}
if (!process.env.PUBLIC_URL && !isDevelopment()) {
  console.warn('PUBLIC_URL is not set: activation and password-reset e-mails cannot be sent (set it to the address staff open)');
}

console.log(`Back office running at http://localhost:${port}`);
console.log(`Database: ${server.db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${process.env.DATA_DIR ?? 'data/pglite'}`}`);
console.log('Demo accounts:');
for (const account of DEMO_ACCOUNTS) {
  console.log(`  ${account.email} / ${account.password}  (${account.role}${account.operatorCode ? ` of ${account.operatorCode}` : ', all operators'})`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing the server and the database...`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
