/**
 * A second `/api/officeapp`, written from the specification alone (../shared/spec/) and sharing no
 * code with the reference server: node:http, a few records in memory, and wherever the
 * specification allows another reading than the reference server's, the other one:
 *
 * - login and refresh answer the tokens flat beside status and description (000 §7 "status,
 *   description, tokens"), access tokens live `tokenSeconds` only;
 * - currencies are `{ code, currencySymbol }` (001 §3, 002 §3), durations such as the betslip's
 *   `redemptionPeriod` are numbers of days, genders the codes 1 and 2 (001 §3);
 * - "404 means none" (001 §7) for the cash-desk gateways;
 * - the operator code only where the API path catalogue (002 §7) writes it (`accountHistories`,
 *   `payments`, `betslips`, `activities-log` have none: the session's manager names the operator);
 * - the bet row configure call (002 §7 names no path) at `POST betRows/{betrowId}/status`;
 * - filter keys the specification does not name under other names (`state` for the player status);
 * - the profile's account history "grouped by key" (002 §7) as a map of day to rows, gateway
 *   limits as `deposit`/`withdrawal` pairs, limit colours as the legend's words (001 §2).
 *
 * It also serves the built console (dist/) with the API profile's meta tags put into index.html,
 * as an installation serving dist/ from its own web server would.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { createData, type Data } from './data';

export interface OtherApiOptions {
  /** The built console to serve; without it only the API is served. */
  distDir?: string;
  /** The `<meta>` tags put into the served index.html's head. */
  meta?: string[];
  /** How long an access token is valid, in seconds. */
  tokenSeconds?: number;
}

export interface OtherApi {
  url: string;
  /** Every API call as `METHOD path?query`, in order. */
  calls: string[];
  /** The calls refused for an expired or invalid access token. */
  refused: string[];
  /** The API calls this implementation has no answer for (answered 404). */
  unanswered: string[];
  data: Data;
  close(): Promise<void>;
}

const SECRET = randomUUID();
const OPERATOR = 'op7';
const ACCOUNTS = [{ email: 'desk@other.test', password: 'Other-Desk-1', id: 501, firstName: 'Dana', lastName: 'Desk' }];

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function token(kind: 'access' | 'refresh', subject: number, seconds: number): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify({ sub: String(subject), kind, exp: Math.floor(Date.now() / 1000) + seconds, jti: randomUUID() }));
  const signature = createHmac('sha256', SECRET).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

function verify(value: string | undefined, kind: 'access' | 'refresh'): number | undefined {
  const [head, body, signature] = (value ?? '').split('.');
  if (!head || !body || !signature) return undefined;
  if (createHmac('sha256', SECRET).update(`${head}.${body}`).digest('base64url') !== signature) return undefined;
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { sub: string; kind: string; exp: number };
  if (claims.kind !== kind || claims.exp * 1000 < Date.now()) return undefined;
  return Number(claims.sub);
}

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  manager: (typeof ACCOUNTS)[number];
}
type Answer = { status?: number; body?: unknown; csv?: string };
type Handler = (call: Call, params: string[]) => Answer | undefined;

