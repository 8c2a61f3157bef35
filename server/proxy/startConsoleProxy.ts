/**
 * The console on an operator's own API: serves the built console (the same files, cache headers
 * and security headers as the reference server) and forwards `/api/officeapp/*` to `API_TARGET`.
 * No database is opened and nothing is seeded.
 */
import fastify from 'fastify';
import { existsSync } from 'node:fs';
import { registerSecurityHeaders } from '../http/securityHeaders';
import { registerStaticAssets } from '../http/staticAssets';
import { checkPort } from '../startChecks';
import { StartupError } from '../startupError';
import { registerApiForwarding } from './forwardApi';

/** The console's API path, the prefix every data call of the console uses. */
const API_PREFIX = '/api/officeapp';

export interface ConsoleProxyOptions {
  /** 0 picks a free port. */
  port: number;
  /** Default `localhost`. */
  host?: string;
  /** The built console (holding index.html). */
  staticDir: string;
  /** The operator's API base, from `parseApiTarget`. */
  apiTarget: URL;
  /** Log every request (info level); default: warnings and errors only. */
  logger?: boolean;
}

export interface RunningConsoleProxy {
  url: string;
  close(): Promise<void>;
}

/** Starts the console in front of `apiTarget`; start-up failures are one-line {@link StartupError}s. */
export async function startConsoleProxy(options: ConsoleProxyOptions): Promise<RunningConsoleProxy> {
  const host = options.host ?? 'localhost';
  if (!existsSync(`${options.staticDir}/index.html`)) {
    throw new StartupError(`The built console is missing (${options.staticDir}/index.html): run npm run build`);
  }
  await checkPort(options.port, host);
  const app = fastify({ logger: { level: options.logger ? 'info' : (process.env.LOG_LEVEL ?? 'warn') } });
  await registerSecurityHeaders(app, API_PREFIX);
  registerApiForwarding(app, API_PREFIX, options.apiTarget);
  await registerStaticAssets(app, options.staticDir);
  app.setNotFoundHandler((request, reply) => {
    // Client routes get the console; other methods and files that are not there get a 404.
    if (request.method === 'GET' || request.method === 'HEAD') return reply.type('text/html; charset=utf-8').sendFile('index.html');
    return reply.code(404).send({ success: false, message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
  await app.listen({ port: options.port, host }).catch((error: NodeJS.ErrnoException) => {
    throw new StartupError(`Cannot listen on ${host}:${options.port} (${error.code ?? error.message}): set PORT to a free port`);
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { url: `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`, close: () => app.close() };
}
