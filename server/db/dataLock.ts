/**
 * One writer per data folder: a lock file beside the embedded database's folder
 * (`<folder>.lock`, holding the owner's pid and host). A second server or seed on the same folder
 * refuses to start, naming the folder and the process that holds it. A lock whose process is gone
 * (killed, crashed) is stale and taken over. The lock belongs to the folder's real path, so a
 * symbolic link to a folder in use (or a path through one) finds the same lock.
 */
import { closeSync, openSync, readFileSync, realpathSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { StartupError } from '../startupError';

export interface DataLock {
  path: string;
  /** Removes the lock file if it is still this process's. */
  release(): void;
}

interface Holder {
  pid: number;
  host: string;
  started: string;
  command?: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Holder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock of `dataDir` for this process, or throws a one-line {@link StartupError}. */
export function acquireDataLock(dataDir: string): DataLock {
  const given = resolve(dataDir);
  let real = given;
  try {
    real = realpathSync.native(given);
  } catch {
    // Not there yet: no link can lead to it.
  }
  const folder = real === given ? given : `${given} (${real})`;
  const path = `${real}.lock`;
  const me: Holder = { pid: process.pid, host: hostname(), started: new Date().toISOString(), command: process.argv.slice(1).join(' ') };
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o644);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') {
        throw new StartupError(
          `Cannot create the lock file ${path} (${code}): make the folder that holds DATA_DIR writable or choose another DATA_DIR`,
        );
      }
      const holder = readHolder(path);
      if (holder && (holder.host !== me.host || alive(holder.pid))) {
        const where = holder.host === me.host ? `process ${holder.pid}` : `process ${holder.pid} on ${holder.host}`;
        throw new StartupError(
          `The data folder ${folder} is in use by ${where} (since ${holder.started}): stop that server or seed first, ` +
            `or set DATA_DIR to another folder`,
        );
      }
      // Stale: its process is gone (or the file is unreadable). Take it over.
      rmSync(path, { force: true });
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    return {
      path,
      release() {
        if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
      },
    };
  }
  throw new StartupError(`Cannot take the lock file ${path}: another process keeps creating it; stop the other server on ${real}`);
}
