/** Storage of the player gateways list and the players statistics list (migration 071). */
import type { PlayerGateway } from '../../resources/playerGateways';
import type { z } from 'zod';
import type { PlayerStatisticsRow } from '../../resources/playerStatistics';
import { sql } from '../db/sql';
import type { TableMapping } from './mapping';
import { isoTime, text } from './common';

type Row = Record<string, unknown>;
type StatisticsRow = z.output<typeof PlayerStatisticsRow>;

export const playerGatewaysTable: TableMapping<PlayerGateway> = {
  table: 'player_gateways',
  idColumn: 'id',
  operatorColumn: 'operator_code',
  fields: {
    id: { column: 'id', type: 'integer' },
    playerId: { column: 'player_id', type: 'integer' },
    gatewayType: { column: 'gateway_type', type: 'text' },
    account: { column: 'account', type: 'text' },
    currency: { column: 'currency', type: 'text' },
    created: { column: 'created', type: 'timestamptz' },
  },
  select: sql`id, player_id, operator_code, gateway_type, account, currency, created`,
  toRecord: (row: Row): PlayerGateway => ({
    id: Number(row.id),
    playerId: Number(row.player_id),
    gatewayType: row.gateway_type as PlayerGateway['gatewayType'],
    account: String(row.account),
    currency: text(row.currency),
    created: isoTime(row.created),
  }),
  logSubject: () => ({ operatorCode: null, user: null }),
};

export const playerStatisticsTable: TableMapping<StatisticsRow> = {
  table: 'player_statistics',
  idColumn: 'id',
  operatorColumn: 'operator_code',
  fields: {
    id: { column: 'id', type: 'integer' },
    operatorCode: { column: 'operator_code', type: 'text' },
    playerUsername: { column: 'player_username', type: 'text' },
    totalPayinAmount: { column: 'total_payin_amount', type: 'numeric' },
    totalPayoutAmount: { column: 'total_payout_amount', type: 'numeric' },
    houseWin: { column: 'house_win', type: 'numeric' },
    totalPayoutBonusAmount: { column: 'total_payout_bonus_amount', type: 'numeric' },
    numberOfBets: { column: 'number_of_bets', type: 'integer' },
    totalStake: { column: 'total_stake', type: 'numeric' },
  },
  select: sql`id, operator_code, player_username, total_payin_amount::float8 AS total_payin_amount,
    total_payout_amount::float8 AS total_payout_amount, house_win::float8 AS house_win,
    total_payout_bonus_amount::float8 AS total_payout_bonus_amount, number_of_bets, total_stake::float8 AS total_stake`,
  toRecord: (row: Row): StatisticsRow => ({
    id: Number(row.id),
    playerUsername: String(row.player_username),
    operatorCode: String(row.operator_code),
    totalPayinAmount: Number(row.total_payin_amount),
    totalPayoutAmount: Number(row.total_payout_amount),
    houseWin: Number(row.house_win),
    totalPayoutBonusAmount: Number(row.total_payout_bonus_amount),
    numberOfBets: Number(row.number_of_bets),
    totalStake: Number(row.total_stake),
  }),
  logSubject: (row) => ({
    operatorCode: row.operatorCode,
    user: { id: row.id, role: 'PLAYER', realm: row.operatorCode, username: row.playerUsername },
  }),
};
