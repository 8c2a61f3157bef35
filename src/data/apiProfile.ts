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
 * - `backoffice:api-filter` renames a declared filter's key in the list query:
 *   `content="players.status statusCode"`.
 * - `backoffice:api-code` names an API's code for a declared value the specification gives no code
 *   for: `content="limitOrigin RISK_GROUP 2"`.
 *
 * Each tag is checked: one that cannot be used is left out with a message in the browser console
 * naming the tag and the rule, so its call or key keeps its default rather than going somewhere
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
  /** Renamed filter keys: by resource, the declared key (`key ?? source`) → the key the API reads. */
  filters?: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** An API's codes for declared values: by named enumeration, the API's code → the declared value. */
  codes?: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** What was wrong with the tags that were left out, one sentence each. */
  problems: readonly string[];
}

/** The profile of an installation that changes nothing: every call as the reference server serves it. */
export const DEFAULT_API_PROFILE: ApiProfile = {
  calls: new Map(),
  operator: 'path',
  filters: new Map(),
  codes: new Map(),
  problems: [],
};

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** What a call of an operationId may name in its path: `{op}`, `{id}` and its declared path's placeholders. */
export type KnownCalls = ReadonlyMap<string, readonly string[]>;

/** What the profile's tags may name: the calls, each list's declared filters and the enumerations whose codes are open. */
export interface KnownApi {
  calls: KnownCalls;
  /** By resource name, each declared filter: its source and its key (`key ?? source`). */
  filters?: ReadonlyMap<string, readonly { source: string; key: string }[]>;
  /** By enumeration name, its declared values. */
  codes?: ReadonlyMap<string, readonly string[]>;
}

/** The profile's tag names. */
export const PROFILE_TAGS = {
  call: 'backoffice:api-call',
  operator: 'backoffice:api-operator',
  filter: 'backoffice:api-filter',
  code: 'backoffice:api-code',
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
    if (!allowed.has(name!))
      return `"${text}": {${name}} is not a part of this call (it may use ${[...allowed].map((n) => `{${n}}`).join(', ')})`;
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

/** A key the API reads in the `filter` object: letters, digits, `_`, `-` and `.`, starting with a letter or `_`. */
const FILTER_KEY = /^[A-Za-z_$][\w$.-]*$/;

/** Reads one `backoffice:api-filter` setting (`<resource>.<filter> <key>`), or a sentence saying what is wrong with it. */
export function parseFilterSetting(
  text: string,
  filters: NonNullable<KnownApi['filters']>,
): { resource: string; from: string; to: string } | string {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 2) return `"${text}": expected "<resource>.<filter> <key>"`;
  const [name, to] = parts as [string, string];
  const dot = name.indexOf('.');
  const resource = dot > 0 ? name.slice(0, dot) : name;
  const declared = filters.get(resource);
  if (!declared) return `"${text}": no list is named ${resource} (see the resource names of the contract document)`;
  const filter = dot > 0 ? name.slice(dot + 1) : '';
  const found = declared.find((def) => def.source === filter || def.key === filter);
  if (!found) {
    const names = declared.map((def) => def.key);
    return `"${text}": ${resource} declares no filter ${filter || '(none named)'} (it has ${names.length ? names.join(', ') : 'no filters'})`;
  }
  if (!FILTER_KEY.test(to)) return `"${text}": the key must be letters, digits, _, - or ., starting with a letter`;
  const taken = declared.find((def) => def !== found && def.key === to);
  if (taken) return `"${text}": ${to} is already the key of ${resource}'s filter ${taken.source}`;
  return { resource, from: found.key, to };
}

