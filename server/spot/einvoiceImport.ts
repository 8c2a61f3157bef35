/**
 * An e-invoice read into an incoming invoice: the document's fields become the invoice's, its
 * lines ours (quantity, unit price per one unit, VAT rate), and every total it states is checked
 * against our exact computation (`resources/spotInvoiceTotals.ts`, the EN 16931 rule): each
 * line's net, the sum of line nets, the net, the VAT per rate and in all, the gross and the amount
 * payable. Whatever does not hold is a 400 naming our field and the document's element, all of
 * them at once. A credit note is stored as an invoice of negative quantities, so its amounts count
 * against the supplier's invoices. What our invoices cannot hold (allowances or charges, a prepaid
 * amount, a payable rounding) is refused by name rather than stored differently from the document.
 */
import BigNumber from 'bignumber.js';
import { badRequest, issuesToErrors, ruleText, type FieldError } from '../http/errors';
import { CURRENCY_CODE_PATTERN } from '../../resources/rules';
import { invoiceTotals } from '../../resources/spotInvoiceTotals';
import { SPOT_INVOICE_MAX_LINES, SpotInvoiceLineInput } from '../../resources/spotInvoices';
import { EInvoiceFormatError, readEInvoice, type EInvoice, type EInvoiceParty, type Stated } from './formats/einvoice';

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/** The invoice fields an e-invoice gives; the entity and partner are found by the caller. */
export interface EInvoiceFields {
  number: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  lines: { description: string; quantity: number; unitPrice: number; vatRate: number }[];
}

export interface ReadEInvoice {
  fields: EInvoiceFields;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  syntax: EInvoice['syntax'];
  creditNote: boolean;
  typeCode?: string;
}

class Problems {
  readonly errors: FieldError[] = [];
  add(path: string, key: string, args: Record<string, unknown> = {}) {
    this.errors.push({ path, message: ruleText(key, args) });
  }
  /** The stated value, or a problem when the document does not state it. */
  required(path: string, value: Stated | undefined, element: string): Stated | undefined {
    if (!value) this.add(path, 'app.spot.einvoice.missing', { element });
    return value;
  }
  /** A stated decimal as BigNumber, or a problem. */
  decimal(path: string, value: Stated | undefined): BigNumber | undefined {
    if (!value) return undefined;
    if (!DECIMAL.test(value.value)) {
      this.add(path, 'app.spot.einvoice.notNumber', { element: value.element, value: value.value });
      return undefined;
    }
    return new BigNumber(value.value);
  }
}

/** The shortest decimal text of a BigNumber (`1.0000` → `1`). */
const plain = (value: BigNumber) => value.toFixed();

/** Reads and checks an e-invoice; a 400 with every problem (field, rule) when it does not hold. */
export function readEInvoiceFields(xml: string): ReadEInvoice {
  let document: EInvoice;
  try {
    document = readEInvoice(xml);
  } catch (error) {
    if (!(error instanceof EInvoiceFormatError)) throw error;
    const key = error.kind === 'notXml' ? 'app.spot.einvoice.notXml' : 'app.spot.einvoice.notEInvoice';
    const message = ruleText(key, { reason: error.message });
    throw badRequest(`content: ${message}`, [{ path: 'content', message }]);
  }
  const problems = new Problems();
  const sign = document.creditNote ? -1 : 1;

  const number = problems.required('number', document.number, document.syntax === 'UBL' ? 'ID' : 'ExchangedDocument/ID');
  if (number && number.value.length > 60) problems.add('number', 'app.validation.maxLength', { max: 60 });
  const issueDate = problems.required('issueDate', document.issueDate, document.syntax === 'UBL' ? 'IssueDate' : 'IssueDateTime');
  const dates: Record<string, string | undefined> = {};
  for (const [path, value] of [
    ['issueDate', issueDate],
    ['dueDate', document.dueDate],
  ] as const) {
    if (!value) continue;
    if (/^\d{4}-\d{2}-\d{2}$/.test(value.value)) dates[path] = value.value;
    else problems.add(path, 'app.spot.einvoice.notDate', { element: value.element, value: value.value });
  }
  // Without a due date (payment terms in words: "payable at once") the invoice is due on its date.
  const dueDate = dates.dueDate ?? dates.issueDate;
  if (dates.issueDate && dueDate && dueDate < dates.issueDate) problems.add('dueDate', 'app.spot.validation.dueBeforeIssue');
  const currency = problems.required(
    'currency',
    document.currency,
    document.syntax === 'UBL' ? 'DocumentCurrencyCode' : 'InvoiceCurrencyCode',
  );
  if (currency && !CURRENCY_CODE_PATTERN.test(currency.value)) problems.add('currency', 'app.validation.currencyCode');

  if (document.lines.length === 0) problems.add('lines', 'app.spot.validation.invoiceLines');
  if (document.lines.length > SPOT_INVOICE_MAX_LINES) problems.add('lines', 'app.validation.maxItems', { max: SPOT_INVOICE_MAX_LINES });
  const lines: EInvoiceFields['lines'] = [];
  document.lines.forEach((line, index) => {
    const at = `lines.${index}`;
    const errorsBefore = problems.errors.length;
    const description = problems.required(`${at}.description`, line.description, 'Item/Name');
    const quantity = problems.decimal(`${at}.quantity`, problems.required(`${at}.quantity`, line.quantity, 'Quantity'));
    const price = problems.decimal(`${at}.unitPrice`, problems.required(`${at}.unitPrice`, line.unitPrice, 'Price'));
    const base = problems.decimal(`${at}.unitPrice`, line.baseQuantity);
    const vatRate = problems.decimal(`${at}.vatRate`, problems.required(`${at}.vatRate`, line.vatRate, 'Percent'));
    if (line.allowanceCharge) problems.add(`${at}.net`, 'app.spot.einvoice.allowanceCharge');
    if (base && !base.isGreaterThan(0)) problems.add(`${at}.unitPrice`, 'app.validation.min', { min: 0 });
    if (problems.errors.length > errorsBefore || !description || !quantity || !price || !vatRate) return;
    // A price per base quantity (BT-149: "per 100 pieces") is our price of one unit, when that is exact to 4 places.
    const unitPrice = base && !base.isEqualTo(1) ? price.dividedBy(base) : price;
    const candidate = {
      description: description.value,
      quantity: quantity.absoluteValue().toNumber(),
      unitPrice: Number(plain(unitPrice)),
      vatRate: Number(plain(vatRate)),
    };
    if ((unitPrice.decimalPlaces() ?? 0) > 4) {
      problems.add(`${at}.unitPrice`, 'app.validation.decimals', { decimals: 4 });
      return;
    }
    const checked = SpotInvoiceLineInput.safeParse(candidate);
    if (!checked.success) {
      problems.errors.push(...issuesToErrors(checked.error, at));
      return;
    }
    // Our quantity carries the sign: a credit note's lines, and a negative line of an invoice, count against it.
    const signed = quantity.times(sign);
    lines.push({ ...checked.data, quantity: Number(plain(signed)) });
  });

  if (document.allowanceCharge || nonZero(document.totals.allowances) || nonZero(document.totals.charges)) {
    problems.add('net', 'app.spot.einvoice.allowanceCharge');
  }
  if (nonZero(document.totals.prepaid)) {
    problems.add('paid', 'app.spot.einvoice.prepaid', { element: document.totals.prepaid!.element, value: document.totals.prepaid!.value });
  }
  if (nonZero(document.totals.rounding)) {
    problems.add('openAmount', 'app.spot.einvoice.rounding', {
      element: document.totals.rounding!.element,
      value: document.totals.rounding!.value,
    });
  }

  if (problems.errors.length === 0 && currency && number && dates.issueDate && dueDate) {
    checkTotals(document, lines, currency.value, sign, problems);
  }
  if (problems.errors.length > 0) {
    const summary = problems.errors.map((error) => `${error.path}: ${error.message}`).join('; ');
    throw badRequest(`The e-invoice cannot be imported: ${summary}`, problems.errors);
  }
  return {
    fields: { number: number!.value, issueDate: dates.issueDate!, dueDate: dueDate!, currency: currency!.value, lines },
    seller: document.seller,
    buyer: document.buyer,
    syntax: document.syntax,
    creditNote: document.creditNote,
    typeCode: document.typeCode,
  };
}

