/**
 * Hand-written screens use catalogue keys, never literal English: finds user-visible text written
 * into JSX in `.tsx` sources. Part of the i18n check (`npm run i18n:check`), which scans
 * `src/**\/*.tsx` except `src/generated/` (the generator's output is checked by its golden tests).
 *
 * Reported: JSX text with a letter (`<b>Total</b>`), a string literal with a letter as a JSX child
 * (`{'Total'}`), and a string literal with a letter in a user-visible attribute (`label`, `title`,
 * `placeholder`, `aria-label`, `alt`, `helperText`, `primaryText`, `tooltip`) unless it is a
 * catalogue key (`app.…`, `ra.…`, `resources.…`, `enums.…`), which react-admin translates itself.
 */
import ts from 'typescript';

/** Attributes whose string value reaches the screen or a screen reader. */
export const VISIBLE_ATTRIBUTES: ReadonlySet<string> = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'helperText',
  'primaryText',
  'tooltip',
]);

/** A literal that names a catalogue key rather than showing text. */
const CATALOGUE_KEY = /^(app|ra|resources|enums)(\.[\w-]+)+$/;
const LETTER = /\p{L}/u;

/** One piece of literal text in JSX. */
export interface JsxLiteral {
  file: string;
  line: number;
  text: string;
  /** `text` for JSX text and string children, otherwise the attribute name. */
  where: string;
}

/** The literal texts with letters of one `.tsx` source. */
export function jsxLiterals(file: string, source: string): JsxLiteral[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: JsxLiteral[] = [];
  const report = (node: ts.Node, text: string, where: string) => {
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
    found.push({ file, line, text: text.trim().replace(/\s+/g, ' '), where });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) report(node, node.text, 'text');
    else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
      LETTER.test(node.expression.text)
    ) {
      report(node, node.expression.text, 'text');
    } else if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(sourceFile)) && node.initializer) {
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init
        : ts.isJsxExpression(init) &&
            init.expression &&
            (ts.isStringLiteral(init.expression) || ts.isNoSubstitutionTemplateLiteral(init.expression))
          ? init.expression
          : undefined;
      if (literal && LETTER.test(literal.text) && !CATALOGUE_KEY.test(literal.text))
        report(node, literal.text, node.name.getText(sourceFile));
    }
    node.forEachChild(visit);
  };
  visit(sourceFile);
  return found;
}
