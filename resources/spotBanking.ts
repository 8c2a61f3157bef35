/**
 * Banking of the finance product (`/spot/spot-banking`, `/spot/spot-income`, `/spot/spot-expenses`):
 * bank accounts with their balances, and their transactions as statements bring them in. Amounts
 * are exact decimals with the currency's minor units (PostgreSQL `numeric`); an account's balance
 * is always its opening balance plus the sum of its transactions.
 */
import { z } from 'zod';
import { calendarDate, CURRENCY_CODE_PATTERN, money, optionalText, timestamp } from './rules';
import { defineAction, defineResource, namedEnum } from './model';

/** The largest amount of one transaction or balance the books take. */
export const SPOT_AMOUNT_MAX = 1_000_000_000_000;

/** Direction of a transaction: money in (income) or out (expenses). */
export const SpotDirection = namedEnum('spotDirection', ['IN', 'OUT']);

/** A balance or a correction: below zero too (an overdrawn account, money taken out). */
const amount = () => money({ signed: true, max: SPOT_AMOUNT_MAX });

/** IBAN as staff type it (spaces allowed); the server checks it with a maintained IBAN library. */
const iban = () => z.string().trim().min(1, { message: 'app.validation.required' }).max(42, { message: 'app.spot.validation.iban' });
const bic = () =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/.test(value), { message: 'app.spot.validation.bic' })
    .nullable()
    .optional();

export const SpotBankAccountInput = z.object({
  entityId: z.number().int().positive(),
  name: z
    .string()
    .trim()
    .min(1, { message: 'app.validation.required' })
    .refine((value) => value.length <= 80, { message: 'app.validation.maxLength', params: { max: 80 } }),
  iban: iban(),
  bic: bic(),
  bank: optionalText(120),
  currency: z.string().regex(CURRENCY_CODE_PATTERN, { message: 'app.validation.currencyCode' }),
  /** The balance on the opening date, before any imported transaction. */
  openingBalance: amount(),
  openingDate: calendarDate(),
});

export const SpotBankAccount = z.object({
  id: z.number().int(),
  operatorCode: z.string(),
  ...SpotBankAccountInput.shape,
  entityName: z.string().nullable(),
  /** Opening balance plus every transaction. */
  balance: z.number(),
  transactions: z.number().int(),
  lastBooking: calendarDate().nullable(),
  created: timestamp(),
  updated: timestamp(),
});
export type SpotBankAccount = z.output<typeof SpotBankAccount>;

export const spotBankAccounts = defineResource({
  name: 'spot-bank-accounts',
  route: '/spot/spot-bank-accounts',
  api: { path: 'spot/bank-accounts' },
  menu: { group: 'spot', icon: 'spotBanking', order: 11, hidden: true },
  beta: true,
  schema: SpotBankAccount,
  storage: { table: 'spot_bank_accounts', updatedColumn: 'updated' },
  recordName: 'name',
  list: {
    columns: [
      { source: 'name', width: 180 },
      { source: 'entityName', sortable: false },
      { source: 'iban', width: 240 },
      { source: 'bic' },
      { source: 'bank' },
      { source: 'currency', width: 90 },
      { source: 'openingBalance', currency: 'currency' },
      { source: 'openingDate', width: 120 },
      { source: 'balance', currency: 'currency' },
      { source: 'transactions', width: 110, sortable: false },
      { source: 'lastBooking', width: 120, sortable: false },
    ],
    defaultSort: { field: 'name', order: 'ASC' },
    search: 'name',
    searchAlso: ['iban'],
    header: 'SpotBalanceChart',
  },
  filters: [
    { source: 'entityId', type: 'input', numeric: true, match: 'exact' },
    { source: 'currency', type: 'input', match: 'exact' },
  ],
  edit: {
    successMessage: 'app.spot.saved',
    fields: [
      { source: 'name' },
      { source: 'iban', readOnly: true },
      { source: 'bic' },
      { source: 'bank' },
      { source: 'currency', readOnly: true },
    ],
  },
  actions: {
    /** A new bank account: its IBAN checked (country, length, check digits), unique among the operator's accounts. */
    addBankAccount: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: '' },
      input: SpotBankAccountInput,
      successMessage: 'app.spot.added',
    }),
    /** Sets the opening balance and date; the balance moves by the difference. */
    setOpening: defineAction({
      scope: 'record',
      request: { method: 'PUT', path: '{id}/opening' },
      input: z.object({ amount: amount(), date: calendarDate() }),
      successMessage: 'app.spot.saved',
    }),
    /** Removes an account without transactions. */
    removeBankAccount: defineAction({
      scope: 'record',
      request: { method: 'DELETE', path: '{id}' },
      input: z.object({}),
      confirm: { fields: [], warning: 'app.spot.removeWarning' },
      successMessage: 'app.spot.removed',
    }),
  },
});

