/**
 * How the console reads the declarative list keys (row tones, links, column visibility), written
 * once here so the resource tests check the declarations the way the shell will use them.
 */
import { expandTemplate, matchesCondition, type ColumnDef, type ColumnLinkDef, type Resource } from '../../../resources/model';

/** The tone of a row: the first `rowTone` entry that matches. */
export function toneOf(resource: Resource, record: unknown): string | undefined {
  return resource.list.rowTone?.find((rule) => matchesCondition(record, rule.when))?.tone;
}

/** The column declared on `source` (the first one, or the one with `label`). */
export function column(resource: Resource, source: string, label?: string): ColumnDef<string> {
  const found = resource.list.columns.find((c) => c.source === source && (label === undefined || c.label === label));
  if (!found) throw new Error(`no column ${source}${label ? ` (${label})` : ''}`);
  return found;
}

/** The link target of a cell, or undefined when the row gets no link. */
export function linkOf(resource: Resource, source: string, record: unknown): string | undefined {
  const link = column(resource, source).link;
  const links: readonly ColumnLinkDef<string>[] = link === undefined ? [] : Array.isArray(link) ? link : [link as ColumnLinkDef<string>];
  const hit = links.find((entry) => matchesCondition(record, entry.when));
  return hit ? expandTemplate(hit.to, record) : undefined;
}

/** The columns shown for the given filter values (`visibleWhen`). */
export function visibleColumns(resource: Resource, filterValues: Record<string, unknown>): string[] {
  return resource.list.columns
    .filter((c) => {
      if (!c.visibleWhen) return true;
      const value = filterValues[c.visibleWhen.filter];
      if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return true;
      const values = Array.isArray(value) ? value : [value];
      return values.some((v) => c.visibleWhen!.in.includes(String(v)));
    })
    .map((c) => c.source);
}

/** The filter identified by `key ?? source`. */
export function filterByKey(resource: Resource, key: string) {
  const found = resource.filters.find((f) => (f.key ?? f.source) === key);
  if (!found) throw new Error(`no filter ${key}`);
  return found;
}
