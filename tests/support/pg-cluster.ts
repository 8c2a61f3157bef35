/**
 * A throw-away PostgreSQL cluster for the tests: `initdb` in a temporary folder, `pg_ctl start`
 * on a free port, stopped and removed by {@link PgCluster.stop}. Uses Debian's server binaries
 * (`PG_BIN`, else the newest /usr/lib/postgresql/<version>/bin). initdb refuses to run as root,
 * so as root the cluster runs as the `postgres` user the Debian package creates.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PgCluster {
  /** Connection string of the `postgres` database as the cluster's superuser. */
  readonly url: string;
  /** The same server, another database. */
  urlOf(database: string): string;
  /** Stops the server (a fast shutdown, as an administrator's restart does), keeping its data. */
  pause(): void;
  /** Starts the server again on the same port and data after {@link PgCluster.pause}. */
  resume(): void;
  stop(): void;
}

/** The folder of Debian's PostgreSQL server binaries, or an error saying how to install them. */
export function pgBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'No PostgreSQL server found for the API tests on PostgreSQL: run `node scripts/ensure-postgres.mjs` ' +
        '(as root on Debian) or `apt-get install postgresql`, or set PG_BIN to the folder holding initdb and pg_ctl.',
    );
  }
  return join(root, versions[0], 'bin');
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

/** Starts a new cluster; the caller stops it. */
export async function startPgCluster(): Promise<PgCluster> {
  const bin = pgBinDir();
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const folder = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const data = join(folder, 'data');
  let uid: number | undefined;
  if (asRoot) {
    uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(folder, uid, gid);
    chmodSync(folder, 0o700);
  }
  const run = (command: string, args: string[]) => {
    const result = spawnSync(join(bin, command), args, { uid, encoding: 'utf8', cwd: folder });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error}`);
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  // Test clusters favour speed over durability; the socket lives in the folder, TCP on localhost only.
  const options =
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off` +
    ' -c full_page_writes=off -c max_connections=200 -c shared_buffers=64MB';
  const start = () => run('pg_ctl', ['-D', data, '-l', join(folder, 'log'), '-w', '-o', options, 'start']);
  start();
  let stopped = false;
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf('postgres'),
    urlOf,
    pause: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: start,
    stop() {
      if (stopped) return;
      stopped = true;
      spawnSync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], { uid, cwd: folder });
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