/** A bank transaction as statements bring it in, with what staff or a rule assigned to it. */
export const SpotTransaction = z.object({
  id: z.number().int(),
  operatorCode: z.string(),
  bankAccountId: z.number().int(),
  bankAccountName: z.string().nullable(),
  /** The statement file it came from. */
  fileId: z.number().int().nullable(),
  bookingDate: calendarDate(),
  valueDate: calendarDate().nullable(),
  /** Signed: money in is positive, money out negative. */
  amount: z.number(),
  direction: SpotDirection,
  currency: z.string(),
  counterpartyName: z.string().nullable(),
  counterpartyIban: z.string().nullable(),
  remittance: z.string().nullable(),
  endToEndId: z.string().nullable(),
  bankReference: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  costCenterId: z.number().int().nullable(),
  costCenterCode: z.string().nullable(),
  partnerId: z.number().int().nullable(),
  partnerName: z.string().nullable(),
  /** The rule that assigned it, when one did. */
  ruleId: z.number().int().nullable(),
  /** Assigned by staff: rules leave it as it is. */
  manual: z.boolean(),
  created: timestamp(),
});
export type SpotTransaction = z.output<typeof SpotTransaction>;

/**
 * What an assignment sets: the fields given are set, the others kept; `0` clears one. Named apart
 * from the record's fields, so the dialog asks for them instead of copying the row's.
 */
export const SpotAssignment = z.object({
  category: z.number().int().min(0).nullable().optional(),
  costCenter: z.number().int().min(0).nullable().optional(),
  partner: z.number().int().min(0).nullable().optional(),
});

/**
 * How much a manual payment match allocates: more than 0, at most what the transaction has not
 * allocated yet and what the invoice still has open; omitted, the smaller of the two.
 */
export const spotMatchAmount = () =>
  money({ max: SPOT_AMOUNT_MAX })
    .refine((value) => value > 0, { message: 'app.spot.validation.matchAmount' })
    .optional();

/** A manual match from the transaction's side: the invoice it pays. */
export const SpotMatchInvoiceInput = z.object({ invoiceId: z.number().int().positive(), amount: spotMatchAmount() });

const transactionColumns = [
  { source: 'bookingDate', width: 120 },
  { source: 'bankAccountName', width: 150, sortable: false },
  { source: 'amount', currency: 'currency', width: 130 },
  { source: 'counterpartyName', width: 200 },
  { source: 'remittance', truncate: 60, tooltip: true },
  { source: 'categoryName', width: 150, sortable: false },
  { source: 'costCenterCode', width: 110, sortable: false },
  { source: 'partnerName', width: 180, sortable: false },
  { source: 'counterpartyIban', width: 230 },
  { source: 'valueDate', width: 120 },
  { source: 'endToEndId' },
  { source: 'bankReference' },
  { source: 'fileId', width: 90 },
] as const;

const transactionFilters = [
  { source: 'bankAccountId', type: 'input', numeric: true, match: 'exact' },
  { source: 'bookingDate', type: 'timeFrame', presets: 'payments' },
  { source: 'amount', type: 'range' },
  { source: 'categoryId', type: 'input', numeric: true, match: 'exact' },
  { source: 'costCenterId', type: 'input', numeric: true, match: 'exact' },
  { source: 'partnerId', type: 'input', numeric: true, match: 'exact' },
  { source: 'fileId', type: 'input', numeric: true, match: 'exact' },
  { source: 'categoryName', key: 'uncategorised', type: 'boolean' },
] as const;

const transactionShow = {
  sections: [
    {
      title: 'booking',
      fields: ['bookingDate', 'valueDate', 'amount', 'currency', 'bankAccountName', 'fileId', 'endToEndId', 'bankReference'],
    },
    { title: 'counterparty', fields: ['counterpartyName', 'counterpartyIban', 'remittance'] },
    { title: 'assignment', fields: ['categoryName', 'costCenterCode', 'partnerName', 'ruleId', 'manual'] },
  ],
} as const;

