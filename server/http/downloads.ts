/**
 * How many CSV downloads (reports streamed from the database, stored export files) run at once,
 * and how long a reader may stop reading. A download holds database work while it runs (on
 * PostgreSQL a connection of the exports' own pool, server/db/postgres.ts), so their number is
 * bounded per manager and in all: one over either limit is answered 429 with `Retry-After` before
 * anything is read. A client that stops reading for longer than the stall limit is disconnected,
 * which ends its queries (its COPY's connection is closed, not reused), so slow or stalled
 * connections never hold the database for everyone else.
 */
import type { FastifyReply } from 'fastify';

export interface DownloadLimits {
  /** Downloads one manager may run at once. */
  perManager: number;
  /** Downloads of all managers at once. */
  total: number;
  /** Longest time a reader may leave the next piece unread before it is cut off. */
  stallMs: number;
  /** Seconds a refused client is asked to wait. */
  retryAfterSeconds: number;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * The limits of this installation: `EXPORT_DOWNLOADS_PER_MANAGER` (default 2),
 * `EXPORT_DOWNLOADS_TOTAL` (default 4, the exports' pool on PostgreSQL less the background writer's
 * connection), `EXPORT_STALL_SECONDS` (default 30).
 */
export function downloadLimits(env: NodeJS.ProcessEnv = process.env): DownloadLimits {
  return {
    perManager: Math.floor(positive(env, 'EXPORT_DOWNLOADS_PER_MANAGER', 2)),
    total: Math.floor(positive(env, 'EXPORT_DOWNLOADS_TOTAL', 4)),
    stallMs: positive(env, 'EXPORT_STALL_SECONDS', 30) * 1000,
    retryAfterSeconds: 10,
  };
}

/** The running downloads of one app. */
export class DownloadSlots {
  private readonly running = new Map<number, number>();
  private all = 0;

  constructor(readonly limits: DownloadLimits) {}

  /** A slot for `managerId`'s download and the function that gives it back (once), or a refusal. */
  take(managerId: number): { release: () => void } | { refused: string } {
    const mine = this.running.get(managerId) ?? 0;
    if (mine >= this.limits.perManager) {
      return {
        refused: `You have ${mine} downloads running, the most one manager may run at once; try again when one has finished`,
      };
    }
    if (this.all >= this.limits.total) {
      return { refused: `The server is running ${this.all} downloads, the most it runs at once; try again in a few seconds` };
    }
    this.running.set(managerId, mine + 1);
    this.all += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.all -= 1;
        const left = (this.running.get(managerId) ?? 1) - 1;
        if (left > 0) this.running.set(managerId, left);
        else this.running.delete(managerId);
      },
    };
  }

  /** Downloads running now (tests, logs). */
  get size(): number {
    return this.all;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    downloads: DownloadSlots;
  }
}

/** Answers 429 with Retry-After when the manager's or the server's downloads are at their limit; else the slot. */
export function takeDownloadSlot(reply: FastifyReply): { release: () => void } | undefined {
  const slots = reply.server.downloads;
  const manager = reply.request.manager;
  if (!slots || !manager) return { release: () => undefined };
  const slot = slots.take(manager.id);
  if ('release' in slot) return slot;
  void reply
    .code(429)
    .header('retry-after', String(slots.limits.retryAfterSeconds))
    .send({ success: false, message: slot.refused, retryAfterSeconds: slots.limits.retryAfterSeconds });
  return undefined;
}
