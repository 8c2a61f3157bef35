/**
 * The console shell's API: public account calls (register, activation, password reset), My Account's
 * password change, and the secured manager-profile, notification, Home summary and roles calls.
 * Registered from app.ts inside the API prefix.
 */
import type { FastifyInstance } from 'fastify';
import { registerPasswordChangeRoute } from '../auth/passwordChange';
import { requireManager } from '../auth/routes';
import type { TokenService } from '../auth/tokens';
import type { Database } from '../db/database';
import type { OperatorDirectory } from '../resource/scope';
import { registerAccountRoutes } from './accountRoutes';
import { registerDashboardRoute } from './dashboard';
import { registerNotificationRoutes, seedNotifications } from './notifications';
import { registerRolesRoute } from './roles';

export interface ShellRouteDeps {
  db: Database;
  tokens: TokenService;
  operators: OperatorDirectory;
}

/** The shell's start-up work on the database (the demo alerts), run before any route is registered. */
export async function prepareShell(db: Database): Promise<void> {
  await seedNotifications(db);
}

/** Registers the shell's routes; no database work (see {@link prepareShell}). */
export function registerShellRoutes(api: FastifyInstance, deps: ShellRouteDeps): void {
  registerAccountRoutes(api, deps.db, deps.tokens);
  registerPasswordChangeRoute(api, deps.db, deps.tokens);
  api.register(async (secured) => {
    secured.addHook('onRequest', async (request) => {
      await requireManager(request, deps.db, deps.tokens);
    });
    registerNotificationRoutes(secured, deps.db, deps.operators);
    registerDashboardRoute(secured, deps.db, deps.operators);
    registerRolesRoute(secured, deps.db, deps.operators);
  });
}
