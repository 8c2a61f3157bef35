/** Storage of the `players` resource: the schema's columns; the code, balance and limits stored differently. */
import { player, type Player } from '../../resources/player';
import { deriveTable } from './derive';

/** The player's own limits, kept together in the `limits` JSON column. */
const LIMIT_FIELDS = [
  'minApprovedDeposit',
  'maxApprovedDeposit',
  'minApprovedWithdrawal',
  'maxApprovedWithdrawal',
  'selfProtectionDailyDepositLimit',
  'selfProtectionWeeklyDepositLimit',
  'selfProtectionMonthlyDepositLimit',
  'selfProtectionDailyWageringLimit',
  'selfProtectionWeeklyWageringLimit',
  'selfProtectionMonthlyWageringLimit',
] as const satisfies readonly (keyof Player)[];

export const playerTable = deriveTable<Player>(player, {
  countsMaintained: true,
  updatedColumn: 'updated',
  columns: {
    'playerCode.playerUsername': 'username',
    'playerCode.playerRealm': 'realm',
    'totalBalance.value': 'total_balance',
    'totalBalance.currency': 'balance_currency',
  },
  jsonColumns: { limits: { fields: LIMIT_FIELDS } },
  logSubject: (record) => ({
    operatorCode: record.operatorCode,
    user: { id: record.id, role: record.role, realm: record.playerCode.playerRealm, username: record.playerCode.playerUsername },
  }),
});
