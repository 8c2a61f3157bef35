/**
 * `npm run contract -- --api <base URL> --username <u> --password <p> [--operator <code>] [--write]`:
 * checks an `/api/officeapp` against the console's contract (server/generated/openapi.json). Prints
 * one line per call (every read; with --write also the writes that set a record to what it already
 * is, the other writes listed as not made): HTTP status and OK, or the first mismatch with its JSON
 * path. Exit code 1 on any mismatch or failed call.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatTable, runContract } from './contract/runContract';

const USAGE =
  'usage: npm run contract -- --api <base URL, e.g. http://localhost:8080/api/officeapp> --username <user> --password <password> ' +
  '[--operator <code>] [--write]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      api: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      operator: { type: 'string' },
      write: { type: 'boolean', default: false },
    },
  });
  if (!values.api || !values.username || !values.password) {
    console.error(USAGE);
    return 2;
  }
  const file = fileURLToPath(new URL('../server/generated/openapi.json', import.meta.url));
  const document = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const rows = await runContract({
    api: values.api,
    username: values.username,
    password: values.password,
    operator: values.operator,
    write: values.write,
    document,
  });
  console.log(formatTable(rows));
  const failed = rows.filter((row) => !row.ok).length;
  const skipped = rows.filter((row) => row.skipped).length;
  console.log(`\n${rows.length} calls: ${rows.length - failed - skipped} OK, ${failed} failed, ${skipped} skipped`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`contract: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
