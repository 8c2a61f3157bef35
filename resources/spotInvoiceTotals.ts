/**
 * An invoice's totals, exactly, as the console previews them and the server stores them. The rule
 * is EN 16931's (the European e-invoice norm that XRechnung and ZUGFeRD/Factur-X carry):
 * - a line's net amount is quantity × unit price, rounded to the currency's minor unit;
 * - the VAT of each rate is the sum of that rate's line nets × the rate, rounded once to the minor
 *   unit (not the sum of rounded per-line VAT amounts, which can differ by a cent per line);
 * - the invoice's net is the sum of the line nets, its VAT the sum of the per-rate VAT amounts,
 *   its gross net + VAT.
 * Rounding is half away from zero (commercial rounding: 0.005 → 0.01, -0.005 → -0.01). Every step
 * is integer arithmetic on decimal digits (BigInt), never binary floats.
 */

/** A decimal as an integer of 10^-scale units. */
interface Decimal {
  units: bigint;
  scale: number;
}

/** The decimal a number or decimal text stands for, as written (`0.1` is exactly one tenth). */
export function parseDecimal(value: number | string): Decimal {
  let text = typeof value === 'number' ? numberText(value) : value.trim();
  const negative = text.startsWith('-');
  if (negative || text.startsWith('+')) text = text.slice(1);
  if (!/^\d+(\.\d+)?$/.test(text)) throw new Error(`Not a decimal: ${String(value)}`);
  const [whole, fraction = ''] = text.split('.');
  const units = BigInt(whole + fraction);
  return { units: negative ? -units : units, scale: fraction.length };
}

/** A finite number's shortest decimal text without an exponent (`1e-7` → `0.0000001`). */
function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/** Digits after the point of a number as written (`12.345` → 3). */
export function decimalPlaces(value: number): number {
  return parseDecimal(value).scale;
}

function rescale(value: Decimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

function multiply(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** `value` rounded half away from zero to `digits` places. */
export function roundDecimal(value: Decimal, digits: number): Decimal {
  if (value.scale <= digits) return { units: rescale(value, digits), scale: digits };
  const divisor = 10n ** BigInt(value.scale - digits);
  const negative = value.units < 0n;
  const magnitude = negative ? -value.units : value.units;
  let quotient = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) quotient += 1n;
  return { units: negative ? -quotient : quotient, scale: digits };
}

/** Decimal text with exactly `scale` places (`-1450.00`). */
export function decimalText(value: Decimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const text = value.scale === 0 ? digits : `${digits.slice(0, -value.scale)}.${digits.slice(-value.scale)}`;
  return negative ? `-${text}` : text;
}

/**
 * The minor-unit digits of an ISO 4217 currency (EUR 2, JPY 0, BHD 3), from Intl; 2 for a code
 * Intl does not know.
 */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** What a line's totals are computed from. */
export interface InvoiceLineAmounts {
  quantity: number | string;
  unitPrice: number | string;
  /** VAT rate in percent (19, 7, 5.5, 0). */
  vatRate: number | string;
}

/** The totals of one VAT rate. */
export interface VatRateTotal {
  /** The rate as decimal text without trailing zeros (`19`, `5.5`). */
  rate: string;
  net: string;
  vat: string;
  gross: string;
}

/** Every total of an invoice, as decimal text with the currency's minor-unit digits. */
export interface InvoiceTotals {
  /** Each line's net amount, in the lines' order. */
  lines: string[];
  /** Per VAT rate, highest rate first. */
  rates: VatRateTotal[];
  net: string;
  vat: string;
  gross: string;
}

/** A rate's text without trailing zeros, the key its lines are grouped by. */
function rateKey(rate: Decimal): string {
  const text = decimalText(rate);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/**
 * The invoice's totals by the rule above.
 *
 * @example
 * invoiceTotals([{ quantity: 3, unitPrice: 0.333, vatRate: 19 }], 'EUR');
 * // { lines: ['1.00'], rates: [{ rate: '19', net: '1.00', vat: '0.19', gross: '1.19' }], net: '1.00', vat: '0.19', gross: '1.19' }
 */
export function invoiceTotals(lines: readonly InvoiceLineAmounts[], currency: string): InvoiceTotals {
  const digits = currencyDigits(currency);
  const zero: Decimal = { units: 0n, scale: digits };
  const byRate = new Map<string, { rate: Decimal; net: Decimal }>();
  const lineNets = lines.map((line) => {
    const net = roundDecimal(multiply(parseDecimal(line.quantity), parseDecimal(line.unitPrice)), digits);
    const rate = parseDecimal(line.vatRate);
    const key = rateKey(rate);
    const group = byRate.get(key) ?? { rate, net: zero };
    byRate.set(key, { rate, net: add(group.net, net) });
    return net;
  });
  const rates = [...byRate.entries()]
    .map(([key, { rate, net }]) => {
      // net × rate / 100: the division by 100 is two more places of scale, exactly.
      const product = multiply(net, rate);
      const vat = roundDecimal({ units: product.units, scale: product.scale + 2 }, digits);
      return { key, rate, net, vat };
    })
    .sort((a, b) => Number(rescale(b.rate, 6) - rescale(a.rate, 6)));
  const net = lineNets.reduce(add, zero);
  const vat = rates.reduce((sum, rate) => add(sum, rate.vat), zero);
  return {
    lines: lineNets.map(decimalText),
    rates: rates.map((rate) => ({
      rate: rate.key,
      net: decimalText(rate.net),
      vat: decimalText(rate.vat),
      gross: decimalText(add(rate.net, rate.vat)),
    })),
    net: decimalText(net),
    vat: decimalText(vat),
    gross: decimalText(add(net, vat)),
  };
}
