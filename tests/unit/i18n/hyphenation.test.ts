import { readFileSync } from 'node:fs';
import { hyphenationDictionary } from '../../../scripts/hyphenation';
import { hyphenate, loadHyphenation } from '../../../src/i18n/hyphenation';

const SOFT = '\u00AD';
const catalogue = (language: string) => JSON.parse(readFileSync(`i18n/${language}.json`, 'utf8'));

describe('hyphenation dictionaries of the catalogues', () => {
  it('break long words where the language allows, and leave short ones out', () => {
    const german = hyphenationDictionary('de', { a: 'Zahlungsstatus der Auszahlung', b: { c: 'Konto' } });
    expect(german).toEqual({ Auszahlung: `Aus${SOFT}zah${SOFT}lung`, Zahlungsstatus: `Zah${SOFT}lungs${SOFT}sta${SOFT}tus` });
    expect(hyphenationDictionary('ru', { a: 'Зачисление' }).Зачисление.split(SOFT).length).toBeGreaterThan(2);
    expect(hyphenationDictionary('xx', { a: 'Zahlungsstatus' })).toEqual({});
  });

  it('cover every long header word of a real catalogue', () => {
    const dictionary = hyphenationDictionary('de', catalogue('de'));
    expect(dictionary[catalogue('de').resources['statistics-payments'].fields.paymentStatus]).toContain(SOFT);
    for (const [word, hyphenated] of Object.entries(dictionary)) expect(hyphenated.replaceAll(SOFT, '')).toBe(word);
  });

  it('hyphenate the console text of the loaded language only', async () => {
    await loadHyphenation('de');
    expect(hyphenate('Zahlungsstatus (neu)')).toBe(`Zah${SOFT}lungs${SOFT}sta${SOFT}tus (neu)`);
    await loadHyphenation('unknown');
    expect(hyphenate('Zahlungsstatus')).toBe('Zahlungsstatus');
  });
});
