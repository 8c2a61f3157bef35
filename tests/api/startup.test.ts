/**
 * Start-up: one writer per data folder (a lock file with a stale-lock check, for the server and
 * the seed), the port checked before any work, and one-line failures that say what to do.
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../server/start';
import { StartupError } from '../../server/startupError';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'startup-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs a server script with tsx and returns its exit code and error output. */
function runScript(script: string, env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

function occupy(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, 'localhost', () => resolve(server));
  });
}

describe('one writer per data folder', () => {
  let first: RunningServer;
  const dataDir = () => join(root, 'shared');
  beforeAll(async () => {
    first = await startServer({ port: 0, dataDir: dataDir(), seedScale: 0.02 });
  });
  afterAll(async () => {
    await first?.close();
  });

  it('refuses a second server on the same folder, naming the folder and the holder', async () => {
    const second = startServer({ port: 0, dataDir: dataDir(), seedScale: 0.02 });
    await expect(second).rejects.toBeInstanceOf(StartupError);
    await expect(second).rejects.toThrow(new RegExp(`${dataDir()} is in use by process ${process.pid}.*set DATA_DIR`));
  });

  it('refuses a second server on a symbolic link to the same folder, naming both paths', async () => {
    const link = join(root, 'link-to-shared');
    symlinkSync(dataDir(), link);
    const second = startServer({ port: 0, dataDir: link, seedScale: 0.02 });
    await expect(second).rejects.toBeInstanceOf(StartupError);
    await expect(second).rejects.toThrow(`The data folder ${link} (${realpathSync(dataDir())}) is in use by process ${process.pid}`);
    // Through a linked parent folder as well.
    const parent = join(root, 'link-to-root');
    symlinkSync(root, parent);
    await expect(startServer({ port: 0, dataDir: join(parent, 'shared'), seedScale: 0.02 })).rejects.toThrow(
      `is in use by process ${process.pid}`,
    );
  });

  it('refuses the seed on a folder a server holds, in one line', async () => {
    const result = await runScript('server/seed-cli.ts', { DATA_DIR: dataDir() });
    expect(result.code).toBe(1);
    const lines = result.stderr
      .trim()
      .split('\n')
      .filter((line) => !line.startsWith('npm warn'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`${dataDir()} is in use by process ${process.pid}`));
  });

  it('refuses to seed a PostgreSQL database with the demo accounts unless told it is a demo', async () => {
    // Refused before any connection: the address need not exist.
    const { code, stderr } = await runScript('server/seed-cli.ts', { DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' });
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain('pass --demo');
  });

  it('takes over a lock whose process is gone, and releases it on close', async () => {
    const folder = join(root, 'stale');
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(
      `${folder}.lock`,
      JSON.stringify({ pid: dead, host: (await import('node:os')).hostname(), started: '2020-01-01T00:00:00Z' }),
    );
    const server = await startServer({ port: 0, dataDir: folder, seedScale: 0.02 });
    expect(JSON.parse((await import('node:fs')).readFileSync(`${folder}.lock`, 'utf8')).pid).toBe(process.pid);
    await server.close();
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });
});

describe('start-up checks', () => {
  it('checks a taken port before opening or seeding anything', async () => {
    const taken = await occupy();
    const port = (taken.address() as { port: number }).port;
    const folder = join(root, 'never-created');
    try {
      await expect(startServer({ port, dataDir: folder })).rejects.toThrow(
        `Port ${port} on localhost is already in use: stop the program using it or set PORT to a free port`,
      );
      expect(existsSync(folder)).toBe(false);
    } finally {
      taken.close();
    }
  });

  it('says so in one line when npm start finds the port taken', async () => {
    const taken = await occupy();
    const port = (taken.address() as { port: number }).port;
    try {
      const result = await runScript('server/main.ts', { PORT: String(port), HOST: 'localhost', DATA_DIR: join(root, 'main-never') });
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(
        `Port ${port} on localhost is already in use: stop the program using it or set PORT to a free port`,
      );
    } finally {
      taken.close();
    }
  });

  it('refuses a JWT_SECRET shorter than 32 bytes before opening or seeding anything', async () => {
    const folder = join(root, 'short-secret');
    const before = process.env.JWT_SECRET;
    process.env.JWT_SECRET = 'a'.repeat(31);
    try {
      const start = startServer({ port: 0, dataDir: folder });
      await expect(start).rejects.toBeInstanceOf(StartupError);
      await expect(start).rejects.toThrow(/^JWT_SECRET is 31 bytes long: a signing secret needs at least 32 bytes/);
      expect(existsSync(folder)).toBe(false);
    } finally {
      if (before === undefined) delete process.env.JWT_SECRET;
      else process.env.JWT_SECRET = before;
    }
  });

  it('says so in one line when npm start is given an empty JWT_SECRET', async () => {
    const result = await runScript('server/main.ts', { PORT: '0', HOST: 'localhost', DATA_DIR: join(root, 'main-secret'), JWT_SECRET: '' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'JWT_SECRET is set but empty: a signing secret needs at least 32 bytes (for example the output of ' +
        '`openssl rand -base64 48`), or leave JWT_SECRET unset to use one generated once and kept in the database',
    );
    expect(existsSync(join(root, 'main-secret'))).toBe(false);
  });

  it('refuses a file given as the folder', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'not a folder');
    await expect(startServer({ port: 0, dataDir: file })).rejects.toThrow(
      `DATA_DIR ${file} is a file, not a folder: set DATA_DIR to a folder`,
    );
  });

  it('refuses a folder that cannot be written', async () => {
    const file = join(root, 'blocker');
    writeFileSync(file, '');
    await expect(startServer({ port: 0, dataDir: join(file, 'data') })).rejects.toThrow(
      /is not writable \(ENOTDIR\): fix its permissions or set DATA_DIR/,
    );
  });
});
