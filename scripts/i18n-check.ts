/**
 * i18n check (`npm run i18n:check`): compares every catalogue in i18n/ with English and English
 * with the code, prints one line per problem (`de: missing resources.players.fields.email`) and a
 * summary, and exits 1 when there is any error. i18n/<lang>.json is the only source of texts:
 * there are no side catalogues (a `catalogue.*.json` found under src/ is named in a note until it
 * is merged into i18n/en.json and deleted).
 *
 * Rules, per translated language (every language of src/i18n/languages.ts but English):
 * - missing / extra keys against i18n/en.json; values must be strings;
 * - placeholders (`%{name}`, `{0}`) must be the same set as in English;
 * - plural messages (English has `||||` or `%{smart_count}`) must have exactly the number of
 *   `||||` forms polyglot reads for that locale (taken from polyglot's own plural rules);
 *   a message that is not plural in English must not have forms;
 * - no empty values;
 * - no value identical to English unless it has no letters (placeholders, numbers) or is allowed
 *   in i18n/allow-identical.json (`"*"` for every language, or per language; `values` are English
 *   texts, `keys` are catalogue keys, a trailing `*` matches a key prefix);
 * - a catalogue file in i18n/ needs an entry in src/i18n/languages.ts.
 * English itself: every key the code needs is present (the `ra.*` keys of ra-language-english,
 * `resourceCatalogueKeys()` of each resource the generator lists in server/generated/resources.ts, and `app.*`/`ra.*` keys
 * written as literals in src/ or resources/), its plural messages have the forms polyglot reads
 * for `en`, and every `app.*` key is used: it appears as a string literal in src/ or resources/
 * (`.ts`/`.tsx`, parsed, so comments do not count), starts with a prefix the code completes at
 * run time (a template literal head such as `app.timeFrames.${preset}` or a literal ending in `.`),
 * is needed by a resource, is listed in DYNAMIC_APP_KEYS, or is reserved in RESERVED_APP_KEYS for
 * a screen being built (a note, not an error, names each reserved key still unused).
 * The code: hand-written screens (`src/**\/*.tsx` but src/generated/) show no literal text
 * (see scripts/i18n-literals.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import englishMessages from 'ra-language-english';
import { LANGUAGES } from '../src/i18n/languages';
import { jsxLiterals } from './i18n-literals';

/**
 * `app.*` keys the code builds in a way the literal scan cannot see (none today). Add a key or a
 * `prefix.*` pattern here, with the file that builds it, when a key is composed at run time.
 */
export const DYNAMIC_APP_KEYS: readonly string[] = [];

/**
 * `app.*` keys kept for code being written now, with who will use them; the check notes each one
 * while no code uses it and asks to remove the entry once code does. Keep this list short-lived.
 */
export const RESERVED_APP_KEYS: Readonly<Record<string, string>> = {};

export type Catalogue = { [key: string]: string | Catalogue };
export type FlatCatalogue = Record<string, string>;
export interface Issue {
  lang: string;
  kind: 'missing' | 'extra' | 'not a string' | 'placeholders' | 'plural forms' | 'empty' | 'untranslated' | 'unused key' | 'literal text';
  key: string;
  detail?: string;
}
/** Allowed identical values: `values` are English texts, `keys` keys or `prefix*` patterns. */
export interface AllowList {
  values?: string[];
  keys?: string[];
}
export type AllowIdentical = Record<string, AllowList>;

/** Flattens nested catalogue objects to dotted keys; non-string leaves are reported. */
export function flatten(catalogue: unknown, prefix = '', out: FlatCatalogue = {}, bad: string[] = []): FlatCatalogue {
  for (const [key, value] of Object.entries(catalogue as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) flatten(value, path, out, bad);
    else if (typeof value === 'string') out[path] = value;
    else bad.push(path);
  }
  return out;
}

const PLACEHOLDER = /%\{[^}]*\}|\{\d+\}/g;

/** The distinct placeholders of a message, sorted: `%{x}` (polyglot) and `{0}` (positional). */
export function placeholders(value: string): string[] {
  return [...new Set(value.match(PLACEHOLDER) ?? [])].sort();
}

/** A message polyglot picks a form of: it has `||||` forms or takes `%{smart_count}`. */
export function isPlural(value: string): boolean {
  return value.includes('||||') || value.includes('%{smart_count}');
}

