/**
 * VAT of the finance product (`/spot/spot-taxes`): per entity and period (month or quarter) the
 * output VAT of the sent invoices and the input VAT of the incoming ones, the balance payable
 * (positive) or refundable (negative), per VAT rate, each figure drilling down to the invoices it
 * sums. An invoice belongs to the period of its issue date; drafts and cancelled invoices count
 * nothing. A period that has ended can be closed: from then on its invoices cannot change (added,
 * issued, cancelled), and a correction goes into an open period. Figures are sums in SQL
 * `numeric` of the per-rate totals stored with each invoice (`spotInvoiceTotals.ts`), never across
 * currencies.
 */
import { z } from 'zod';
import { defineAction, defineResource, namedEnum } from './model';
import { calendarDate, timestamp } from './rules';

/** Periods of a VAT return: calendar months or quarters. */
export const SpotVatGrouping = namedEnum('spotVatGrouping', ['MONTH', 'QUARTER']);
export type SpotVatGrouping = z.output<typeof SpotVatGrouping>;

/** OPEN: its invoices may change; CLOSED: the return is filed, its invoices are fixed. */
export const SpotVatPeriodStatus = namedEnum('spotVatPeriodStatus', ['OPEN', 'CLOSED']);
export type SpotVatPeriodStatus = z.output<typeof SpotVatPeriodStatus>;

/** Invoices the drill-down lists: the sent ones (output VAT) or the incoming ones (input VAT). */
export const SpotVatSide = namedEnum('spotVatSide', ['SENT', 'INCOMING']);

/** A period as text: a month `2026-03` or a quarter `2026-Q1`. */
export const SPOT_VAT_PERIOD_PATTERN = /^(\d{4})-(0[1-9]|1[0-2]|Q[1-4])$/;

const periodText = () => z.string().regex(SPOT_VAT_PERIOD_PATTERN, { message: 'app.spot.validation.vatPeriod' });

/** A period's grouping and its first and last day (`2026-Q1` → QUARTER, 2026-01-01 to 2026-03-31); undefined for other text. */
export function vatPeriodRange(period: string): { grouping: SpotVatGrouping; from: string; to: string } | undefined {
  const match = SPOT_VAT_PERIOD_PATTERN.exec(period);
  if (!match) return undefined;
  const year = Number(match[1]);
  const quarter = match[2].startsWith('Q');
  const first = quarter ? (Number(match[2].slice(1)) - 1) * 3 : Number(match[2]) - 1;
  const months = quarter ? 3 : 1;
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return {
    grouping: quarter ? 'QUARTER' : 'MONTH',
    from: iso(new Date(Date.UTC(year, first, 1))),
    to: iso(new Date(Date.UTC(year, first + months, 0))),
  };
}

/** The filter keys only the server's query applies: the time frame, the grouping and the period it sums. */
export const SPOT_VAT_PERIOD_FILTER_KEYS = ['issueDate', 'grouping'] as const;
export const SPOT_VAT_DETAIL_FILTER_KEYS = ['period'] as const;

const sums = {
  /** Net and VAT of the sent invoices (output VAT). */
  outputNet: z.number(),
  outputVat: z.number(),
  /** Net and VAT of the incoming invoices (input VAT; a credit note counts against it). */
  inputNet: z.number(),
  inputVat: z.number(),
  /** Output VAT minus input VAT: payable when positive, refundable when negative. */
  balance: z.number(),
  sentInvoices: z.number().int(),
  incomingInvoices: z.number().int(),
};

/** One VAT period of an entity in one currency. */
export const SpotVatPeriod = z.object({
  /** `{entityId}_{period}_{currency}`. */
  id: z.string(),
  grouping: SpotVatGrouping,
  period: periodText(),
  startDate: calendarDate(),
  endDate: calendarDate(),
  entityId: z.number().int(),
  entityName: z.string(),
  currency: z.string(),
  ...sums,
  status: SpotVatPeriodStatus,
  /** The period's last day is past (today on the server): only then can it be closed. */
  ended: z.boolean(),
  /** When the period was closed and by whom (the latest closing that covers it). */
  closed: timestamp().nullable(),
  closedBy: z.string().nullable(),
});
export type SpotVatPeriod = z.output<typeof SpotVatPeriod>;

