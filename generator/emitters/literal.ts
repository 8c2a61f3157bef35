/** A fixed printer for the literals the emitters write: stable key order, single quotes. */

/** Source text printed as is (a component reference, an expression). */
export class Code {
  constructor(readonly text: string) {}
}

/** Marks source text to be printed verbatim inside a literal. */
export const code = (text: string): Code => new Code(text);

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const MAX_INLINE = 100;

/** A single-quoted string literal. */
export function quote(value: string): string {
  return `'${JSON.stringify(value).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

function key(name: string): string {
  return IDENTIFIER.test(name) ? name : quote(name);
}

/** Prints a value as a TypeScript literal; objects keep their insertion order, `undefined` is skipped. */
export function literal(value: unknown, indent = ''): string {
  if (value instanceof Code) return value.text;
  if (value === null) return 'null';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => literal(item, inner));
    const inline = `[${items.join(', ')}]`;
    if (inline.length + indent.length <= MAX_INLINE && !inline.includes('\n')) return inline;
    return `[\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    const parts = entries.map(([name, item]) => `${key(name)}: ${literal(item, inner)}`);
    const inline = `{ ${parts.join(', ')} }`;
    if (inline.length + indent.length <= MAX_INLINE && !inline.includes('\n')) return inline;
    return `{\n${parts.map((part) => `${inner}${part},`).join('\n')}\n${indent}}`;
  }
  throw new Error(`cannot print a ${typeof value} as a literal`);
}
