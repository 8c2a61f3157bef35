#!/usr/bin/env node
/**
 * Makes sure Debian's PostgreSQL server binaries exist for the API tests on PostgreSQL (the tests
 * start a throw-away cluster of their own with initdb and pg_ctl; no running server is needed).
 * Looks at PG_BIN, then /usr/lib/postgresql/<version>/bin. If none exists and we run as root on
 * Debian, installs Debian's `postgresql` package with apt-get; otherwise fails with instructions.
 * The PostgreSQL tests never skip silently.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = '/usr/lib/postgresql';

function findBin() {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined;
  if (!existsSync(ROOT)) return undefined;
  const versions = readdirSync(ROOT).filter((name) => existsSync(join(ROOT, name, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(ROOT, versions[0], 'bin') : undefined;
}

function safeRead(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

const found = findBin();
if (found) {
  console.log(`PostgreSQL: ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version') || /debian/i.test(safeRead('/etc/os-release'));
if (!isRoot || !isDebian) {
  console.error(
    'No PostgreSQL server binaries found for the API tests on PostgreSQL.\n' +
      'Install them (Debian/Ubuntu: `sudo apt-get install -y postgresql`) or set PG_BIN to the folder holding initdb and pg_ctl.',
  );
  process.exit(1);
}

console.log('PostgreSQL not found: installing Debian package `postgresql` with apt-get ...');
for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'postgresql']]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed (exit ${result.status}).`);
    process.exit(1);
  }
}
const installed = findBin();
if (!installed) {
  console.error(`apt-get finished but no initdb is under ${ROOT}.`);
  process.exit(1);
}
console.log(`PostgreSQL installed: ${installed}`);
