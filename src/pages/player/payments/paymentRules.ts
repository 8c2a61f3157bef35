/**
 * The Payments panel's rules: the shared pure rules of resources/paymentRules.ts (which the API
 * enforces too) applied to the form's state and the loaded cash-desk data. Pure: no React, no I/O.
 */
import type { z } from 'zod';
import { formatMoney } from '../../../../resources/money';
import type { BonusCampaignAvailability } from '../../../../resources/payments';
import {
  ACTIVE_BONUS_UNKNOWN,
  manualPaymentForm,
  parseAmount,
  PAYMENT_MESSAGES,
  type DepositLimitName,
  type ManualPaymentValues,
  type PaymentRuleInput,
} from '../../../../resources/paymentRules';
import type { Player } from '../../../../resources/player';
import type { ActivePlayerBonus, CashDeskGateway, ExchangeRates } from '../../../../resources/playerGateways';

export type Availability = z.output<typeof BonusCampaignAvailability>;
export type Direction = 'DEPOSIT' | 'WITHDRAWAL';

/** What the user entered (the form schema's values). */
export type PaymentFormState = ManualPaymentValues;

/** Data loaded for the form. */
export interface PaymentData {
  gateways: readonly CashDeskGateway[];
  exchange?: ExchangeRates;
  /** Null: the player has none; `ACTIVE_BONUS_UNKNOWN`: it could not be read (no withdrawal passes). */
  activeBonus?: ActivePlayerBonus | null | typeof ACTIVE_BONUS_UNKNOWN;
  campaigns: readonly Availability[];
  depositAmounts?: Partial<Record<DepositLimitName, number>>;
  /** Risk percentage per currency type, from the server's `uiInfo.exchangeRisks` (000 §3). */
  exchangeRisks?: Readonly<Record<string, number>>;
}

export const emptyForm = (direction: Direction): PaymentFormState => ({
  direction,
  gatewayCode: '',
  currency: '',
  amount: '',
  description: '',
  bonusCampaignId: '',
});

/**
 * The form with what has only one choice filled in: the cash-desk gateway when the player has
 * one, the currency when the chosen gateway allows one. What the user chose is kept.
 *
 * @example withDefaults(emptyForm('DEPOSIT'), { gateways: [{ code: 'CASH', allowedCurrencies: [{ currency: 'EUR' }] }] })
 * // → gatewayCode 'CASH', currency 'EUR'
 */
export function withDefaults(form: PaymentFormState, data: Pick<PaymentData, 'gateways'>): PaymentFormState {
  const gatewayCode = form.gatewayCode || (data.gateways.length === 1 ? data.gateways[0].code : '');
  const gateway = data.gateways.find((candidate) => candidate.code === gatewayCode);
  const only = gateway?.allowedCurrencies.length === 1 ? gateway.allowedCurrencies[0].currency : '';
  return { ...form, gatewayCode, currency: form.currency || only };
}

/** Campaigns in the deposit currency whose gateways include the wallet (gateway). */
export function offeredCampaigns(campaigns: readonly Availability[], currency: string, gatewayCode: string): Availability[] {
  if (!currency || !gatewayCode) return [];
  return campaigns.filter((entry) => entry.bonusCampaign.currency === currency && entry.bonusCampaign.gateways.includes(gatewayCode));
}

/** The rules' input from the form, the player and the loaded data. */
export function ruleInput(form: PaymentFormState, player: Player, data: PaymentData): PaymentRuleInput {
  const gateway = data.gateways.find((candidate) => candidate.code === form.gatewayCode);
  const currency = gateway?.allowedCurrencies.find((candidate) => candidate.currency === form.currency);
  const deposit = form.direction === 'DEPOSIT';
  const campaign = deposit
    ? offeredCampaigns(data.campaigns, form.currency, form.gatewayCode).find((entry) => entry.bonusCampaign.id === form.bonusCampaignId)
    : undefined;
  return {
    direction: form.direction,
    gatewayCode: form.gatewayCode || undefined,
    currency: currency ?? (form.currency ? { currency: form.currency } : undefined),
    amount: form.amount,
    description: form.description,
    campaign: campaign
      ? {
          id: campaign.bonusCampaign.id,
          minDepositAmount: campaign.bonusCampaign.minDepositAmount,
          available: campaign.available,
          unavailabilityReasonText: campaign.unavailabilityReasonText,
        }
      : undefined,
    player,
    gatewayLimits: deposit ? gateway?.depositLimits : gateway?.withdrawalLimits,
    exchange: data.exchange
      ? { baseCurrency: data.exchange.baseCurrency.currency, rates: data.exchange.rates, risks: data.exchangeRisks }
      : undefined,
    depositAmounts: data.depositAmounts,
    activeBonus:
      data.activeBonus === ACTIVE_BONUS_UNKNOWN
        ? ACTIVE_BONUS_UNKNOWN
        : data.activeBonus
          ? { bonusMoney: data.activeBonus.bonusMoney, walletCode: data.activeBonus.accountHistory?.walletCode }
          : undefined,
  };
}

/** The form's schema for a player and the loaded data: the shared rules applied to the values with their defaults. */
export function paymentFormSchema(player: Player, data: () => PaymentData) {
  return manualPaymentForm((values) => ruleInput(withDefaults(values, data()), player, data()));
}

/** The catalogue keys of the English direction and period words the rules put in their arguments. */
const WORD_KEYS = new Map(
  Object.entries(PAYMENT_MESSAGES)
    .filter(([key]) => /^app\.payments\.rules\.(direction|period)\./.test(key))
    .map(([key, word]) => [word as string, key]),
);

/** The rules' arguments that are amounts of money. */
const AMOUNT_ARGS = ['amount', 'limit', 'previous', 'total', 'max'];

/**
 * A rule's arguments in the page language: its direction and period words translated, its amounts
 * with the language's separators and two decimals (the message puts the currency symbol after them).
 */
export function localizedArgs(args: Record<string, unknown>, translate: (key: string) => string, locale: string): Record<string, unknown> {
  const out = { ...args };
  for (const name of ['direction', 'period']) {
    const key = typeof out[name] === 'string' ? WORD_KEYS.get(out[name]) : undefined;
    if (key) out[name] = translate(key);
  }
  for (const name of AMOUNT_ARGS) {
    if (typeof out[name] === 'number') out[name] = formatMoney(out[name], locale);
  }
  return out;
}

/** The `POST payments` body of a valid form (001 §3 Payment request). */
export function paymentRequest(form: PaymentFormState, player: Player, now: Date = new Date()) {
  return {
    accountMovement: parseAmount(form.amount) ?? 0,
    balance: -1 as const,
    date: now.toISOString(),
    description: form.description.trim(),
    playerId: player.id,
    operatorCode: player.operatorCode,
    type: 'PAYMENT',
    currency: form.currency,
    bonusCampaignId: form.direction === 'DEPOSIT' && form.bonusCampaignId !== '' ? form.bonusCampaignId : null,
    paymentType: { requestType: form.direction },
    playerUsername: player.playerCode.playerUsername,
    gatewayCode: form.gatewayCode,
  };
}