const money = { currency: 'currency' } as const;
/** The drill-down of a period's figures: its invoices, one row per invoice and rate. */
const invoicesOf = (side: 'SENT' | 'INCOMING' | '', rate: boolean) =>
  `/spot/spot-tax-invoices?period={period}&entityId={entityId}&currency={currency}${side ? `&kind=${side}` : ''}${rate ? '&vatRate={vatRate}' : ''}`;

/** VAT per entity and period (`/spot/spot-taxes`); the rows expand into the rates. */
export const spotTaxes = defineResource({
  name: 'spot-taxes',
  route: '/spot/spot-taxes',
  api: { path: 'spot/taxes', timeZone: true },
  menu: { group: 'spot', icon: 'spotTaxes', order: 36.5 },
  beta: true,
  schema: SpotVatPeriod,
  list: {
    columns: [
      { source: 'period', width: 110 },
      { source: 'outputVat', ...money, width: 140, link: { to: invoicesOf('SENT', false) } },
      { source: 'inputVat', ...money, width: 140, link: { to: invoicesOf('INCOMING', false) } },
      { source: 'balance', ...money, width: 140, link: { to: invoicesOf('', false) } },
      { source: 'status', width: 110 },
      { source: 'closed', label: 'close', width: 170, sortable: false, action: { name: 'closePeriod' } },
      { source: 'entityName', width: 220 },
      { source: 'currency', width: 90 },
      { source: 'outputNet', ...money, width: 140, link: { to: invoicesOf('SENT', false) } },
      { source: 'inputNet', ...money, width: 140, link: { to: invoicesOf('INCOMING', false) } },
      { source: 'sentInvoices', width: 110 },
      { source: 'incomingInvoices', width: 110 },
      { source: 'closedBy', width: 180 },
      { source: 'startDate', width: 120 },
      { source: 'endDate', width: 120 },
    ],
    defaultSort: { field: 'startDate', order: 'DESC' },
    defaultFilter: { issueDate: 'currentYear', grouping: 'MONTH' },
    aggregate: true,
    rowTone: [{ when: { status: 'CLOSED' }, tone: 'neutral' }],
    expand: { panel: 'SpotTaxRatesPanel' },
  },
  filters: [
    { source: 'startDate', key: 'issueDate', type: 'timeFrame', presets: 'revenue' },
    { source: 'grouping', type: 'select' },
    { source: 'status', type: 'select' },
    { source: 'entityId', type: 'input', numeric: true, match: 'exact' },
    { source: 'currency', type: 'input', match: 'exact' },
  ],
  actions: {
    /**
     * Closes the entity's period (every currency): one that has ended, with no draft dated in it.
     * Its invoices are fixed from then on; closing a quarter closes its months too.
     */
    closePeriod: defineAction({
      scope: 'record',
      request: { method: 'POST', path: '{id}/close' },
      input: z.object({}),
      answer: { record: true },
      enabledWhen: { status: 'OPEN', ended: true },
      disabledReason: 'app.spot.taxes.notClosable',
      confirm: { fields: [], title: 'app.spot.taxes.closeTitle', warning: 'app.spot.taxes.closeWarning' },
      messageArgs: { period: 'period', entity: 'entityName' },
      successMessage: 'app.spot.taxes.closedPeriod',
    }),
  },
  storage: { table: 'spot_taxes' },
});

/** One VAT rate of a period. */
export const SpotVatRate = z.object({
  /** `{entityId}_{period}_{currency}_{vatRate}`. */
  id: z.string(),
  period: periodText(),
  entityId: z.number().int(),
  currency: z.string(),
  vatRate: z.number(),
  ...sums,
});

