/**
 * Exchange rates (central only, 000 §2, §3): the base currency (the central office's currency,
 * `uiInfo.mainCurrency`) and, per currency, its symbol, its currency type and its rate, which the
 * payment limits convert with (001 §5; `GET {op}/exchange-rates` serves them to the payments
 * form). Every change is kept: who, when, old → new.
 */
import { z } from 'zod';
import { UserCode } from './activityLog';
import { CurrencyType } from './enums';
import { defineAction, defineResource } from './model';
import { optionalText, requiredText, timestamp } from './rules';

/** A currency code: capitals and digits (EUR, USDT). */
export const CURRENCY_CODE = /^[A-Z0-9]{2,10}$/;

/** The most decimals a rate keeps (a bitcoin rate is about 0.000016). */
export const RATE_DECIMALS = 12;

/** Decimals lists and exports show a rate with. */
const SHOWN_DECIMALS = 6;

/** One currency with its rate against the base currency. */
export const ExchangeRate = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  currencyType: CurrencyType,
  /** Units of this currency per unit of the base currency. */
  rate: z.number(),
  /** Units of the base currency per unit of this currency (1 / rate). */
  inverseRate: z.number(),
  /** True for the base currency itself (its rate is 1). */
  base: z.boolean(),
  updated: timestamp(),
  updatedBy: UserCode.nullable().optional(),
});

export type ExchangeRate = z.output<typeof ExchangeRate>;

/** A rate as staff type it: positive, stored with at most {@link RATE_DECIMALS} decimals. */
export const rateValue = () =>
  z
    .number({ message: 'app.validation.required' })
    .positive({ message: 'app.validation.positive' })
    .max(1e12, { message: 'app.validation.invalidValue' });

/**
 * `PUT exchange-rates/currencies/{currency}`: the rate, type and symbol of a currency (a new code,
 * capitals and digits, adds the currency), with an optional reason kept in the history.
 */
export const RateInput = z.object({
  rate: rateValue(),
  currencyType: CurrencyType,
  currencySymbol: requiredText(8),
  reason: optionalText(255),
});

export type RateInput = z.output<typeof RateInput>;

/** A rate with the currency it is for: the form that adds a currency, checked as the server checks the path's code. */
export const CurrencyRateInput = RateInput.extend({
  currency: z.string().regex(CURRENCY_CODE, { message: 'app.validation.exchangeCurrencyCode' }),
});

export const exchangeRates = defineResource({
  name: 'exchange-rates',
  route: '/exchange-rates',
  menu: { group: 'central', icon: 'exchangeRates', order: 110 },
  api: { path: 'exchange-rates/currencies' },
  schema: ExchangeRate,
  id: 'currency',
  recordName: 'currency',
  list: {
    columns: [
      // The currency opens its page: the rate, its change and its history.
      { source: 'currency', link: { to: '/exchange-rates/{currency}' } },
      { source: 'currencySymbol', width: 88 },
      { source: 'currencyType' },
      { source: 'rate', decimals: SHOWN_DECIMALS, width: 136 },
      { source: 'inverseRate', decimals: SHOWN_DECIMALS, sortable: false, width: 136 },
      { source: 'base', sortable: false },
      { source: 'updated' },
      { source: 'updatedBy', specialCell: 'managerLink', sortField: 'updatedBy.userUsername', width: 220 },
    ],
    defaultSort: { field: 'currency', order: 'ASC' },
    search: 'currency',
    header: 'ExchangeRatesHeader',
  },
  filters: [{ source: 'currencyType', type: 'multipleSelect' }],
  actions: {
    /** Sets (or adds) a currency's rate, type and symbol; payload the currency. */
    saveRate: defineAction({
      scope: 'record',
      request: { method: 'PUT', path: '{id}' },
      answer: { record: true },
      input: RateInput,
      panelOnly: true,
    }),
  },
  storage: { columns: { 'updatedBy.userRealm': 'user_realm', 'updatedBy.userUsername': 'user_username' } },
});

/** One change of a currency's rate or type. */
export const ExchangeRateChange = z.object({
  id: z.number().int(),
  changed: timestamp(),
  currency: z.string(),
  oldRate: z.number().nullable(),
  newRate: z.number(),
  /** The change in percent of the old rate; null for a new currency. */
  change: z.number().nullable(),
  oldType: CurrencyType.nullable(),
  newType: CurrencyType,
  baseCurrency: z.string(),
  userCode: UserCode.nullable().optional(),
  reason: z.string().nullable().optional(),
});

export type ExchangeRateChange = z.output<typeof ExchangeRateChange>;

export const exchangeRateHistory = defineResource({
  name: 'exchange-rate-history',
  route: '/exchange-rate-history',
  audience: 'central',
  api: { path: 'exchange-rates/history' },
  schema: ExchangeRateChange,
  list: {
    columns: [
      { source: 'changed' },
      { source: 'currency' },
      { source: 'oldRate', decimals: SHOWN_DECIMALS, width: 136 },
      { source: 'newRate', decimals: SHOWN_DECIMALS, width: 136 },
      { source: 'change', cell: 'percent', sortable: false },
      { source: 'oldType' },
      { source: 'newType' },
      { source: 'baseCurrency' },
      { source: 'userCode', specialCell: 'managerLink', sortField: 'userCode.userUsername', width: 220 },
      { source: 'reason', truncate: 80, tooltip: true, sortable: false },
    ],
    defaultSort: { field: 'changed', order: 'DESC' },
    search: 'reason',
  },
  filters: [
    { source: 'currency', type: 'input', match: 'exact' },
    { source: 'newType', type: 'multipleSelect' },
    { source: 'changed', type: 'timeFrame', presets: 'activityLog' },
  ],
  storage: {
    table: 'exchange_rate_changes',
    columns: { 'userCode.userRealm': 'user_realm', 'userCode.userUsername': 'user_username' },
  },
});
