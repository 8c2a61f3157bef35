/**
 * Checks made before any work at start-up (no database opened, nothing seeded): the port is free,
 * the data folder is a writable folder, the public URL and the signing secret are usable. Each failure is a one-line
 * {@link StartupError} saying what to do.
 */
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { signingSecretProblem } from './auth/tokens';
import { publicUrlProblem } from './shell/registration';
import { StartupError } from './startupError';

/** Resolves when `port` can be listened on at `host`; port 0 always can. */
export function checkPort(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new StartupError(`Port ${port} on ${host} is already in use: stop the program using it or set PORT to a free port`));
      } else if (error.code === 'EACCES') {
        reject(new StartupError(`Port ${port} needs more privileges: set PORT to a port above 1023`));
      } else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
        reject(new StartupError(`HOST ${host} is not an address of this machine: set HOST to one of its addresses, or leave it unset`));
      } else {
        reject(new StartupError(`Cannot listen on ${host}:${port} (${error.code}): set PORT or HOST to usable values`));
      }
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolvePromise()));
  });
}

/** Makes sure `dataDir` is (or can become) a writable folder. */
export function checkDataDir(dataDir: string): void {
  const folder = resolve(dataDir);
  let stats;
  try {
    stats = statSync(folder);
  } catch {
    stats = undefined;
  }
  if (stats && !stats.isDirectory()) {
    throw new StartupError(`DATA_DIR ${folder} is a file, not a folder: set DATA_DIR to a folder (it is created when missing)`);
  }
  try {
    if (!stats) mkdirSync(folder, { recursive: true });
    accessSync(folder, constants.W_OK | constants.R_OK);
    accessSync(dirname(folder), constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new StartupError(
      `DATA_DIR ${folder} is not writable (${code}): fix its permissions or set DATA_DIR to a folder this user can write`,
    );
  }
}

/** The `PUBLIC_URL` setting is usable when set. */
export function checkPublicUrl(): void {
  const problem = publicUrlProblem();
  if (problem) throw new StartupError(`${problem}: fix the PUBLIC_URL setting`);
}

/** `JWT_SECRET`, when set, is long enough to sign tokens (unset, the database keeps a generated one). */
export function checkJwtSecret(): void {
  const secret = process.env.JWT_SECRET;
  const problem = secret === undefined ? undefined : signingSecretProblem(secret);
  if (problem) throw new StartupError(problem);
}
