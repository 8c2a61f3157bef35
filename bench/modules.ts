/**
 * The benchmark modules `npm run bench` runs, in order (`--only NAME[,NAME]` picks some). Each
 * returns its rows of the one table; add a module here, one line each.
 */
import type { BenchModule } from './context';
import { firstLoadBench } from './firstLoad';
import { renderBench } from './render';
import { exportBench } from './export';
import { listsBench } from './lists';
import { loadBench } from './load';
import { devLoopBench } from './devLoop';
import { startBench } from './start';
import { limitsBench } from './limits';
import { reportStallBench } from './reportStall';
import { spotBench } from './spot';
import { matchingBench } from './matching';

export const BENCH_MODULES: ReadonlyArray<{ name: string; run: BenchModule }> = [
  { name: 'firstload', run: firstLoadBench },
  { name: 'render', run: renderBench },
  { name: 'limits', run: limitsBench },
  { name: 'export', run: exportBench },
  { name: 'lists', run: listsBench },
  { name: 'load', run: loadBench },
  { name: 'reportstall', run: reportStallBench },
  { name: 'spot', run: spotBench },
  { name: 'matching', run: matchingBench },
  { name: 'devloop', run: devLoopBench },
  { name: 'start', run: startBench },
];
