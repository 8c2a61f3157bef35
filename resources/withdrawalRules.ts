/**
 * Withdrawal rules (`{op}/withdrawal/rules`, `withdrawal/rules/{id}`, 002 §7): per operator, currency
 * and gateway, how much a TRUSTED player's withdrawal may be to be accepted without a person, and
 * how much may be accepted so per player in 24 hours. Reached from the withdrawals screen
 * (`/withdrawal-rules`, not a menu entry). The central view lists, edits and deletes every
 * operator's rules; a rule is added in its operator's view (it names that operator's currency and
 * gateway).
 *
 * How a request is checked (the server's `checkWithdrawal`): a player whose withdrawal state is
 * not TRUSTED, or whose KYC is not verified, always waits for a person; a TRUSTED player's request
 * takes the enabled rule for its currency and gateway, else the rule for its currency and every
 * gateway. Within the rule's amount and daily amount it is accepted; above the amount it waits;
 * past the daily amount it waits and the player becomes LIMITED (limit reached, manual approval).
 */
import { z } from 'zod';
import { defineAction, defineResource } from './model';
import { PaymentGateway } from './enums';
import { CURRENCY_CODE_PATTERN, money, optionalText, timestamp } from './rules';
import { REQUEST_REASON_MAX } from './paymentRequests';

/** The largest amount a rule may name. */
export const RULE_AMOUNT_MAX = 1_000_000_000;
/** Hours back a rule's daily amount counts the player's withdrawals accepted without a person. */
export const DAILY_AMOUNT_HOURS = 24;

const amount = money({ max: RULE_AMOUNT_MAX });

/** What a rule says; the body of `POST withdrawal/rules`. A new rule is enabled; its edit form disables it. */
export const WithdrawalRuleInput = z.object({
  /** The currency code of the requests it applies to (one the operator's gateways accept). */
  currency: z.string().trim().regex(CURRENCY_CODE_PATTERN, { message: 'app.validation.currencyCode' }),
  /** The gateway of the requests it applies to; null: every gateway without a rule of its own. */
  gatewayCode: PaymentGateway.nullable().optional(),
  /** Requests up to this amount are accepted without a person. */
  maxAmount: amount,
  /** Accepted so per player within 24 hours at most; null: no daily amount. */
  dailyAmount: amount.nullable().optional(),
  description: optionalText(REQUEST_REASON_MAX),
});

export const WithdrawalRule = z.object({
  id: z.number().int(),
  operatorCode: z.string(),
  currency: z.string(),
  gatewayCode: PaymentGateway.nullable().optional(),
  maxAmount: amount,
  dailyAmount: amount.nullable().optional(),
  enabled: z.boolean(),
  description: optionalText(REQUEST_REASON_MAX),
  created: timestamp(),
  updated: timestamp(),
});

export type WithdrawalRule = z.output<typeof WithdrawalRule>;

export const withdrawalRules = defineResource({
  name: 'withdrawal-rules',
  route: '/withdrawal-rules',
  menu: { group: 'players', icon: 'withdrawals', order: 55, hidden: true },
  api: { path: 'withdrawal/rules' },
  schema: WithdrawalRule,
  recordName: 'id',
  list: {
    columns: [
      { source: 'id' },
      { source: 'operatorCode', only: 'central' },
      { source: 'currency' },
      { source: 'gatewayCode' },
      { source: 'maxAmount', currency: 'currency' },
      { source: 'dailyAmount', currency: 'currency' },
      { source: 'enabled' },
      { source: 'description' },
      { source: 'updated' },
    ],
    defaultSort: { field: 'id', order: 'ASC' },
    exportable: false,
    header: 'WithdrawalRulesHelp',
  },
  filters: [
    { source: 'currency', type: 'input', match: 'exact' },
    { source: 'gatewayCode', type: 'input', match: 'exact' },
    { source: 'enabled', type: 'boolean' },
    { source: 'operatorCode', type: 'select', only: 'central' },
  ],
  edit: {
    successMessage: 'app.messages.withdrawalRuleSaved',
    fields: [
      { source: 'currency', readOnly: true },
      { source: 'gatewayCode', readOnly: true },
      { source: 'maxAmount' },
      { source: 'dailyAmount' },
      { source: 'enabled' },
      { source: 'description' },
    ],
  },
  actions: {
    /**
     * `POST withdrawal/rules`: a new rule of the view's operator (its currencies and gateways), so in
     * one operator's view only; payload: the rule. A second rule for the same currency and gateway is a 400.
     */
    addWithdrawalRule: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: '' },
      input: WithdrawalRuleInput,
      only: 'operator',
      successMessage: 'app.messages.withdrawalRuleAdded',
    }),
    /** `DELETE withdrawal/rules/{id}`: the rule is removed; requests it decided keep their status. */
    deleteWithdrawalRule: defineAction({
      scope: 'record',
      request: { method: 'DELETE', path: '{id}' },
      input: z.object({}),
      confirm: { fields: [], warning: 'app.messages.withdrawalRuleDeleteWarning' },
      successMessage: 'app.messages.withdrawalRuleDeleted',
    }),
  },
  storage: { table: 'withdrawal_rules', updatedColumn: 'updated' },
});
