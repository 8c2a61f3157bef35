import { pseudoCatalogue, pseudoText } from '../../../i18n/pseudo';
import { placeholders, pluralForms } from '../../../scripts/i18n-check';

const unwrap = (text: string) => text.replace(/[⟦⟧·]/g, '');

describe('pseudoText', () => {
  it('wraps the text in ⟦…⟧, accents its letters and makes it about 35 % longer', () => {
    const text = pseudoText('Total stake');
    expect(text.startsWith('⟦') && text.endsWith('⟧')).toBe(true);
    expect(unwrap(text)).not.toMatch(/[A-Za-z]/);
    expect(text.length - 2).toBeGreaterThanOrEqual(Math.ceil('Total stake'.length * 1.35));
  });

  it('keeps placeholders of both styles intact', () => {
    const english = 'Amount %{amount}%{symbol} is over {0} for %{direction}';
    expect(placeholders(pseudoText(english))).toEqual(placeholders(english));
  });

  it('wraps each plural form on its own and keeps the number of forms', () => {
    const text = pseudoText('1 item selected |||| %{smart_count} items selected');
    expect(pluralForms(text)).toHaveLength(2);
    for (const form of pluralForms(text)) expect(form.trim()).toMatch(/^⟦.*⟧$/);
  });

  it('leaves blank messages blank and keeps surrounding spaces outside the wrappers', () => {
    expect(pseudoText(' ')).toBe(' ');
    expect(pseudoText(' x ')).toMatch(/^ ⟦.*⟧ $/);
  });
});

describe('pseudoCatalogue', () => {
  it('keeps the shape and keys of the catalogue', () => {
    const catalogue = { ra: { action: { save: 'Save' } }, app: { title: 'Backoffice' } };
    const pseudo = pseudoCatalogue(catalogue);
    expect(Object.keys(pseudo.ra.action)).toEqual(['save']);
    expect(pseudo.app.title).toMatch(/^⟦.+⟧$/);
  });
});
