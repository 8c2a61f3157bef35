/**
 * Structured e-invoices as XRechnung and ZUGFeRD/Factur-X carry them: OASIS UBL 2.1 `Invoice` and
 * `CreditNote`, and UN/CEFACT `CrossIndustryInvoice` (CII D16B). The XML is read with sax in strict
 * namespace mode (elements are told apart by namespace and local name, whatever their prefixes; a
 * document type declaration is refused), into a small tree, and from it into one neutral shape:
 * the document's number, dates and currency, the seller and buyer, the lines and the totals as the
 * document states them, each as decimal text. Nothing here computes: `einvoiceInput`
 * (`server/spot/einvoiceImport.ts`) checks the stated totals against our own.
 */
import sax from 'sax';
import { realDay } from './types';

const UBL_INVOICE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const UBL_CREDIT_NOTE = 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const RSM = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100';
const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';
const UDT = 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100';

/** Type codes (UNTDID 1001) of documents that credit rather than charge. */
const CREDIT_TYPE_CODES = new Set(['381', '261', '262', '296', '308', '532']);
/** VAT categories (UNCL 5305) whose rate is 0 when the document states none: exempt, zero, reverse charge, intra-EU, export, not subject. */
const ZERO_RATE_CATEGORIES = new Set(['E', 'Z', 'AE', 'K', 'G', 'O']);

/** Why a file is no e-invoice we read; `element` is the document's own name of what is wrong. */
export class EInvoiceFormatError extends Error {
  constructor(
    message: string,
    readonly kind: 'notXml' | 'notEInvoice',
  ) {
    super(message);
  }
}

interface Element {
  uri: string;
  local: string;
  attrs: Record<string, string>;
  text: string;
  children: Element[];
}

/** A value as the document states it, with the element it came from (for error messages). */
export interface Stated {
  value: string;
  element: string;
}

export interface EInvoiceParty {
  name?: string;
  vatId?: string;
  iban?: string;
}

export interface EInvoiceLine {
  /** The line's own id (BT-126). */
  id?: string;
  description?: Stated;
  quantity?: Stated;
  unitPrice?: Stated;
  /** The quantity the price is for (BT-149), when not 1. */
  baseQuantity?: Stated;
  vatRate?: Stated;
  /** The line's net as stated (BT-131). */
  net?: Stated;
  /** The line has allowances or charges of its own (BG-27, BG-28). */
  allowanceCharge: boolean;
}

export interface EInvoiceVatRate {
  rate?: Stated;
  net?: Stated;
  vat?: Stated;
}

/** An e-invoice as its XML states it; amounts are decimal text, dates `yyyy-MM-dd`. */
export interface EInvoice {
  syntax: 'UBL' | 'CII';
  /** A credit note (UBL `CreditNote`, or a credit type code such as 381). */
  creditNote: boolean;
  typeCode?: string;
  number?: Stated;
  issueDate?: Stated;
  dueDate?: Stated;
  currency?: Stated;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  lines: EInvoiceLine[];
  vatRates: EInvoiceVatRate[];
  totals: {
    /** Sum of line nets (BT-106). */
    lineNet?: Stated;
    /** Net after document allowances and charges (BT-109). */
    net?: Stated;
    vat?: Stated;
    gross?: Stated;
    payable?: Stated;
    prepaid?: Stated;
    rounding?: Stated;
    allowances?: Stated;
    charges?: Stated;
  };
  /** The document has allowances or charges of its own (BG-20, BG-21). */
  allowanceCharge: boolean;
}

