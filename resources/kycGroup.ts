/**
 * KYC: one row per player with their documents, KYC status, withdrawal state and full check
 * (001 §2–§8).
 */
import { z } from 'zod';
import { defineAction, defineResource } from './model';
import { KycDocumentDecision, KycDocumentStatus, KycDocumentType, KycStatus, WithdrawalState } from './enums';
import { timestamp } from './rules';
import { PlayerCode } from './player';

/** A KYC document; `image` is loaded on demand (`loadDocumentImage`). */
export const KycDocument = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  operatorCode: z.string(),
  documentType: KycDocumentType,
  documentStatus: KycDocumentStatus,
  comments: z.string().nullable().optional(),
  created: timestamp(),
  updated: timestamp(),
  /** The image as a data string, present once loaded. */
  image: z.string().nullable().optional(),
});

export type KycDocument = z.output<typeof KycDocument>;

export const KycGroup = z.object({
  playerId: z.number().int(),
  playerCode: PlayerCode,
  operatorCode: z.string(),
  firstDocumentCreated: timestamp().nullable().optional(),
  lastDocumentUpdated: timestamp().nullable().optional(),
  kycStatus: KycStatus,
  withdrawalState: WithdrawalState,
  previousAccountsCodes: z.array(z.string()).nullable().optional(),
  playerDocuments: z.array(KycDocument),
});

export type KycGroup = z.output<typeof KycGroup>;

/** KYC calls live under `players/{playerId}/kyc/…`; the row id is the player id. */
const kycAction = { scope: 'record' } as const;

export const kycGroup = defineResource({
  name: 'kyc',
  route: '/kyc',
  menu: { group: 'players', icon: 'kyc', order: 40 },
  api: { path: 'players/kyc/grouped/paginated', searchKey: 'username' },
  schema: KycGroup,
  id: 'playerId',
  playerField: 'playerId',
  list: {
    columns: [
      { source: 'playerCode.playerUsername', sortField: 'playerCode.playerUsername', cell: 'playerLink', width: 160 },
      { source: 'operatorCode', only: 'central' },
      { source: 'kycStatus', action: { name: 'setKycStatus', input: 'kycStatus' } },
      { source: 'withdrawalState', action: { name: 'setWithdrawalState', input: 'withdrawalState' } },
      { source: 'firstDocumentCreated' },
      { source: 'lastDocumentUpdated' },
    ],
    defaultSort: { field: 'lastDocumentUpdated', order: 'DESC' },
    search: 'playerCode.playerUsername',
    rowTone: [
      { when: { kycStatus: 'REJECTED' }, tone: 'error' },
      { when: { kycStatus: 'VERIFIED' }, tone: 'success' },
      { when: { kycStatus: 'UNDER_REVIEW' }, tone: 'warning' },
    ],
    // "A single player's row can be shown already expanded" (001 §2): on the player's page.
    expand: { panel: 'KycDocumentsPanel', source: 'playerDocuments', expandedForPlayer: true },
  },
  filters: [
    { source: 'playerCode.playerUsername', key: 'username', type: 'input', match: 'contains' },
    { source: 'kycStatus', type: 'multipleSelect' },
    { source: 'withdrawalState', type: 'multipleSelect' },
    { source: 'lastDocumentUpdated', type: 'timeFrame', presets: 'players' },
    { source: 'operatorCode', type: 'select', only: 'central' },
  ],
  actions: {
    setKycStatus: defineAction({
      ...kycAction,
      request: { basePath: 'players', method: 'PUT', path: '{id}/kyc/status/{kycStatus}' },
      input: z.object({ kycStatus: KycStatus }),
      successMessage: 'app.messages.kycStatusUpdated',
      failureMessage: 'app.messages.kycStatusNotUpdated',
    }),
    setWithdrawalState: defineAction({
      ...kycAction,
      request: { basePath: 'players', method: 'PUT', path: '{id}/kyc/state/{withdrawalState}' },
      input: z.object({ withdrawalState: WithdrawalState }),
      successMessage: 'app.messages.withdrawalStateUpdated',
      failureMessage: 'app.messages.withdrawalStateNotUpdated',
    }),
    /** Full check of the player's documents; disabled once the KYC status is VERIFIED. */
    fullCheck: defineAction({
      ...kycAction,
      request: { basePath: 'players', method: 'PUT', path: '{id}/kyc/finalize/' },
      input: z.object({}),
      enabledWhen: { kycStatus: { not: 'VERIFIED' } },
      successMessage: 'app.messages.kycStatusUpdated',
      failureMessage: 'app.messages.kycStatusNotUpdated',
    }),
    setDocumentStatus: defineAction({
      ...kycAction,
      request: { basePath: 'players', method: 'PUT', path: '{id}/kyc/documents/{documentId}/status/{documentStatus}' },
      input: z.object({ documentId: z.number().int(), documentStatus: KycDocumentDecision }),
      successMessage: 'app.messages.documentStatusUpdated',
      failureMessage: 'app.messages.kycStatusNotUpdated',
      panelOnly: true,
    }),
    /** Payload: the image as a data string. */
    loadDocumentImage: defineAction({
      ...kycAction,
      request: { basePath: 'players', method: 'GET', path: '{id}/kyc/documents/{documentId}/content/encoded' },
      input: z.object({ documentId: z.number().int() }),
      panelOnly: true,
    }),
  },
  storage: {
    table: 'kyc_groups',
    columns: { 'playerCode.playerUsername': 'username', 'playerCode.playerRealm': 'realm', previousAccountsCodes: 'previous_accounts' },
  },
});