const ok = (payload: unknown): Answer => ({ body: { success: true, payload } });
const page = (rows: unknown[], query: URLSearchParams) => {
  const size = Number(query.get('size') ?? 20);
  const number = Number(query.get('page') ?? 0);
  return { content: rows.slice(number * size, number * size + size), totalElements: rows.length, number, size };
};
const filterOf = (query: URLSearchParams): Record<string, unknown> => {
  try {
    return JSON.parse(query.get('filter') ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
};

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

export async function startOtherApi(options: OtherApiOptions = {}): Promise<OtherApi> {
  const tokenSeconds = options.tokenSeconds ?? 3600;
  const data = createData();
  const calls: string[] = [];
  const unanswered: string[] = [];
  const refused: string[] = [];

  const routes: Array<[string, RegExp, Handler]> = [
    [
      'GET',
      /^info$/,
      () => ({
        body: {
          success: true,
          serverTimestamp: new Date().toISOString(),
          payload: {
            uiInfo: {
              role: { role: 'operator', operatorCode: OPERATOR, name: 'Office seven', domain: 'other.test', playersTitle: 'Players' },
              officeTitle: 'Other office',
              mainCurrency: 'EUR',
              reportPagesExportSize: 5,
              officeRegistrationDisabled: true,
            },
            build: { version: 'other-1' },
          },
        },
      }),
    ],
    [
      'POST',
      /^auth\/login$/,
      (call) => {
        const { username, password } = (call.body ?? {}) as { username?: string; password?: string };
        const account = ACCOUNTS.find((entry) => entry.email === username && entry.password === password);
        if (!account) return { body: { status: 'Invalid', description: 'Unknown e-mail or wrong password' } };
        return {
          body: {
            status: 'Valid',
            description: 'Signed in',
            accessToken: token('access', account.id, tokenSeconds),
            refreshToken: token('refresh', account.id, 86_400),
          },
        };
      },
    ],
    [
      'POST',
      /^auth\/refresh-token$/,
      (call) => {
        const subject = verify((call.body as { refreshToken?: string } | undefined)?.refreshToken, 'refresh');
        if (subject === undefined) return { status: 401, body: { success: false, message: 'The refresh token is not valid' } };
        data.refreshes += 1;
        return {
          body: {
            status: 'Valid',
            description: 'Refreshed',
            accessToken: token('access', subject, tokenSeconds),
            refreshToken: token('refresh', subject, 86_400),
          },
        };
      },
    ],
    ['POST', /^auth\/logout$/, () => ({ status: 204 })],
    [
      'GET',
      /^auth\/userinfo$/,
      (call) =>
        ok({
          id: call.manager.id,
          isAuthenticated: true,
          enabled: true,
          status: 'ENABLED',
          email: call.manager.email,
          langCode: 'en',
          firstName: call.manager.firstName,
          lastName: call.manager.lastName,
        }),
    ],
    ['GET', /^external-servers$/, () => ok([])],
    [
      'GET',
      new RegExp(`^${OPERATOR}/notifications$`),
      () => ({ body: { success: true, payload: [], serverTimestamp: new Date().toISOString() } }),
    ],
    ...data.routes(OPERATOR, { ok, page, filterOf }),
  ];

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: false, message: String(error) }));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/api/officeapp/')) return serveConsole(url.pathname, response);
    const path = url.pathname.slice('/api/officeapp/'.length).replace(/\/$/, '');
    const method = request.method ?? 'GET';
    calls.push(`${method} ${path}${url.search}`);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const open = ['info', 'auth/login', 'auth/refresh-token'].includes(path);
    const subject = verify(request.headers.authorization?.replace(/^Bearer /, ''), 'access');
    const manager = ACCOUNTS.find((entry) => entry.id === subject);
    if (!open && !manager && request.headers.authorization) refused.push(`${method} ${path}`);
    if (!open && !manager) return send(response, { status: 401, body: { success: false, message: 'Unauthorized' } });
    for (const [verb, pattern, handler] of routes) {
      const match = verb === method ? pattern.exec(path) : null;
      if (!match) continue;
      const answer = handler({ method, path, query: url.searchParams, body, manager: manager ?? ACCOUNTS[0] }, match.slice(1));
      if (answer) return send(response, answer);
    }
    unanswered.push(`${method} ${path}${url.search}`);
    return send(response, { status: 404, body: { success: false, message: `No ${method} ${path} here` } });
  }

  function send(response: ServerResponse, answer: Answer) {
    if (answer.csv !== undefined) {
      response.writeHead(answer.status ?? 200, { 'content-type': 'text/csv; charset=utf-8' });
      response.end(answer.csv);
      return;
    }
    response.writeHead(answer.status ?? 200, answer.body === undefined ? {} : { 'content-type': 'application/json' });
    response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
  }

  function serveConsole(pathname: string, response: ServerResponse) {
    const dist = options.distDir;
    if (!dist) return send(response, { status: 404, body: { message: 'no console here' } });
    const file = join(dist, normalize(pathname).replace(/^([/\\])+/, ''));
    if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile() && !file.endsWith('index.html')) {
      response.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
      response.end(readFileSync(file));
      return;
    }
    // Every other address is the console's own route: the page with the installation's profile.
    // The profile's tags go where the built page keeps its run-time settings, before the start
    // script that reads them; this API takes no idempotency keys, so that setting goes.
    const html = readFileSync(join(dist, 'index.html'), 'utf8').replace(
      /<meta name="backoffice:retry-writes"[^>]*>/,
      (options.meta ?? []).join('\n    '),
    );
    response.writeHead(200, { 'content-type': MIME['.html'], 'cache-control': 'no-store' });
    response.end(html);
  }

  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    unanswered,
    refused,
    data,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export const OTHER_API_ACCOUNT = { email: ACCOUNTS[0].email, password: ACCOUNTS[0].password };
export const OTHER_API_OPERATOR = OPERATOR;
