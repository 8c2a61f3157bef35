/**
 * The conformance kit's run: logs in to an API, makes every read call of the contract where the
 * installation's API profile sends it, checks each declared filter, with `write` also the safe
 * write calls (safeWrites.ts), and checks each answer against the contract's schema. Every finding
 * names its source: the specification's section (an error when not met) or the reference server's
 * choice (a warning naming the profile setting).
 */
import { DEFAULT_API_PROFILE, type ApiProfile } from '../../src/data/apiProfile';
import { answerSchemaAt, createAnswerCheck } from './answerCheck';
import type { Paths } from './document';
import { specOf, type Finding } from './findings';
import { callRow, readRows, selected, targetIn, type KitContext } from './readCalls';
import { mismatchFindings, rowOf, skippedRow, type ContractRow } from './rows';
import { notMadeBecause, SAFE_WRITES, writeRecords } from './safeWrites';
import { at, openSession } from './session';
import { targetOf } from './profile';

export { formatTable, type ContractRow } from './rows';

export interface ContractOptions {
  /** Base URL of the API, e.g. `https://office.example.com/api/officeapp`. */
  api: string;
  username: string;
  password: string;
  /** The OpenAPI document (server/generated/openapi.json). */
  document: Record<string, unknown>;
  /** The installation's API profile (profile.ts `readProfileText`); default the reference server's choices. */
  profile?: ApiProfile;
  /** Operator code for `{op}`; default the role's operator from `GET info`. */
  operator?: string;
  /** Also make the safe write calls (see safeWrites.ts). */
  write?: boolean;
  /** Only the calls whose operationId one of these matches (`*` any text, `players.*`). */
  only?: readonly string[];
  fetch?: typeof fetch;
}

/** The rows of the document's write calls: the safe ones made (the logout last), the others listed. */
async function writeRows(context: KitContext): Promise<ContractRow[]> {
  const { paths, session } = context;
  const safe = new Map(SAFE_WRITES.map((write) => [write.call, write]));
  const listed: ContractRow[] = [];
  for (const [template, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const call = `${method.toUpperCase()} ${template}`;
      if (method === 'get' || operation['x-list-query'] || safe.has(call) || call === 'POST /auth/login') continue;
      if (!selected(context, operation.operationId)) continue;
      listed.push(skippedRow(call, notMadeBecause(call)));
    }
  }
  const made: ContractRow[] = [];
  const records = writeRecords(context);
  for (const write of SAFE_WRITES) {
    const [method, template] = write.call.split(' ') as [string, string];
    const operation = paths[template]?.[method.toLowerCase()];
    if (!operation) {
      made.push(skippedRow(write.call, 'not in the document'));
      continue;
    }
    if (!selected(context, operation.operationId)) continue;
    const request = await write.request(records);
    if (typeof request === 'string') {
      made.push(skippedRow(write.call, request));
      continue;
    }
    const send = async (label: string, values: typeof request) => {
      const target = targetOf(
        context.profile,
        values.operator ?? session.operator,
        { operationId: operation.operationId, method, template },
        values.values,
      );
      if ('missing' in target) return { row: skippedRow(label, `no value for {${target.missing}} of the profile's path`) };
      const answer = await session.send(target.method, target.path, {
        query: values.query,
        body: target.method === 'GET' ? undefined : values.body,
      });
      if (write.expect && answer.status === write.expect.status) {
        return {
          row: rowOf(label, answer.status, [], {
            source: write.expect.source,
            sent: `${target.method} ${target.path}`,
            result: `OK (refused as expected)`,
          }),
          answer,
        };
      }
      return {
        row: callRow(context, label, operation, { method, template, target }, answer, {
          schemaAt: answerSchemaAt(method.toLowerCase(), template),
        }),
        answer,
      };
    };
    const first = await send(write.call, request);
    made.push(first.row);
    if (write.restore && first.answer?.status === 200) {
      const restore = write.restore(records, request);
      const second = await send(restore.label, restore.request);
      const findings: Finding[] = [...second.row.findings];
      if (second.answer?.status === 200) {
        const target = targetIn(context, 'GET', template.replace(/\/cancel$/, ''), request.values);
        const record =
          'missing' in target
            ? undefined
            : (at((await session.send('GET', target.path)).body, 'payload') as Record<string, unknown> | undefined);
        const problem = restore.check(record);
        if (problem) findings.push({ severity: 'error', source: specOf(operation).section ?? 'reference server', message: problem });
      }
      made.push(rowOf(restore.label, second.row.status, findings, { source: second.row.source, sent: second.row.sent }));
    }
  }
  return [...listed, ...made];
}

/** Runs the kit; the read rows in the document's path order, the filter checks, then the write rows. */
export async function runContract(options: ContractOptions): Promise<ContractRow[]> {
  const check = createAnswerCheck(options.document);
  const paths = options.document.paths as Paths;
  const profile = options.profile ?? DEFAULT_API_PROFILE;
  const { login, session } = await openSession({ ...options, fetch: options.fetch ?? fetch });
  const description = at(login.body, 'description') ?? at(login.body, 'status') ?? login.status;
  const loginSpec = specOf(paths['/auth/login']?.post);
  if (!session) {
    return [
      rowOf('POST /auth/login', login.status, [
        { severity: 'error', source: loginSpec.section ?? 'reference server', message: `login failed: ${String(description)}` },
      ]),
    ];
  }
  const context: KitContext = { session, profile, paths, check, only: options.only };
  const loginMismatches = check(answerSchemaAt('post', '/auth/login'), login.body);
  const rows: ContractRow[] = [
    rowOf('POST /auth/login', login.status, mismatchFindings(loginSpec, loginMismatches), { source: loginSpec.section }),
  ];
  rows.push(...(await readRows(context)));
  if (options.write) rows.push(...(await writeRows(context)));
  return rows;
}
