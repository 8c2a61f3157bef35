/**
 * The one place that decides what input no route accepts, before any handler or database sees it:
 * NUL characters in any text (PostgreSQL cannot store them), numbers beyond what a column holds,
 * and ids that are not 32-bit integers. Each refusal is a 400 naming the field and the rule.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest, type FieldError } from './errors';

/** The largest value of a 32-bit integer column (every id column). */
export const INT4_MAX = 2 ** 31 - 1;

/** Path, query or body keys that hold record ids: `id`, `playerId`, `documentId`, `ids`… */
const ID_KEY = /^(id|ids|\w+Id|\w+Ids)$/;

/** Ids that are text, whatever their name (external references). */
const TEXT_ID_KEYS = new Set(['transactionId', 'externalTransactionId']);

const NUL = '\u0000';

const RULES = {
  nul: 'Must not contain NUL characters',
  id: `Expected a positive integer up to ${INT4_MAX}`,
  number: `Expected a finite number between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`,
  depth: 'Nested too deeply',
} as const;

const MAX_DEPTH = 32;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isIdKey(key: string): boolean {
  return ID_KEY.test(key) && !TEXT_ID_KEYS.has(key);
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

/** A number an id field may hold: a 32-bit integer (0 and negatives name no record, but do not break SQL). */
function fitsId(value: number): boolean {
  return Number.isInteger(value) && value >= -INT4_MAX - 1 && value <= INT4_MAX;
}

/**
 * Collects the problems of one value. `fromText` marks path and query values, where numbers arrive
 * as digit strings.
 */
function inspect(value: unknown, path: string, idField: boolean, fromText: boolean, depth: number, out: FieldError[]): void {
  if (out.length >= 20) return;
  if (typeof value === 'string') {
    if (value.includes(NUL)) out.push({ path, message: RULES.nul });
    else if (idField && fromText && /^-?\d+$/.test(value) && !fitsId(Number(value))) out.push({ path, message: RULES.id });
    else if (fromText && /^\s*[[{]/.test(value)) {
      // Objects and arrays travel in the query as JSON text (002 §7): their content obeys the same rules.
      const parsed = parseJson(value);
      if (parsed !== undefined) inspect(parsed, path, idField, false, depth + 1, out);
    }
    return;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) out.push({ path, message: RULES.number });
    else if (idField && !fitsId(value)) out.push({ path, message: RULES.id });
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth >= MAX_DEPTH) {
    out.push({ path, message: RULES.depth });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => inspect(item, join(path, String(index)), idField, fromText, depth + 1, out));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) {
      out.push({ path: join(path, key.replaceAll(NUL, '\\0')), message: RULES.nul });
      continue;
    }
    inspect(item, join(path, key), isIdKey(key), fromText, depth + 1, out);
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Path parameters named like ids that hold text on this route (a record whose id is a code: an operator, a currency). */
    textIdParams?: readonly string[];
  }
}

/** Path parameters named like ids must be whole 32-bit numbers, unless the route says they are text. */
function inspectParams(params: Record<string, unknown>, textIds: readonly string[], out: FieldError[]): void {
  for (const [key, value] of Object.entries(params)) {
    if (typeof value !== 'string') continue;
    if (value.includes(NUL)) out.push({ path: key, message: RULES.nul });
    else if (isIdKey(key) && !textIds.includes(key) && (!/^\d{1,10}$/.test(value) || Number(value) > INT4_MAX)) {
      out.push({ path: key, message: RULES.id });
    }
  }
}

/** The problems of a request's path parameters, query and body; empty when it may proceed. */
export function inputProblems(
  request: Pick<FastifyRequest, 'params' | 'query' | 'body'> & { routeOptions?: { config?: { textIdParams?: readonly string[] } } },
): FieldError[] {
  const out: FieldError[] = [];
  inspectParams((request.params ?? {}) as Record<string, unknown>, request.routeOptions?.config?.textIdParams ?? [], out);
  inspect(request.query ?? {}, '', false, true, 0, out);
  if (request.body !== undefined) inspect(request.body, '', false, false, 0, out);
  return out;
}

/** Throws a 400 naming every refused field (fastify `preValidation` hook for every route). */
export async function guardInput(request: FastifyRequest): Promise<void> {
  const problems = inputProblems(request);
  if (problems.length === 0) return;
  throw badRequest(`Invalid request: ${problems.map((p) => `${p.path || '(body)'}: ${p.message}`).join('; ')}`, problems);
}
