/**
 * Slow and oversized requests on a listening server (raw sockets, as a slow or hostile client
 * sends them): headers or a body that stop arriving, a body that trickles in past the request
 * time-out, and a body over the limit, which always gets a readable 413 naming the limit, however
 * the client sends it. The time-outs are shortened for the test; each case waits for the server
 * to close the connection.
 */
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { API } from './helpers';

const LIMITS = { headersMs: 600, bodyIdleMs: 600, requestMs: 1500, bodyLimit: 64 * 1024 };

let db: Database;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  app = await createApp({ db, logger: false, tokens: { secret: 'test-secret-test-secret-test-secret' }, limits: LIMITS });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

interface Exchange {
  socket: Socket;
  /** Resolves when the server closed the connection, with everything it sent. */
  closed: Promise<{ text: string; error?: string }>;
  /** Resolves as soon as a whole HTTP answer arrived. */
  answered: Promise<string>;
}

function open(head: string): Exchange {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  let error: string | undefined;
  let answer: ((text: string) => void) | undefined;
  const answered = new Promise<string>((resolve) => (answer = resolve));
  socket.on('data', (data) => {
    text += data.toString('utf8');
    const split = text.indexOf('\r\n\r\n');
    const length = /content-length: (\d+)/i.exec(text.slice(0, split));
    if (split >= 0 && length && text.length >= split + 4 + Number(length[1])) answer?.(text);
  });
  socket.on('error', (e) => (error = e.message));
  const closed = new Promise<{ text: string; error?: string }>((resolve) => socket.on('close', () => resolve({ text, error })));
  socket.write(head);
  return { socket, closed, answered };
}

const post = (length: number | 'chunked') =>
  `POST ${API}/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
  (length === 'chunked' ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${length}\r\n`) +
  '\r\n';

/**
 * Sends `piece` every `everyMs` until the connection closes or `count` pieces went out; `done`
 * resolves then, with the pieces sent.
 */
function trickle(socket: Socket, piece: string | Buffer, everyMs: number, count = Infinity) {
  let sent = 0;
  let finish: (sent: number) => void;
  const done = new Promise<number>((resolve) => (finish = resolve));
  const timer = setInterval(() => {
    if (socket.destroyed || socket.writableEnded || sent >= count) {
      clearInterval(timer);
      return finish(sent);
    }
    socket.write(piece);
    sent++;
  }, everyMs);
  socket.once('close', () => {
    clearInterval(timer);
    finish(sent);
  });
  return { sent: () => sent, done };
}

describe('request time-outs', () => {
  it('closes a connection whose headers stop arriving', async () => {
    const { socket, closed } = open(`GET ${API}/info HTTP/1.1\r\nHost: localhost\r\n`);
    const { text } = await closed;
    expect(socket.destroyed).toBe(true);
    // Node answers 408 to headers that did not arrive in time.
    expect(text).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers 408 to a body that stops arriving, naming the pause', async () => {
    const { closed, socket } = open(post(100));
    socket.write('{"username":');
    const { text } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(text).toContain('The request body stopped arriving: nothing was received for 0.6 s');
  });

  it('cuts off a body that trickles in for longer than a request may take', async () => {
    const { closed, socket } = open(post(1000));
    // A byte every 100 ms never pauses long enough for the body time-out, and needs 100 s.
    const { sent } = trickle(socket, 'a', 100);
    const { text } = await closed;
    expect(sent()).toBeLessThan(1000);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('a body over the limit', () => {
  const over = LIMITS.bodyLimit * 8;

  it('gets a 413 naming the limit when its length is declared', async () => {
    const { socket, answered, closed } = open(post(over));
    // Sent in pieces while the answer is read, as a client on a slow network does.
    const { done } = trickle(socket, Buffer.alloc(16 * 1024, 'a'), 5, over / (16 * 1024));
    const text = await answered;
    expect(text).toMatch(/^HTTP\/1\.1 413/);
    const body = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as { message: string; limitBytes: number };
    expect(body).toMatchObject({ success: false, limitBytes: LIMITS.bodyLimit });
    expect(body.message).toBe(`The request body is larger than the limit of 64 kB (${LIMITS.bodyLimit} bytes)`);
    // The whole body goes out without the connection being reset.
    expect(await done).toBe(over / (16 * 1024));
    socket.end();
    expect((await closed).error).toBeUndefined();
  });

  it('gets the same 413 when it is sent in chunks of unknown total length', async () => {
    const { socket, answered, closed } = open(post('chunked'));
    const piece = Buffer.alloc(16 * 1024, 'a');
    const chunk = Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]);
    const { done } = trickle(socket, chunk, 5, over / piece.length);
    const text = await answered;
    expect(text).toMatch(/^HTTP\/1\.1 413/);
    expect(text).toContain(`"limitBytes":${LIMITS.bodyLimit}`);
    expect(await done).toBe(over / piece.length);
    socket.end('0\r\n\r\n');
    expect((await closed).error).toBeUndefined();
  });
});