/** Reads one `backoffice:api-code` setting (`<enumeration> <value> <code>…`), or a sentence saying what is wrong with it. */
export function parseCodeSetting(
  text: string,
  codes: NonNullable<KnownApi['codes']>,
): { enumeration: string; value: string; codes: string[] } | string {
  const parts = text.trim().split(/\s+/);
  if (parts.length < 3) return `"${text}": expected "<enumeration> <value> <code> [<code> …]"`;
  const [enumeration, value, ...apiCodes] = parts as [string, string, ...string[]];
  const values = codes.get(enumeration);
  if (!values) return `"${text}": the codes of ${enumeration} cannot be set (the profile sets those of ${[...codes.keys()].join(', ')})`;
  if (!values.includes(value)) return `"${text}": ${value} is not a value of ${enumeration} (${values.join(', ')})`;
  return { enumeration, value, codes: apiCodes };
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
    else if (operator)
      report(PROFILE_TAGS.operator, `"${text}": the operator code's place is set twice: the first setting (${operator}) is used`);
    else operator = parsed;
  }

  const filters = new Map<string, Map<string, string>>();
  for (const text of contentsOf(doc, PROFILE_TAGS.filter)) {
    const parsed = parseFilterSetting(text, api.filters ?? new Map());
    if (typeof parsed === 'string') {
      report(PROFILE_TAGS.filter, parsed);
      continue;
    }
    const renamed = filters.get(parsed.resource) ?? new Map<string, string>();
    const clash = [...renamed].find(([from, to]) => from !== parsed.from && to === parsed.to);
    if (renamed.has(parsed.from)) report(PROFILE_TAGS.filter, `${parsed.resource}.${parsed.from} is set twice: the first setting is used`);
    else if (clash) report(PROFILE_TAGS.filter, `"${text}": ${parsed.to} is already the key of ${parsed.resource}'s filter ${clash[0]}`);
    else filters.set(parsed.resource, renamed.set(parsed.from, parsed.to));
  }

  const codes = new Map<string, Map<string, string>>();
  for (const text of contentsOf(doc, PROFILE_TAGS.code)) {
    const parsed = parseCodeSetting(text, api.codes ?? new Map());
    if (typeof parsed === 'string') {
      report(PROFILE_TAGS.code, parsed);
      continue;
    }
    const byCode = codes.get(parsed.enumeration) ?? new Map<string, string>();
    const taken = parsed.codes.find((code) => byCode.has(code) && byCode.get(code) !== parsed.value);
    if (taken) {
      report(PROFILE_TAGS.code, `"${text}": the code ${taken} already means ${byCode.get(taken)}: the first setting is used`);
      continue;
    }
    for (const code of parsed.codes) byCode.set(code, parsed.value);
    codes.set(parsed.enumeration, byCode);
  }

  return { calls, operator: operator ?? 'path', filters, codes, problems };
}

/**
 * The path of a call the profile moved, its placeholders filled: `{op}` with the operator code,
 * `{id}` with the record id, any other with the input's value (each encoded).
 */
export function profilePath(call: CallSetting, values: { op: string; id?: string | number; input: Record<string, unknown> }): string {
  return call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = name === 'op' ? values.op : name === 'id' ? values.id : values.input[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`The API profile's path ${call.path} needs a value for {${name}}`);
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

/**
 * A list query's `filter` with the keys the profile renames for this resource: a renamed key
 * takes the value of the declared one, at the top of the filter (a dotted declared key sent inside
 * its object is taken from there).
 */
export function renameFilterKeys(
  filter: Record<string, unknown>,
  renamed: ReadonlyMap<string, string> | undefined,
): Record<string, unknown> {
  if (!renamed || renamed.size === 0) return filter;
  const out: Record<string, unknown> = { ...filter };
  for (const [from, to] of renamed) {
    if (from in out) {
      const value = out[from];
      delete out[from];
      out[to] = value;
      continue;
    }
    const dot = from.indexOf('.');
    const group = dot > 0 ? out[from.slice(0, dot)] : undefined;
    const member = from.slice(dot + 1);
    if (!group || typeof group !== 'object' || Array.isArray(group) || !(member in group)) continue;
    const { [member]: value, ...rest } = group as Record<string, unknown>;
    if (Object.keys(rest).length > 0) out[from.slice(0, dot)] = rest;
    else delete out[from.slice(0, dot)];
    out[to] = value;
  }
  return out;
}
