/**
 * The conformance kit's run: logs in to an API, makes every read call of the contract (no writes
 * unless asked) and checks each answer against the contract's schema.
 */
import { createAnswerCheck } from './answerCheck';

/** One line of the kit's table. */
export interface ContractRow {
  call: string;
  status: number | '-';
  /** OK, SKIPPED (with why) or the first mismatch. */
  result: string;
  ok: boolean;
  skipped?: boolean;
}

export interface ContractOptions {
  /** Base URL of the API, e.g. `https://office.example.com/api/officeapp`. */
  api: string;
  username: string;
  password: string;
  /** The OpenAPI document (default: the API's own `openapi.json`, else the checked-in one). */
  document: Record<string, unknown>;
  /** Operator code for `{op}`; default the role's operator from `GET info`. */
  operator?: string;
  fetch?: typeof fetch;
}

type Operation = {
  parameters?: { name: string; in: string; required?: boolean }[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
  'x-id-from'?: { list: string; field: string; listKey?: string };
  /** Only this view may make the call (`central`: a central-only screen's call). */
  'x-audience'?: 'central' | 'operator';
};

const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), value);

/** The rows of a list answer (`payload.content`, or `payload.<listKey>.content`). */
function rowsOf(answer: unknown, listKey?: string): Record<string, unknown>[] {
  const page = at(answer, listKey ? `payload.${listKey}` : 'payload');
  const content = at(page, 'content');
  return Array.isArray(content) ? (content as Record<string, unknown>[]) : [];
}

/** Runs the kit; the rows in the document's path order. */
export async function runContract(options: ContractOptions): Promise<ContractRow[]> {
  const doFetch = options.fetch ?? fetch;
  const base = options.api.replace(/\/+$/, '');
  const check = createAnswerCheck(options.document);
  const paths = options.document.paths as Record<string, Record<string, Operation>>;
  const rows: ContractRow[] = [];

  const login = await doFetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: options.username, password: options.password }),
  });
  const session = (await login.json().catch(() => ({}))) as { status?: string; description?: string; tokens?: { accessToken?: string } };
  const token = session.tokens?.accessToken;
  rows.push({ call: 'POST /auth/login', status: login.status, ok: !!token, result: token ? 'OK' : `login failed: ${session.description ?? session.status ?? login.status}` });
  if (!token) return rows;
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const get = async (path: string) => {
    const response = await doFetch(`${base}${path}`, { headers });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  };

  const info = await get('/info');
  const operator = options.operator ?? (at(info.body, 'payload.uiInfo.role.operatorCode') as string | undefined) ?? 'central';
  const cache = new Map<string, unknown>();
  const cached = async (path: string) => {
    if (!cache.has(path)) cache.set(path, (await get(path)).body);
    return cache.get(path);
  };
  const playerId = async () => rowsOf(await cached(`/${operator}/players?size=1`))[0]?.id;

  for (const [template, methods] of Object.entries(paths)) {
    const operation = methods.get;
    if (!operation || !operation.responses?.['200']?.content?.['application/json']) continue;
    const call = `GET ${template}`;
    const audience = operation['x-audience'];
    if (audience && (audience === 'central') !== (operator === 'central')) {
      rows.push({ call, status: '-', ok: true, skipped: true, result: `SKIPPED: ${audience} view only` });
      continue;
    }
    const needed = operation.parameters?.find((parameter) => parameter.in === 'query' && parameter.required);
    if (needed) {
      rows.push({ call, status: '-', ok: true, skipped: true, result: `SKIPPED: needs ?${needed.name}` });
      continue;
    }
    let path = template.replace('{op}', encodeURIComponent(operator));
    let missing: string | undefined;
    for (const [, name] of [...path.matchAll(/\{(\w+)\}/g)]) {
      let value: unknown;
      const source = operation['x-id-from'];
      if (name === 'id' && source) {
        const list = await cached(`${source.list.replace('{op}', encodeURIComponent(operator))}?size=1`);
        value = at(rowsOf(list, source.listKey)[0], source.field);
      } else if (name === 'playerId' || (name === 'id' && /\/(player|players|gateways)\/\{id\}/.test(template))) {
        value = await playerId();
      } else if (name === 'resource') {
        value = 'players';
      }
      if (value === undefined || value === null) {
        missing = name;
        break;
      }
      path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    }
    if (missing) {
      rows.push({ call, status: '-', ok: true, skipped: true, result: `SKIPPED: no value for {${missing}}` });
      continue;
    }
    const answer = await get(path);
    if (answer.status !== 200) {
      rows.push({ call, status: answer.status, ok: false, result: `HTTP ${answer.status}${typeof at(answer.body, 'message') === 'string' ? `: ${String(at(answer.body, 'message'))}` : ''}` });
      continue;
    }
    const mismatch = check('get', template, answer.body);
    rows.push({ call, status: answer.status, ok: !mismatch, result: mismatch ? `${mismatch.path}: ${mismatch.message}` : 'OK' });
  }
  return rows;
}

/** The rows as a fixed-width table. */
export function formatTable(rows: readonly ContractRow[]): string {
  const header = { call: 'call', status: 'HTTP', result: 'result' };
  const width = Math.max(...[header, ...rows].map((row) => row.call.length));
  const line = (row: { call: string; status: number | string; result: string }) => `${row.call.padEnd(width)}  ${String(row.status).padEnd(4)}  ${row.result}`;
  return [line(header), '-'.repeat(width + 30), ...rows.map(line)].join('\n');
}
