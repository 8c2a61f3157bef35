/**
 * Writes the whole output at once: unchanged files are skipped, files no longer generated are
 * removed from the generated folders. In check mode nothing is written; stale paths are returned.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EmittedFile } from './emitters/context';

export interface WriteResult {
  /** Written (or, in check mode, out of date), relative to the root. */
  changed: string[];
  /** Removed (or, in check mode, present but no longer generated). */
  removed: string[];
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `files` under `root`; `managedDirs` (absolute) are the folders owned by the generator. */
export function writeOutput(root: string, files: EmittedFile[], managedDirs: string[], check: boolean): WriteResult {
  const changed: string[] = [];
  const removed: string[] = [];
  const wanted = new Set(files.map((file) => path.join(root, file.path)));
  for (const file of files) {
    const abs = path.join(root, file.path);
    const current = existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
    if (current === file.content) continue;
    changed.push(file.path);
    if (check) continue;
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, file.content);
  }
  for (const dir of managedDirs) {
    for (const abs of listFiles(dir).sort()) {
      if (wanted.has(abs)) continue;
      removed.push(path.relative(root, abs).split(path.sep).join('/'));
      if (!check) rmSync(abs);
    }
  }
  return { changed: changed.sort(), removed };
}

/** Writes the files a check-mode run found out of date and removes those it found no longer generated. */
export function applyOutput(root: string, files: EmittedFile[], { changed, removed }: WriteResult): void {
  const content = new Map(files.map((file) => [file.path, file.content]));
  for (const file of changed) {
    const abs = path.join(root, file);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, content.get(file)!);
  }
  for (const file of removed) rmSync(path.join(root, file), { force: true });
}
