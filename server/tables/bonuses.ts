/** Storage of the player bonuses list (view `bonus_records`) with each bonus's history. */
import { bonusRecord, type BonusRecord } from '../../resources/bonusRecord';
import { sql } from '../db/sql';
import { isoSql } from './common';
import { deriveTable } from './derive';

export const HISTORY_JSON = sql`jsonb_build_object('created', ${isoSql(sql`h.created`)}, 'historyType', h.history_type,
  'betslipId', h.betslip_id, 'withdrawalId', h.withdrawal_id, 'noBetrows', h.no_betrows, 'totalOdds', h.total_odds::float8,
  'stake', h.stake::float8, 'rolloverBefore', h.rollover_before::float8, 'rolloverAfter', h.rollover_after::float8,
  'bonusMoneyBefore', h.bonus_money_before::float8, 'bonusMoneyMovement', h.bonus_money_movement::float8,
  'bonusMoneyAfter', h.bonus_money_after::float8, 'validationMessage', h.validation_message)`;

export const bonusTable = deriveTable<BonusRecord>(bonusRecord, {
  computed: {
    bonusPlayerHistories: {
      sql: sql`SELECT coalesce(jsonb_agg(${HISTORY_JSON} ORDER BY h.created, h.id), '[]'::jsonb) FROM bonus_histories h
        WHERE h.bonus_player_id = bonus_records.id`,
    },
  },
  logSubject: (bonus) => ({
    operatorCode: bonus.operatorCode,
    user: { id: bonus.player.id, role: 'PLAYER', realm: bonus.operatorCode, username: bonus.player.playerCode.playerUsername },
  }),
});
