/**
 * Player gateways: the Gateways panel of the player profile (gateway type and account), and the
 * cash-desk calls the manual payments form needs (001 §2, §3, §7).
 */
import { z } from 'zod';
import { defineAction, defineResource } from './model';
import { CurrencyType, GatewayType } from './enums';
import { ManualPaymentRequest } from './paymentRules';
import { timestamp } from './rules';

/** A payment gateway account of a player. */
export const PlayerGateway = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  gatewayType: GatewayType,
  account: z.string(),
  currency: z.string().nullable().optional(),
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
