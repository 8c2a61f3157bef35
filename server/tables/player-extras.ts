/** Storage of the player gateways list and the players statistics list (migration 071). */
import { playerGateways, type PlayerGateway } from '../../resources/playerGateways';
import type { z } from 'zod';
import { playerStatistics, type PlayerStatisticsRow } from '../../resources/playerStatistics';
import { deriveTable } from './derive';

type StatisticsRow = z.output<typeof PlayerStatisticsRow>;

export const playerGatewaysTable = deriveTable<PlayerGateway>(playerGateways, { table: 'player_gateways' });

export const playerStatisticsTable = deriveTable<StatisticsRow>(playerStatistics, {
  table: 'player_statistics',
  logSubject: (row) => ({
    operatorCode: row.operatorCode,
    user: { id: row.id, role: 'PLAYER', realm: row.operatorCode, username: row.playerUsername },
  }),
});
