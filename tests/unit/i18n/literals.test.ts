import { jsxLiterals } from '../../../scripts/i18n-literals';

const found = (source: string) => jsxLiterals('x.tsx', source).map((l) => `${l.line} ${l.where}: ${l.text}`);

describe('jsxLiterals', () => {
  it('reports JSX text and string children with letters, with their line', () => {
    const source = ['export const A = () => (', '  <div>', '    Total stake', "    {'Max win'}", '  </div>', ');'].join('\n');
    expect(found(source)).toEqual(['3 text: Total stake', '4 text: Max win']);
  });

  it('reports visible attributes with literal text, but not catalogue keys or other attributes', () => {
    const source = [
      'export const A = () => <>',
      '  <Button label="Save" />',
      '  <Button label="ra.action.save" title={"resources.players.name"} />',
      '  <span aria-label="empty">–</span>',
      '  <img alt={`Logo`} />',
      '  <Box data-testid="resource-table" sx={{ p: 2 }} variant="contained" />',
      '</>;',
    ].join('\n');
    expect(found(source)).toEqual(['2 label: Save', '4 aria-label: empty', '5 alt: Logo']);
  });

  it('accepts text without letters and translated expressions', () => {
    const source = "export const A = ({ t }: { t: (k: string) => string }) => <p>– {t('app.title')} · 42 % {'/'}</p>;";
    expect(found(source)).toEqual([]);
  });
});
