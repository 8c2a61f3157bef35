/**
 * Normal forms the finance product compares by: IBANs (electronic form, checked with ibantools),
 * names (a partner's key) and the text key of a statement row's fingerprint, and exact amounts
 * (bignumber.js; amounts never pass through a binary float sum).
 */
import { createHash } from 'node:crypto';
import BigNumber from 'bignumber.js';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/** An IBAN in electronic form (capitals, no spaces) when it is valid (country, length, check digits), else undefined. */
export function validIban(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const iban = electronicFormatIBAN(text.trim());
  return iban && isValidIBAN(iban) ? iban : undefined;
}

const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', ø: 'oe', å: 'aa', œ: 'oe' };

/** Lower case, German and Nordic letters written out (ä → ae), other accents dropped. */
function plain(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüßæøåœ]/g, (char) => TRANSLITERATION[char])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Letters and digits only, for comparing texts that banks wrap, space or transliterate differently. */
export function textKey(text: string | null | undefined): string {
  return text ? plain(text).replace(/[^a-z0-9]/g, '') : '';
}

/** Legal forms that do not tell two businesses apart. */
const LEGAL_FORMS = new Set([
  'gmbh',
  'ag',
  'kg',
  'ohg',
  'ug',
  'ek',
  'gbr',
  'mbh',
  'co',
  'se',
  'ltd',
  'limited',
  'llc',
  'inc',
  'plc',
  'corp',
  'sa',
  'sarl',
  'sas',
  'srl',
  'bv',
  'nv',
  'oy',
  'ab',
  'as',
  'aps',
  'spa',
  'doo',
  'sro',
  'kft',
  'ooo',
]);

/**
 * The key a partner is recognised by when no IBAN says it: words of the name, plain, without
 * punctuation and legal forms (`Müller & Söhne OHG` → `mueller soehne`).
 */
export function nameKey(name: string | null | undefined): string {
  if (!name) return '';
  const words = plain(name)
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && word !== 'und' && word !== 'and');
  const kept = words.filter((word) => !LEGAL_FORMS.has(word));
  return (kept.length ? kept : words).join(' ');
}

/** Decimal digits of a currency's minor unit (EUR 2, JPY 0, KWD 3), from Intl; 2 when unknown. */
export function minorUnits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * An amount as exact decimal text with the currency's minor units (`-1450.00`), or undefined when
 * the text is no amount or has more decimals than the currency has.
 */
export function exactAmount(value: BigNumber.Value, currency: string): string | undefined {
  const number = new BigNumber(value);
  if (!number.isFinite()) return undefined;
  const digits = minorUnits(currency);
  if ((number.decimalPlaces() ?? 0) > digits) return undefined;
  return number.toFixed(digits);
}

/**
 * Reads an amount as banks write it: `1.234,56`, `-1234.56`, `1 234,56`, `1'234.56`, `(12.00)`,
 * `12,00-` or `12.00 CR`, with the decimal separator given. Returns plain decimal text or undefined.
 */
export function parseAmountText(text: string, decimalSeparator: ',' | '.'): string | undefined {
  let value = text
    .trim()
    .replace(/^[€$£]\s*|\s*[€$£]$/g, '')
    .replace(/^[A-Z]{3}\s+|\s+[A-Z]{3}$/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1).trim();
  }
  const tail = /\s*(CR|DR|-|\+)$/i.exec(value);
  if (tail && tail.index > 0) {
    if (tail[1] === '-' || tail[1].toUpperCase() === 'DR') negative = !negative;
    value = value.slice(0, tail.index);
  }
  if (value.startsWith('-')) {
    negative = !negative;
    value = value.slice(1);
  } else if (value.startsWith('+')) value = value.slice(1);
  value = value.replace(/[\s\u00a0\u202f']/g, '');
  const pattern = decimalSeparator === ',' ? /^(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/ : /^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;
  if (!pattern.test(value)) return undefined;
  value = value
    .split(decimalSeparator === ',' ? '.' : ',')
    .join('')
    .replace(',', '.');
  const number = new BigNumber(value);
  if (!number.isFinite()) return undefined;
  return (negative && !number.isZero() ? number.negated() : number).toFixed();
}

/** The fingerprint of a statement row: what stays the same in every format a bank exports it in. */
export function rowFingerprint(row: {
  bookingDate: string;
  amount: string;
  counterpartyName: string | null;
  remittance: string | null;
}): string {
  return createHash('sha1')
    .update(`${row.bookingDate}|${new BigNumber(row.amount).toFixed()}|${textKey(row.counterpartyName)}|${textKey(row.remittance)}`)
    .digest('base64url');
}
