/** Storage of the payments list (payment requests) and the account history: the schemas' columns. */
import { accountHistory, type AccountHistoryEntry } from '../../resources/accountHistory';
import { payments, type Payment } from '../../resources/payments';
import { sql } from '../db/sql';
import { deriveTable } from './derive';
import type { LogUser } from '../activity-log';

/** An entry about a player's money concerns that player. */
export const playerSubject = (record: { operatorCode: string; playerId: number; playerUsername: string }) => ({
  operatorCode: record.operatorCode,
  user: { id: record.playerId, role: 'PLAYER', realm: record.operatorCode, username: record.playerUsername } satisfies LogUser,
});

export const paymentsTable = deriveTable<Payment>(payments, { logSubject: playerSubject });

/** A payment entry's state, by its direction. */
const stateOf = (direction: 'DEPOSIT' | 'WITHDRAWAL') => ({
  sql: sql`CASE WHEN account_history.payment_request = ${direction} THEN account_history.payment_status END`,
});

export const accountHistoryTable = deriveTable<AccountHistoryEntry>(accountHistory, {
  computed: {
    'accountHistoryType.depositState': stateOf('DEPOSIT'),
    'accountHistoryType.withdrawState': stateOf('WITHDRAWAL'),
  },
  logSubject: playerSubject,
});