/** A period's figures per VAT rate (the rows of a period's panel). */
export const spotTaxRates = defineResource({
  name: 'spot-tax-rates',
  route: '/spot/spot-tax-rates',
  api: { path: 'spot/taxes/rates' },
  beta: true,
  schema: SpotVatRate,
  list: {
    columns: [
      { source: 'vatRate', cell: 'percent', width: 90 },
      { source: 'outputNet', ...money, width: 130, link: { to: invoicesOf('SENT', true) } },
      { source: 'outputVat', ...money, width: 130, link: { to: invoicesOf('SENT', true) } },
      { source: 'inputNet', ...money, width: 130, link: { to: invoicesOf('INCOMING', true) } },
      { source: 'inputVat', ...money, width: 130, link: { to: invoicesOf('INCOMING', true) } },
      { source: 'balance', ...money, width: 130, link: { to: invoicesOf('', true) } },
      { source: 'sentInvoices', width: 100 },
      { source: 'incomingInvoices', width: 100 },
    ],
    defaultSort: { field: 'vatRate', order: 'DESC' },
    aggregate: true,
  },
  filters: [
    { source: 'period', type: 'input', match: 'exact' },
    { source: 'entityId', type: 'input', numeric: true, match: 'exact' },
    { source: 'currency', type: 'input', match: 'exact' },
  ],
  storage: { table: 'spot_tax_rates' },
});

/** One VAT rate of one invoice: what the drill-down of a figure lists. */
export const SpotVatInvoice = z.object({
  /** `{invoiceId}_{vatRate}`. */
  id: z.string(),
  invoiceId: z.number().int(),
  kind: SpotVatSide,
  number: z.string().nullable(),
  /** The period asked for (else the invoice's month). */
  period: periodText(),
  issueDate: calendarDate(),
  entityId: z.number().int(),
  entityName: z.string(),
  partnerId: z.number().int(),
  partnerName: z.string().nullable(),
  currency: z.string(),
  vatRate: z.number(),
  net: z.number(),
  vat: z.number(),
  gross: z.number(),
});

/** The invoices behind a figure (`/spot/spot-tax-invoices?period=…&entityId=…&kind=…&vatRate=…`). */
export const spotTaxInvoices = defineResource({
  name: 'spot-tax-invoices',
  route: '/spot/spot-tax-invoices',
  api: { path: 'spot/taxes/invoices' },
  menu: { group: 'spot', icon: 'spotTaxes', order: 36.6, hidden: true },
  beta: true,
  schema: SpotVatInvoice,
  list: {
    columns: [
      {
        source: 'number',
        width: 150,
        link: [
          { to: '/spot-sent-invoices/{invoiceId}/show', when: { kind: 'SENT' } },
          { to: '/spot-incoming-invoices/{invoiceId}/show', when: { kind: 'INCOMING' } },
        ],
      },
      { source: 'kind', width: 120 },
      { source: 'issueDate', width: 120 },
      { source: 'partnerName', width: 200 },
      { source: 'vatRate', cell: 'percent', width: 90 },
      { source: 'net', ...money, width: 130 },
      { source: 'vat', ...money, width: 130 },
      { source: 'gross', ...money, width: 130 },
      { source: 'period', width: 110 },
      { source: 'entityName', width: 200 },
    ],
    defaultSort: { field: 'issueDate', order: 'ASC' },
    aggregate: true,
    titleCount: true,
    queryParams: { period: 'period', entityId: 'entityId', currency: 'currency', kind: 'kind', vatRate: 'vatRate' },
  },
  filters: [
    { source: 'period', type: 'input', match: 'exact' },
    { source: 'entityId', type: 'input', numeric: true, match: 'exact' },
    { source: 'kind', type: 'select' },
    { source: 'vatRate', type: 'input', numeric: true, match: 'exact' },
    { source: 'currency', type: 'input', match: 'exact' },
  ],
  storage: { table: 'spot_tax_invoices' },
});
