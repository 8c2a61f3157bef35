/** Storage of the player gateways, players statistics (migration 071) and previous accounts (130) lists. */
import { playerGateways, type PlayerGateway } from '../../resources/playerGateways';
import { previousAccounts, type PreviousAccount } from '../../resources/previousAccounts';
import type { z } from 'zod';
import { playerStatistics, type PlayerStatisticsRow } from '../../resources/playerStatistics';
import { deriveTable } from './derive';

type StatisticsRow = z.output<typeof PlayerStatisticsRow>;

export const playerGatewaysTable = deriveTable<PlayerGateway>(playerGateways);

export const playerStatisticsTable = deriveTable<StatisticsRow>(playerStatistics, {
  logSubject: (row) => ({
    operatorCode: row.operatorCode,
    user: { id: row.id, role: 'PLAYER', realm: row.operatorCode, username: row.playerUsername },
  }),
});

export const previousAccountsTable = deriveTable<PreviousAccount>(previousAccounts, {
  logSubject: (row) => ({
    operatorCode: row.operatorCode,
    user: row.accountId === null ? null : { id: row.accountId, role: 'PLAYER', realm: row.playerRealm, username: row.playerUsername },
  }),
});
