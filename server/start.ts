/** Opens the database, migrates, seeds an empty embedded database, and listens. */
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database';
import { openLockedDatabase } from './db/openLocked';
import { checkJwtSecret, checkPort, checkPublicUrl } from './startChecks';
import { StartupError } from './startupError';
import { migrate } from './db/migrate';
import { ensureIndexes, isEmpty, SEED_STEPS, seed } from './seed';

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
  /** Told what the start is doing (migrations, each seed step, indexes); `npm start` prints it. */
  progress?: (line: string) => void;
}

/** `1 min 05 s` from milliseconds. */
function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
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
    const say = options.progress ?? (() => undefined);
    say('Applying database migrations...');
    await migrate(db);
    if (db.kind === 'pglite' && (await isEmpty(db))) {
      const started = performance.now();
      // A first start fills an empty database; its length is the README's (minutes, not seconds).
      say(`Seeding the demo data in ${SEED_STEPS} steps (first start only; 2 to 5 minutes on a laptop, longer on a busy machine)...`);
      await seed(db, {
        scale: options.seedScale ?? (Number(process.env.SEED_SCALE) || 1),
        deferIndexes: true,
        progress: (done, label) => {
          const elapsed = performance.now() - started;
          // The steps are not equal; the estimate is the pace so far, not a promise.
          const left = done < SEED_STEPS ? `, about ${duration((elapsed / done) * (SEED_STEPS - done))} left at this pace` : '';
          say(`  seed ${done}/${SEED_STEPS} ${label} done (${duration(elapsed)}${left})`);
        },
      });
    }
    // Indexes a fast first seed left out are built before the server answers: it is ready only
    // when every list can use its indexes.
    say('Checking the indexes...');
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
