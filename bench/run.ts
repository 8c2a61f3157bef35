/**
 * `npm run bench`: every benchmark module of `bench/modules.ts`, then ONE table of all figures with
 * their targets; exits 1 when a target is missed or a module fails. Figures are ratios against a
 * baseline measured in the same run (the machine is small and noisy, so absolute times mean
 * little). `npm run bench` builds the console first and runs node with `--expose-gc`.
 *
 *   npm run bench
 *   npm run bench -- --scale 2 --runs 5 --only render,export
 */
import { createContext } from './context';
import { BENCH_MODULES } from './modules';
import type { BenchRow } from './row';
import { formatTable } from './table';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const only = option('only', 'all').split(',');
const unknown = only.filter((name) => name !== 'all' && !BENCH_MODULES.some((module) => module.name === name));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; known: ${BENCH_MODULES.map((module) => module.name).join(', ')}`);
  process.exit(2);
}

const context = createContext({ scale: Number(option('scale', '2')), runs: Number(option('runs', '5')) });
const rows: BenchRow[] = [];
try {
  for (const module of BENCH_MODULES) {
    if (!only.includes('all') && !only.includes(module.name)) continue;
    console.log(`running ${module.name}...`);
    try {
      rows.push(...(await module.run(context)));
    } catch (error) {
      console.error(error);
      rows.push({ measure: `${module.name} benchmark`, value: 'failed', target: 'runs', ok: false, detail: String(error) });
    }
  }
} finally {
  await context.close();
}
console.log(`\n${formatTable(rows)}`);
const missed = rows.filter((row) => !row.ok);
if (missed.length) console.log(`\n${missed.length} of ${rows.length} targets missed.`);
process.exit(missed.length ? 1 : 0);
