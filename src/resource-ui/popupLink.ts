/** Links that open the shell's popups (000 §2: `?open=player-{id}`, `?open=manager-{realm:username}`), keeping other query parameters. */

/** The `search` of the current location with `open` set to `value`. */
export function popupSearch(search: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set('open', value);
  return `?${params.toString()}`;
}
