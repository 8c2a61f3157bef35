/**
 * The console shell's API: public account calls (register, activation, password reset) and the
 * secured manager-profile, notification, Home summary and roles calls. Registered from app.ts inside the API prefix.
 */
import type { FastifyInstance } from 'fastify';
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

export async function registerShellRoutes(api: FastifyInstance, deps: ShellRouteDeps): Promise<void> {
  await seedNotifications(deps.db);
  registerAccountRoutes(api, deps.db, deps.tokens);
  await api.register(async (secured) => {
    secured.addHook('onRequest', async (request) => {
      await requireManager(request, deps.db, deps.tokens);
    });
    registerNotificationRoutes(secured, deps.db, deps.operators);
    registerDashboardRoute(secured, deps.db, deps.operators);
    registerRolesRoute(secured, deps.db, deps.operators);
  });
}
