/** The placeholder of an empty cell. */
export function EmptyValue() {
  return <span aria-label="empty">–</span>;
}
