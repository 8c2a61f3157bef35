/**
 * Invoices of the finance product: incoming invoices (`/spot/spot-incoming-invoices`, the
 * suppliers' bills, entered or imported with the supplier's number) and sent invoices
 * (`/spot/spot-sent-invoices`, written in the console, numbered without gaps per entity and year
 * when issued). Lines carry quantity, unit price and VAT rate; net, VAT and gross follow
 * `spotInvoiceTotals.ts` exactly. Status DRAFT (a sent invoice not yet issued), OPEN,
 * PARTIALLY_PAID, PAID, OVERDUE (open past its due date) or CANCELLED; a cancelled invoice keeps
 * its number and stays in the books.
 */
import { z } from 'zod';
import { defineAction, defineResource, namedEnum } from './model';
import { calendarDate, CURRENCY_CODE_PATTERN, optionalText, timestamp } from './rules';
import { decimalPlaces } from './spotInvoiceTotals';
import { SPOT_AMOUNT_MAX, spotMatchAmount } from './spotBanking';

export const SpotInvoiceStatus = namedEnum('spotInvoiceStatus', ['DRAFT', 'OPEN', 'PARTIALLY_PAID', 'PAID', 'OVERDUE', 'CANCELLED']);
export type SpotInvoiceStatus = z.output<typeof SpotInvoiceStatus>;

/** Incoming (a supplier's bill) or sent (the entity's own). */
export const SpotInvoiceKind = namedEnum('spotInvoiceKind', ['INCOMING', 'SENT']);
export type SpotInvoiceKind = z.output<typeof SpotInvoiceKind>;

/** The most lines one invoice takes. */
export const SPOT_INVOICE_MAX_LINES = 200;

/** A decimal number with at most `places` digits after the point, between `min` and `max`. */
const decimal = (places: number, min: number, max: number, exclusiveMin = false) =>
  z
    .number({ message: 'app.validation.invalidValue' })
    .refine((value) => (exclusiveMin ? value > min : value >= min), { message: 'app.validation.min', params: { min } })
    .refine((value) => value <= max, { message: 'app.validation.max', params: { max } })
    .refine((value) => Number.isFinite(value) && decimalPlaces(value) <= places, {
      message: places === 0 ? 'app.validation.integer' : 'app.validation.decimals',
      params: { decimals: places },
    });

/** One line as staff write it. */
export const SpotInvoiceLineInput = z
  .object({
    description: z
      .string()
      .trim()
      .min(1, { message: 'app.validation.required' })
      .refine((value) => value.length <= 300, { message: 'app.validation.maxLength', params: { max: 300 } }),
    /** More than 0, up to three decimals (hours, kilograms). */
    quantity: decimal(3, 0, 1_000_000_000, true),
    /** Net price of one unit, up to four decimals (a price per unit may be finer than a cent). */
    unitPrice: decimal(4, 0, 1_000_000_000_000),
    /** VAT rate in percent, up to two decimals (19, 7, 5.5, 0). */
    vatRate: decimal(2, 0, 100),
  })
  .refine((line) => !(line.quantity * line.unitPrice > SPOT_AMOUNT_MAX), {
    message: 'app.validation.max',
    params: { max: SPOT_AMOUNT_MAX },
    path: ['unitPrice'],
  });

/** A line as stored: its net amount rounded to the currency's minor unit. */
export const SpotInvoiceLine = z.object({
  position: z.number().int(),
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  vatRate: z.number(),
  net: z.number(),
});
export type SpotInvoiceLine = z.output<typeof SpotInvoiceLine>;

/** The totals of one VAT rate. */
export const SpotInvoiceVatRate = z.object({ vatRate: z.number(), net: z.number(), vat: z.number(), gross: z.number() });

const id = () => z.number().int().positive();

const invoiceFields = {
  entityId: id(),
  partnerId: id(),
  costCenterId: id().nullable().optional(),
  issueDate: calendarDate(),
  dueDate: calendarDate(),
  currency: z.string().regex(CURRENCY_CODE_PATTERN, { message: 'app.validation.currencyCode' }),
  lines: z
    .array(SpotInvoiceLineInput)
    .min(1, { message: 'app.spot.validation.invoiceLines' })
    .refine((lines) => lines.length <= SPOT_INVOICE_MAX_LINES, {
      message: 'app.validation.maxItems',
      params: { max: SPOT_INVOICE_MAX_LINES },
    }),
  note: optionalText(500),
};

const dueAfterIssue = <T extends { issueDate: string; dueDate: string }>(invoice: T) => invoice.dueDate >= invoice.issueDate;
const dueMessage = { message: 'app.spot.validation.dueBeforeIssue', path: ['dueDate'] };

/** A sent invoice as staff write it: a draft, numbered when issued. */
export const SpotSentInvoiceInput = z.object(invoiceFields).refine(dueAfterIssue, dueMessage);

