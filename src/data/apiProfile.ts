/**
 * The installation's API profile: the calls and shapes the specification leaves open, set without
 * a rebuild in the built `index.html` (docs/api-profile.md), each by a `<meta>` tag read once at start:
 *
 * - `backoffice:api-call` moves one call, named by its operationId (the contract document's), to
 *   another method and path: `content="betslips.setBetRowStatus POST {op}/betRows/{id}/status"`.
 *   The path is under the API prefix; `{op}` is the operator code, wherever the API wants it (or
 *   nowhere), `{id}` the record id, and `{name}` a value the declared path also takes.
 * - `backoffice:api-operator` says where the operator code goes in every other call: `path` (in
 *   front of every path, the reference server's choice), `catalogue` (only in front of the paths the
 *   API path catalogue writes with it) or `none`.
 *
 * Each tag is checked: one that cannot be used is left out with a message in the browser console
 * naming the tag and the rule, so its call keeps its default rather than going somewhere
 * half-configured.
 */
import type { HttpMethod } from '../../resources/model';
import { catalogueWritesOperator } from '../../resources/specStatements';

/** One call moved by the profile. */
export interface CallSetting {
  method: HttpMethod;
  /** Under the API prefix, `{op}`, `{id}` and input placeholders allowed. */
  path: string;
}

/**
 * Where the operator code goes in a call the profile does not move: in front of every path (the
 * reference server), only where the API path catalogue (002 §7) writes it, or nowhere.
 */
export type OperatorPlacement = 'path' | 'catalogue' | 'none';

export const OPERATOR_PLACEMENTS: readonly OperatorPlacement[] = ['path', 'catalogue', 'none'];

export interface ApiProfile {
  /** Calls by operationId. */
  calls: ReadonlyMap<string, CallSetting>;
  /** Where the operator code goes in the other calls; default `path`. */
  operator?: OperatorPlacement;
  /** What was wrong with the tags that were left out, one sentence each. */
  problems: readonly string[];
}

/** The profile of an installation that changes nothing: every call as the reference server serves it. */
export const DEFAULT_API_PROFILE: ApiProfile = { calls: new Map(), operator: 'path', problems: [] };

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** What a call of an operationId may name in its path: `{op}`, `{id}` and its declared path's placeholders. */
export type KnownCalls = ReadonlyMap<string, readonly string[]>;

/** What the profile's tags may name: the calls. */
export interface KnownApi {
  calls: KnownCalls;
}

/** The profile's tag names. */
export const PROFILE_TAGS = {
  call: 'backoffice:api-call',
  operator: 'backoffice:api-operator',
} as const;

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

/** Reads the `backoffice:api-operator` setting, or a sentence saying what is wrong with it. */
export function parseOperatorSetting(text: string): OperatorPlacement | string {
  const value = text.trim().toLowerCase() as OperatorPlacement;
  if (OPERATOR_PLACEMENTS.includes(value)) return value;
  return `"${text}": expected one of ${OPERATOR_PLACEMENTS.join(', ')} (path: in front of every path; catalogue: where the API path catalogue writes {op}; none: never)`;
}

interface TagSource {
  querySelectorAll: Document['querySelectorAll'];
}

const contentsOf = (doc: TagSource | undefined, tag: string) =>
  doc ? Array.from(doc.querySelectorAll(`meta[name="${tag}"]`)).map((meta) => meta.getAttribute('content') ?? '') : [];

/**
 * Reads the profile from the page's meta tags; each tag left out is reported in `problems` and
 * logged with the tag's name. `known` is what the tags may name (a map of calls alone: only calls).
 */
export function readApiProfile(known: KnownApi | KnownCalls, doc: TagSource | undefined = globalThis.document): ApiProfile {
  const api: KnownApi = known instanceof Map ? { calls: known } : (known as KnownApi);
  const problems: string[] = [];
  const report = (tag: string, problem: string) => {
    problems.push(problem);
    console.error(`API profile (${tag}) left out: ${problem}`);
  };

  const calls = new Map<string, CallSetting>();
  for (const text of contentsOf(doc, PROFILE_TAGS.call)) {
    const parsed = parseCallSetting(text, api.calls);
    if (typeof parsed === 'string') report(PROFILE_TAGS.call, parsed);
    else if (calls.has(parsed.operationId)) report(PROFILE_TAGS.call, `${parsed.operationId} is set twice: the first setting is used`);
    else calls.set(parsed.operationId, parsed.call);
  }

  let operator: OperatorPlacement | undefined;
  for (const text of contentsOf(doc, PROFILE_TAGS.operator)) {
    const parsed = parseOperatorSetting(text);
    if (parsed !== 'path' && parsed !== 'catalogue' && parsed !== 'none') report(PROFILE_TAGS.operator, parsed);
    else if (operator) report(PROFILE_TAGS.operator, `"${text}": the operator code's place is set twice: the first setting (${operator}) is used`);
    else operator = parsed;
  }

  return { calls, operator: operator ?? 'path', problems };
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

/**
 * A call's path with the operator code where the profile puts it: in front (`path`, the reference
 * server's choice), in front only where the API path catalogue writes it (`catalogue`; a path the
 * catalogue does not list keeps it in front) or nowhere (`none`).
 */
export function operatorPath(op: string, path: string, placement: OperatorPlacement = 'path'): string {
  if (placement === 'none' || (placement === 'catalogue' && catalogueWritesOperator(path) === false)) return path;
  return `${encodeURIComponent(op)}/${path}`;
}
