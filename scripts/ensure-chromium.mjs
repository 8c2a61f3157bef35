#!/usr/bin/env node
/**
 * Makes sure a Chromium for the browser tests exists. Looks at CHROMIUM_PATH, then
 * /usr/bin/chromium. If neither exists and we run as root on Debian, installs Debian's
 * `chromium` package with apt-get; otherwise fails with instructions. Never downloads a
 * browser build of its own, and never lets the browser tests skip silently.
 */
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
const found = candidates.find((path) => existsSync(path));
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version') || /debian/i.test(safeRead('/etc/os-release'));
if (!isRoot || !isDebian) {
  console.error(
    'No Chromium found for the browser tests.\n' +
      'Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}

console.log('Chromium not found: installing Debian package `chromium` with apt-get ...');
for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed (exit ${result.status}).`);
    process.exit(1);
  }
}
if (!existsSync('/usr/bin/chromium')) {
  console.error('apt-get finished but /usr/bin/chromium is still missing.');
  process.exit(1);
}
console.log('Chromium installed: /usr/bin/chromium');

function safeRead(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
