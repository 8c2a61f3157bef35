/**
 * `GET external-servers` (000 §7): the server URLs the console checks while the API is
 * unavailable (`payload[].url`): the `externalServers` setting (System), by default
 * `EXTERNAL_SERVERS` (URLs separated by commas), else the API's server info and the console's
 * version file.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { readSettings } from '../central/settings';

/** The default checks: the API itself and the console's origin. */
export const DEFAULT_EXTERNAL_SERVERS = ['/api/officeapp/info', '/version.json'] as const;

/** The URLs of `EXTERNAL_SERVERS`, or the defaults: the setting's default. */
export function externalServers(env: NodeJS.ProcessEnv = process.env): string[] {
  const urls = (env.EXTERNAL_SERVERS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  return urls.length > 0 ? urls : [...DEFAULT_EXTERNAL_SERVERS];
}

/** Registers `GET external-servers`; public, so the list is at hand before anyone signs in. */
export function registerExternalServersRoute(api: FastifyInstance, db: Queryable): void {
  api.get('/external-servers', async () => ({
    success: true,
    payload: (await readSettings(db, null)).externalServers.map((url) => ({ url })),
  }));
}
