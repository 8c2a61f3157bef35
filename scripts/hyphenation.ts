/**
 * Hyphenation dictionaries of the catalogues, made at build time: for each language, the long words
 * of its catalogue (`i18n/<lang>.json`) with soft hyphens (U+00AD) where the language's TeX patterns
 * (the `hyphen` package) allow a break. The console loads its language's dictionary with the
 * catalogue and hyphenates table headers with it, so a long German or Russian word breaks with a
 * hyphen in every browser, including those without hyphenation rules of their own.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { LONG_WORD } from '../src/i18n/longWord';

const require = createRequire(import.meta.url);

/** The `hyphen` pattern module of each language. */
const PATTERNS: Readonly<Record<string, string>> = {
  en: 'hyphen/en-us',
  de: 'hyphen/de',
  fr: 'hyphen/fr',
  tr: 'hyphen/tr',
  ro: 'hyphen/ro',
  hr: 'hyphen/hr',
  ru: 'hyphen/ru',
};

type Catalogue = { readonly [key: string]: string | Catalogue };

function texts(catalogue: Catalogue, into: string[] = []): string[] {
  for (const value of Object.values(catalogue)) {
    if (typeof value === 'string') into.push(value);
    else texts(value, into);
  }
  return into;
}

/** The dictionary of a language: every long word of the catalogue that has a break point, hyphenated. */
export function hyphenationDictionary(language: string, catalogue: Catalogue): Record<string, string> {
  const patterns = PATTERNS[language];
  if (!patterns) return {};
  const { hyphenateSync } = require(patterns) as { hyphenateSync: (text: string, options?: { hyphenChar?: string }) => string };
  const words = new Set(texts(catalogue).flatMap((text) => text.match(LONG_WORD) ?? []));
  const dictionary: Record<string, string> = {};
  for (const word of [...words].sort()) {
    const hyphenated = hyphenateSync(word, { hyphenChar: '\u00AD' });
    if (hyphenated !== word) dictionary[word] = hyphenated;
  }
  return dictionary;
}

const PREFIX = 'virtual:hyphenation/';

/** Serves `virtual:hyphenation/<lang>`: the dictionary of `i18n/<lang>.json` as a module's default export. */
export function hyphenationPlugin(): Plugin {
  return {
    name: 'backoffice-hyphenation',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const language = id.slice(PREFIX.length + 1);
      const file = new URL(`../i18n/${language}.json`, import.meta.url);
      this.addWatchFile(file.pathname);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
      return `export default ${JSON.stringify(hyphenationDictionary(language, catalogue))};`;
    },
  };
}
