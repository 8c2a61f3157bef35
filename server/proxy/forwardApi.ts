/**
 * Forwards `/api/officeapp/*` to an operator's own API (`API_TARGET`): method, path below the
 * prefix, query, headers and body go through as they are, and the answer streams back with its
 * status and headers (compressed answers stay compressed, CSV reports stream). A client that goes
 * away (an export's Cancel) aborts the forwarded request, so the API can stop its work.
 */
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Headers that describe one connection, never forwarded (RFC 9110 §7.6.1), plus the host. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/**
 * Checks `API_TARGET`: an absolute http(s) URL of the API's base (the path that `/api/officeapp`
 * stands for), without query or fragment. Returns it without a trailing slash.
 */
export function parseApiTarget(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`API_TARGET must be an absolute URL such as https://api.example.com/api/officeapp, not "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`API_TARGET must be an http or https URL, not "${value}"`);
  if (url.search || url.hash) throw new Error(`API_TARGET must not have a query or fragment: "${value}"`);
  url.pathname = url.pathname.replace(/\/+$/, '');
  return url;
}

/** The request's headers for the API: hop-by-hop headers dropped, the forwarding headers added. */
function forwardedHeaders(request: FastifyRequest, target: URL): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers[name] = value;
  }
  headers.host = target.host;
  const prior = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${String(prior)}, ${request.ip}` : request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.headers.host ?? '';
  return headers;
}

/** The API's answer headers for the client, hop-by-hop headers dropped. */
function answerHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    out[name] = value;
  }
  return out;
}

/**
 * Registers the forwarding of every method under `prefix` to `target`.
 * @param app a Fastify instance without the default body parsers for the forwarded routes
 * @param prefix the console's API path, `/api/officeapp`
 * @param target the operator's API base, from {@link parseApiTarget}
 */
export function registerApiForwarding(app: FastifyInstance, prefix: string, target: URL): void {
  // Bodies pass through untouched, whatever their type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 50 * 1024 * 1024 }, (_request, body, done) => done(null, body));

  // Resolves with the reply once the answer is under way: Fastify then leaves the stream to it.
  const forward = (request: FastifyRequest, reply: FastifyReply) =>
    new Promise<FastifyReply>((resolve) => {
      const rest = request.url.slice(prefix.length);
      const url = new URL(target.href);
      const queryAt = rest.indexOf('?');
      // An API at the root of its host has the base path `/`: its calls go to `/info`, not `//info`.
      url.pathname = `${target.pathname.replace(/\/+$/, '')}${queryAt >= 0 ? rest.slice(0, queryAt) : rest}`;
      url.search = queryAt >= 0 ? rest.slice(queryAt) : '';
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const body = Buffer.isBuffer(request.body) ? request.body : undefined;
      const headers = forwardedHeaders(request, target);
      if (body) headers['content-length'] = String(body.length);
      else delete headers['content-length'];
      const upstream = send(url, { method: request.method, headers });
      // The client went away before the answer was complete: stop the API's work too. (The
      // request's own 'close' only says its body was read.)
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) upstream.destroy();
      });
      upstream.once('response', (answer: IncomingMessage) => {
        resolve(
          reply
            .code(answer.statusCode ?? 502)
            .headers(answerHeaders(answer.headers))
            .send(answer),
        );
      });
      upstream.once('error', (error: Error) => {
        if (reply.sent || request.raw.destroyed) return resolve(reply);
        request.log.warn({ err: error, target: url.origin }, 'API_TARGET did not answer');
        resolve(reply.code(502).send({ success: false, message: `The API at ${target.origin} did not answer: ${error.message}` }));
      });
      upstream.end(body);
    });

  app.all(prefix, forward);
  app.all(`${prefix}/*`, forward);
}
