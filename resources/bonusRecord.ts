/**
 * Player bonuses: one record per bonus a player received, with its history, rollover progress and
 * cancel (002 §2–§9).
 */
import { z } from 'zod';
import { defineAction, defineResource } from './model';
import { BonusPlayerStatus, PaymentGateway } from './enums';
import { timestamp } from './rules';
import { currencyText } from './readings';

/** One step of a bonus (002 §3). Contribution to rollover = rolloverAfter − rolloverBefore. */
export const BonusHistoryEntry = z.object({
  created: timestamp(),
  historyType: z.string(),
  betslipId: z.number().int().nullable().optional(),
  withdrawalId: z.number().int().nullable().optional(),
  noBetrows: z.number().int().nullable().optional(),
  totalOdds: z.number().nullable().optional(),
  stake: z.number().nullable().optional(),
  rolloverBefore: z.number(),
  rolloverAfter: z.number(),
  bonusMoneyBefore: z.number(),
  bonusMoneyMovement: z.number(),
  bonusMoneyAfter: z.number(),
  /** Comma-separated reasons. */
  validationMessage: z.string().nullable().optional(),
});

export type BonusHistoryEntry = z.output<typeof BonusHistoryEntry>;

export const BonusCampaignRef = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  bonusPercent: z.number().nullable().optional(),
  rollover: z.number().nullable().optional(),
  description: z.string().nullable().optional(),
  minDepositAmount: z.number().nullable().optional(),
  /** Currency code (or `{ code, currencySymbol }`: the specification gives it no shape). */
  currency: currencyText(),
  /** Gateway (wallet) codes the campaign applies to. */
  gateways: z.array(z.string()),
});

export const BonusRecord = z.object({
  id: z.number().int(),
  operatorCode: z.string(),
  player: z.object({
    id: z.number().int(),
    playerCode: z.object({ playerUsername: z.string() }),
  }),
  bonusCampaign: BonusCampaignRef,
  promotionStartTime: timestamp().nullable().optional(),
  promotionEndTime: timestamp().nullable().optional(),
  bonusPlayerStatus: BonusPlayerStatus,
  settledDate: timestamp().nullable().optional(),
  /** The account entry that granted the bonus. */
  accountHistory: z
    .object({
      id: z.number().int(),
      accountMovement: z.number(),
      currency: currencyText(),
      accountHistoryType: z.object({ paymentWallet: PaymentGateway.nullable().optional() }),
    })
    .nullable()
    .optional(),
  rolloverAmountCampaign: z.number(),
  rolloverAmountCurrent: z.number(),
  bonusAmount: z.number(),
  bonusMoney: z.number(),
  paymentWallet: PaymentGateway.nullable().optional(),
  bonusPlayerHistories: z.array(BonusHistoryEntry).nullable().optional(),
});

export type BonusRecord = z.output<typeof BonusRecord>;

/** The cancel call's payload (002 §7). */
export const BonusCancelPayload = z.object({
  bonusPlayer: BonusRecord,
  bonusPlayerHistories: z.array(BonusHistoryEntry),
});

const CANCELLED = ['CANCELLED_BY_PLAYER', 'CANCELLED_BY_MANAGER'] as const;

export const bonusRecord = defineResource({
  name: 'bonuses',
  route: '/bonuses',
  menu: { group: 'players', icon: 'bonuses', order: 70 },
  api: { path: 'players/bonus', player: { path: '{playerId}' } },
  recordName: 'id',
  schema: BonusRecord,
  playerField: 'player.id',
  list: {
    columns: [
      { source: 'id', link: { to: '/bonuses/{id}' } },
      { source: 'player.playerCode.playerUsername', cell: 'playerLink' },
      { source: 'operatorCode', only: 'central' },
      {
        source: 'bonusCampaign.title',
        // A campaign code is unique per operator: the link names the bonus's operator too.
        link: { to: '/bonus-campaign-new?campaignCode={bonusCampaign.code}&operatorCode={operatorCode}' },
      },
      { source: 'bonusCampaign.bonusPercent' },
      { source: 'bonusPlayerStatus' },
      {
        source: 'bonusPlayerStatus',
        label: 'cancelled',
        sortable: false,
        action: { name: 'cancel', checkedWhen: { bonusPlayerStatus: CANCELLED } },
      },
      { source: 'bonusAmount', currency: 'accountHistory.currency' },
      { source: 'bonusMoney', currency: 'accountHistory.currency' },
      { source: 'rolloverAmountCurrent', specialCell: 'rollover', total: 'rolloverAmountCampaign' },
      { source: 'rolloverAmountCampaign', currency: 'accountHistory.currency' },
      { source: 'accountHistory.currency' },
      { source: 'paymentWallet' },
      { source: 'promotionStartTime' },
      { source: 'promotionEndTime' },
      { source: 'settledDate' },
    ],
    defaultSort: { field: 'id', order: 'DESC' },
    search: 'player.playerCode.playerUsername',
    rowTone: [
      { when: { bonusPlayerStatus: 'WON' }, tone: 'success' },
      { when: { bonusPlayerStatus: 'LOST' }, tone: 'error' },
      { when: { bonusPlayerStatus: CANCELLED }, tone: 'warning' },
    ],
    expand: { panel: 'BonusHistoryPanel', source: 'bonusPlayerHistories' },
  },
  filters: [
    { source: 'id', key: 'bonusPlayerId', type: 'input', numeric: true, min: 0, match: 'exact' },
    { source: 'bonusPlayerStatus', type: 'multipleSelect' },
    { source: 'bonusCampaign.code', type: 'input', match: 'exact' },
    { source: 'operatorCode', type: 'select', only: 'central' },
  ],
  actions: {
    /** The Cancelled switch: only a LOCKED bonus can be cancelled (002 §4). */
    cancel: defineAction({
      scope: 'record',
      request: { method: 'POST', path: '{id}/cancel' },
      answer: { record: 'bonusPlayer', fields: { bonusPlayerHistories: 'bonusPlayerHistories' } },
      input: z.object({}),
      enabledWhen: { bonusPlayerStatus: 'LOCKED' },
      // Cancelling forfeits the bonus money: it asks first, naming the bonus, the player and the amount.
      confirm: { fields: [], title: 'app.messages.bonusCancelTitle', warning: 'app.messages.bonusCancelWarning' },
      messageArgs: {
        bonus: 'id',
        player: 'player.playerCode.playerUsername',
        campaign: 'bonusCampaign.title',
        amount: { money: 'bonusMoney', currency: 'accountHistory.currency' },
      },
      successMessage: 'app.messages.bonusCancelDone',
    }),
  },
  storage: {
    table: 'bonus_records',
    columns: {
      'player.playerCode.playerUsername': 'player_username',
      'bonusCampaign.id': 'campaign_id',
      'bonusCampaign.code': 'campaign_code',
      'bonusCampaign.title': 'campaign_title',
      'bonusCampaign.bonusPercent': 'bonus_percent',
      'bonusCampaign.rollover': 'rollover',
      'bonusCampaign.description': 'campaign_description',
      'bonusCampaign.minDepositAmount': 'min_deposit_amount',
      'bonusCampaign.currency': 'campaign_currency',
      'bonusCampaign.gateways': 'gateways',
      bonusPlayerStatus: 'status',
      'accountHistory.accountMovement': 'ah_movement',
      'accountHistory.currency': 'currency',
      'accountHistory.accountHistoryType.paymentWallet': 'payment_wallet',
    },
  },
});
