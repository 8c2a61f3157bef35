import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkEnglish,
  checkTranslation,
  collectLiterals,
  flatten,
  formatIssue,
  identicalAllowed,
  placeholders,
  pluralFormCount,
  reservedKeyNotes,
  runCheck,
  summarize,
  unusedAppKeys,
  type Issue,
} from '../../../scripts/i18n-check';

const en = flatten({
  ra: { action: { bulk_actions: '1 item selected |||| %{smart_count} items selected', save: 'Save' } },
  resources: { players: { name: 'Player |||| Players', fields: { email: 'E-mail', id: 'ID' } } },
  app: { welcome: 'Welcome, %{name}', maxLength: 'You have exceeded {0} characters', blank: ' ' },
});

/** A complete German catalogue for `en`; tests change one thing at a time. */
const de = () => ({
  ra: { action: { bulk_actions: '1 Element ausgewählt |||| %{smart_count} Elemente ausgewählt', save: 'Speichern' } },
  resources: { players: { name: 'Spieler |||| Spieler', fields: { email: 'E-Mail', id: 'ID' } } },
  app: { welcome: 'Willkommen, %{name}', maxLength: 'Sie haben {0} Zeichen überschritten', blank: ' ' },
});

const kinds = (issues: Issue[]) => issues.map((i) => `${i.kind} ${i.key}`);
const allow = { '*': { values: ['ID'] } };

describe('flatten and placeholders', () => {
  it('flattens nested objects to dotted keys and reports non-string leaves', () => {
    const bad: string[] = [];
    expect(flatten({ a: { b: 'x', c: { d: 'y' } }, e: 1, f: ['z'] }, '', {}, bad)).toEqual({ 'a.b': 'x', 'a.c.d': 'y' });
    expect(bad).toEqual(['e', 'f']);
  });

  it('finds polyglot and positional placeholders, once each, sorted', () => {
    expect(placeholders('%{b} and %{a}, {0} and %{a}')).toEqual(['%{a}', '%{b}', '{0}']);
    expect(placeholders('no placeholders')).toEqual([]);
  });
});

describe('pluralFormCount (from polyglot)', () => {
  it.each([
    ['en', 2],
    ['de', 2],
    ['fr', 2],
    ['tr', 2],
    ['ro', 3],
    ['hr', 3],
    ['ru', 3],
  ])('reads %s with %i forms', (locale, count) => {
    expect(pluralFormCount(locale)).toBe(count);
  });
});

describe('checkTranslation', () => {
  it('accepts a complete, translated catalogue', () => {
    expect(checkTranslation('de', en, de(), allow)).toEqual([]);
  });

  it('reports missing and extra keys', () => {
    const catalogue = de();
    delete (catalogue.resources.players.fields as Partial<typeof catalogue.resources.players.fields>).email;
    (catalogue.app as Record<string, string>).surplus = 'Überschuss';
    expect(kinds(checkTranslation('de', en, catalogue, allow))).toEqual(['missing resources.players.fields.email', 'extra app.surplus']);
  });

  it('reports placeholders that differ from English, in both styles', () => {
    const catalogue = de();
    catalogue.app.welcome = 'Willkommen, %{nom}';
    catalogue.app.maxLength = 'Sie haben die Zeichenzahl überschritten';
    const issues = checkTranslation('de', en, catalogue, allow);
    expect(kinds(issues)).toEqual(['placeholders app.welcome', 'placeholders app.maxLength']);
    expect(formatIssue(issues[0])).toBe('de: placeholders app.welcome (has [%{nom}], English has [%{name}])');
  });

  it('reports empty values, but not where English is blank too', () => {
    const catalogue = de();
    catalogue.ra.action.save = '  ';
    expect(kinds(checkTranslation('de', en, catalogue, allow))).toEqual(['empty ra.action.save']);
  });

  it('reports a value identical to English unless allowed or letter-free', () => {
    const catalogue = de();
    catalogue.resources.players.fields.email = 'E-mail';
    expect(kinds(checkTranslation('de', en, catalogue, allow))).toEqual(['untranslated resources.players.fields.email']);
    expect(checkTranslation('de', en, catalogue, { ...allow, de: { values: ['E-mail'] } })).toEqual([]);
    expect(checkTranslation('de', en, catalogue, { ...allow, de: { keys: ['resources.players.fields.*'] } })).toEqual([]);
    expect(checkTranslation('fr', en, catalogue, { ...allow, de: { values: ['E-mail'] } }).map((i) => i.kind)).toContain('untranslated');
    expect(identicalAllowed('de', 'k', '%{from} – %{to}', {})).toBe(true);
    expect(identicalAllowed('de', 'k', '%{count} s', {})).toBe(false);
  });

  it('reports the wrong number of plural forms per locale', () => {
    const ru3 = {
      ...de(),
      ra: {
        action: {
          save: 'Сохранить',
          bulk_actions: 'Выбран %{smart_count} элемент |||| Выбрано %{smart_count} элемента |||| Выбрано %{smart_count} элементов',
        },
      },
    };
    ru3.resources = { players: { name: 'Игрок |||| Игроки |||| Игроки', fields: { email: 'Эл. почта', id: 'ID' } } };
    expect(checkTranslation('ru', en, ru3, allow)).toEqual([]);

    const ru2 = { ...ru3, resources: { players: { ...ru3.resources.players, name: 'Игрок |||| Игроки' } } };
    const issues = checkTranslation('ru', en, ru2, allow);
    expect(kinds(issues)).toEqual(['plural forms resources.players.name']);
    expect(issues[0].detail).toBe('2 forms, polyglot reads 3 for "ru"');

    expect(kinds(checkTranslation('hr', en, ru2, allow))).toEqual(['plural forms resources.players.name']);
    expect(kinds(checkTranslation('ro', en, ru2, allow))).toEqual(['plural forms resources.players.name']);
    expect(kinds(checkTranslation('de', en, ru3, allow))).toEqual([
      'plural forms ra.action.bulk_actions',
      'plural forms resources.players.name',
    ]);
  });

  it('reports forms on a message that is not plural in English, and empty forms', () => {
    const catalogue = de();
    catalogue.ra.action.save = 'Speichern |||| Speichern';
    catalogue.resources.players.name = 'Spieler ||||  ';
    const details = checkTranslation('de', en, catalogue, allow).map((i) => `${i.key}: ${i.detail}`);
    expect(details).toEqual(['ra.action.save: not plural in English but has 2 forms', 'resources.players.name: an empty form']);
  });
});