/** The `||||` forms of a message. */
export function pluralForms(value: string): string[] {
  return value.split('||||');
}

interface PolyglotStatic {
  transformPhrase(phrase: string, substitutions: { smart_count: number }, locale: string): string;
}
let polyglot: PolyglotStatic | undefined;
function loadPolyglot(): PolyglotStatic {
  // node-polyglot as ra-i18n-polyglot resolves it: the same plural rules as the running app.
  const requireHere = createRequire(import.meta.url);
  polyglot ??= createRequire(requireHere.resolve('ra-i18n-polyglot'))('node-polyglot') as PolyglotStatic;
  return polyglot;
}

/** How many `||||` forms polyglot reads for a locale: the highest form index it picks, plus one. */
export function pluralFormCount(locale: string): number {
  const probe = Array.from({ length: 10 }, (_, i) => `<${i}>`).join('||||');
  let highest = 0;
  for (let n = 0; n <= 1000; n += 1) {
    const picked = Number(/<(\d+)>/.exec(loadPolyglot().transformPhrase(probe, { smart_count: n }, locale))?.[1] ?? 0);
    highest = Math.max(highest, picked);
  }
  return highest + 1;
}

function keyMatches(key: string, patterns: readonly string[] = []): boolean {
  return patterns.some((p) => (p.endsWith('*') ? key.startsWith(p.slice(0, -1)) : key === p));
}

/** An identical value is accepted when it has no letters or the allow list names it. */
export function identicalAllowed(lang: string, key: string, english: string, allow: AllowIdentical): boolean {
  if (!/\p{L}/u.test(english.replace(PLACEHOLDER, ''))) return true;
  return [allow['*'], allow[lang]].some((list) => !!list && (list.values?.includes(english) || keyMatches(key, list.keys)));
}

/** Plural problems of one message in a locale, or undefined when polyglot reads it right. */
export function pluralProblem(english: string, value: string, locale: string): string | undefined {
  const forms = pluralForms(value);
  if (!isPlural(english)) return forms.length > 1 ? `not plural in English but has ${forms.length} forms` : undefined;
  const expected = pluralFormCount(locale);
  if (forms.length !== expected) return `${forms.length} forms, polyglot reads ${expected} for "${locale}"`;
  if (forms.some((form) => form.trim() === '')) return 'an empty form';
  return undefined;
}

/** Every problem of one translated catalogue against English. */
export function checkTranslation(lang: string, en: FlatCatalogue, catalogue: unknown, allow: AllowIdentical = {}): Issue[] {
  const bad: string[] = [];
  const flat = flatten(catalogue, '', {}, bad);
  const issues: Issue[] = bad.map((key) => ({ lang, kind: 'not a string', key }));
  for (const [key, english] of Object.entries(en)) {
    const value = flat[key];
    if (value === undefined) {
      if (!bad.includes(key)) issues.push({ lang, kind: 'missing', key });
      continue;
    }
    if (value.trim() === '' && english.trim() !== '') {
      issues.push({ lang, kind: 'empty', key });
      continue;
    }
    const want = placeholders(english).join(' ');
    const got = placeholders(value).join(' ');
    if (want !== got) issues.push({ lang, kind: 'placeholders', key, detail: `has [${got}], English has [${want}]` });
    const plural = pluralProblem(english, value, lang);
    if (plural) issues.push({ lang, kind: 'plural forms', key, detail: plural });
    if (value === english && !identicalAllowed(lang, key, english, allow)) {
      issues.push({ lang, kind: 'untranslated', key, detail: `same as English: "${english}"` });
    }
  }
  for (const key of Object.keys(flat)) if (!(key in en)) issues.push({ lang, kind: 'extra', key });
  return issues;
}

/** English against the keys the code needs, and its own plural messages. */
export function checkEnglish(en: FlatCatalogue, requiredKeys: Iterable<string>): Issue[] {
  const issues: Issue[] = [];
  for (const key of new Set(requiredKeys)) if (!(key in en)) issues.push({ lang: 'en', kind: 'missing', key });
  for (const [key, value] of Object.entries(en)) {
    if (value === '') issues.push({ lang: 'en', kind: 'empty', key });
    const plural = isPlural(value) ? pluralProblem(value, value, 'en') : undefined;
    if (plural) issues.push({ lang: 'en', kind: 'plural forms', key, detail: plural });
  }
  return issues;
}

