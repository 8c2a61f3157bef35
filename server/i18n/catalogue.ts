/**
 * The console's catalogues (`i18n/<lang>.json`) read on the server, for the texts a report writes
 * in the user's language (enum labels, Yes/No). Each language is read once.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CATALOGUE_DIR = fileURLToPath(new URL('../../i18n/', import.meta.url));
const loaded = new Map<string, Record<string, unknown>>();

/** The catalogue of a supported language (validated by the caller). */
function catalogueOf(locale: string): Record<string, unknown> {
  let catalogue = loaded.get(locale);
  if (!catalogue) {
    catalogue = JSON.parse(readFileSync(`${CATALOGUE_DIR}${locale}.json`, 'utf8')) as Record<string, unknown>;
    loaded.set(locale, catalogue);
  }
  return catalogue;
}

/** The text under a dotted key, or undefined. */
export function catalogueText(locale: string, key: string): string | undefined {
  let current: unknown = catalogueOf(locale);
  for (const part of key.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return typeof current === 'string' ? current : undefined;
}

/** The labels of an enumeration (`enums.<name>`) in a language: value → label. */
export function enumLabels(locale: string, enumName: string): Record<string, string> {
  const group = (catalogueOf(locale).enums as Record<string, unknown> | undefined)?.[enumName];
  if (!group || typeof group !== 'object') return {};
  return Object.fromEntries(Object.entries(group).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
