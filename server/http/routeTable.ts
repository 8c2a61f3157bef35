/**
 * Every route an app registers (method and URL), recorded as fastify registers them, so test
 * suites cover new routes without a list to keep up to date.
 */
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Starts recording the routes of `app` and of every plugin registered on it afterwards. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  tables.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method: String(method), url: route.url });
  });
}

/** The routes recorded for `app` (HEAD routes fastify adds for GET included). */
export function routeTable(app: FastifyInstance): readonly RouteEntry[] {
  return tables.get(app) ?? [];
}