/** Parses the XML into a tree; a malformed document or a DOCTYPE is an {@link EInvoiceFormatError}. */
function parseXml(text: string): Element {
  const parser = sax.parser(true, { xmlns: true, trim: false, normalize: false, position: true });
  const stack: Element[] = [];
  let root: Element | undefined;
  let failure: EInvoiceFormatError | undefined;
  parser.onerror = (error) => {
    failure ??= new EInvoiceFormatError(`The XML is not well-formed (line ${parser.line + 1}): ${error.message.split('\n')[0]}`, 'notXml');
    parser.error = null as unknown as Error;
  };
  parser.ondoctype = () => {
    failure ??= new EInvoiceFormatError('The XML has a document type declaration, which e-invoices do not have', 'notXml');
  };
  parser.onopentag = (tag) => {
    const qualified = tag as sax.QualifiedTag;
    const attrs: Record<string, string> = {};
    for (const attribute of Object.values(qualified.attributes)) {
      if (attribute.prefix !== 'xmlns' && attribute.name !== 'xmlns') attrs[attribute.local] = attribute.value;
    }
    const element: Element = { uri: qualified.uri, local: qualified.local, attrs, text: '', children: [] };
    stack.at(-1)?.children.push(element);
    if (stack.length === 0) root ??= element;
    stack.push(element);
  };
  parser.onclosetag = () => void stack.pop();
  const addText = (value: string) => {
    const current = stack.at(-1);
    if (current) current.text += value;
  };
  parser.ontext = addText;
  parser.oncdata = addText;
  parser.write(text.replace(/^\uFEFF/, '')).close();
  if (failure) throw failure;
  if (!root) throw new EInvoiceFormatError('The file holds no XML element', 'notXml');
  return root;
}

/** Child elements by [namespace, local name] steps. */
function all(node: Element | undefined, ...path: [string, string][]): Element[] {
  let current = node ? [node] : [];
  for (const [uri, local] of path) {
    current = current.flatMap((element) => element.children.filter((child) => child.uri === uri && child.local === local));
  }
  return current;
}

const first = (node: Element | undefined, ...path: [string, string][]) => all(node, ...path)[0];

/** An element's trimmed text with its name for messages, when it has text. */
function stated(node: Element | undefined, ...path: [string, string][]): Stated | undefined {
  const found = first(node, ...path);
  const value = found?.text.trim();
  if (!found || !value) return undefined;
  return { value, element: path.map(([, local]) => local).join('/') };
}

const cbc = (local: string): [string, string] => [CBC, local];
const cac = (local: string): [string, string] => [CAC, local];
const ram = (local: string): [string, string] => [RAM, local];

/** A UBL date (`2016-04-04`, optionally with a zone as `2016-04-04+01:00`) as `yyyy-MM-dd`. */
function ublDate(value: Stated | undefined): Stated | undefined {
  if (!value) return undefined;
  const day = /^(\d{4}-\d{2}-\d{2})(Z|[+-]\d{2}:\d{2})?$/.exec(value.value)?.[1];
  return { value: day && realDay(day) ? day : value.value, element: value.element };
}

/** A CII date (`udt:DateTimeString` of format 102, `20160404`) as `yyyy-MM-dd`. */
function ciiDate(node: Element | undefined, ...path: [string, string][]): Stated | undefined {
  const value = stated(node, ...path, [UDT, 'DateTimeString']);
  if (!value) return undefined;
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value.value);
  const day = match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
  return { value: day && realDay(day) ? day : value.value, element: value.element };
}

/** An amount element whose currency is the document's (UBL and CII may state tax totals twice, once in the tax currency). */
function inCurrency(elements: Element[], currency: string | undefined, element: string): Stated | undefined {
  const chosen = elements.find((node) => !node.attrs.currencyID || node.attrs.currencyID === currency) ?? elements[0];
  const value = chosen?.text.trim();
  return value ? { value, element } : undefined;
}

const vatId = (value: string | undefined) => value?.toUpperCase().replace(/[^A-Z0-9]/g, '') || undefined;

function ublParty(party: Element | undefined): EInvoiceParty {
  const vatScheme = all(party, cac('PartyTaxScheme')).find(
    (scheme) => (stated(scheme, cac('TaxScheme'), cbc('ID'))?.value ?? 'VAT').toUpperCase() === 'VAT',
  );
  return {
    name: stated(party, cac('PartyLegalEntity'), cbc('RegistrationName'))?.value ?? stated(party, cac('PartyName'), cbc('Name'))?.value,
    vatId: vatId(stated(vatScheme, cbc('CompanyID'))?.value),
  };
}

