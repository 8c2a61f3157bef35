#!/usr/bin/env node
/**
 * `npm test`: every check and test project of the suite, each timed. Steps that do not depend on
 * each other run side by side on as many cores as the machine has (`--jobs <n>` or SUITE_JOBS
 * to choose): each vitest project runs its files one at a time, so one step alone leaves a core
 * of a 2-core machine idle; a half of the browser tests counts as half a core. One step's output is shown as it comes; the others'
 * is kept and printed whole when they end, so no two steps' lines interleave. After the first
 * step that fails no new step starts; the running ones finish. Whatever happens, it ends with
 * the wall time of each step that ran and of the whole suite, `npm ci` included when .ci/run
 * passes its time in NPM_CI_MS (CI's output ends with these lines). `--from <step>` starts at a
 * step of the table, `--only <step>[,<step>]` runs only those (names as in the table); a step
 * whose prerequisite is not selected runs without waiting for it.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Runs the command given as JSON in argv[1] and, once it has ended, writes the CPU seconds (user +
 * system) of it and its waited-for children to fd 3, from Linux's /proc/self/stat: what a step
 * cost the machine whatever else runs on it ("" elsewhere). Exits with the command's code.
 */
const TIMED = `
const { spawnSync } = require('node:child_process');
const { readFileSync, writeSync } = require('node:fs');
const [command, ...args] = JSON.parse(process.argv[1]);
const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
if (result.error) console.error(result.error.message);
let cpu = '';
try {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // cutime and cstime, fields 16 and 17 of proc(5), in clock ticks (100 a second on Linux).
  cpu = String((Number(fields[13]) + Number(fields[14])) / 100);
} catch {}
writeSync(3, cpu);
process.exitCode = result.status ?? 1;
`;

const vitest = (project) => ['npx', 'vitest', 'run', '--project', project];

/**
 * The browser test files of the first half, about half of the browser tests' time: the second
 * half is every other file (a new file runs there), so the two halves run side by side.
 */
const E2E_FIRST_HALF = [
  'tests/e2e/lists-layout.test.ts',
  'tests/e2e/entities.test.ts',
  'tests/e2e/central-content.test.ts',
  'tests/e2e/player-workspace.test.ts',
  'tests/e2e/i18n.test.ts',
  'tests/e2e/withdrawals.test.ts',
  'tests/e2e/office-pages.test.ts',
  'tests/e2e/alerts-and-campaigns.test.ts',
  'tests/e2e/shell-login.test.ts',
  'tests/e2e/shell.test.ts',
];

/** What the browser tests need: Chromium, the built console, and PostgreSQL for a database restart test. */
const E2E_NEEDS = ['PostgreSQL binaries', 'Chromium', 'build'];

/**
 * The share of a core a browser test step keeps busy: it mostly waits on Chromium and on the
 * page's conditions (CI, 2 cores: 446 s of CPU in 1545 s and 656 s in 1269 s, 30 and 50 %). Two
 * halves side by side thus take about one core, and a step that keeps a core busy runs beside them.
 */
const E2E_CORES = 0.5;

/**
 * The steps in the table's order: name, command, the steps it needs first, and the cores it
 * takes (1 unless said: a look for installed binaries takes none, a browser test step
 * {@link E2E_CORES}).
 */
const STEPS = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'generate --check', command: ['npm', 'run', '--silent', 'generate', '--', '--check'] },
  { name: 'i18n check', command: ['npm', 'run', '--silent', 'i18n:check'] },
  { name: 'unit', command: vitest('unit') },
  { name: 'component', command: vitest('component') },
  { name: 'api (PGlite)', command: vitest('api') },
  { name: 'PostgreSQL binaries', command: ['node', 'scripts/ensure-postgres.mjs'], cores: 0 },
  { name: 'api-pg', command: vitest('api-pg'), needs: ['PostgreSQL binaries'] },
  // After the PostgreSQL look: both may run apt-get, which takes the package database's lock.
  { name: 'Chromium', command: ['node', 'scripts/ensure-chromium.mjs'], needs: ['PostgreSQL binaries'], cores: 0 },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  { name: 'e2e 1/2', group: 'e2e', cores: E2E_CORES, command: [...vitest('e2e'), ...E2E_FIRST_HALF], needs: E2E_NEEDS },
  {
    name: 'e2e 2/2',
    group: 'e2e',
    cores: E2E_CORES,
    command: [...vitest('e2e'), ...E2E_FIRST_HALF.flatMap((file) => ['--exclude', file])],
    needs: E2E_NEEDS,
  },
];

/**
 * The order in which steps take the cores left: the longest chain first (the build, then both
 * halves of the browser tests, which together take about one core), the checks that fail
 * fastest, then the longest of the rest beside the browser tests. A step starts when it fits on
 * the cores left; one that does not lets a later, smaller one in (a half of the browser tests).
 */
const START_ORDER = [
  'Chromium',
  'PostgreSQL binaries',
  'build',
  'e2e 1/2',
  'e2e 2/2',
  'typecheck',
  'lint',
  'generate --check',
  'i18n check',
  'api (PGlite)',
  'api-pg',
  'component',
  'unit',
];

