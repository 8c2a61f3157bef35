/**
 * `npm run contract -- --api <base URL> --username <u> --password <p> [--profile <index.html>]
 * [--operator <code>] [--calls <operationId,…>] [--write]`: checks an `/api/officeapp` against the
 * console's contract (server/generated/openapi.json), each call sent where the installation's API
 * profile (the `backoffice:api-…` tags of the built index.html, docs/api-profile.md) sends the
 * console's. Prints one line per call and per declared filter, each finding below it with its
 * source: the specification's section (ERROR when not met) or the reference server's choice
 * (WARNING, naming the profile setting). Exit code 1 on any error, 2 on bad arguments or a profile
 * tag the console would leave out.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readProfileText } from './contract/profile';
import { formatTable, runContract } from './contract/runContract';

const USAGE =
  'usage: npm run contract -- --api <base URL, e.g. http://localhost:8080/api/officeapp> --username <user> --password <password> ' +
  '[--profile <dist/index.html or a file of backoffice:api-… meta tags>] [--operator <code>] [--calls <operationId,…; * any text>] [--write]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      api: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      operator: { type: 'string' },
      profile: { type: 'string' },
      calls: { type: 'string' },
      write: { type: 'boolean', default: false },
    },
  });
  if (!values.api || !values.username || !values.password) {
    console.error(USAGE);
    return 2;
  }
  const profile = values.profile ? readProfileText(readFileSync(values.profile, 'utf8')) : undefined;
  if (profile?.problems.length) {
    for (const problem of profile.problems) console.error(`API profile ${values.profile}: ${problem}`);
    console.error('The console leaves these tags out; fix them before checking the API.');
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
    profile,
    only: values.calls
      ?.split(',')
      .map((call) => call.trim())
      .filter(Boolean),
    document,
  });
  console.log(formatTable(rows));
  const findings = rows.flatMap((row) => row.findings);
  const errors = findings.filter((f) => f.severity === 'error').length;
  const skipped = rows.filter((row) => row.skipped).length;
  console.log(
    `\n${rows.length} checks: ${rows.filter((row) => !row.skipped && row.ok).length} without errors, ${rows.filter((row) => !row.ok).length} with errors, ` +
      `${skipped} skipped; ${errors} errors (the specification), ${findings.length - errors} warnings (the reference server's choices)`,
  );
  return errors > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`contract: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