/** String literals of the code, and the prefixes it completes at run time. */
export interface SourceUsage {
  literals: Set<string>;
  prefixes: string[];
}

/** Collects string literals and template-literal heads from TypeScript sources (comments ignored). */
export function collectLiterals(files: Iterable<{ name: string; text: string }>): SourceUsage {
  const usage: SourceUsage = { literals: new Set(), prefixes: [] };
  for (const { name, text } of files) {
    const kind = name.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        usage.literals.add(node.text);
        if (node.text.endsWith('.')) usage.prefixes.push(node.text);
      } else if (ts.isTemplateExpression(node) && node.head.text) {
        usage.prefixes.push(node.head.text);
      }
      node.forEachChild(visit);
    };
    visit(ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false, kind));
  }
  return usage;
}

/** `app.*` keys of English that no code uses. */
export function unusedAppKeys(
  en: FlatCatalogue,
  usage: SourceUsage,
  needed: Set<string>,
  dynamic: readonly string[] = DYNAMIC_APP_KEYS,
): Issue[] {
  return Object.keys(en)
    .filter((key) => key.startsWith('app.') && !isUsed(key, usage, needed, dynamic))
    .map((key) => ({
      lang: 'en',
      kind: 'unused key' as const,
      key,
      detail: 'not found in src/ or resources/ (add it to DYNAMIC_APP_KEYS if built at run time)',
    }));
}

/** Whether code uses a key: a literal, a resource's key, a dynamic pattern or a run-time prefix. */
function isUsed(key: string, usage: SourceUsage, needed: Set<string>, dynamic: readonly string[]): boolean {
  if (usage.literals.has(key) || needed.has(key) || keyMatches(key, dynamic)) return true;
  return usage.prefixes.some((prefix) => prefix.startsWith('app.') && key.startsWith(prefix));
}

/** Notes on reserved keys: still unused (fine for now) or used (the entry can go). */
export function reservedKeyNotes(
  en: FlatCatalogue,
  usage: SourceUsage,
  needed: Set<string>,
  reserved: Readonly<Record<string, string>> = RESERVED_APP_KEYS,
): string[] {
  return Object.entries(reserved).map(([key, owner]) =>
    !(key in en)
      ? `note: reserved key ${key} is not in i18n/en.json; remove it from RESERVED_APP_KEYS`
      : isUsed(key, usage, needed, [])
        ? `note: reserved key ${key} is now used; remove it from RESERVED_APP_KEYS`
        : `note: reserved key ${key} not used yet (${owner})`,
  );
}

function sourceFiles(dir: string): { name: string; text: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => ({ name: join(dir, file), text: readFileSync(join(dir, file), 'utf8') }));
}

/** The catalogue keys every declared resource needs, or undefined when there is no registry. */
async function resourceKeys(root: string): Promise<string[] | undefined> {
  const registry = join(root, 'server/generated/resources.ts');
  const keysModule = join(root, 'generator/keys.ts');
  if (!existsSync(registry) || !existsSync(keysModule)) return undefined;
  const resources = (await import(pathToFileURL(registry).href)) as Record<string, unknown>;
  const { resourceCatalogueKeys } = (await import(pathToFileURL(keysModule).href)) as typeof import('../generator/keys');
  return Object.values(resources).flatMap((resource) => resourceCatalogueKeys(resource as Parameters<typeof resourceCatalogueKeys>[0]));
}

/** Side catalogues (`catalogue.<lang>.json`) under a folder. */
function sideCatalogues(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|[\\/])catalogue\.[\w-]+\.json$/.test(file))
    .map((file) => join(dir, file));
}

/** A string literal in src/ that names a catalogue key. */
const KEY_LITERAL = /^(app|ra)(\.[A-Za-z0-9_]+)+$/;

export interface CheckResult {
  issues: Issue[];
  notes: string[];
  keyCount: number;
  languages: string[];
}

