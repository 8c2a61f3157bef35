/**
 * A throw-away PostgreSQL cluster for benchmarks: Debian's initdb and pg_ctl in a temp folder on
 * a free port (as the `postgres` user when run as root, which initdb refuses).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface TempPostgres {
  url: string;
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a cluster, or returns undefined (with the reason printed) when PostgreSQL is missing. */
export async function startTempPostgres(): Promise<TempPostgres | undefined> {
  if (!existsSync(`${BIN}/initdb`)) {
    console.log(`PostgreSQL not found in ${BIN} (apt-get install postgresql): PostgreSQL figures left out`);
    return undefined;
  }
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'backoffice-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const run = (tool: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', `${BIN}/${tool}`, ...args], { stdio: 'pipe' })
      : execFileSync(`${BIN}/${tool}`, args, { stdio: 'pipe' });
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  run('pg_ctl', ['-D', data, '-o', `-p ${port} -k ${dir} -h 127.0.0.1 -c fsync=off`, '-w', '-l', join(dir, 'log'), 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