function options() {
  const args = process.argv.slice(2);
  const value = (flag) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  // A group's name (e2e) stands for each of its steps.
  const named = (name) => STEPS.filter((step) => step.name === name || step.group === name);
  const names = [...new Set(STEPS.flatMap(({ name, group }) => (group ? [group, name] : [name])))];
  const only = value('--only')?.split(',');
  const from = value('--from');
  for (const name of [...(only ?? []), ...(from ? [from] : [])]) {
    if (!names.includes(name)) throw new Error(`Unknown step "${name}"; the steps are: ${names.join(', ')}`);
  }
  const steps = only
    ? STEPS.filter((step) => only.some((name) => named(name).includes(step)))
    : from
      ? STEPS.slice(STEPS.indexOf(named(from)[0]))
      : STEPS;
  const jobs = Number(value('--jobs') ?? process.env.SUITE_JOBS ?? availableParallelism());
  if (!Number.isInteger(jobs) || jobs < 1) throw new Error('--jobs (or SUITE_JOBS) must be a whole number of at least 1');
  return { steps, jobs };
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

const { steps, jobs } = options();
const selectedNames = new Set(steps.map(({ name }) => name));
const queue = [...steps].sort((a, b) => START_ORDER.indexOf(a.name) - START_ORDER.indexOf(b.name));
/** Steps started, in start order: { step, start, chunks, done, code, ms, cpu }. */
const runs = [];
let live; // the run whose output goes straight to the terminal
let failed;
// Children print colours when the suite's own output is a terminal, as they would if it were theirs.
const env = process.stdout.isTTY && !process.env.NO_COLOR ? { ...process.env, FORCE_COLOR: '1' } : process.env;

const header = (run) => `\n=== ${run.step.name}: ${run.step.command.join(' ')}\n`;

/** Prints a run's output kept so far and from now on lets it print as it comes. */
function goLive(run) {
  live = run;
  process.stdout.write(header(run));
  for (const chunk of run.chunks) process.stdout.write(chunk);
  run.chunks = [];
}

/** After the live run ended: the finished runs' output whole, then a running one's live. */
function handOver() {
  live = undefined;
  for (const run of runs.filter((candidate) => candidate.done && !candidate.printed)) {
    run.printed = true;
    goLive(run);
    process.stdout.write(`=== ${run.step.name}: ${run.code ? `FAILED (exit ${run.code})` : 'passed'} in ${seconds(run.ms)}\n`);
    live = undefined;
  }
  const running = runs.find((candidate) => !candidate.done);
  if (running) goLive(running);
}

function start(step) {
  const run = { step, start: performance.now(), chunks: [], done: false };
  runs.push(run);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', TIMED, JSON.stringify(step.command)], {
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      env,
    });
    const take = (chunk) => (live === run ? process.stdout.write(chunk) : run.chunks.push(chunk));
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    let cpu = '';
    child.stdio[3].on('data', (chunk) => (cpu += chunk));
    const end = (code) => {
      if (run.done) return;
      run.done = true;
      run.code = code;
      run.ms = performance.now() - run.start;
      run.cpu = cpu === '' ? undefined : Number(cpu);
      if (live === run) {
        run.printed = true;
        process.stdout.write(`=== ${step.name}: ${code ? `FAILED (exit ${code})` : 'passed'} in ${seconds(run.ms)}\n`);
      }
      if (live === run || !live) handOver();
      resolve(run);
    };
    child.on('error', (error) => {
      run.chunks.push(`${error.message}\n`);
      end(1);
    });
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
    if (!live) goLive(run);
  });
}

/** Whether a step may start: everything it needs (among the selected steps) has passed. */
const ready = (step) =>
  (step.needs ?? []).every((name) => !selectedNames.has(name) || runs.some((run) => run.step.name === name && run.done && !run.code));

/** The cores a step takes; with one job every step but the looks takes it whole, one after another. */
const coresOf = ({ cores = 1 }) => (jobs === 1 && cores > 0 ? 1 : cores);

const started = performance.now();
await new Promise((resolveAll) => {
  const running = new Set();
  const fill = () => {
    while (!failed) {
      const busy = [...running].reduce((sum, run) => sum + coresOf(run.step), 0);
      // The first ready step in start order that fits on the cores left.
      const next = queue.find((step) => ready(step) && busy + coresOf(step) <= jobs);
      if (!next) break;
      queue.splice(queue.indexOf(next), 1);
      const promise = start(next);
      const run = runs.at(-1);
      running.add(run);
      promise.then(() => {
        running.delete(run);
        if (run.code) failed ??= run.step.name;
        fill();
        if (running.size === 0) resolveAll();
      });
    }
  };
  fill();
  if (running.size === 0) resolveAll();
});

// The table in the steps' order: .ci/run times the install before the suite and passes it on.
const times = STEPS.flatMap(({ name }) => runs.filter((run) => run.step.name === name)).map((run) => [
  run.step.name,
  run.ms,
  run.code,
  run.cpu,
]);
const install = Number(process.env.NPM_CI_MS);
if (install > 0) times.unshift(['npm ci', install, 0, undefined]);
const total = performance.now() - started + (install > 0 ? install : 0);
const width = Math.max(...times.map(([name]) => name.length));
const skipped = queue.map(({ name }) => name);
console.log(`\nSuite wall time per step (and CPU time, user + system), ${jobs} at a time:`);
for (const [name, ms, code, cpu] of times) {
  const usage = cpu === undefined ? '' : `  (CPU ${cpu.toFixed(0)} s)`;
  console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(6)}${usage}${code ? `  FAILED (exit ${code})` : ''}`);
}
if (failed && skipped.length) console.log(`Not started after the failure: ${skipped.join(', ')}`);
console.log(`${failed ? `Suite FAILED at ${failed}` : 'Suite passed'}; wall time ${minutes(total)} (${seconds(total)})`);
process.exitCode = failed ? 1 : 0;