/** An incoming invoice as staff enter it: with the supplier's number. */
export const SpotIncomingInvoiceInput = z
  .object({
    ...invoiceFields,
    number: z
      .string()
      .trim()
      .min(1, { message: 'app.validation.required' })
      .refine((value) => value.length <= 60, { message: 'app.validation.maxLength', params: { max: 60 } }),
  })
  .refine(dueAfterIssue, dueMessage);

/** The largest e-invoice file the import takes, in characters of its text. */
export const SPOT_EINVOICE_MAX_CHARS = 5 * 1024 * 1024;

/** An optional id sent as a text field of a form. */
const formId = () => z.coerce.number({ message: 'app.validation.invalidValue' }).int().positive().optional();

/**
 * A structured e-invoice uploaded as form data: UBL 2.1 Invoice or CreditNote, or UN/CEFACT CII
 * CrossIndustryInvoice XML (XRechnung, the XML of ZUGFeRD/Factur-X). The entity is the one whose
 * VAT id the buyer states, unless chosen; the supplier is found by VAT id, IBAN or name.
 */
export const SpotEInvoiceUpload = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, { message: 'app.validation.required' })
    .refine((value) => value.length <= 200, { message: 'app.validation.maxLength', params: { max: 200 } }),
  content: z
    .string()
    .min(1, { message: 'app.validation.required' })
    .refine((value) => value.length <= SPOT_EINVOICE_MAX_CHARS, { message: 'app.spot.einvoice.tooLarge' }),
  entityId: formId(),
  costCenterId: formId(),
});

export const SpotInvoice = z.object({
  id: z.number().int(),
  operatorCode: z.string(),
  kind: SpotInvoiceKind,
  entityId: z.number().int(),
  entityName: z.string().nullable(),
  partnerId: z.number().int(),
  partnerName: z.string().nullable(),
  costCenterId: z.number().int().nullable(),
  costCenterCode: z.string().nullable(),
  /** A sent invoice's number from issuing on (`2026-00042`); an incoming invoice's is the supplier's. */
  number: z.string().nullable(),
  issueDate: calendarDate(),
  dueDate: calendarDate(),
  currency: z.string(),
  status: SpotInvoiceStatus,
  net: z.number(),
  vat: z.number(),
  gross: z.number(),
  /** Payments matched to it so far. */
  paid: z.number(),
  /** Gross minus paid; 0 once cancelled. */
  openAmount: z.number(),
  note: z.string().nullable(),
  lines: z.array(SpotInvoiceLine),
  vatRates: z.array(SpotInvoiceVatRate),
  created: timestamp(),
  updated: timestamp(),
  issued: timestamp().nullable(),
  cancelled: timestamp().nullable(),
});
export type SpotInvoice = z.output<typeof SpotInvoice>;

const columns = [
  { source: 'number', width: 140 },
  { source: 'status', width: 140 },
  { source: 'partnerName', width: 200, sortable: false },
  { source: 'issueDate', width: 120 },
  { source: 'dueDate', width: 120 },
  { source: 'net', currency: 'currency', width: 130 },
  { source: 'vat', currency: 'currency', width: 120 },
  { source: 'gross', currency: 'currency', width: 130 },
  { source: 'openAmount', currency: 'currency', width: 130, sortable: false },
  { source: 'entityName', width: 180, sortable: false },
  { source: 'costCenterCode', width: 110, sortable: false },
  { source: 'note', truncate: 60, tooltip: true, sortable: false },
] as const;

const filters = [
  { source: 'status', type: 'multipleSelect' },
  { source: 'issueDate', type: 'timeFrame', presets: 'payments' },
  { source: 'partnerId', type: 'input', numeric: true, match: 'exact' },
  { source: 'entityId', type: 'input', numeric: true, match: 'exact' },
  { source: 'costCenterId', type: 'input', numeric: true, match: 'exact' },
  /** Open or partly paid and due within the notifications' days, today included (not yet overdue). */
  { source: 'dueDate', key: 'dueSoon', type: 'boolean' },
] as const;

const rowTone = [
  { when: { status: 'OVERDUE' }, tone: 'error' },
  { when: { status: 'DRAFT' }, tone: 'warning' },
  { when: { status: 'CANCELLED' }, tone: 'neutral' },
] as const;

const show = {
  sections: [
    { title: 'invoice', fields: ['number', 'status', 'entityName', 'partnerName', 'costCenterCode', 'issueDate', 'dueDate', 'currency'] },
    { title: 'amounts', fields: ['net', 'vat', 'gross', 'paid', 'openAmount'] },
    { title: 'history', fields: ['note', 'created', 'issued', 'cancelled'] },
  ],
} as const;

/** Cancelling keeps the invoice and its number (status CANCELLED); nothing paid may be matched to it. */
const cancelInvoice = defineAction({
  scope: 'record',
  request: { method: 'POST', path: '{id}/cancel' },
  input: z.object({}),
  answer: { record: true },
  enabledWhen: { status: ['OPEN', 'OVERDUE'] },
  disabledReason: 'app.spot.invoices.notCancellable',
  confirm: { fields: [], warning: 'app.spot.invoices.cancelWarning' },
  successMessage: 'app.spot.invoices.cancelled',
});

