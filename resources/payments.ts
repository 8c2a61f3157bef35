/**
 * Payments: deposits and withdrawals of players, with the beta bonus campaign assignment panel
 * for processed deposits (002 §2–§9). A payment's request opens at `/deposits/{paymentRequestId}`
 * or `/withdrawals/{paymentRequestId}`, the request screens where its manual actions are.
 */
import { z } from 'zod';
import { defineAction, defineResource, namedEnum } from './model';
import { PaymentDirection, PaymentGateway, PaymentMethod, PaymentStatus } from './enums';
import { timestamp } from './rules';
import { currencyText } from './readings';
import { BonusCampaignRef } from './bonusRecord';
import { PaymentRequestId } from './paymentRequests';

/**
 * A payment row. The server flattens the account entry's type: `paymentRequest`,
 * `paymentWallet`, `paymentMethod` and `paymentStatus` are filtered and sorted on as
 * `accountHistoryType.<field>` (002 §7).
 */
export const Payment = z.object({
  id: z.number().int(),
  /** Direction: DEPOSIT or WITHDRAWAL. */
  paymentRequest: PaymentDirection,
  paymentRequestId: PaymentRequestId,
  created: timestamp(),
  operatorCode: z.string(),
  playerId: z.number().int(),
  playerUsername: z.string(),
  paymentMethod: PaymentMethod.nullable().optional(),
  paymentWallet: PaymentGateway.nullable().optional(),
  paymentStatus: PaymentStatus,
  balanceBefore: z.number(),
  accountMovement: z.number(),
  balanceAfter: z.number(),
  taxPercentage: z.number().nullable().optional(),
  /** Currency code (002 §3 gives the row's currency no shape: a code or `{ code, currencySymbol }`). */
  currency: currencyText(),
  description: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  ipAddress: z.string().nullable().optional(),
});

export type Payment = z.output<typeof Payment>;

/** A campaign offered for a deposit, with why it cannot be applied (001 §3, 002 §3). */
export const BonusCampaignAvailability = z.object({
  bonusCampaign: BonusCampaignRef,
  available: z.boolean(),
  unavailabilityReasonText: z.string().nullable().optional(),
});

/** Where a bonus campaign list is asked for: an existing deposit (payments panel) or a new one (manual payment form). */
export const BonusContext = namedEnum('bonusContext', ['existingDeposit', 'newDeposit']);

/** Only a deposit with status PROCESSED can be given a bonus campaign (002 §4). */
const processedDeposit = { paymentRequest: 'DEPOSIT', paymentStatus: 'PROCESSED' } as const;

/** The assignment calls live under `players/{playerId}/transactions/{id}/bonus/campaigns`. */
const assignmentAction = {
  scope: 'record',
  only: 'beta',
  panelOnly: true,
  enabledWhen: processedDeposit,
  visibleWhen: processedDeposit,
} as const;

const prefixed = (field: string) => `accountHistoryType.${field}`;

export const payments = defineResource({
  name: 'statistics-payments',
  route: '/statistics-payments',
  menu: { group: 'statistics', icon: 'payments', order: 40 },
  api: { path: 'payments', player: { query: 'playerId' } },
  recordName: 'paymentRequestId',
  schema: Payment,
  playerField: 'playerId',
  list: {
    columns: [
      { source: 'id' },
      { source: 'created' },
      { source: 'playerUsername', cell: 'playerLink' },
      { source: 'operatorCode', only: 'central' },
      { source: 'paymentRequest', sortField: prefixed('paymentRequest') },
      {
        source: 'paymentRequestId',
        link: [
          { to: '/deposits/{paymentRequestId}', when: { paymentRequest: 'DEPOSIT' } },
          { to: '/withdrawals/{paymentRequestId}', when: { paymentRequest: 'WITHDRAWAL' } },
        ],
      },
      { source: 'paymentMethod', sortField: prefixed('paymentMethod') },
      { source: 'paymentWallet', sortField: prefixed('paymentWallet') },
      { source: 'paymentStatus', sortField: prefixed('paymentStatus') },
      { source: 'balanceBefore', currency: 'currency' },
      { source: 'accountMovement', currency: 'currency' },
      { source: 'balanceAfter', currency: 'currency' },
      { source: 'currency' },
      { source: 'taxPercentage', cell: 'percent' },
      { source: 'description' },
      { source: 'country' },
      { source: 'ipAddress' },
    ],
    defaultSort: { field: 'created', order: 'DESC' },
    // The amount moved and its status; the balances and the request's details fold away on a phone.
    keyColumns: ['accountMovement', 'paymentStatus'],
    foldColumns: ['paymentWallet', 'balanceBefore', 'balanceAfter', 'taxPercentage', 'description', 'country', 'ipAddress'],
    search: 'playerUsername',
    expand: { panel: 'PaymentBonusPanel', when: processedDeposit, only: 'beta' },
  },
  filters: [
    { source: 'paymentRequest', key: prefixed('paymentRequest'), type: 'select' },
    { source: 'paymentRequestId', type: 'input', numeric: true, match: 'exact' },
    { source: 'paymentWallet', key: prefixed('paymentWallet'), type: 'input', match: 'exact' },
    { source: 'paymentMethod', key: prefixed('paymentMethod'), type: 'input', match: 'exact' },
    { source: 'paymentStatus', key: prefixed('paymentStatus'), type: 'multipleSelect' },
    { source: 'currency', key: 'currencyCode', type: 'input', match: 'exact' },
    { source: 'created', type: 'timeFrame', presets: 'payments' },
    { source: 'operatorCode', type: 'select', only: 'central' },
  ],
  actions: {
    /** Campaign assignments of this transaction. Payload: a list. */
    loadBonusAssignments: defineAction({
      ...assignmentAction,
      request: { method: 'GET', basePath: 'players', path: '{playerId}/transactions/{id}/bonus/campaigns' },
      input: z.object({ playerId: z.number().int() }),
    }),
    /** Campaigns for this player and deposit. Payload: `BonusCampaignAvailability[]`. */
    loadBonusCampaigns: defineAction({
      ...assignmentAction,
      request: { basePath: '', method: 'GET', path: '{playerId}/bonus/campaigns', query: ['bonusContext', 'transactionId'] },
      input: z.object({
        playerId: z.number().int(),
        /** existingDeposit: campaigns for a deposit made; newDeposit: campaigns a new deposit can take (manual payment form). */
        bonusContext: BonusContext.default('existingDeposit'),
        /** existingDeposit only: the deposit asked about (a payment row id); without it, the player's latest unbonused deposit. */
        transactionId: z.number().int().positive().optional(),
      }),
    }),
    /** Apply Bonus: cannot be undone. Body `{}`; payload: the assignment. */
    assignBonusCampaign: defineAction({
      ...assignmentAction,
      request: { method: 'POST', basePath: 'players', path: '{playerId}/transactions/{id}/bonus/campaigns/{campaignId}', emptyBody: true },
      input: z.object({ playerId: z.number().int(), campaignId: z.number().int() }),
      confirm: { fields: [], warning: 'app.messages.bonusCannotBeUndone' },
      messageArgs: { deposit: 'paymentRequestId', player: 'playerUsername', amount: { money: 'accountMovement', currency: 'currency' } },
      successMessage: 'app.messages.bonusApplied',
    }),
  },
  storage: { table: 'payments' },
});
