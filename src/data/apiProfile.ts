/**
 * The installation's API profile: the calls the specification leaves open, set without a rebuild
 * in the built `index.html` (docs/api-profile.md). Each `<meta name="backoffice:api-call">` moves
 * one action's call, named by its operationId (the contract document's), to another method and
 * path: `content="betslips.setBetRowStatus POST {op}/betRows/{id}/status"`. The path is under the
 * API prefix; `{op}` is the operator code, wherever the API wants it (or nowhere), `{id}` the
 * record id, and `{name}` an input value the declared path also takes. Without a tag a call goes
 * where the reference server serves it (the declaration).
 *
 * The tags are read once at start and checked: a tag that names no action, gives no method or a
 * path with an unknown part is left out with a message in the browser console naming the tag and
 * the rule, so the call keeps its default rather than going somewhere half-configured.
 */
import type { HttpMethod } from '../../resources/model';

/** One call moved by the profile. */
export interface CallSetting {
  method: HttpMethod;
  /** Under the API prefix, `{op}`, `{id}` and input placeholders allowed. */
  path: string;
}

export interface ApiProfile {
  /** Calls by operationId. */
  calls: ReadonlyMap<string, CallSetting>;
  /** What was wrong with the tags that were left out, one sentence each. */
  problems: readonly string[];
}

/** The profile of an installation that changes nothing: every call as the reference server serves it. */
export const DEFAULT_API_PROFILE: ApiProfile = { calls: new Map(), problems: [] };

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** What a call of an operationId may name in its path: `{op}`, `{id}` and its declared path's placeholders. */
export type KnownCalls = ReadonlyMap<string, readonly string[]>;

/** Reads one `backoffice:api-call` setting, or a sentence saying what is wrong with it. */
export function parseCallSetting(text: string, known: KnownCalls): { operationId: string; call: CallSetting } | string {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 3) return `"${text}": expected "<operationId> <METHOD> <path>"`;
  const [operationId, rawMethod, rawPath] = parts as [string, string, string];
  const placeholders = known.get(operationId);
  if (!placeholders) return `"${text}": no call is named ${operationId} (see the operationIds of the contract document)`;
  const method = rawMethod.toUpperCase() as HttpMethod;
  if (!METHODS.includes(method)) return `"${text}": the method must be one of ${METHODS.join(', ')}`;
  const path = rawPath.replace(/^\/+/, '');
  if (path === '' || /\s|\?|#|\/\//.test(path)) return `"${text}": the path must be a path under the API prefix, without a query`;
  const allowed = new Set(['op', 'id', ...placeholders]);
  for (const [, name] of path.matchAll(/\{([^}]*)\}/g)) {
    if (!allowed.has(name!)) return `"${text}": {${name}} is not a part of this call (it may use ${[...allowed].map((n) => `{${n}}`).join(', ')})`;
  }
  if (/[{}]/.test(path.replace(/\{[^}]*\}/g, ''))) return `"${text}": a brace without its pair`;
  return { operationId, call: { method, path } };
}

/** Reads the profile from the page's meta tags; each tag left out is reported in `problems` and logged. */
export function readApiProfile(known: KnownCalls, doc: Pick<Document, 'querySelectorAll'> | undefined = globalThis.document): ApiProfile {
  const calls = new Map<string, CallSetting>();
  const problems: string[] = [];
  for (const tag of doc ? Array.from(doc.querySelectorAll('meta[name="backoffice:api-call"]')) : []) {
    const parsed = parseCallSetting(tag.getAttribute('content') ?? '', known);
    if (typeof parsed === 'string') problems.push(parsed);
    else if (calls.has(parsed.operationId)) problems.push(`${parsed.operationId} is set twice: the first setting is used`);
    else calls.set(parsed.operationId, parsed.call);
  }
  for (const problem of problems) console.error(`API profile (backoffice:api-call) left out: ${problem}`);
  return { calls, problems };
}

/**
 * The path of a call the profile moved, its placeholders filled: `{op}` with the operator code,
 * `{id}` with the record id, any other with the input's value (each encoded).
 */
export function profilePath(call: CallSetting, values: { op: string; id?: string | number; input: Record<string, unknown> }): string {
  return call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = name === 'op' ? values.op : name === 'id' ? values.id : values.input[name];
    if (value === undefined || value === null || value === '') throw new Error(`The API profile's path ${call.path} needs a value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}
