/** Storage of the KYC list: one row per player with documents (view `kyc_groups`) and the documents. */
import type { KycDocument, KycGroup } from '../../resources/kycGroup';
import { sql } from '../db/sql';
import type { TableMapping } from './mapping';
import { isoSql, isoTime, json, text } from './common';

type Row = Record<string, unknown>;

export const DOCUMENT_JSON = sql`jsonb_build_object('id', d.id, 'playerId', d.player_id, 'operatorCode', d.operator_code,
  'documentType', d.document_type, 'documentStatus', d.document_status, 'comments', d.comments,
  'created', ${isoSql(sql`d.created`)}, 'updated', ${isoSql(sql`d.updated`)})`;

export function documentRecord(row: Row): KycDocument {
  return {
    id: Number(row.id),
    playerId: Number(row.player_id),
    operatorCode: String(row.operator_code),
    documentType: String(row.document_type),
    documentStatus: row.document_status as KycDocument['documentStatus'],
    comments: text(row.comments),
    created: isoTime(row.created)!,
    updated: isoTime(row.updated)!,
  };
}

export const kycGroupTable: TableMapping<KycGroup> = {
  table: 'kyc_groups',
  idColumn: 'player_id',
  operatorColumn: 'operator_code',
  fields: {
    playerId: { column: 'player_id', type: 'integer' },
    operatorCode: { column: 'operator_code', type: 'text' },
    'playerCode.playerUsername': { column: 'username', type: 'text' },
    'playerCode.playerRealm': { column: 'realm', type: 'text' },
    kycStatus: { column: 'kyc_status', type: 'text' },
    withdrawalState: { column: 'withdrawal_state', type: 'text' },
    firstDocumentCreated: { column: 'first_document_created', type: 'timestamptz' },
    lastDocumentUpdated: { column: 'last_document_updated', type: 'timestamptz' },
  },
  select: sql`kyc_groups.player_id, kyc_groups.operator_code, username, realm, kyc_status, withdrawal_state, previous_accounts,
    first_document_created, last_document_updated,
    (SELECT coalesce(jsonb_agg(${DOCUMENT_JSON} ORDER BY d.id), '[]'::jsonb) FROM kyc_documents d
      WHERE d.player_id = kyc_groups.player_id) AS documents`,
  toRecord: (row: Row): KycGroup => ({
    playerId: Number(row.player_id),
    playerCode: { playerUsername: String(row.username), playerRealm: String(row.realm) },
    operatorCode: String(row.operator_code),
    firstDocumentCreated: isoTime(row.first_document_created),
    lastDocumentUpdated: isoTime(row.last_document_updated),
    kycStatus: row.kyc_status as KycGroup['kycStatus'],
    withdrawalState: row.withdrawal_state as KycGroup['withdrawalState'],
    previousAccountsCodes: json<string[] | null>(row.previous_accounts, null),
    playerDocuments: json<KycGroup['playerDocuments']>(row.documents, []),
  }),
  logSubject: (group) => ({
    operatorCode: group.operatorCode,
    user: { id: group.playerId, role: 'PLAYER', realm: group.playerCode.playerRealm, username: group.playerCode.playerUsername },
  }),
};
