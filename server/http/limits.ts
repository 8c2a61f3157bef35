/**
 * What a client may send and how slowly. A request's headers must arrive within
 * {@link HttpLimits.headersMs}, its body must not pause longer than {@link HttpLimits.bodyIdleMs},
 * and the whole request (headers and body) must arrive within {@link HttpLimits.requestMs}
 * (`REQUEST_TIMEOUT_SECONDS`); a client slower than that is answered 408 and disconnected. These
 * bound what receiving a request costs only: a slow answer (a long report) is not cut by them.
 *
 * A body over {@link BODY_LIMIT_BYTES} is answered 413 naming the limit. The rest of that body is
 * read and dropped before the connection is reused or closed: closing a connection the client is
 * still sending on resets it, and the client would lose the 413 it had not read yet.
 */
import type { ServerOptions } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/** The largest request body (an uploaded export file, a label file). */
export const BODY_LIMIT_BYTES = 5 * 1024 * 1024;

export interface HttpLimits {
  /** Time to receive a request's headers. */
  headersMs: number;
  /** Longest pause while a body arrives. */
  bodyIdleMs: number;
  /** Time to receive a whole request, headers and body. */
  requestMs: number;
  /** Largest body, in bytes. */
  bodyLimit: number;
}

/** Seconds of a positive number setting, else `fallback`. */
function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * The limits of this installation: `REQUEST_TIMEOUT_SECONDS` (default 60: a 5 MB upload at about
 * 1 Mbit/s; the console itself gives up on a call after 45 s, 000 §9), headers within 10 s (at most
 * the request's time), pauses in a body of at most 10 s.
 */
export function httpLimits(env: NodeJS.ProcessEnv = process.env): HttpLimits {
  const requestMs = seconds(env, 'REQUEST_TIMEOUT_SECONDS', 60) * 1000;
  return { headersMs: Math.min(10_000, requestMs), bodyIdleMs: Math.min(10_000, requestMs), requestMs, bodyLimit: BODY_LIMIT_BYTES };
}

/**
 * The fastify options that enforce `limits`. Node checks the header and request times of open
 * connections periodically: every second, or more often for limits under four seconds (tests).
 */
export function limitOptions(limits: HttpLimits): { bodyLimit: number; requestTimeout: number; http: ServerOptions } {
  return {
    bodyLimit: limits.bodyLimit,
    requestTimeout: limits.requestMs,
    http: {
      headersTimeout: limits.headersMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(Math.min(limits.headersMs, limits.requestMs) / 4))),
    },
  };
}

/** A readable size: `5 MB`, `512 kB`, `900 bytes`. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${bytes} bytes`;
}

/** The 413 of a body over the limit. */
export function bodyTooLarge(limit: number): ApiError {
  return new ApiError(413, `The request body is larger than the limit of ${sizeText(limit)} (${limit} bytes)`, undefined, {
    limitBytes: limit,
  });
}

/**
 * Lets the client finish sending a body that was refused before it was read, so it can read the
 * answer: the connection is kept (the body's length is known, so the next request can follow),
 * and Node drops the rest of the body once the answer is sent. A client that keeps sending for
 * longer than a request may take is disconnected.
 */
export function drainRefusedBody(request: FastifyRequest, reply: FastifyReply, limits: HttpLimits): void {
  reply.removeHeader('connection');
  const socket = request.raw.socket;
  if (request.raw.complete) return;
  const cutOff = setTimeout(() => socket.destroy(), limits.requestMs);
  cutOff.unref();
  request.raw.once('end', () => clearTimeout(cutOff));
  socket.once('close', () => clearTimeout(cutOff));
}

/**
 * The body time-out: while a request's body arrives, a pause of more than `bodyIdleMs` ends the
 * connection with a 408 (unless an answer was started). Requests without a body are not watched.
 * The socket's idle timer is used: Node resets it whenever the connection receives bytes.
 */
export function registerBodyTimeout(app: FastifyInstance, limits: HttpLimits): void {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    const hasBody = raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;
    const socket = raw.socket;
    // Requests injected in-process (tests) have no connection to time.
    if (!hasBody || raw.complete || typeof socket?.setTimeout !== 'function') return;
    const stop = () => {
      socket.setTimeout(0);
      raw.off('timeout', timedOut);
    };
    function timedOut() {
      stop();
      if (!reply.raw.headersSent && !socket.destroyed && !socket.writableEnded) {
        const body = JSON.stringify({
          success: false,
          message: `The request body stopped arriving: nothing was received for ${limits.bodyIdleMs / 1000} s`,
        });
        socket.end(
          `HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      }
      socket.destroySoon();
    }
    // Node asks the request first when its connection times out: a listener keeps it from
    // destroying the connection before the 408 is written.
    raw.on('timeout', timedOut);
    raw.once('end', stop);
    raw.once('close', stop);
    socket.setTimeout(limits.bodyIdleMs);
  });
}
