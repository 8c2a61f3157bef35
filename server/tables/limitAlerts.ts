/** Storage of the limit alerts: the schema's columns, the limit in `limit_value` (LIMIT is an SQL word). */
import { limitAlert, type LimitAlert } from '../../resources/limitAlert';
import { deriveTable } from './derive';

export const limitAlertTable = deriveTable<LimitAlert>(limitAlert, {
  logSubject: (alert) => ({
    operatorCode: alert.operatorCode,
    user:
      alert.playerId && alert.playerUsername
        ? { id: alert.playerId, role: 'PLAYER', realm: alert.operatorCode, username: alert.playerUsername }
        : null,
  }),
});
