/** Storage of the player bonuses list (view `bonus_records`) with each bonus's history. */
import type { BonusHistoryEntry, BonusRecord } from '../../resources/bonusRecord';
import { sql } from '../db/sql';
import type { TableMapping } from './mapping';
import { isoSql, isoTime, json, num, text } from './common';

type Row = Record<string, unknown>;

export const HISTORY_JSON = sql`jsonb_build_object('created', ${isoSql(sql`h.created`)}, 'historyType', h.history_type,
  'betslipId', h.betslip_id, 'withdrawalId', h.withdrawal_id, 'noBetrows', h.no_betrows, 'totalOdds', h.total_odds::float8,
  'stake', h.stake::float8, 'rolloverBefore', h.rollover_before::float8, 'rolloverAfter', h.rollover_after::float8,
  'bonusMoneyBefore', h.bonus_money_before::float8, 'bonusMoneyMovement', h.bonus_money_movement::float8,
  'bonusMoneyAfter', h.bonus_money_after::float8, 'validationMessage', h.validation_message)`;

export const bonusTable: TableMapping<BonusRecord> = {
  table: 'bonus_records',
  idColumn: 'id',
  operatorColumn: 'operator_code',
  fields: {
    id: { column: 'id', type: 'integer' },
    operatorCode: { column: 'operator_code', type: 'text' },
    'player.id': { column: 'player_id', type: 'integer' },
    'player.playerCode.playerUsername': { column: 'player_username', type: 'text' },
    'bonusCampaign.title': { column: 'campaign_title', type: 'text' },
    'bonusCampaign.code': { column: 'campaign_code', type: 'text' },
    'bonusCampaign.bonusPercent': { column: 'bonus_percent', type: 'numeric' },
    bonusPlayerStatus: { column: 'status', type: 'text' },
    bonusAmount: { column: 'bonus_amount', type: 'numeric' },
    bonusMoney: { column: 'bonus_money', type: 'numeric' },
    rolloverAmountCurrent: { column: 'rollover_amount_current', type: 'numeric' },
    rolloverAmountCampaign: { column: 'rollover_amount_campaign', type: 'numeric' },
    'accountHistory.currency': { column: 'currency', type: 'text' },
    paymentWallet: { column: 'payment_wallet', type: 'text' },
    promotionStartTime: { column: 'promotion_start_time', type: 'timestamptz' },
    promotionEndTime: { column: 'promotion_end_time', type: 'timestamptz' },
    settledDate: { column: 'settled_date', type: 'timestamptz' },
  },
  select: sql`bonus_records.*, bonus_percent::float8 AS bonus_percent_n, rollover::float8 AS rollover_n,
    min_deposit_amount::float8 AS min_deposit_n, ah_movement::float8 AS ah_movement_n,
    (SELECT coalesce(jsonb_agg(${HISTORY_JSON} ORDER BY h.created, h.id), '[]'::jsonb) FROM bonus_histories h
      WHERE h.bonus_player_id = bonus_records.id) AS histories`,
  toRecord: (row: Row): BonusRecord => ({
    id: Number(row.id),
    operatorCode: String(row.operator_code),
    player: { id: Number(row.player_id), playerCode: { playerUsername: String(row.player_username) } },
    bonusCampaign: {
      id: Number(row.campaign_id),
      code: String(row.campaign_code),
      title: String(row.campaign_title),
      bonusPercent: num(row.bonus_percent_n),
      rollover: num(row.rollover_n),
      description: text(row.campaign_description),
      minDepositAmount: num(row.min_deposit_n),
      currency: String(row.campaign_currency),
      gateways: json<string[]>(row.gateways, []),
    },
    promotionStartTime: isoTime(row.promotion_start_time),
    promotionEndTime: isoTime(row.promotion_end_time),
    bonusPlayerStatus: row.status as BonusRecord['bonusPlayerStatus'],
    settledDate: isoTime(row.settled_date),
    accountHistory:
      row.account_history_id === null || row.account_history_id === undefined
        ? null
        : {
            id: Number(row.account_history_id),
            accountMovement: Number(row.ah_movement_n ?? 0),
            currency: String(row.currency),
            accountHistoryType: { paymentWallet: text(row.payment_wallet) },
          },
    rolloverAmountCampaign: Number(row.rollover_amount_campaign),
    rolloverAmountCurrent: Number(row.rollover_amount_current),
    bonusAmount: Number(row.bonus_amount),
    bonusMoney: Number(row.bonus_money),
    paymentWallet: text(row.payment_wallet),
    bonusPlayerHistories: json<BonusHistoryEntry[]>(row.histories, []),
  }),
  logSubject: (bonus) => ({
    operatorCode: bonus.operatorCode,
    user: { id: bonus.player.id, role: 'PLAYER', realm: bonus.operatorCode, username: bonus.player.playerCode.playerUsername },
  }),
};
