/**
 * The tiny server of the stock baseline: its build folder (brotli or gzip at the highest level, as
 * the console's precompressed files) with index.html for other paths, and `GET /api/<resource>` as
 * ra-data-simple-rest expects it (an array and an X-Total-Count header), compressed like the
 * console's JSON answers (brotli quality 4, else gzip).
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

function encode(body: Buffer, acceptEncoding: string, quality: number): { body: Buffer; encoding?: string } {
  if (/\bbr\b/.test(acceptEncoding)) {
    return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(body, { level: quality > 4 ? 9 : 6 }), encoding: 'gzip' };
  return { body };
}

export interface StockServer {
  url: string;
  /** Sets the rows `GET /api/<resource>` answers with (every request gets all of them). */
  setRows(resource: string, rows: unknown[]): void;
  /** The `Accept-Encoding` of the last data request of each resource (to check it was compressed). */
  acceptEncoding: Map<string, string>;
  close(): Promise<void>;
}

/**
 * Serves the stock build and its resources' JSON on a free port.
 * @param root the stock build folder
 */
export async function startStockServer(root: string): Promise<StockServer> {
  const data = new Map<string, { json: Buffer; total: number }>();
  const acceptEncoding = new Map<string, string>();
  // Files are compressed once (like the console's build) and kept; the JSON per request (like its API).
  const files = new Map<string, Promise<{ body: Buffer; encoding?: string }>>();
  const reply = (response: ServerResponse, encoded: { body: Buffer; encoding?: string }, headers: Record<string, string>) => {
    response.writeHead(200, {
      'content-length': String(encoded.body.length),
      ...(encoded.encoding ? { 'content-encoding': encoded.encoding } : {}),
      ...headers,
    });
    response.end(encoded.body);
  };
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const accept = String(request.headers['accept-encoding'] ?? '');
    if (path.startsWith('/api/')) {
      const resource = path.slice('/api/'.length);
      const rows = data.get(resource);
      if (!rows) {
        response.writeHead(404).end();
        return;
      }
      acceptEncoding.set(resource, accept);
      reply(response, encode(rows.json, accept, 4), {
        'content-type': 'application/json',
        'x-total-count': String(rows.total),
        'cache-control': 'no-cache',
      });
      return;
    }
    const file = normalize(join(root, path === '/' || !extname(path) ? 'index.html' : path));
    if (!file.startsWith(normalize(root))) {
      response.writeHead(404).end();
      return;
    }
    const key = `${file}|${accept}`;
    if (!files.has(key)) {
      files.set(
        key,
        readFile(file).then((content) =>
          content.length >= 1024 ? encode(content, accept, constants.BROTLI_MAX_QUALITY) : { body: content },
        ),
      );
    }
    files.get(key)!.then(
      (encoded) =>
        reply(response, encoded, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        }),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    setRows: (resource, rows) => void data.set(resource, { json: Buffer.from(JSON.stringify(rows)), total: rows.length }),
    acceptEncoding,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
