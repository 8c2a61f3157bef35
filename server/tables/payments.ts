/** Storage of the payments list (payment requests) and the account history. */
import type { AccountHistoryEntry } from '../../resources/accountHistory';
import type { Payment } from '../../resources/payment';
import { sql } from '../db/sql';
import type { TableMapping } from './mapping';
import { isoTime, num, text } from './common';

type Row = Record<string, unknown>;

const prefixed = (field: string) => `accountHistoryType.${field}`;

export const paymentTable: TableMapping<Payment> = {
  table: 'payments',
  idColumn: 'id',
  operatorColumn: 'operator_code',
  fields: {
    id: { column: 'id', type: 'integer' },
    created: { column: 'created', type: 'timestamptz' },
    operatorCode: { column: 'operator_code', type: 'text' },
    playerId: { column: 'player_id', type: 'integer' },
    playerUsername: { column: 'player_username', type: 'text' },
    paymentRequest: { column: 'payment_request', type: 'text' },
    [prefixed('paymentRequest')]: { column: 'payment_request', type: 'text' },
    paymentRequestId: { column: 'payment_request_id', type: 'integer' },
    paymentMethod: { column: 'payment_method', type: 'text' },
    [prefixed('paymentMethod')]: { column: 'payment_method', type: 'text' },
    paymentWallet: { column: 'payment_wallet', type: 'text' },
    [prefixed('paymentWallet')]: { column: 'payment_wallet', type: 'text' },
    paymentStatus: { column: 'payment_status', type: 'text' },
    [prefixed('paymentStatus')]: { column: 'payment_status', type: 'text' },
    balanceBefore: { column: 'balance_before', type: 'numeric' },
    accountMovement: { column: 'account_movement', type: 'numeric' },
    balanceAfter: { column: 'balance_after', type: 'numeric' },
    currency: { column: 'currency', type: 'text' },
    currencyCode: { column: 'currency', type: 'text' },
    taxPercentage: { column: 'tax_percentage', type: 'numeric' },
    description: { column: 'description', type: 'text' },
    country: { column: 'country', type: 'text' },
    ipAddress: { column: 'ip_address', type: 'text' },
  },
  select: sql`id, payment_request, payment_request_id, created, operator_code, player_id, player_username, payment_method,
    payment_wallet, payment_status, balance_before::float8 AS balance_before, account_movement::float8 AS account_movement,
    balance_after::float8 AS balance_after, tax_percentage::float8 AS tax_percentage, currency, description, country, ip_address`,
  toRecord: (row: Row): Payment => ({
    id: Number(row.id),
    paymentRequest: row.payment_request as Payment['paymentRequest'],
    paymentRequestId: Number(row.payment_request_id),
    created: isoTime(row.created)!,
    operatorCode: String(row.operator_code),
    playerId: Number(row.player_id),
    playerUsername: String(row.player_username),
    paymentMethod: text(row.payment_method),
    paymentWallet: text(row.payment_wallet),
    paymentStatus: row.payment_status as Payment['paymentStatus'],
    balanceBefore: Number(row.balance_before),
    accountMovement: Number(row.account_movement),
    balanceAfter: Number(row.balance_after),
    taxPercentage: num(row.tax_percentage),
    currency: String(row.currency),
    description: text(row.description),
    country: text(row.country),
    ipAddress: text(row.ip_address),
  }),
  logSubject: (payment) => ({
    operatorCode: payment.operatorCode,
    user: { id: payment.playerId, role: 'PLAYER', realm: payment.operatorCode, username: payment.playerUsername },
  }),
};

export const accountHistoryTable: TableMapping<AccountHistoryEntry> = {
  table: 'account_history',
  idColumn: 'id',
  operatorColumn: 'operator_code',
  fields: {
    id: { column: 'id', type: 'integer' },
    created: { column: 'created', type: 'timestamptz' },
    operatorCode: { column: 'operator_code', type: 'text' },
    playerId: { column: 'player_id', type: 'integer' },
    playerUsername: { column: 'player_username', type: 'text' },
    [prefixed('historyType')]: { column: 'history_type', type: 'text' },
    [prefixed('paymentRequest')]: { column: 'payment_request', type: 'text' },
    paymentStatus: { column: 'payment_status', type: 'text' },
    [prefixed('paymentStatus')]: { column: 'payment_status', type: 'text' },
    accountMovement: { column: 'account_movement', type: 'numeric' },
    'currency.code': { column: 'currency_code', type: 'text' },
    currencyCode: { column: 'currency_code', type: 'text' },
    taxPercentage: { column: 'tax_percentage', type: 'numeric' },
    description: { column: 'description', type: 'text' },
    betslipId: { column: 'betslip_id', type: 'integer' },
    paymentRequestId: { column: 'payment_request_id', type: 'integer' },
    bonusPlayerId: { column: 'bonus_player_id', type: 'integer' },
    country: { column: 'country', type: 'text' },
    ipAddress: { column: 'ip_address', type: 'text' },
  },
  select: sql`id, history_type, kind, payment_request, payment_status, account_movement::float8 AS account_movement,
    currency_code, currency_symbol, created, operator_code, player_id, player_username, description,
    tax_percentage::float8 AS tax_percentage, betslip_id, payment_request_id, bonus_player_id, country, ip_address`,
  toRecord: (row: Row): AccountHistoryEntry => {
    const request = row.payment_request as AccountHistoryEntry['accountHistoryType']['paymentRequest'];
    const status = (row.payment_status ?? null) as AccountHistoryEntry['paymentStatus'];
    return {
      id: Number(row.id),
      accountHistoryType: {
        historyType: row.history_type as AccountHistoryEntry['accountHistoryType']['historyType'],
        paymentRequest: request ?? null,
        depositState: request === 'DEPOSIT' ? status : null,
        withdrawState: request === 'WITHDRAWAL' ? status : null,
      },
      paymentStatus: status,
      accountMovement: Number(row.account_movement),
      currency: { code: String(row.currency_code), currencySymbol: text(row.currency_symbol) },
      created: isoTime(row.created)!,
      operatorCode: String(row.operator_code),
      playerId: Number(row.player_id),
      playerUsername: String(row.player_username),
      description: text(row.description),
      taxPercentage: num(row.tax_percentage),
      betslipId: num(row.betslip_id),
      paymentRequestId: num(row.payment_request_id),
      bonusPlayerId: num(row.bonus_player_id),
      country: text(row.country),
      ipAddress: text(row.ip_address),
    };
  },
  logSubject: (entry) => ({
    operatorCode: entry.operatorCode,
    user: { id: entry.playerId, role: 'PLAYER', realm: entry.operatorCode, username: entry.playerUsername },
  }),
};
