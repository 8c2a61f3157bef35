/**
 * Player gateways: the Gateways panel of the player profile (gateway type and account), and the
 * cash-desk calls the manual payments form needs (001 §2, §3, §7).
 */
import { z } from 'zod';
import { defineAction, defineResource } from './model';
import { CurrencyType, GatewayType } from './enums';
import { ManualPaymentRequest } from './paymentRules';
import { timestamp } from './rules';
import { currencyText } from './readings';

/** A payment gateway account of a player. */
export const PlayerGateway = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  gatewayType: GatewayType,
  account: z.string(),
  // A code, or { code, currencySymbol } (the shape 001 §3 gives currencies).
  currency: currencyText().nullable().optional(),
  created: timestamp().nullable().optional(),
});

export type PlayerGateway = z.output<typeof PlayerGateway>;

/** A min/max amount pair of a gateway, in the base currency. */
export const AmountRange = z.object({ minAmount: z.number().nullable().optional(), maxAmount: z.number().nullable().optional() });

/** A currency a cash-desk gateway accepts. */
export const GatewayCurrency = z.object({
  currency: z.string(),
  currencySymbol: z.string().nullable().optional(),
  currencyType: CurrencyType.nullable().optional(),
});

/** A cash-desk gateway (001 §3) with its deposit and withdrawal limits. */
export const CashDeskGateway = z.object({
  code: z.string(),
  name: z.string(),
  type: z.string(),
  allowedCurrencies: z.array(GatewayCurrency),
  bonusClaimableNow: z.boolean().optional(),
  bonusNonClaimableNowReason: z.string().nullable().optional(),
  depositLimits: AmountRange.nullable().optional(),
  withdrawalLimits: AmountRange.nullable().optional(),
});

export type CashDeskGateway = z.output<typeof CashDeskGateway>;

type AmountPair = { minAmount: number | null; maxAmount: number | null };

const amountOf = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/** A min/max pair written `{ minAmount, maxAmount }` or `{ min, max }`; undefined for anything else. */
function pairOf(value: unknown): AmountPair | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const range = value as Record<string, unknown>;
  const min = range.minAmount ?? range.min;
  const max = range.maxAmount ?? range.max;
  if (min === undefined && max === undefined) return undefined;
  return { minAmount: amountOf(min), maxAmount: amountOf(max) };
}

/** The flat pair `min<Word>Amount`/`max<Word>Amount` (or without `Amount`); undefined when neither is there. */
function flatPairOf(gateway: Record<string, unknown>, word: string): AmountPair | undefined {
  const min = gateway[`min${word}Amount`] ?? gateway[`min${word}`];
  const max = gateway[`max${word}Amount`] ?? gateway[`max${word}`];
  if (min === undefined && max === undefined) return undefined;
  return { minAmount: amountOf(min), maxAmount: amountOf(max) };
}

/**
 * A gateway's deposit and withdrawal limits in each form an API may write them: 001 §3 gives "gateway
 * limits minAmount, maxAmount" and no keys, so the reference server's `depositLimits` and
 * `withdrawalLimits` are one reading; `depositLimit`/`withdrawalLimit`, `deposit`/`withdrawal`,
 * `limits.deposit`/`limits.withdrawal`, flat `minDepositAmount`… and the gateway's own `minAmount` and
 * `maxAmount` (one range for both directions) are the others; `{ min, max }` and amounts as
 * numeric text are read too. The gateway itself when its limits are already in the declared form.
 */
export function gatewayInDeclaredForm<T extends object>(gateway: T): T {
  if (!gateway || typeof gateway !== 'object') return gateway;
  const raw = gateway as Record<string, unknown>;
  const declared = (value: unknown) => !!value && typeof value === 'object' && ('minAmount' in value || 'maxAmount' in value);
  if (declared(raw.depositLimits) && declared(raw.withdrawalLimits)) return gateway;
  const limits = (raw.limits && typeof raw.limits === 'object' ? raw.limits : {}) as Record<string, unknown>;
  const own = pairOf(raw);
  const read = (key: 'deposit' | 'withdrawal', word: string) =>
    pairOf(raw[`${key}Limits`]) ?? pairOf(raw[`${key}Limit`]) ?? pairOf(raw[key]) ?? pairOf(limits[key]) ?? flatPairOf(raw, word) ?? own;
  const depositLimits = read('deposit', 'Deposit');
  const withdrawalLimits = read('withdrawal', 'Withdrawal');
  return {
    ...gateway,
    ...(depositLimits ? { depositLimits } : {}),
    ...(withdrawalLimits ? { withdrawalLimits } : {}),
  };
}

/** A list of gateways as an API answers it, each gateway's limits in the declared form ({@link gatewayInDeclaredForm}); empty for anything but a list. */
export function gatewaysInDeclaredForm(answer: unknown): object[] {
  return Array.isArray(answer) ? answer.map((gateway: object) => gatewayInDeclaredForm(gateway)) : [];
}

/** Exchange data (001 §3): the base currency and a rate per currency. */
export const ExchangeRates = z.object({
  baseCurrency: z.object({ currency: z.string() }),
  rates: z.record(z.string(), z.object({ rate: z.number().nullable() })),
});

export type ExchangeRates = z.output<typeof ExchangeRates>;

/** The player's active bonus (001 §3); the payload is null when there is none. */
export const ActivePlayerBonus = z.object({
  bonusMoney: z.number(),
  accountHistory: z.object({ walletCode: z.string().nullable().optional() }).nullable().optional(),
});

export type ActivePlayerBonus = z.output<typeof ActivePlayerBonus>;

export const playerGateways = defineResource({
  name: 'players-gateways',
  route: '/players-gateways',
  api: { path: 'gateways', player: { path: '{playerId}' } },
  schema: PlayerGateway,
  playerField: 'playerId',
  list: {
    columns: [{ source: 'gatewayType' }, { source: 'account' }, { source: 'currency' }, { source: 'created' }],
    defaultSort: { field: 'gatewayType', order: 'ASC' },
    search: 'account',
    exportable: false,
  },
  actions: {
    /** `GET cash-desk/gateways/{playerId}`: payload `CashDeskGateway[]`; 404 means none. */
    loadCashDeskGateways: defineAction({
      scope: 'record',
      request: { method: 'GET', basePath: 'cash-desk', path: 'gateways/{id}' },
      input: z.object({}),
      panelOnly: true,
    }),
    /** `GET exchange-rates`: payload `ExchangeRates`. */
    loadExchangeRates: defineAction({
      scope: 'collection',
      request: { method: 'GET', basePath: '', path: 'exchange-rates' },
      input: z.object({}),
      panelOnly: true,
    }),
    /** `GET players/{id}/bonus/active`: payload `ActivePlayerBonus` or null. */
    loadActiveBonus: defineAction({
      scope: 'record',
      request: { method: 'GET', basePath: 'players', path: '{id}/bonus/active' },
      input: z.object({}),
      panelOnly: true,
    }),
    /** `POST payments`: a manual deposit or withdrawal; toast 'Payment done'. */
    createPayment: defineAction({
      scope: 'collection',
      request: { method: 'POST', basePath: 'payments', path: '' },
      input: ManualPaymentRequest,
      successMessage: 'app.messages.paymentDone',
      panelOnly: true,
    }),
  },
  storage: { table: 'player_gateways' },
});
