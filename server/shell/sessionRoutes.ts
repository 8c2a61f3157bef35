/**
 * Session calls of 000 §7: `GET info` (server info with the current role), `GET operators-info`
 * (the switcher's entries for the central role) and `GET keepAlive`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/guard';
import { managerById, type Manager } from '../auth/managers';
import type { TokenService } from '../auth/tokens';
import type { Database } from '../db/database';
import { sql } from '../db/sql';
import { buildInfo, uiInfo } from '../info';
import { CENTRAL } from '../resource/scope';
import { demoLoginEnabled, readDemoLogin } from './demoLogin';
import { readSettings } from '../central/settings';

/** Display name of the non-operator entry (000 §2). */
export const CENTRAL_ENTRY_NAME = 'Central Office Manager';

/** The current role of a manager (000 §3): `central` works on the `central` view, `operator` on its operator. */
export function currentRole(manager: Manager, ui: { domain: string; playersTitle: string }) {
  const central = manager.role === 'CENTRAL_MANAGER';
  return {
    role: central ? 'central' : 'operator',
    operatorCode: central ? CENTRAL : manager.operatorCode,
    name: [manager.firstName, manager.lastName].filter(Boolean).join(' ') || manager.username,
    domain: ui.domain,
    playersTitle: ui.playersTitle,
  };
}

/**
 * `GET info`: public; with a valid token its `uiInfo.role` names the caller's role, otherwise
 * `unknown`. `uiInfo.demoLogin` carries the demo credentials only when the installation turned the
 * demo login on ({@link demoLoginEnabled}), the central office offers it, and the database holds them.
 */
export function registerInfoRoute(api: FastifyInstance, db: Database, tokens: TokenService, demoLogin?: boolean): void {
  const started = new Date().toISOString();
  const build = buildInfo();
  const managerOf = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const id = token ? await tokens.verifyAccess(token) : undefined;
    return id === undefined ? undefined : managerById(db, id);
  };
  api.get('/info', async (request) => {
    const found = await managerOf(request);
    const manager = found?.status === 'ENABLED' ? found : undefined;
    // An operator's staff get their operator's console; central managers and visitors the central office's.
    const ui = await uiInfo(db, manager?.role === 'OFFICE' ? manager.operatorCode : null);
    const role = manager ? currentRole(manager, ui) : { role: 'unknown', operatorCode: null };
    const settings = await readSettings(db, null);
    return {
      success: true,
      payload: {
        uiInfo: { ...ui, role, demoLogin: demoLoginEnabled(demoLogin) && settings.demoLoginOffered ? await readDemoLogin(db) : null },
        serverTimestamp: new Date().toISOString(),
        ...build,
        feedCache: null,
        serverStartTimeUTC: started,
        // The console sends it back as the source-IP header (000 §7).
        sourceIp: request.ip,
      },
    };
  });
}

/**
 * `GET operators-info` (secured): for the central role the non-operator `central` entry (role
 * `central`) and every operator (role `operator`); an empty list for everyone else (000 §6).
 */
export function registerOperatorsInfoRoute(secured: FastifyInstance, db: Database): void {
  secured.get('/operators-info', async (request) => {
    if (request.manager!.role !== 'CENTRAL_MANAGER') return { success: true, payload: [] };
    const rows = await db.query<{ code: string; name: string }>(sql`SELECT code, name FROM operators ORDER BY code`);
    return {
      success: true,
      payload: [
        { operatorCode: CENTRAL, name: CENTRAL_ENTRY_NAME, role: 'central' },
        ...rows.map((row) => ({ operatorCode: row.code, name: row.name, role: 'operator' })),
      ],
    };
  });
}

/**
 * `GET keepAlive` (000 §7, "its use is not shown"): answers `payload: true` while the session is
 * valid, and 401 once it has ended, like every secured call. The console calls it every 240 s
 * while staff work in the external login mode, where an OIDC gateway in front of the API holds the
 * session (the call then arrives through the gateway's prefix).
 */
export function registerKeepAliveRoute(secured: FastifyInstance): void {
  secured.get('/keepAlive', async () => ({ success: true, payload: true }));
}
