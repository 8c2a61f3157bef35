/**
 * A tiny typed SQL builder: `sql` tagged templates compile to `{ text, values }` with `$n`
 * placeholders. Interpolated values always become parameters; only nested `Sql` fragments and
 * identifiers checked by {@link ident} are spliced into the text. The one exception is
 * {@link Sql.inline} for COPY, which takes no parameters: there each value is a quoted literal.
 */

const IDENTIFIER = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/;

/** A compiled, parameterised statement. */
export interface SqlQuery {
  readonly text: string;
  readonly values: unknown[];
}

/** A composable SQL fragment. */
export class Sql {
  constructor(
    readonly strings: readonly string[],
    readonly args: readonly unknown[],
  ) {}

  /** Compiles to `{ text, values }`, numbering parameters from `$1`. */
  compile(): SqlQuery {
    const values: unknown[] = [];
    const text = this.render((value) => {
      values.push(value);
      return `$${values.length}`;
    });
    return { text, values };
  }

  /**
   * The statement as one text with every value written as a quoted literal, for the statements
   * that take no parameters (COPY). A literal is untyped, as a parameter is, so the statement
   * means the same; values are converted as `pg` converts parameters and quoted by its rules.
   */
  inline(): string {
    return this.render(literal);
  }

  /** The text, `place` writing each value (null for undefined) in its place. */
  private render(place: (value: unknown) => string): string {
    let text = this.strings[0];
    for (let i = 0; i < this.args.length; i++) {
      const arg = this.args[i];
      if (arg instanceof Sql) text += arg.render(place);
      else if (arg instanceof Identifier) text += arg.name;
      else text += place(arg === undefined ? null : arg);
      text += this.strings[i + 1];
    }
    return text;
  }
}

/**
 * A value as the text a driver sends for a parameter: dates in ISO form, arrays as array
 * literals, other objects as JSON; null for null.
 */
function parameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const items = value.map((item) => {
      const text = parameterText(item);
      if (text === null) return 'NULL';
      return Array.isArray(item) ? text : `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
    });
    return `{${items.join(',')}}`;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A value as an untyped SQL literal, quoted whatever `standard_conforming_strings` is. */
export function literal(value: unknown): string {
  const text = parameterText(value);
  if (text === null) return 'NULL';
  const quoted = `'${text.replace(/'/g, "''").replace(/\\/g, '\\\\')}'`;
  return text.includes('\\') ? ` E${quoted}` : quoted;
}

/** A table or column name that passed the identifier check. */
export class Identifier {
  constructor(readonly name: string) {}
}

/** Builds a fragment: values become parameters, `Sql` and `Identifier` values are spliced in. */
export function sql(strings: TemplateStringsArray, ...args: unknown[]): Sql {
  return new Sql([...strings], args);
}

/**
 * A table or column name, optionally qualified (`p.username`). Names come from the table
 * mappings in code, never from requests; the check guards against mistakes in those mappings.
 */
export function ident(name: string): Identifier {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a valid SQL identifier: ${name}`);
  return new Identifier(name);
}

/** Joins fragments with a separator fragment (default `, `). */
export function join(fragments: readonly Sql[], separator: Sql = sql`, `): Sql {
  if (fragments.length === 0) return sql``;
  const strings: string[] = [''];
  const args: unknown[] = [];
  fragments.forEach((fragment, index) => {
    if (index > 0) {
      args.push(separator);
      strings.push('');
    }
    args.push(fragment);
    strings.push('');
  });
  return new Sql(strings, args);
}

/** `WHERE a AND b ...`, or nothing when there are no conditions. */
export function where(conditions: readonly Sql[]): Sql {
  return conditions.length === 0 ? sql`` : sql` WHERE ${join(conditions, sql` AND `)}`;
}

/** The SQL type names a mapped column may have; each maps to a fixed cast fragment. */
export type ColumnType = 'text' | 'integer' | 'numeric' | 'timestamptz' | 'date' | 'boolean' | 'jsonb';

const CASTS: Record<ColumnType, Sql> = {
  text: sql`::text`,
  integer: sql`::integer`,
  numeric: sql`::numeric`,
  timestamptz: sql`::timestamptz`,
  date: sql`::date`,
  boolean: sql`::boolean`,
  jsonb: sql`::jsonb`,
};

/** A parameter with an explicit cast, so both drivers infer the same type. */
export function typed(value: unknown, type: ColumnType): Sql {
  const param = type === 'jsonb' && value !== null && value !== undefined ? JSON.stringify(value) : value;
  return sql`${param}${CASTS[type]}`;
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
