import { parseMarkdown } from '../../../src/widgets/markdown/markdownBlocks';
import { inlineText, isSafeHref, parseInline } from '../../../src/widgets/markdown/markdownInline';

describe('parseInline', () => {
  it('reads code, links, strong and emphasis; everything else is text', () => {
    expect(parseInline('Open **My account** or [write to us](mailto:help@example.com), `code` and _now_')).toEqual([
      { type: 'text', text: 'Open ' },
      { type: 'strong', children: [{ type: 'text', text: 'My account' }] },
      { type: 'text', text: ' or ' },
      { type: 'link', href: 'mailto:help@example.com', children: [{ type: 'text', text: 'write to us' }] },
      { type: 'text', text: ', ' },
      { type: 'code', text: 'code' },
      { type: 'text', text: ' and ' },
      { type: 'em', children: [{ type: 'text', text: 'now' }] },
    ]);
  });

  it('keeps HTML, snake_case, lone stars and unsafe links as text', () => {
    expect(inlineText(parseInline('<script>alert(1)</script>'))).toBe('<script>alert(1)</script>');
    expect(parseInline('<b>x</b>')).toEqual([{ type: 'text', text: '<b>x</b>' }]);
    expect(parseInline('max_stake_per_bet')).toEqual([{ type: 'text', text: 'max_stake_per_bet' }]);
    expect(parseInline('2 * 3 = 6')).toEqual([{ type: 'text', text: '2 * 3 = 6' }]);
    expect(parseInline('[click](javascript:alert(1))')).toEqual([
      { type: 'text', text: 'click' },
      { type: 'text', text: ')' },
    ]);
    expect(parseInline('[x](//evil.example)')).toEqual([{ type: 'text', text: 'x' }]);
  });

  it('allows web, e-mail, console and anchor links only', () => {
    expect(['https://a.example', 'http://a.example', 'mailto:a@b.c', '/help', '#faq'].every(isSafeHref)).toBe(true);
    expect(['javascript:alert(1)', 'JAVASCRIPT:x', 'data:text/html,x', '//evil', 'vbscript:x'].some(isSafeHref)).toBe(false);
  });
});

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists, tables, quotes, code and rules', () => {
    const blocks = parseMarkdown(`# Title
First line
second line.

- one
- **two**
  continued

1. first
2. second

| Method | Minimum |
|---|---|
| Skrill | 10 |

> Note

\`\`\`
raw <b>
\`\`\`

---`);
    expect(blocks.map((block) => block.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'table', 'quote', 'code', 'rule']);
    expect(blocks[1]).toEqual({ type: 'paragraph', content: [{ type: 'text', text: 'First line second line.' }] });
    expect(blocks[2]).toMatchObject({
      type: 'list',
      ordered: false,
      items: [[{ text: 'one' }], [{ type: 'strong' }, { text: ' continued' }]],
    });
    expect(blocks[3]).toMatchObject({ type: 'list', ordered: true });
    expect(blocks[4]).toMatchObject({
      type: 'table',
      header: [[{ text: 'Method' }], [{ text: 'Minimum' }]],
      rows: [[[{ text: 'Skrill' }], [{ text: '10' }]]],
    });
    expect(blocks[6]).toEqual({ type: 'code', text: 'raw <b>' });
  });

  it('ends a paragraph where a list or heading starts, and ignores Windows line ends', () => {
    expect(parseMarkdown('Text\r\n- item\r\n## Next').map((block) => block.type)).toEqual(['paragraph', 'list', 'heading']);
  });
});
