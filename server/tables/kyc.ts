/** Storage of the KYC list: one row per player with documents (view `kyc_groups`) and the documents. */
import { KycDocument, kycGroup, type KycGroup } from '../../resources/kycGroup';
import { sql } from '../db/sql';
import { isoSql } from './common';
import { deriveTable } from './derive';

export const DOCUMENT_JSON = sql`jsonb_build_object('id', d.id, 'playerId', d.player_id, 'operatorCode', d.operator_code,
  'documentType', d.document_type, 'documentStatus', d.document_status, 'comments', d.comments,
  'created', ${isoSql(sql`d.created`)}, 'updated', ${isoSql(sql`d.updated`)})`;

/** The documents table (the image is loaded on its own call). */
const documentTable = deriveTable<KycDocument>({ name: 'kyc-documents', schema: KycDocument, id: 'id', storage: { omit: ['image'] } });

/** A `kyc_documents` row as the API's document. */
export const documentRecord = documentTable.toRecord;

export const kycGroupTable = deriveTable<KycGroup>(kycGroup, {
  computed: {
    playerDocuments: {
      sql: sql`SELECT coalesce(jsonb_agg(${DOCUMENT_JSON} ORDER BY d.id), '[]'::jsonb) FROM kyc_documents d
        WHERE d.player_id = kyc_groups.player_id`,
    },
  },
  logSubject: (group) => ({
    operatorCode: group.operatorCode,
    user: { id: group.playerId, role: 'PLAYER', realm: group.playerCode.playerRealm, username: group.playerCode.playerUsername },
  }),
});
