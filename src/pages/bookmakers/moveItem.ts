/** Reordering a list: the pure step behind dragging and the move buttons of the markets order. */

/**
 * A copy of `items` with the item at `from` moved to `to` (both clamped to the list); the same
 * array when nothing moves.
 *
 * @example moveItem(['a', 'b', 'c'], 2, 0) // ['c', 'a', 'b']
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): readonly T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from >= items.length || from === target) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/** Whether two orders list the same ids in the same order. */
export function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
