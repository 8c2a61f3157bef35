/**
 * A title from the server's UI info as staff read it: an operator's own title as sent; the
 * console's own default word (the reference server's `Backoffice`, `Players`) in the user's language.
 */
import { useTranslate } from 'ra-core';
import { useCallback } from 'react';
import en from '../../../i18n/en.json';

type Tree = { [key: string]: string | Tree };

function englishText(key: string): string | undefined {
  let node: string | Tree | undefined = en as unknown as Tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * `(value, key) => text`: `value` unless it is missing or the English text of the catalogue's
 * `key`, then that key in the user's language.
 *
 * @example titleText(ui.playersTitle, 'app.menu.groups.players'); // 'Игроки' for the default 'Players'
 */
export function useTitleText(): (value: string | null | undefined, key: string) => string {
  const translate = useTranslate();
  return useCallback((value, key) => (!value || value === englishText(key) ? translate(key) : value), [translate]);
}
