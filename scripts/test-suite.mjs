#!/usr/bin/env node
/**
 * `npm test`: every check and test project of the suite, one after another, each timed. Stops at
 * the first step that fails. Whatever happens, it ends with the wall time of each step that ran and
 * of the whole suite, `npm ci` included when .ci/run passes its time in NPM_CI_MS (CI's output ends
 * with these lines). `--from <step>` starts at a step, `--only
 * <step>[,<step>]` runs only those (names as in the table).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * CPU seconds (user + system) of the finished child processes so far, from Linux's
 * /proc/self/stat (each process adds its own waited-for children's): what a step cost the machine
 * whatever else runs on it. Undefined elsewhere.
 */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime, fields 16 and 17 of proc(5), in clock ticks (100 a second on Linux).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

const vitest = (project) => ['npx', 'vitest', 'run', '--project', project];

/** The steps in order: name and command. */
const STEPS = [
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  ['lint', ['npm', 'run', '--silent', 'lint']],
  ['generate --check', ['npm', 'run', '--silent', 'generate', '--', '--check']],
  ['i18n check', ['npm', 'run', '--silent', 'i18n:check']],
  ['unit', vitest('unit')],
  ['component', vitest('component')],
  ['api (PGlite)', vitest('api')],
  ['PostgreSQL binaries', ['node', 'scripts/ensure-postgres.mjs']],
  ['api-pg', vitest('api-pg')],
  ['Chromium', ['node', 'scripts/ensure-chromium.mjs']],
  ['build', ['npm', 'run', '--silent', 'build']],
  ['e2e', vitest('e2e')],
];

function selected() {
  const args = process.argv.slice(2);
  const value = (flag) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const names = STEPS.map(([name]) => name);
  const only = value('--only')?.split(',');
  const from = value('--from');
  for (const name of [...(only ?? []), ...(from ? [from] : [])]) {
    if (!names.includes(name)) throw new Error(`Unknown step "${name}"; the steps are: ${names.join(', ')}`);
  }
  if (only) return STEPS.filter(([name]) => only.includes(name));
  if (from) return STEPS.slice(names.indexOf(from));
  return STEPS;
}

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

const started = performance.now();
const times = [];
let failed;
for (const [name, command] of selected()) {
  console.log(`\n=== ${name}: ${command.join(' ')}`);
  const start = performance.now();
  const cpuBefore = childCpuSeconds();
  const code = await run(command);
  const cpuAfter = childCpuSeconds();
  times.push([name, performance.now() - start, code, cpuBefore === undefined ? undefined : cpuAfter - cpuBefore]);
  if (code !== 0) {
    failed = name;
    break;
  }
}
// .ci/run times the install before the suite and passes it on: CI's wall time from a clean clone.
const install = Number(process.env.NPM_CI_MS);
if (install > 0) times.unshift(['npm ci', install, 0, undefined]);
const total = performance.now() - started + (install > 0 ? install : 0);
const width = Math.max(...times.map(([name]) => name.length));
console.log('\nSuite wall time per step (and CPU time, user + system):');
for (const [name, ms, code, cpu] of times) {
  const usage = cpu === undefined ? '' : `  (CPU ${cpu.toFixed(0)} s)`;
  console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(6)}${usage}${code ? `  FAILED (exit ${code})` : ''}`);
}
console.log(`${failed ? `Suite FAILED at ${failed}` : 'Suite passed'}; wall time ${minutes(total)} (${seconds(total)})`);
process.exitCode = failed ? 1 : 0;