const assignActions = {
  /**
   * Sets category, cost center and partner of a transaction, or of the selected rows one after
   * another; rules then leave it as staff set it.
   */
  assign: defineAction({
    scope: 'record',
    request: { method: 'PUT', path: '{id}/assignment' },
    input: SpotAssignment,
    selection: true,
    successMessage: 'app.spot.assigned',
  }),
  /** A rule matching this transaction's counterparty (its IBAN, else its name) that sets what the transaction has. */
  makeRule: defineAction({
    scope: 'record',
    request: { method: 'POST', path: '{id}/rule' },
    input: z.object({}),
    successMessage: 'app.spot.ruleMade',
  }),
  /** Matches the transaction to an invoice by hand (part of it: a partial payment, or one of several invoices it pays). */
  matchInvoice: defineAction({
    scope: 'record',
    request: { method: 'POST', path: '{id}/matches' },
    input: SpotMatchInvoiceInput,
    successMessage: 'app.spot.matches.matched',
  }),
};

/** Every transaction of the operator's accounts (Banking). */
export const spotBanking = defineResource({
  name: 'spot-banking',
  route: '/spot/spot-banking',
  api: { path: 'spot/transactions' },
  menu: { group: 'spot', icon: 'spotBanking', order: 10 },
  beta: true,
  schema: SpotTransaction,
  storage: { table: 'spot_transactions' },
  recordName: 'id',
  list: {
    columns: transactionColumns,
    defaultSort: { field: 'bookingDate', order: 'DESC' },
    search: 'remittance',
    searchAlso: ['counterpartyName', 'counterpartyIban', 'endToEndId'],
    header: 'SpotAccountsHeader',
    titleCount: true,
    addTransactions: true,
  },
  filters: transactionFilters,
  show: transactionShow,
  actions: assignActions,
});

/** Money in (Income), with totals per category. */
export const spotIncome = defineResource({
  name: 'spot-income',
  route: '/spot/spot-income',
  api: { path: 'spot/income' },
  menu: { group: 'spot', icon: 'spotIncome', order: 20 },
  beta: true,
  schema: SpotTransaction,
  storage: { table: 'spot_transactions' },
  recordName: 'id',
  list: {
    columns: transactionColumns,
    defaultSort: { field: 'bookingDate', order: 'DESC' },
    search: 'remittance',
    searchAlso: ['counterpartyName', 'counterpartyIban', 'endToEndId'],
    header: 'SpotCategoryTotals',
    titleCount: true,
    addTransactions: true,
  },
  filters: transactionFilters,
  show: transactionShow,
  actions: assignActions,
});

/** Money out (Expenses), with totals per category. */
export const spotExpenses = defineResource({
  name: 'spot-expenses',
  route: '/spot/spot-expenses',
  api: { path: 'spot/expenses' },
  menu: { group: 'spot', icon: 'spotExpenses', order: 30 },
  beta: true,
  schema: SpotTransaction,
  storage: { table: 'spot_transactions' },
  recordName: 'id',
  list: {
    columns: transactionColumns,
    defaultSort: { field: 'bookingDate', order: 'DESC' },
    search: 'remittance',
    searchAlso: ['counterpartyName', 'counterpartyIban', 'endToEndId'],
    header: 'SpotCategoryTotals',
    titleCount: true,
    addTransactions: true,
  },
  filters: transactionFilters,
  show: transactionShow,
  actions: assignActions,
});

/** `GET {op}/spot/totals`: sums per category of one direction over a filter (Income, Expenses). */
export const SpotCategoryTotal = z.object({
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  currency: z.string(),
  count: z.number().int(),
  /** Exact sum, as decimal text (e.g. `-1450.00`). */
  total: z.string(),
});

/** `GET {op}/spot/balances`: an account's balance at the end of each day it moved, oldest first. */
export const SpotBalancePoint = z.object({ date: calendarDate(), balance: z.string() });
export const SpotBalanceSeries = z.object({
  bankAccountId: z.number().int(),
  name: z.string(),
  currency: z.string(),
  openingDate: calendarDate(),
  openingBalance: z.string(),
  balance: z.string(),
  points: z.array(SpotBalancePoint),
});

/** The answer of the specification's spot call (000 §7): `payload.transactionsResponse`. */
export const SpotTransactionsResponse = z.object({
  content: z.array(SpotTransaction),
  totalElements: z.number().int(),
  /** True when the count stopped and totalElements is a lower bound (resources/listTotals.ts). */
  totalElementsAtLeast: z.literal(true).optional(),
});

/** The page size the specification's spot call asks for (000 §9: Transactions page size 10000). */
export const SPOT_TRANSACTIONS_PAGE_SIZE = 10_000;
