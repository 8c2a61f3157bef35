/**
 * Vite build plugin: writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside
 * every compressible file of the build, so the server sends them without compressing per request.
 * A copy is kept only where it is smaller than the file.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
/** Below this the headers cost more than compression saves. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Compresses one file into its `.br` and `.gz` siblings.
 * @returns the sizes written (0 where the copy would not be smaller)
 */
export async function precompressFile(path: string): Promise<{ br: number; gz: number }> {
  const source = await readFile(path);
  if (source.length < MIN_BYTES) return { br: 0, gz: 0 };
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: path.endsWith('.woff2') ? constants.BROTLI_MODE_FONT : constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  const written = { br: 0, gz: 0 };
  if (br.length < source.length) await writeFile(`${path}.br`, br).then(() => (written.br = br.length));
  if (gz.length < source.length) await writeFile(`${path}.gz`, gz).then(() => (written.gz = gz.length));
  return written;
}

/** The plugin: runs after the bundle is written to `build.outDir`. */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'backoffice-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((path) => COMPRESSIBLE.test(path));
      await Promise.all(files.map((path) => precompressFile(path)));
    },
  };
}
