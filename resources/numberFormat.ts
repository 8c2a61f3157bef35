/**
 * One cache of `Intl.NumberFormat`s for the console's number and money writers (src/format,
 * resources/money.ts): a format is built once per language and style. A language Intl cannot read
 * falls back to English, so a broken tag never throws on a screen.
 */

/** The styles numbers are written in (000 §9: never grouped). */
const STYLES = {
  /** A number: up to 20 fraction digits. */
  number: { useGrouping: false, maximumFractionDigits: 20 },
  /** An amount of money: exactly two decimals. */
  money: { useGrouping: false, minimumFractionDigits: 2, maximumFractionDigits: 2 },
} satisfies Record<string, Intl.NumberFormatOptions>;

export type NumberStyle = keyof typeof STYLES;

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The format of this style in this language, built once.
 *
 * @example numberFormat('de', 'money').format(1234.5); // '1234,50'
 */
export function numberFormat(locale: string, style: NumberStyle): Intl.NumberFormat {
  const key = `${style} ${locale}`;
  let format = formats.get(key);
  if (!format) {
    let tag = locale;
    try {
      Intl.NumberFormat.supportedLocalesOf(tag);
    } catch {
      tag = 'en';
    }
    format = new Intl.NumberFormat(tag, STYLES[style]);
    formats.set(key, format);
  }
  return format;
}
