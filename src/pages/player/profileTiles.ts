/** The beta profile's 12 tiles (001 §2, §9): label key and value of each, from the player and its statistics. */
import { enumNameAt } from '../../../resources/model';
import { codeOfCurrency } from '../../../resources/money';
import { Player as PlayerSchema, type Player } from '../../../resources/player';
import type { PlayerStatistics } from '../../../resources/playerStatistics';

export interface ProfileTile {
  key: string;
  /** '—' until the statistics are loaded. */
  value: string | number;
  /** An amount in this currency. */
  currency?: string;
  /** A value of this enum (catalogue `enums.<name>`), shown by its label. */
  enumName?: string;
}

const sum = (entries: readonly { accountMovement: number }[] | undefined) =>
  (entries ?? []).reduce((total, entry) => total + Math.abs(entry.accountMovement), 0);

/** Exactly 12 tiles; statistics values are '—' until loaded; amounts in the player's currency. */
export function profileTiles(player: Player, stats: PlayerStatistics | undefined): ProfileTile[] {
  const stat = (value: number | undefined) => (value === undefined ? '—' : value);
  const currency = codeOfCurrency(player.tenantCurrency);
  const coded = (key: 'kycStatus' | 'riskGroup' | 'accountType'): ProfileTile => ({
    key,
    value: player[key],
    enumName: enumNameAt(PlayerSchema, key),
  });
  return [
    { key: 'deposits', value: stat(stats && sum(stats.depositsGroupedByDayAndCurrency)), currency },
    { key: 'withdrawals', value: stat(stats && sum(stats.withdrawalsGroupedByDayAndCurrency)), currency },
    { key: 'stake', value: stat(stats?.totalStake), currency },
    { key: 'paidOut', value: stat(stats?.totalPayoutAmount), currency },
    { key: 'houseWin', value: stat(stats?.houseWin), currency },
    { key: 'betCount', value: stat(stats?.numberOfBets) },
    { key: 'bonusGranted', value: stat(stats?.totalPayoutBonusAmount), currency },
    { key: 'wallets', value: player.balanceBag.length },
    coded('kycStatus'),
    coded('riskGroup'),
    coded('accountType'),
    { key: 'lastLogin', value: player.lastLoginDate ? player.lastLoginDate.slice(0, 10) : '—' },
  ];
}
