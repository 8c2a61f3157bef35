/**
 * A field has one name per language: keys that end in the same name and read the same in
 * English read the same in every catalogue, wherever the field shows (list header, popup, tile).
 */
import { readFileSync } from 'node:fs';

const LANGUAGES = ['de', 'fr', 'tr', 'ro', 'hr', 'ru'] as const;

/**
 * Names whose translation follows the word it describes (grammatical gender: "Créé le" a
 * betslip, "Créée le" a payment) or whose English covers two meanings ("Any" filter value vs any
 * time; "Account" section vs gateway account number).
 */
const VARIES = new Set(['created', 'any', 'account']);

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

const read = (lang: string) => flatten(JSON.parse(readFileSync(`i18n/${lang}.json`, 'utf8')) as Tree);

describe('one name per field and language', () => {
  const en = read('en');
  it.each(LANGUAGES)('%s names each field the same everywhere', (lang) => {
    const catalogue = read(lang);
    const names = new Map<string, Map<string, string[]>>();
    for (const [key, english] of en) {
      const name = key.split('.').at(-1)!;
      const text = catalogue.get(key);
      if (key.startsWith('enums.') || VARIES.has(name) || text === undefined) continue;
      const group = `${name} = ${english}`;
      const byText = names.get(group) ?? new Map<string, string[]>();
      byText.set(text, [...(byText.get(text) ?? []), key]);
      names.set(group, byText);
    }
    const differing = [...names]
      .filter(([, byText]) => byText.size > 1)
      .map(([group, byText]) => `${group}: ${JSON.stringify(Object.fromEntries(byText))}`);
    expect(differing).toEqual([]);
  });
});
