/**
 * Shared set-up of the API tests: a database with a small seed and logged-in managers. The
 * `api` project runs on an in-memory PGlite started from the run's seeded dump
 * (tests/api/pglite-setup.ts); the `api-pg` project on a database of its own in the run's
 * PostgreSQL cluster (tests/api/pg-setup.ts), copied from the seeded template.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { createApp, type AppOptions } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/seed';
import { TEMPLATE_DATABASE, TEST_SEED_SCALE } from './pg-template';

export const API = '/api/officeapp';

export interface TestApi {
  app: FastifyInstance;
  db: Database;
  /** Connection string of the test's PostgreSQL database; unset on PGlite. */
  url?: string;
  /** Access tokens of the demo accounts. */
  tokens: { central: string; office1: string; office2: string };
  /** An authorised request as one of the demo accounts. */
  call(as: keyof TestApi['tokens'], options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function login(app: FastifyInstance, username: string, password: string) {
  const response = await app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { username, password } });
  return response.json() as { status: string; tokens: { accessToken: string; refreshToken: string } };
}

/** True when the tests run on PostgreSQL (the `api-pg` project). */
export function onPostgres(): boolean {
  return !!inject('pgServer');
}

export interface TestDatabase {
  db: Database;
  /** Connection string on PostgreSQL (another pool or server can open the same database); unset on PGlite. */
  url?: string;
  /** Closes the database and drops it on PostgreSQL. */
  close(): Promise<void>;
}

/**
 * A migrated and seeded database for one test file: a copy of the run's seeded template (on
 * PostgreSQL a database created from the template database, tests/api/pg-setup.ts; on PGlite an
 * in-memory database started from the template's dump, tests/api/pglite-setup.ts), or a fresh
 * seed when `scale` differs from the template's.
 */
export async function createTestDatabase(scale = TEST_SEED_SCALE): Promise<TestDatabase> {
  const server = inject('pgServer');
  if (!server) {
    const template = scale === TEST_SEED_SCALE ? inject('pgliteTemplate') : undefined;
    const db = await openDatabase({ dataDir: 'memory://', template });
    if (!template) {
      await migrate(db);
      await seed(db, { scale });
    }
    return { db, close: () => db.close() };
  }
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: `${server}postgres` });
  try {
    await admin.execScript(scale === TEST_SEED_SCALE ? `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const url = `${server}${name}`;
  const db = await openDatabase({ databaseUrl: url });
  if (scale !== TEST_SEED_SCALE) {
    await migrate(db);
    await seed(db, { scale });
  }
  return {
    db,
    url,
    async close() {
      await db.close();
      const drop = await openDatabase({ databaseUrl: `${server}postgres` });
      await drop.execScript(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => drop.close());
    },
  };
}

export async function createTestApi(
  options: { scale?: number; schemaDir?: string; exports?: AppOptions['exports']; uploadQuotaBytes?: number } = {},
): Promise<TestApi> {
  const database = await createTestDatabase(options.scale);
  const { db } = database;
  const app = await createApp({
    db,
    logger: false,
    schemaDir: options.schemaDir,
    tokens: { secret: 'test-secret-test-secret-test-secret' },
    exports: options.exports,
    uploadQuotaBytes: options.uploadQuotaBytes,
  });
  const [central, office1, office2] = await Promise.all([
    login(app, 'central@demo.test', 'Central123'),
    login(app, 'office1@demo.test', 'Office123'),
    login(app, 'office2@demo.test', 'Office123'),
  ]);
  const tokens = {
    central: central.tokens.accessToken,
    office1: office1.tokens.accessToken,
    office2: office2.tokens.accessToken,
  };
  return {
    app,
    db,
    url: database.url,
    tokens,
    call: (as, request) => app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[as]}` } }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** `?key=value` with JSON-encoded objects and arrays, as the console sends them. */
export function query(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * An upload's body for `inject` (000 §7: "Multipart uploads POST form data"): the file in the part
 * `file` under its name (quotes and backslashes escaped, every other character as it is), and text
 * fields.
 */
export function formBody(file: { name: string; content: string }, fields: Record<string, string> = {}) {
  const boundary = `----upload${Math.random().toString(16).slice(2)}`;
  const quoted = (text: string) => `"${text.replace(/["\\]/g, (char) => `\\${char}`)}"`;
  const parts = Object.entries(fields).map(
    ([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(key)}\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename=${quoted(file.name)}\r\nContent-Type: text/csv\r\n\r\n`,
    file.content,
    `\r\n--${boundary}--\r\n`,
  );
  return { payload: Buffer.from(parts.join(''), 'utf8'), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