describe('checkEnglish', () => {
  it('reports keys the code needs that English lacks', () => {
    expect(kinds(checkEnglish(en, ['ra.action.save', 'ra.action.delete']))).toEqual(['missing ra.action.delete']);
  });

  it('reports English plural messages polyglot cannot read', () => {
    const broken = { ...en, 'app.count': '%{smart_count} rows' };
    expect(kinds(checkEnglish(broken, []))).toEqual(['plural forms app.count']);
  });
});

describe('unusedAppKeys', () => {
  const source = [
    "const a = translate('app.used');",
    '// translate("app.inComment") is only a comment',
    'const b = translate(`app.timeFrames.${preset}`);',
    "const c = 'app.validation.' + name;",
    'export const X = <T label="app.jsx" />;',
  ].join('\n');
  const usage = collectLiterals([{ name: 'x.tsx', text: source }]);
  const catalogue = flatten({
    app: {
      used: 'u',
      inComment: 'c',
      jsx: 'j',
      timeFrames: { today: 't' },
      validation: { required: 'r' },
      fromResource: 'f',
      dynamic: 'd',
    },
    ra: { action: { save: 's' } },
  });

  it('reads literals and run-time prefixes but not comments', () => {
    expect(usage.literals.has('app.used')).toBe(true);
    expect(usage.literals.has('app.jsx')).toBe(true);
    expect(usage.literals.has('app.inComment')).toBe(false);
    expect(usage.prefixes).toEqual(expect.arrayContaining(['app.timeFrames.', 'app.validation.']));
  });

  it('reports app keys no code uses, except resource keys and the dynamic allow list', () => {
    expect(kinds(unusedAppKeys(catalogue, usage, new Set(['app.fromResource']), ['app.dynamic']))).toEqual(['unused key app.inComment']);
    expect(kinds(unusedAppKeys(catalogue, usage, new Set(), []))).toEqual([
      'unused key app.inComment',
      'unused key app.fromResource',
      'unused key app.dynamic',
    ]);
  });
});

describe('reservedKeyNotes', () => {
  const usage = collectLiterals([{ name: 'x.ts', text: "t('app.now.used')" }]);
  const catalogue = flatten({ app: { now: { used: 'u' }, later: 'l' } });

  it('notes reserved keys still waiting, now used, or gone from English', () => {
    const notes = reservedKeyNotes(catalogue, usage, new Set(), { 'app.later': 'shell', 'app.now.used': 'shell', 'app.gone': 'pages' });
    expect(notes).toEqual([
      'note: reserved key app.later not used yet (shell)',
      'note: reserved key app.now.used is now used; remove it from RESERVED_APP_KEYS',
      'note: reserved key app.gone is not in i18n/en.json; remove it from RESERVED_APP_KEYS',
    ]);
  });
});

describe('runCheck on a small repository', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'i18n-check-'));
    const write = (file: string, text: string) => {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), text);
    };
    write('i18n/en.json', JSON.stringify({ app: { title: 'Backoffice', unused: 'Nobody' } }));
    write('i18n/es.json', JSON.stringify({ app: { title: 'Backoffice' } }));
    write(
      'src/pages/Home.tsx',
      'export const Home = ({ t }: { t: (k: string) => string }) => <h1 title="Home">{t(\'app.title\')} Welcome</h1>;',
    );
    write('src/generated/x/List.tsx', 'export const L = () => <p>Generated text is checked by the golden tests</p>;');
    write('src/pages/catalogue.en.json', '{}');
    write('resources/x.ts', "export const key = 'app.fromResource';");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reports literal text in hand-written screens, unused and missing keys, and unknown catalogues', async () => {
    const result = await runCheck(root);
    const lines = result.issues.map(formatIssue);
    expect(lines).toEqual(
      expect.arrayContaining([
        'code: literal text src/pages/Home.tsx:1 (title: "Home"; use a catalogue key)',
        'code: literal text src/pages/Home.tsx:1 (text: "Welcome"; use a catalogue key)',
        'en: unused key app.unused (not found in src/ or resources/ (add it to DYNAMIC_APP_KEYS if built at run time))',
        'en: missing app.fromResource (used in src/ or resources/)',
        'es: extra i18n/es.json (no entry in src/i18n/languages.ts)',
        'de: missing i18n/de.json (no catalogue file)',
      ]),
    );
    expect(lines.some((line) => line.includes('src/generated'))).toBe(false);
    expect(result.notes).toContain(
      'note: side catalogue src/pages/catalogue.en.json: merge its keys into i18n/en.json (and translate them), then delete it',
    );
    expect(summarize(result)[0]).toMatch(/, code and other files \d+$/);
  });
});

describe('the repository catalogues', () => {
  it('pass every rule', async () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const result = await runCheck(root);
    expect(result.issues.map(formatIssue)).toEqual([]);
    expect(summarize(result).at(-1)).toMatch(/^i18n check passed: 7 catalogues, \d+ keys, 0 errors$/);
  }, 30_000);
});
