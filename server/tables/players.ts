/** Storage of the `players` resource: the names are the declaration's (`player.storage`); the activity log's subject. */
import { player, type Player } from '../../resources/player';
import { deriveTable } from './derive';

export const playerTable = deriveTable<Player>(player, {
  logSubject: (record) => ({
    operatorCode: record.operatorCode,
    user: { id: record.id, role: record.role, realm: record.playerCode.playerRealm, username: record.playerCode.playerUsername },
  }),
});
