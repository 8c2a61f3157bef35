/**
 * A list call that answers another resource's records when a flag is set in its `filter`
 * (`api.listFlag`: `GET players` with `showLimitsDetails`, 001 §7), and the page grouped by key of a
 * player path (`api.player.groups`: the profile's account history, 002 §7).
 */
import { getPath, type Resource } from '../../resources/model';
import { badRequest } from '../http/errors';

/**
 * Takes a list flag out of the list input's `filter` (a JSON text, or an object in a POST body):
 * `{ flag, input }` with the flag set to `true` named and removed; `false` is removed too. Any other
 * value of a flag is a 400 naming it.
 */
export function takeListFlag(input: Record<string, unknown>, flags: readonly string[]): { flag?: string; input: Record<string, unknown> } {
  if (flags.length === 0) return { input };
  const raw = Array.isArray(input.filter) ? input.filter.at(-1) : input.filter;
  let filter: unknown = raw;
  if (typeof raw === 'string' && raw !== '') {
    try {
      filter = JSON.parse(raw);
    } catch {
      // parseListParams names the malformed filter.
      return { input };
    }
  }
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return { input };
  const rest = { ...(filter as Record<string, unknown>) };
  let on: string | undefined;
  for (const flag of flags) {
    if (!(flag in rest)) continue;
    const value = rest[flag];
    if (value !== true && value !== false && value !== 'true' && value !== 'false' && value !== null) {
      throw badRequest(`Invalid filter.${flag}: expected true or false`, [{ path: `filter.${flag}`, message: 'Expected true or false' }]);
    }
    if (value === true || value === 'true') on ??= flag;
    delete rest[flag];
  }
  return { flag: on, input: { ...input, filter: typeof raw === 'string' ? JSON.stringify(rest) : rest } };
}

/** One group of a grouped page. */
export interface PageGroup<R> {
  key: string;
  content: R[];
}

/** The calendar day (`yyyy-MM-dd`) of an instant in a time zone. */
function dayOf(value: unknown, timeZone: string): string {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return '';
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/**
 * A page's rows grouped by key (`api.player.groups`): each group a run of consecutive rows,
 * in the page's order, whose field falls on the same day in `timeZone`. Flattening the groups
 * gives the page back.
 */
export function groupPage<R extends Record<string, unknown>>(resource: Resource, rows: readonly R[], timeZone: string): PageGroup<R>[] {
  const groups: PageGroup<R>[] = [];
  const field = resource.api.player!.groups!.field;
  for (const row of rows) {
    const key = dayOf(getPath(row, field), timeZone);
    const last = groups.at(-1);
    if (last && last.key === key) last.content.push(row);
    else groups.push({ key, content: [row] });
  }
  return groups;
}