function readUbl(document: Element, creditNote: boolean): EInvoice {
  const currency = stated(document, cbc('DocumentCurrencyCode'));
  const seller = ublParty(first(document, cac('AccountingSupplierParty'), cac('Party')));
  seller.iban = stated(document, cac('PaymentMeans'), cac('PayeeFinancialAccount'), cbc('ID'))?.value;
  const lineName = creditNote ? 'CreditNoteLine' : 'InvoiceLine';
  const quantityName = creditNote ? 'CreditedQuantity' : 'InvoicedQuantity';
  const lines = all(document, cac(lineName)).map((line): EInvoiceLine => {
    const percent = stated(line, cac('Item'), cac('ClassifiedTaxCategory'), cbc('Percent'));
    const category = stated(line, cac('Item'), cac('ClassifiedTaxCategory'), cbc('ID'))?.value;
    return {
      id: stated(line, cbc('ID'))?.value,
      description: stated(line, cac('Item'), cbc('Name')) ?? stated(line, cac('Item'), cbc('Description')),
      quantity: stated(line, cbc(quantityName)),
      unitPrice: stated(line, cac('Price'), cbc('PriceAmount')),
      baseQuantity: stated(line, cac('Price'), cbc('BaseQuantity')),
      vatRate:
        percent ?? (category && ZERO_RATE_CATEGORIES.has(category) ? { value: '0', element: 'ClassifiedTaxCategory/ID' } : undefined),
      net: stated(line, cbc('LineExtensionAmount')),
      allowanceCharge: all(line, cac('AllowanceCharge')).length > 0,
    };
  });
  const taxTotals = all(document, cac('TaxTotal'));
  // The tax total in the document's currency carries the subtotals; another (BT-111) may follow.
  const taxTotal = taxTotals.find((total) => all(total, cac('TaxSubtotal')).length > 0) ?? taxTotals[0];
  const totals = first(document, cac('LegalMonetaryTotal'));
  return {
    syntax: 'UBL',
    creditNote,
    typeCode: stated(document, cbc(creditNote ? 'CreditNoteTypeCode' : 'InvoiceTypeCode'))?.value,
    number: stated(document, cbc('ID')),
    issueDate: ublDate(stated(document, cbc('IssueDate'))),
    dueDate: ublDate(stated(document, cbc('DueDate')) ?? stated(document, cac('PaymentMeans'), cbc('PaymentDueDate'))),
    currency,
    seller,
    buyer: ublParty(first(document, cac('AccountingCustomerParty'), cac('Party'))),
    lines,
    vatRates: all(taxTotal, cac('TaxSubtotal')).map((subtotal) => ({
      rate: stated(subtotal, cac('TaxCategory'), cbc('Percent')) ?? { value: '0', element: 'TaxCategory/ID' },
      net: stated(subtotal, cbc('TaxableAmount')),
      vat: stated(subtotal, cbc('TaxAmount')),
    })),
    totals: {
      lineNet: stated(totals, cbc('LineExtensionAmount')),
      net: stated(totals, cbc('TaxExclusiveAmount')),
      vat: inCurrency(all(document, cac('TaxTotal'), cbc('TaxAmount')), currency?.value, 'TaxTotal/TaxAmount'),
      gross: stated(totals, cbc('TaxInclusiveAmount')),
      payable: stated(totals, cbc('PayableAmount')),
      prepaid: stated(totals, cbc('PrepaidAmount')),
      rounding: stated(totals, cbc('PayableRoundingAmount')),
      allowances: stated(totals, cbc('AllowanceTotalAmount')),
      charges: stated(totals, cbc('ChargeTotalAmount')),
    },
    allowanceCharge: all(document, cac('AllowanceCharge')).length > 0,
  };
}

function ciiParty(party: Element | undefined): EInvoiceParty {
  const registration = all(party, ram('SpecifiedTaxRegistration'), ram('ID')).find((id) => id.attrs.schemeID === 'VA');
  return { name: stated(party, ram('Name'))?.value, vatId: vatId(registration?.text.trim()) };
}

