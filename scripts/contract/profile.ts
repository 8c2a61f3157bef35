/**
 * The installation's API profile as the kit reads it: the same `<meta name="backoffice:api-…">`
 * tags the console reads at start (docs/api-profile.md), taken from the built `index.html` (or any
 * file holding those tags) and checked by the console's own rules. Each call the kit makes goes
 * where the profile sends the console's: a moved call to its method and path, every other one with
 * the operator code where `backoffice:api-operator` puts it, filter keys renamed.
 */
import { operatorPath, profilePath, readApiProfile, renameFilterKeys, type ApiProfile } from '../../src/data/apiProfile';
import { knownApiOf } from '../../src/data/createDataProvider';
import { resourceDefinitions } from '../../src/generated/declarations';
import type { Resource } from '../../resources/model';

/** One `<meta>` tag's attributes, read from HTML text. */
function metaTags(html: string): { name: string; content: string }[] {
  const tags: { name: string; content: string }[] = [];
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attribute = (name: string) => {
      const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag);
      return match ? (match[2] ?? match[3] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&') : undefined;
    };
    const name = attribute('name');
    if (name) tags.push({ name, content: attribute('content') ?? '' });
  }
  return tags;
}

/** The profile of the tags in `html`; a tag the console would leave out is in `problems`, as the console names it. */
export function readProfileText(html: string): ApiProfile {
  const tags = metaTags(html);
  const source = {
    querySelectorAll: (selector: string) => {
      const name = /meta\[name="([^"]+)"\]/.exec(selector)?.[1];
      return tags
        .filter((tag) => tag.name === name)
        .map((tag) => ({ getAttribute: (attribute: string) => (attribute === 'content' ? tag.content : null) }));
    },
  } as unknown as Document;
  const logged = console.error;
  // The console logs each problem in the browser; the kit reports them itself.
  console.error = () => undefined;
  try {
    return readApiProfile(knownApiOf(resourceDefinitions), source);
  } finally {
    console.error = logged;
  }
}

/** The resource an operationId belongs to (`players-limits.list` → the players-limits declaration). */
export function resourceOf(operationId: string | undefined): Resource | undefined {
  if (!operationId) return undefined;
  const name = operationId.slice(0, operationId.lastIndexOf('.'));
  return (resourceDefinitions as Record<string, Resource>)[name];
}

/** A call as it is sent: its method and path under the API base. */
export interface Target {
  method: string;
  path: string;
  /** The profile's tag that moved it, when one did. */
  moved?: string;
}

/**
 * Where the profile sends the call `operationId` (`METHOD template` in the document) with the
 * path's values: a call the profile moved goes to its method and path; a list query sent as POST
 * follows its list; every other call keeps its method, the operator code placed as the profile says.
 */
export function targetOf(
  profile: ApiProfile,
  operator: string,
  call: { operationId?: string; method: string; template: string; listQuery?: boolean },
  values: Record<string, string>,
): Target | { missing: string } {
  const id = call.operationId ?? '';
  // A list query sent as POST goes where its list goes (`players.listQuery` follows `players.list`).
  const ownId = call.listQuery ? id.replace(/\.listQuery$/, '.list').replace(/ListQuery$/, 'List') : id;
  const moved = profile.calls.get(ownId);
  if (moved) {
    try {
      const path = profilePath(moved, { op: operator, id: values.id, input: values });
      return {
        method: call.listQuery ? 'POST' : moved.method,
        path: `/${path}`,
        moved: `backoffice:api-call "${ownId} ${moved.method} ${moved.path}"`,
      };
    } catch {
      return { missing: /\{(\w+)\}/.exec(moved.path.replace('{op}', ''))?.[1] ?? 'id' };
    }
  }
  let path = call.template;
  for (const [, name] of [...call.template.matchAll(/\{(\w+)\}/g)]) {
    if (name === 'op') continue;
    const value = values[name!];
    if (value === undefined) return { missing: name! };
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  }
  if (path.startsWith('/{op}/')) path = `/${operatorPath(operator, path.slice('/{op}/'.length), profile.operator)}`;
  return { method: call.method.toUpperCase(), path };
}

/** A query's `filter` with the keys the profile renames for the call's resource. */
export function withProfileFilter(profile: ApiProfile, operationId: string | undefined, query: Record<string, unknown>) {
  const resource = resourceOf(operationId);
  const renamed = resource ? profile.filters?.get(resource.name) : undefined;
  if (!renamed?.size || !query.filter || typeof query.filter !== 'object') return query;
  return { ...query, filter: renameFilterKeys(query.filter as Record<string, unknown>, renamed) };
}
