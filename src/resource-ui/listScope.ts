/** How a scope (`{ playerId }`, `{ recordId }` or `{ filter }`) limits a list: its permanent filter and request meta. */
import type { AnyResource, ListScope } from './types';

/** The filter key of the declared filter on `source`, if any. */
function filterKeyOn(definition: AnyResource, source: string): string | undefined {
  const filter = definition.filters.find((candidate) => candidate.source === source || candidate.key === source);
  return filter ? (filter.key ?? filter.source) : undefined;
}

/**
 * The permanent filter of a scoped list: the player filter when the resource declares one on its
 * `playerField` (the player path or query carries the player otherwise), the id filter for a
 * record scope (betslips `id`, bonuses `bonusPlayerId`), and the scope's own filter values.
 */
export function scopeFilter(definition: AnyResource, scope: ListScope | undefined): Record<string, unknown> | undefined {
  if (!scope) return undefined;
  const filter: Record<string, unknown> = {};
  if (scope.playerId !== undefined && definition.playerField) {
    const key = filterKeyOn(definition, definition.playerField);
    if (key) filter[key] = scope.playerId;
  }
  if (scope.recordId !== undefined) filter[filterKeyOn(definition, definition.id) ?? definition.id] = scope.recordId;
  return { ...filter, ...scope.filter };
}

/** True when the scope limits the list at all. */
export function isScoped(scope: ListScope | undefined): boolean {
  return scope?.playerId !== undefined || scope?.recordId !== undefined || Object.keys(scope?.filter ?? {}).length > 0;
}