function readCii(document: Element): EInvoice {
  const exchanged = first(document, [RSM, 'ExchangedDocument']);
  const transaction = first(document, [RSM, 'SupplyChainTradeTransaction']);
  const agreement = first(transaction, ram('ApplicableHeaderTradeAgreement'));
  const settlement = first(transaction, ram('ApplicableHeaderTradeSettlement'));
  const summation = first(settlement, ram('SpecifiedTradeSettlementHeaderMonetarySummation'));
  const currency = stated(settlement, ram('InvoiceCurrencyCode'));
  const typeCode = stated(exchanged, ram('TypeCode'))?.value;
  const seller = ciiParty(first(agreement, ram('SellerTradeParty')));
  seller.iban = stated(
    settlement,
    ram('SpecifiedTradeSettlementPaymentMeans'),
    ram('PayeePartyCreditorFinancialAccount'),
    ram('IBANID'),
  )?.value;
  const lines = all(transaction, ram('IncludedSupplyChainTradeLineItem')).map((line): EInvoiceLine => {
    const price = first(line, ram('SpecifiedLineTradeAgreement'), ram('NetPriceProductTradePrice'));
    const lineSettlement = first(line, ram('SpecifiedLineTradeSettlement'));
    const percent = stated(lineSettlement, ram('ApplicableTradeTax'), ram('RateApplicablePercent'));
    const category = stated(lineSettlement, ram('ApplicableTradeTax'), ram('CategoryCode'))?.value;
    return {
      id: stated(line, ram('AssociatedDocumentLineDocument'), ram('LineID'))?.value,
      description:
        stated(line, ram('SpecifiedTradeProduct'), ram('Name')) ?? stated(line, ram('SpecifiedTradeProduct'), ram('Description')),
      quantity: stated(line, ram('SpecifiedLineTradeDelivery'), ram('BilledQuantity')),
      unitPrice: stated(price, ram('ChargeAmount')),
      baseQuantity: stated(price, ram('BasisQuantity')),
      vatRate:
        percent ??
        (category && ZERO_RATE_CATEGORIES.has(category) ? { value: '0', element: 'ApplicableTradeTax/CategoryCode' } : undefined),
      net: stated(lineSettlement, ram('SpecifiedTradeSettlementLineMonetarySummation'), ram('LineTotalAmount')),
      allowanceCharge: all(lineSettlement, ram('SpecifiedTradeAllowanceCharge')).length > 0,
    };
  });
  return {
    syntax: 'CII',
    creditNote: typeCode !== undefined && CREDIT_TYPE_CODES.has(typeCode),
    typeCode,
    number: stated(exchanged, ram('ID')),
    issueDate: ciiDate(exchanged, ram('IssueDateTime')),
    dueDate: ciiDate(settlement, ram('SpecifiedTradePaymentTerms'), ram('DueDateDateTime')),
    currency,
    seller,
    buyer: ciiParty(first(agreement, ram('BuyerTradeParty'))),
    lines,
    vatRates: all(settlement, ram('ApplicableTradeTax')).map((tax) => ({
      rate: stated(tax, ram('RateApplicablePercent')) ?? { value: '0', element: 'ApplicableTradeTax/CategoryCode' },
      net: stated(tax, ram('BasisAmount')),
      vat: stated(tax, ram('CalculatedAmount')),
    })),
    totals: {
      lineNet: stated(summation, ram('LineTotalAmount')),
      net: stated(summation, ram('TaxBasisTotalAmount')),
      vat: inCurrency(all(summation, ram('TaxTotalAmount')), currency?.value, 'TaxTotalAmount'),
      gross: stated(summation, ram('GrandTotalAmount')),
      payable: stated(summation, ram('DuePayableAmount')),
      prepaid: stated(summation, ram('TotalPrepaidAmount')),
      rounding: stated(summation, ram('RoundingAmount')),
      allowances: stated(summation, ram('AllowanceTotalAmount')),
      charges: stated(summation, ram('ChargeTotalAmount')),
    },
    allowanceCharge: all(settlement, ram('SpecifiedTradeAllowanceCharge')).length > 0,
  };
}

/**
 * Reads an e-invoice's XML: UBL 2.1 Invoice or CreditNote, or CII CrossIndustryInvoice, told
 * apart by the root element's namespace. Anything else is an {@link EInvoiceFormatError}.
 */
export function readEInvoice(xml: string): EInvoice {
  const root = parseXml(xml);
  if (root.uri === UBL_INVOICE && root.local === 'Invoice') return readUbl(root, false);
  if (root.uri === UBL_CREDIT_NOTE && root.local === 'CreditNote') return readUbl(root, true);
  if (root.uri === RSM && root.local === 'CrossIndustryInvoice') return readCii(root);
  throw new EInvoiceFormatError(
    `The root element ${root.local}${root.uri ? ` (${root.uri})` : ''} is no UBL 2.1 Invoice or CreditNote and no UN/CEFACT CrossIndustryInvoice`,
    'notEInvoice',
  );
}