/** Runs every rule over the catalogues of a repository. */
export async function runCheck(root: string): Promise<CheckResult> {
  const readJson = (file: string): unknown => JSON.parse(readFileSync(join(root, file), 'utf8'));
  const notes: string[] = [];
  const en = flatten(readJson('i18n/en.json'));
  const required = new Set(Object.keys(flatten({ ra: (englishMessages as unknown as Catalogue).ra })));
  const fromResources = await resourceKeys(root);
  if (fromResources) fromResources.forEach((key) => required.add(key));
  else notes.push('note: server/generated/resources.ts or generator/keys.ts not found; resource keys not checked');
  const issues = checkEnglish(en, required);
  const srcFiles = sourceFiles(join(root, 'src'));
  const usage = collectLiterals([...srcFiles, ...sourceFiles(join(root, 'resources'))]);
  const needed = new Set(fromResources ?? []);
  issues.push(...unusedAppKeys(en, usage, needed).filter((issue) => !(issue.key in RESERVED_APP_KEYS)));
  notes.push(...reservedKeyNotes(en, usage, needed));
  // A literal naming a group of keys is the stem of an action's text variants (`textsBy`: `<key>.true`,
  // `<key>.false`); the resource keys above require each variant.
  const stems = new Set(Object.keys(en).flatMap((key) => key.split('.').map((_, end, parts) => parts.slice(0, end).join('.'))));
  for (const literal of usage.literals) {
    if (KEY_LITERAL.test(literal) && !(literal in en) && !stems.has(literal))
      issues.push({ lang: 'en', kind: 'missing', key: literal, detail: 'used in src/ or resources/' });
  }
  for (const file of srcFiles) {
    const name = relative(root, file.name).split(sep).join('/');
    if (!name.endsWith('.tsx') || name.startsWith('src/generated/')) continue;
    for (const literal of jsxLiterals(name, file.text)) {
      issues.push({
        lang: 'code',
        kind: 'literal text',
        key: `${literal.file}:${literal.line}`,
        detail: `${literal.where}: "${literal.text}"; use a catalogue key`,
      });
    }
  }
  for (const side of sideCatalogues(join(root, 'src'))) {
    notes.push(`note: side catalogue ${relative(root, side)}: merge its keys into i18n/en.json (and translate them), then delete it`);
  }
  const allowFile = join(root, 'i18n/allow-identical.json');
  const allow = (existsSync(allowFile) ? readJson('i18n/allow-identical.json') : {}) as AllowIdentical;
  const languages = LANGUAGES.map((l) => l.locale).filter((l) => l !== 'en');
  for (const file of readdirSync(join(root, 'i18n')).filter((f) => /^[a-z]{2,3}(-[A-Za-z]+)?\.json$/.test(f))) {
    const lang = file.replace(/\.json$/, '');
    if (lang !== 'en' && !(languages as string[]).includes(lang))
      issues.push({ lang, kind: 'extra', key: `i18n/${file}`, detail: 'no entry in src/i18n/languages.ts' });
  }
  for (const lang of languages) {
    const file = `i18n/${lang}.json`;
    if (!existsSync(join(root, file))) issues.push({ lang, kind: 'missing', key: file, detail: 'no catalogue file' });
    else issues.push(...checkTranslation(lang, en, readJson(file), allow));
  }
  return { issues, notes, keyCount: Object.keys(en).length, languages: ['en', ...languages] };
}

/** One readable line per issue: `de: missing resources.players.fields.email`. */
export function formatIssue(issue: Issue): string {
  return `${issue.lang}: ${issue.kind} ${issue.key}${issue.detail ? ` (${issue.detail})` : ''}`;
}

/** Per-language counts and the final line. */
export function summarize(result: CheckResult): string[] {
  const perLang = result.languages.map((lang) => `${lang} ${result.issues.filter((i) => i.lang === lang).length}`);
  const other = result.issues.filter((i) => !result.languages.includes(i.lang)).length;
  const total = result.issues.length;
  return [
    `errors per language: ${perLang.join(', ')}${other ? `, code and other files ${other}` : ''}`,
    `i18n check ${total ? 'FAILED' : 'passed'}: ${result.languages.length} catalogues, ${result.keyCount} keys, ` +
      `${total} error${total === 1 ? '' : 's'}`,
  ];
}

async function main(): Promise<void> {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const result = await runCheck(root);
  for (const line of [...result.notes, ...result.issues.map(formatIssue), ...summarize(result)]) console.log(line);
  process.exitCode = result.issues.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
