/** The beta profile's 12 tiles (001 §2, §9): label key and value of each, from the player and its statistics. */
import type { Player } from '../../../resources/player';
import type { PlayerStatistics } from '../../../resources/playerStatistics';

export interface ProfileTile {
  key: string;
  value: string | number;
}

const sum = (entries: readonly { accountMovement: number }[] | undefined) =>
  (entries ?? []).reduce((total, entry) => total + Math.abs(entry.accountMovement), 0);

/** Exactly 12 tiles; statistics values are '—' until loaded. */
export function profileTiles(player: Player, stats: PlayerStatistics | undefined): ProfileTile[] {
  const stat = (value: number | undefined) => (value === undefined ? '—' : value);
  return [
    { key: 'deposits', value: stat(stats && sum(stats.depositsGroupedByDayAndCurrency)) },
    { key: 'withdrawals', value: stat(stats && sum(stats.withdrawalsGroupedByDayAndCurrency)) },
    { key: 'stake', value: stat(stats?.totalStake) },
    { key: 'paidOut', value: stat(stats?.totalPayoutAmount) },
    { key: 'houseWin', value: stat(stats?.houseWin) },
    { key: 'betCount', value: stat(stats?.numberOfBets) },
    { key: 'bonusGranted', value: stat(stats?.totalPayoutBonusAmount) },
    { key: 'wallets', value: player.balanceBag.length },
    { key: 'kycStatus', value: player.kycStatus },
    { key: 'riskGroup', value: player.riskGroup },
    { key: 'accountType', value: player.accountType },
    { key: 'lastLogin', value: player.lastLoginDate ? player.lastLoginDate.slice(0, 10) : '—' },
  ];
}
