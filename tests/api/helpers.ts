/** Shared set-up of the API tests: an in-memory PGlite with a small seed and logged-in managers. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/seed';

export const API = '/api/officeapp';

export interface TestApi {
  app: FastifyInstance;
  db: Database;
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

export async function createTestApi(options: { scale?: number; schemaDir?: string } = {}): Promise<TestApi> {
  const db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  await seed(db, { scale: options.scale ?? 0.05 });
  const app = await createApp({ db, logger: false, schemaDir: options.schemaDir, tokens: { secret: 'test-secret-test-secret-test-secret' } });
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
    tokens,
    call: (as, request) =>
      app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[as]}` } }),
    async close() {
      await app.close();
      await db.close();
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
