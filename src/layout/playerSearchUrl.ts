import { player } from '../../resources/player';

/**
 * The players list URL with this text in the list's own search box (its filter source
 * `playerCode.playerUsername`, sent as `username`), which matches username, e-mail or id: the text
 * shows in the list's search box and clears from there.
 */
export function playerSearchUrl(text: string): string {
  const filter = JSON.stringify({ [player.list.search ?? 'id']: text });
  return `/players?filter=${encodeURIComponent(filter)}`;
}