/** A manual match from the invoice's side: the transaction that pays it (or part of it). */
export const SpotMatchTransactionInput = z.object({ transactionId: z.number().int().positive(), amount: spotMatchAmount() });

/** Matches a bank transaction to the invoice by hand. */
const matchTransaction = defineAction({
  scope: 'record',
  request: { method: 'POST', path: '{id}/matches' },
  input: SpotMatchTransactionInput,
  enabledWhen: { status: ['OPEN', 'PARTIALLY_PAID', 'OVERDUE'] },
  disabledReason: 'app.spot.matches.notOpen',
  successMessage: 'app.spot.matches.matched',
});

/** The suppliers' invoices. */
export const spotIncomingInvoices = defineResource({
  name: 'spot-incoming-invoices',
  route: '/spot/spot-incoming-invoices',
  api: { path: 'spot/incoming-invoices', recordOnly: ['lines', 'vatRates'] },
  menu: { group: 'spot', icon: 'spotIncomingInvoices', order: 34 },
  beta: true,
  schema: SpotInvoice,
  storage: { table: 'spot_invoices', updatedColumn: 'updated' },
  recordName: 'number',
  list: {
    columns,
    defaultSort: { field: 'issueDate', order: 'DESC' },
    search: 'number',
    header: 'SpotInvoiceHeader',
    titleCount: true,
    rowTone,
    expand: { panel: 'SpotInvoicePanel' },
  },
  filters,
  show,
  actions: {
    /** A supplier's invoice, OPEN from the start (the form of the list's header). */
    addInvoice: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: '' },
      input: SpotIncomingInvoiceInput,
      successMessage: 'app.spot.added',
      panelOnly: true,
    }),
    /**
     * An e-invoice (UBL 2.1 or CII XML) read into a new incoming invoice: its fields, lines and
     * supplier, with every total it states checked against the exact computation (a 400 naming
     * the field otherwise).
     */
    importEInvoice: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: 'import', form: { content: 'content', fileName: 'fileName' } },
      input: SpotEInvoiceUpload,
      answer: { record: true },
      successMessage: 'app.spot.einvoice.imported',
      panelOnly: true,
    }),
    cancelInvoice,
    matchTransaction,
  },
});

/** The entities' own invoices. */
export const spotSentInvoices = defineResource({
  name: 'spot-sent-invoices',
  route: '/spot/spot-sent-invoices',
  api: { path: 'spot/sent-invoices', recordOnly: ['lines', 'vatRates'] },
  menu: { group: 'spot', icon: 'spotSentInvoices', order: 35 },
  beta: true,
  schema: SpotInvoice,
  storage: { table: 'spot_invoices', updatedColumn: 'updated' },
  recordName: 'number',
  list: {
    columns,
    defaultSort: { field: 'issueDate', order: 'DESC' },
    search: 'number',
    header: 'SpotInvoiceHeader',
    titleCount: true,
    rowTone,
    expand: { panel: 'SpotInvoicePanel' },
  },
  filters,
  show,
  actions: {
    /** A draft (no number yet; the form of the list's header). */
    addInvoice: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: '' },
      input: SpotSentInvoiceInput,
      successMessage: 'app.spot.added',
      panelOnly: true,
    }),
    /** Gives the draft the entity's next number of its issue year and makes it OPEN. */
    issueInvoice: defineAction({
      scope: 'record',
      request: { method: 'POST', path: '{id}/issue' },
      input: z.object({}),
      answer: { record: true },
      enabledWhen: { status: 'DRAFT' },
      disabledReason: 'app.spot.invoices.notDraft',
      confirm: { fields: [], warning: 'app.spot.invoices.issueWarning' },
      successMessage: 'app.spot.invoices.issued',
    }),
    /**
     * The invoice as a PDF to send: the entity's and the partner's names, addresses and VAT ids,
     * number, dates, lines, totals per VAT rate, net, VAT, gross and the amount still open, in the
     * language of the entity's country. A draft has no number yet, so it has no PDF.
     */
    downloadPdf: defineAction({
      scope: 'record',
      request: { method: 'GET', path: '{id}/pdf' },
      input: z.object({}),
      answer: { file: { mediaType: 'application/pdf' } },
      enabledWhen: { status: { not: 'DRAFT' } },
      disabledReason: 'app.spot.invoices.noPdfForDraft',
    }),
    cancelInvoice,
    matchTransaction,
    /** A draft has no number yet, so removing it leaves no gap. */
    removeDraft: defineAction({
      scope: 'record',
      request: { method: 'DELETE', path: '{id}' },
      input: z.object({}),
      enabledWhen: { status: 'DRAFT' },
      disabledReason: 'app.spot.invoices.notDraft',
      confirm: { fields: [], warning: 'app.spot.removeWarning' },
      successMessage: 'app.spot.removed',
    }),
  },
});
