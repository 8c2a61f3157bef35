/**
 * The conformance kit's run: logs in to an API, makes every read call of the contract, with
 * `write` also the safe write calls (safeWrites.ts), and checks each answer against the contract's
 * schema.
 */
import { answerSchemaAt, createAnswerCheck } from './answerCheck';
import type { Paths } from './document';
import { readRows } from './readCalls';
import { answerRow, skippedRow, type ContractRow } from './rows';
import { notMadeBecause, SAFE_WRITES, writeRecords } from './safeWrites';
import { at, openSession, type KitSession } from './session';

export { formatTable, type ContractRow } from './rows';

export interface ContractOptions {
  /** Base URL of the API, e.g. `https://office.example.com/api/officeapp`. */
  api: string;
  username: string;
  password: string;
  /** The OpenAPI document (server/generated/openapi.json). */
  document: Record<string, unknown>;
  /** Operator code for `{op}`; default the role's operator from `GET info`. */
  operator?: string;
  /** Also make the safe write calls (see safeWrites.ts). */
  write?: boolean;
  fetch?: typeof fetch;
}

type Check = ReturnType<typeof createAnswerCheck>;

/** The rows of the document's write calls: the safe ones made (the logout last), the others listed. */
async function writeRows(session: KitSession, paths: Paths, check: Check): Promise<ContractRow[]> {
  const safe = new Map(SAFE_WRITES.map((write) => [write.call, write]));
  const listed: ContractRow[] = [];
  for (const [template, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const call = `${method.toUpperCase()} ${template}`;
      if (method === 'get' || operation['x-list-query'] || safe.has(call) || call === 'POST /auth/login') continue;
      listed.push(skippedRow(call, notMadeBecause(call)));
    }
  }
  const made: ContractRow[] = [];
  const records = writeRecords(session);
  for (const write of SAFE_WRITES) {
    const [method, template] = write.call.split(' ') as [string, string];
    if (!paths[template]?.[method.toLowerCase()]) {
      made.push(skippedRow(write.call, 'not in the document'));
      continue;
    }
    const request = await write.request(records);
    if (typeof request === 'string') {
      made.push(skippedRow(write.call, request));
      continue;
    }
    const answer = await session.send(method, request.path, { query: request.query, body: request.body });
    made.push(answerRow(write.call, answer, (body) => check(answerSchemaAt(method.toLowerCase(), template), body)));
  }
  return [...listed, ...made];
}

/** Runs the kit; the read rows in the document's path order, then the write rows. */
export async function runContract(options: ContractOptions): Promise<ContractRow[]> {
  const check = createAnswerCheck(options.document);
  const paths = options.document.paths as Paths;
  const { login, session } = await openSession({ ...options, fetch: options.fetch ?? fetch });
  const description = at(login.body, 'description') ?? at(login.body, 'status') ?? login.status;
  const rows: ContractRow[] = [
    session
      ? answerRow('POST /auth/login', login, (body) => check(answerSchemaAt('post', '/auth/login'), body))
      : { call: 'POST /auth/login', status: login.status, ok: false, result: `login failed: ${String(description)}` },
  ];
  if (!session) return rows;
  rows.push(...(await readRows(session, paths, check)));
  if (options.write) rows.push(...(await writeRows(session, paths, check)));
  return rows;
}
