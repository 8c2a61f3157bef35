/** Opens the database, migrates, seeds an empty embedded database, and listens. */
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database';
import { openLockedDatabase } from './db/openLocked';
import { checkJwtSecret, checkPort, checkPublicUrl } from './startChecks';
import { StartupError } from './startupError';
import { migrate } from './db/migrate';
import { ensureIndexes, isEmpty, seed } from './seed';

export interface StartOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Default `localhost`. */
  host?: string;
  /** PGlite data directory (`memory://` for in-memory); default `DATA_DIR` or `data/pglite`. */
  dataDir?: string;
  /** Use this PostgreSQL server instead of PGlite (never auto-seeded). */
  databaseUrl?: string;
  /** Built console to serve (e.g. `dist`). */
  staticDir?: string;
  /** Seed scale for a new embedded database; default `SEED_SCALE` or 1. */
  seedScale?: number;
  /** Log every request (info level); default: warnings and errors only. */
  logger?: boolean;
  /** Offer the seeded demo login in `GET info`; default the `DEMO_LOGIN` setting (off). */
  demoLogin?: boolean;
}

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  db: Database;
  /** Stops listening, then closes the database (idempotent). */
  close(): Promise<void>;
  /**
   * Stops accepting connections and drops open ones, keeping the app and the database: the API
   * looks down to clients (tests of the console's server-unavailable handling).
   */
  stopListening(): Promise<void>;
  /** Listens again on the same host and port after {@link RunningServer.stopListening}. */
  listen(): Promise<void>;
}

/**
 * Starts the server. Before any work (no database opened, nothing seeded) the settings, the port
 * and the data folder are checked; every start-up failure is a one-line {@link StartupError}.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const host = options.host ?? 'localhost';
  checkPublicUrl();
  checkJwtSecret();
  await checkPort(options.port ?? 8080, host);
  const opening = openLockedDatabase(
    options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir: options.dataDir ?? process.env.DATA_DIR ?? 'data/pglite' },
  );
  // The API's modules load while the database opens (PGlite starts on its own thread).
  const appModule = import('./app');
  appModule.catch(() => undefined);
  const db = await opening;
  let app: FastifyInstance | undefined;
  try {
    const { createApp } = await appModule;
    await migrate(db);
    if (db.kind === 'pglite' && (await isEmpty(db))) {
      await seed(db, { scale: options.seedScale ?? (Number(process.env.SEED_SCALE) || 1), deferIndexes: true });
    }
    // Indexes a fast first seed left out are built before the server answers: it is ready only
    // when every list can use its indexes.
    await ensureIndexes(db);
    app = await createApp({
      db,
      staticDir: options.staticDir,
      logger: options.logger ? { level: 'info' } : undefined,
      demoLogin: options.demoLogin,
    });
    await app.listen({ port: options.port ?? 8080, host }).catch((error: NodeJS.ErrnoException) => {
      throw new StartupError(`Cannot listen on ${host}:${options.port ?? 8080} (${error.code ?? error.message}): set PORT to a free port`);
    });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const running = app;
    let closing: Promise<void> | undefined;
    let stopped = false;
    const http = running.server;
    return {
      url: `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`,
      app: running,
      db,
      close: () =>
        (closing ??= (stopped ? new Promise<void>((done) => http.listen(port, host, done)) : Promise.resolve())
          .then(() => running.close())
          .then(() => db.close())),
      stopListening: () =>
        new Promise<void>((resolve) => {
          if (stopped) return resolve();
          stopped = true;
          http.close(() => resolve());
          http.closeAllConnections();
        }),
      listen: () =>
        new Promise<void>((resolve, reject) => {
          if (!stopped) return resolve();
          http.once('error', reject);
          http.listen(port, host, () => {
            http.off('error', reject);
            stopped = false;
            resolve();
          });
        }),
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await db.close();
    throw error;
  }
}