function nonZero(value: Stated | undefined): boolean {
  return value !== undefined && !(DECIMAL.test(value.value) && new BigNumber(value.value).isZero());
}

/** Compares every stated total with ours (stated amounts of a credit note are positive, ours negative). */
function checkTotals(document: EInvoice, lines: EInvoiceFields['lines'], currency: string, sign: number, problems: Problems) {
  const ours = invoiceTotals(lines, currency);
  const compare = (path: string, value: Stated | undefined, computed: string, element: string, required = true) => {
    const statedValue = required ? problems.required(path, value, element) : value;
    const amount = problems.decimal(path, statedValue);
    if (!amount || !statedValue) return;
    const expected = new BigNumber(computed).times(sign);
    if (!amount.isEqualTo(expected)) {
      problems.add(path, 'app.spot.einvoice.mismatch', {
        element: statedValue.element,
        stated: statedValue.value,
        computed: expected.toFixed(),
      });
    }
  };
  const ubl = document.syntax === 'UBL';
  document.lines.forEach((line, index) => {
    compare(`lines.${index}.net`, line.net, ours.lines[index], ubl ? 'LineExtensionAmount' : 'LineTotalAmount');
  });
  compare('net', document.totals.lineNet, ours.net, ubl ? 'LegalMonetaryTotal/LineExtensionAmount' : 'LineTotalAmount');
  compare('net', document.totals.net, ours.net, ubl ? 'TaxExclusiveAmount' : 'TaxBasisTotalAmount');
  compare('vat', document.totals.vat, ours.vat, ubl ? 'TaxTotal/TaxAmount' : 'TaxTotalAmount');
  compare('gross', document.totals.gross, ours.gross, ubl ? 'TaxInclusiveAmount' : 'GrandTotalAmount');
  compare('openAmount', document.totals.payable, ours.gross, ubl ? 'PayableAmount' : 'DuePayableAmount');
  // The VAT breakdown (BG-23): one entry per rate, each with its net and VAT as we compute them.
  const statedRates = new Set<string>();
  document.vatRates.forEach((entry, index) => {
    const rate = problems.decimal(`vatRates.${index}.vatRate`, entry.rate);
    if (!rate) return;
    statedRates.add(plain(rate));
    const own = ours.rates.find((candidate) => new BigNumber(candidate.rate).isEqualTo(rate));
    if (!own) {
      problems.add(`vatRates.${index}.vatRate`, 'app.spot.einvoice.rateWithoutLines', { rate: plain(rate) });
      return;
    }
    compare(`vatRates.${index}.net`, entry.net, own.net, ubl ? 'TaxSubtotal/TaxableAmount' : 'ApplicableTradeTax/BasisAmount');
    compare(`vatRates.${index}.vat`, entry.vat, own.vat, ubl ? 'TaxSubtotal/TaxAmount' : 'ApplicableTradeTax/CalculatedAmount');
  });
  for (const own of ours.rates) {
    if (!statedRates.has(plain(new BigNumber(own.rate)))) problems.add('vatRates', 'app.spot.einvoice.rateNotStated', { rate: own.rate });
  }
}
