/** Handlers of the KYC actions (001 §4, §7): KYC status, withdrawal state, full check, documents. */
import type { KycGroup, kycGroup } from '../../resources/kycGroup';
import { logActivity, managerUser } from '../activity-log';
import type { Queryable } from '../db/database';
import { sql, typed } from '../db/sql';
import { ApiError, notFound } from '../http/errors';
import type { ActionContext, ActionHandlers } from '../resource/actions';
import { applyChanges, findRecord, findRecords, type ChangeLog } from '../resource/records';
import { scopeConditions } from '../resource/scope';
import { documentRecord, kycGroupTable } from '../tables/kyc';
import { playerTable } from '../tables/players';
import { playerHandlers } from './players';

function changeLog(context: ActionContext, details: string): ChangeLog {
  return {
    logType: 'DATA_CHANGED',
    significanceLevel: 'Low30',
    details,
    user: managerUser(context.manager),
    ipAddress: context.request.ip,
  };
}

/** The player's KYC row; a player without documents gets one with an empty document list. */
async function groupOf(tx: Queryable, context: ActionContext, playerId: number): Promise<KycGroup> {
  const [group] = await findRecords(tx, kycGroupTable, context.scope, [playerId]);
  if (group) return group;
  const player = await findRecord(tx, playerTable, context.scope, playerId);
  return {
    playerId: player.id,
    playerCode: player.playerCode,
    operatorCode: player.operatorCode,
    firstDocumentCreated: null,
    lastDocumentUpdated: null,
    kycStatus: player.kycStatus,
    withdrawalState: player.withdrawalState,
    previousAccountsCodes: null,
    playerDocuments: [],
  };
}

async function documentOf(tx: Queryable, context: ActionContext, playerId: number, documentId: number, forUpdate = false) {
  const scoped = scopeConditions(context.scope, 'operator_code');
  const [row] = await tx.query<Record<string, unknown>>(sql`SELECT * FROM kyc_documents
    WHERE id = ${documentId} AND player_id =
      ${playerId}${scoped.length ? sql` AND ${scoped[0]}` : sql``}${forUpdate ? sql` FOR UPDATE` : sql``}`);
  if (!row) throw notFound(`Document ${documentId} of player ${playerId} not found`);
  return documentRecord(row);
}

const DOCUMENT_COLOURS = ['#1565c0', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f', '#ad1457'];

/** A small generated image of a document (no files are shipped): an SVG data URL drawn from the id. */
export function documentImage(document: { id: number; documentType: string; playerId: number }): string {
  const colour = DOCUMENT_COLOURS[document.id % DOCUMENT_COLOURS.length];
  const bars = Array.from({ length: 5 }, (_, i) => {
    const width = 80 + ((document.id * (i + 3) * 37) % 120);
    return `<rect x="120" y="${70 + i * 22}" width="${width}" height="10" rx="3" fill="#b0bec5"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">` +
    `<rect width="320" height="200" rx="12" fill="#eceff1" stroke="${colour}" stroke-width="4"/>` +
    `<rect x="0" y="0" width="320" height="40" rx="12" fill="${colour}"/>` +
    `<text x="16" y="27" font-family="sans-serif" font-size="16" fill="#fff">${document.documentType.replace(/_/g, ' ')}</text>` +
    `<circle cx="62" cy="110" r="34" fill="#90a4ae"/>${bars}` +
    `<text x="16" y="188" font-family="monospace" font-size="11" fill="#455a64">DOC-${document.id} · ` +
    `PLAYER-${document.playerId}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export const kycHandlers: ActionHandlers<typeof kycGroup> = {
  // Same call as the player's KYC status change (`players/{id}/kyc/status/{status}`), which serves it.
  setKycStatus: (context, input) => playerHandlers.changeKycStatus(context, input),

  setWithdrawalState: (context, input) =>
    context.db.transaction(async (tx) => {
      await applyChanges(
        tx,
        playerTable,
        context.scope,
        [context.id!],
        { withdrawalState: input.withdrawalState },
        changeLog(context, `Withdrawal state changed to ${input.withdrawalState}`),
      );
      return groupOf(tx, context, Number(context.id));
    }),

  fullCheck: (context) =>
    context.db.transaction(async (tx) => {
      // The player and its documents are locked before the documents' statuses are checked.
      await findRecord(tx, playerTable, context.scope, context.id!, { forUpdate: true });
      await tx.query(sql`SELECT id FROM kyc_documents WHERE player_id = ${typed(context.id!, 'integer')} ORDER BY id FOR UPDATE`);
      const group = await groupOf(tx, context, Number(context.id));
      if (group.kycStatus === 'VERIFIED') throw new ApiError(409, 'The player is already verified');
      if (group.playerDocuments.length === 0) throw new ApiError(409, 'The player has no documents to check');
      if (group.playerDocuments.some((d) => d.documentStatus === 'UNDER_REVIEW')) {
        throw new ApiError(409, 'Some documents are still under review');
      }
      const rejected = group.playerDocuments.some((d) => d.documentStatus === 'REJECTED');
      const status = rejected ? 'REJECTED' : 'VERIFIED';
      if (!rejected) {
        await tx.query(sql`UPDATE kyc_documents SET document_status = 'VERIFIED', updated = now()
          WHERE player_id = ${group.playerId} AND document_status = 'ACCEPTED'`);
      }
      await applyChanges(
        tx,
        playerTable,
        context.scope,
        [group.playerId],
        { kycStatus: status, withdrawalDisabled: status !== 'VERIFIED' },
        changeLog(context, `Full KYC check: ${status}`),
      );
      return groupOf(tx, context, group.playerId);
    }),

  setDocumentStatus: (context, input) =>
    context.db.transaction(async (tx) => {
      const playerId = Number(context.id);
      const before = await documentOf(tx, context, playerId, input.documentId, true);
      if (before.documentStatus === input.documentStatus) return before;
      await tx.query(sql`UPDATE kyc_documents SET document_status = ${input.documentStatus}, updated = now() WHERE id = ${before.id}`);
      const player = await findRecord(tx, playerTable, context.scope, playerId);
      await logActivity(tx, {
        operatorCode: player.operatorCode,
        logType: 'DATA_CHANGED',
        significanceLevel: 'Low30',
        user: managerUser(context.manager),
        affected: playerTable.logSubject(player).user,
        details: `Document ${before.id} (${before.documentType}) set to ${input.documentStatus}`,
        ipAddress: context.request.ip,
        before: { documentId: before.id, documentStatus: before.documentStatus },
        after: { documentId: before.id, documentStatus: input.documentStatus },
      });
      return documentOf(tx, context, playerId, before.id);
    }),

  async loadDocumentImage(context, input) {
    const document = await documentOf(context.db, context, Number(context.id), input.documentId);
    return documentImage(document);
  },
};
