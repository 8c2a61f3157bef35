/**
 * Payment matches of the finance product (`/spot/spot-matches`): which bank transaction pays how
 * much of which invoice. The matching engine applies an exact match at once and proposes a likely
 * one with its reason, for staff to confirm or reject; staff match by hand from either side (the
 * transaction or the invoice), and an applied match can be undone. A transaction may pay several
 * invoices and an invoice take several payments; an invoice's paid and open amounts and its status
 * follow its applied matches. Money in pays sent invoices, money out incoming ones.
 */
import { z } from 'zod';
import { defineAction, defineResource, namedEnum } from './model';
import { calendarDate, timestamp } from './rules';
import { spotMatchAmount } from './spotBanking';
import { SpotInvoiceKind } from './spotInvoices';

/** How the match was made: found exactly, found likely (proposed), or by staff. */
export const SpotMatchKind = namedEnum('spotMatchKind', ['EXACT', 'LIKELY', 'MANUAL']);
/** What the engine found: the invoice number in the remittance text, the partner's IBAN, the open amount. */
export const SpotMatchReason = namedEnum('spotMatchReason', ['NUMBER_AND_AMOUNT', 'IBAN_AND_AMOUNT', 'NUMBER', 'IBAN', 'AMOUNT', 'MANUAL']);
/**
 * PROPOSED waits for staff; APPLIED counts as paid; REJECTED (a proposal turned down) and UNDONE
 * (an applied match taken back) stay on record and the engine never offers that pair again.
 */
export const SpotMatchStatus = namedEnum('spotMatchStatus', ['PROPOSED', 'APPLIED', 'REJECTED', 'UNDONE']);

export const SpotMatch = z.object({
  id: z.number().int(),
  operatorCode: z.string(),
  transactionId: z.number().int(),
  invoiceId: z.number().int(),
  invoiceKind: SpotInvoiceKind,
  invoiceNumber: z.string().nullable(),
  partnerName: z.string().nullable(),
  bookingDate: calendarDate(),
  /** The transaction's signed amount. */
  transactionAmount: z.number(),
  counterpartyName: z.string().nullable(),
  remittance: z.string().nullable(),
  currency: z.string(),
  /** What the match allocates of the transaction to the invoice (more than 0). */
  amount: z.number(),
  kind: SpotMatchKind,
  reason: SpotMatchReason,
  status: SpotMatchStatus,
  created: timestamp(),
  /** Who made it: a manager's e-mail, or `matching` for the engine. */
  createdBy: z.string(),
  /** When staff confirmed, rejected or undid it. */
  decided: timestamp().nullable(),
  decidedBy: z.string().nullable(),
});
export type SpotMatch = z.output<typeof SpotMatch>;

/** A manual match naming both sides. */
export const SpotMatchInput = z.object({
  transactionId: z.number().int().positive(),
  invoiceId: z.number().int().positive(),
  amount: spotMatchAmount(),
});

/** The answer of a matching run: what it applied and proposed. */
export const SpotMatchRun = z.object({ transactions: z.number().int(), applied: z.number().int(), proposed: z.number().int() });

export const spotMatches = defineResource({
  name: 'spot-matches',
  route: '/spot/spot-matches',
  api: { path: 'spot/matches' },
  menu: { group: 'spot', icon: 'spotSentInvoices', order: 36, hidden: true },
  beta: true,
  schema: SpotMatch,
  storage: { table: 'spot_matches' },
  recordName: 'id',
  list: {
    columns: [
      { source: 'status', width: 120 },
      { source: 'kind', width: 110 },
      { source: 'reason', width: 190 },
      { source: 'amount', currency: 'currency', width: 130 },
      { source: 'invoiceNumber', width: 140, sortable: false },
      { source: 'partnerName', width: 180, sortable: false },
      { source: 'bookingDate', width: 120, sortable: false },
      { source: 'transactionAmount', currency: 'currency', width: 130, sortable: false },
      { source: 'counterpartyName', width: 180, sortable: false },
      { source: 'remittance', truncate: 60, tooltip: true, sortable: false },
      { source: 'createdBy', width: 160 },
      { source: 'created', width: 160 },
      { source: 'decidedBy', width: 160 },
      { source: 'decided', width: 160 },
    ],
    defaultSort: { field: 'created', order: 'DESC' },
    titleCount: true,
    rowTone: [
      { when: { status: 'PROPOSED' }, tone: 'warning' },
      { when: { status: 'APPLIED' }, tone: 'success' },
      { when: { status: ['REJECTED', 'UNDONE'] }, tone: 'neutral' },
    ],
  },
  filters: [
    { source: 'status', type: 'multipleSelect' },
    { source: 'kind', type: 'multipleSelect' },
    { source: 'transactionId', type: 'input', numeric: true, match: 'exact' },
    { source: 'invoiceId', type: 'input', numeric: true, match: 'exact' },
  ],
  show: {
    sections: [
      { title: 'matching', fields: ['status', 'kind', 'reason', 'amount', 'currency'] },
      { title: 'invoice', fields: ['invoiceId', 'invoiceKind', 'invoiceNumber', 'partnerName'] },
      { title: 'transaction', fields: ['transactionId', 'bookingDate', 'transactionAmount', 'counterpartyName', 'remittance'] },
      { title: 'history', fields: ['created', 'createdBy', 'decided', 'decidedBy'] },
    ],
  },
  actions: {
    /** Runs the matching engine over every transaction with an amount not yet allocated. */
    matchPayments: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: 'run' },
      input: z.object({}),
      successMessage: 'app.spot.matches.ran',
    }),
    /** A manual match of a transaction and an invoice. */
    addMatch: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: '' },
      input: SpotMatchInput,
      successMessage: 'app.spot.matches.matched',
    }),
    /** Applies a proposal (the amounts are checked again, as for a manual match). */
    confirmMatch: defineAction({
      scope: 'record',
      request: { method: 'POST', path: '{id}/confirm' },
      input: z.object({}),
      answer: { record: true },
      enabledWhen: { status: 'PROPOSED' },
      disabledReason: 'app.spot.matches.notProposed',
      successMessage: 'app.spot.matches.confirmed',
    }),
    /** Turns a proposal down; the engine does not offer that pair again. */
    rejectMatch: defineAction({
      scope: 'record',
      request: { method: 'POST', path: '{id}/reject' },
      input: z.object({}),
      answer: { record: true },
      enabledWhen: { status: 'PROPOSED' },
      disabledReason: 'app.spot.matches.notProposed',
      successMessage: 'app.spot.matches.rejected',
    }),
    /** Takes an applied match back: the invoice is open for that amount again. */
    undoMatch: defineAction({
      scope: 'record',
      request: { method: 'POST', path: '{id}/undo' },
      input: z.object({}),
      answer: { record: true },
      enabledWhen: { status: 'APPLIED' },
      disabledReason: 'app.spot.matches.notApplied',
      confirm: { fields: [], warning: 'app.spot.matches.undoWarning' },
      successMessage: 'app.spot.matches.undone',
    }),
  },
});
