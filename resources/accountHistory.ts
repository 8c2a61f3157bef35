/**
 * Account history: every balance movement of players, linking to the betslip, payment request or
 * bonus behind it (002 §2–§9).
 */
import { z } from 'zod';
import { defineResource } from './model';
import { PaymentDirection, PaymentStatus, PaymentTransactionType } from './enums';
import { timestamp } from './rules';
import { CurrencyRef } from './betslip';
import { alsoRead, CurrencyCode, currencyObjectOf } from './readings';

/** The kind of an account entry (002 §3). */
export const AccountHistoryKind = z.object({
  /** PAYMENT, BONUS or BETSLIP. */
  historyType: PaymentTransactionType,
  /** DEPOSIT or WITHDRAWAL for payments. */
  paymentRequest: PaymentDirection.nullable().optional(),
  depositState: PaymentStatus.nullable().optional(),
  withdrawState: PaymentStatus.nullable().optional(),
});

export const AccountHistoryEntry = z.object({
  id: z.number().int(),
  accountHistoryType: AccountHistoryKind,
  paymentStatus: PaymentStatus.nullable().optional(),
  accountMovement: z.number(),
  // 002 §3 gives the account history row a currency without a shape: `{ code, currencySymbol }` as
  // the betslip's, or a code, which the console reads as `{ code }`.
  currency: alsoRead(
    CurrencyRef.describe('The currency'),
    CurrencyCode,
    'the specification gives the account history row a currency without a shape',
    currencyObjectOf,
  ),
  created: timestamp(),
  operatorCode: z.string(),
  /** Not listed in the spec's row; the player-scoped list filters on it. */
  playerId: z.number().int(),
  playerUsername: z.string(),
  description: z.string().nullable().optional(),
  taxPercentage: z.number().nullable().optional(),
  betslipId: z.number().int().nullable().optional(),
  paymentRequestId: z.number().int().nullable().optional(),
  bonusPlayerId: z.number().int().nullable().optional(),
  country: z.string().nullable().optional(),
  ipAddress: z.string().nullable().optional(),
});

export type AccountHistoryEntry = z.output<typeof AccountHistoryEntry>;

export const accountHistory = defineResource({
  name: 'statistics-account-history',
  route: '/statistics-account-history',
  menu: { group: 'statistics', icon: 'accountHistory', order: 20 },
  api: {
    path: 'accountHistories',
    player: {
      path: 'player/{playerId}', // "For the player profile the payload is grouped by key" (002 §7): the key is the day of `created`.
      groups: { by: 'day', field: 'created' },
    },
  },
  recordName: 'id',
  schema: AccountHistoryEntry,
  playerField: 'playerId',
  // "For the player profile the payload is grouped by key" (002 §7): the key is the day of `created`.
  list: {
    columns: [
      { source: 'id' },
      { source: 'created' },
      { source: 'playerUsername', cell: 'playerLink' },
      { source: 'operatorCode', only: 'central' },
      { source: 'accountHistoryType.historyType' },
      { source: 'accountHistoryType.paymentRequest' },
      { source: 'paymentStatus', sortField: 'accountHistoryType.paymentStatus' },
      { source: 'accountMovement', currency: 'currency' },
      { source: 'currency.code' },
      { source: 'taxPercentage', cell: 'percent' },
      { source: 'description' },
      { source: 'betslipId', link: { to: '/betslips/{betslipId}' } },
      {
        source: 'paymentRequestId',
        link: [
          { to: '/deposits/{paymentRequestId}', when: { 'accountHistoryType.paymentRequest': 'DEPOSIT' } },
          { to: '/withdrawals/{paymentRequestId}', when: { 'accountHistoryType.paymentRequest': 'WITHDRAWAL' } },
        ],
      },
      { source: 'bonusPlayerId', link: { to: '/bonuses/{bonusPlayerId}' } },
      { source: 'country' },
      { source: 'ipAddress' },
    ],
    defaultSort: { field: 'created', order: 'DESC' },
    // The movement on the account and its status.
    keyColumns: ['accountMovement', 'paymentStatus'],
    search: 'playerUsername',
  },
  filters: [
    { source: 'accountHistoryType.historyType', key: 'accountHistoryType.historyType', type: 'multipleSelect' },
    { source: 'paymentStatus', key: 'accountHistoryType.paymentStatus', type: 'multipleSelect' },
    { source: 'currency.code', key: 'currencyCode', type: 'input', match: 'exact' },
    { source: 'created', type: 'timeFrame', presets: 'accountHistory' },
    { source: 'operatorCode', type: 'select', only: 'central' },
  ],
  storage: {
    table: 'account_history',
    columns: {
      'accountHistoryType.historyType': 'history_type',
      'accountHistoryType.paymentRequest': 'payment_request',
      'currency.currencySymbol': 'currency_symbol',
    },
  },
});
