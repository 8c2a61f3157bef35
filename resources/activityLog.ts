/**
 * Activity log: who did what, when, to whom; columns follow the log type filter; central staff
 * add entries by hand (002 §2–§9).
 */
import { z } from 'zod';
import { defineAction, defineResource, fieldMeta } from './model';
import { ActivityLogType, PaymentGateway, Role, SignificanceLevel } from './enums';
import { requiredText, timestamp } from './rules';

/** A user as the log names it: `realm:username`. */
export const UserCode = z.object({
  userRealm: z.string(),
  userUsername: z.string(),
});

export const ActivityLogEntry = z.object({
  /** Not listed in the spec; the server's key, needed by react-admin. */
  id: z.number().int(),
  time: timestamp(),
  operatorCode: z.string().nullable().optional(),
  logType: ActivityLogType,
  significanceLevel: SignificanceLevel,
  userRole: Role.nullable().optional(),
  userCode: UserCode.nullable().optional(),
  userId: z.number().int().nullable().optional(),
  affectedUserRole: Role.nullable().optional(),
  affectedUserCode: UserCode.nullable().optional(),
  affectedUserId: z.number().int().nullable().optional(),
  details: z.string().nullable().optional(),
  transactionId: z.string().nullable().optional(),
  externalTransactionId: z.string().nullable().optional(),
  walletCode: PaymentGateway.nullable().optional(),
  currency: z.object({ code: z.string() }).nullable().optional(),
  amount: z.number().nullable().optional(),
  matchId: z.number().int().nullable().optional(),
  marketCode: z.string().nullable().optional(),
  outcomeCode: z.string().nullable().optional(),
  betrowId: z.number().int().nullable().optional(),
  bonusCampaignId: z.number().int().nullable().optional(),
  ipAddress: z.string().nullable().optional(),
});

export type ActivityLogEntry = z.output<typeof ActivityLogEntry>;

/** Add activity dialog (002 §5): significance level required, details required, at most 2000. */
export const AddActivityInput = z.object({
  significanceLevel: SignificanceLevel,
  details: requiredText(2000).register(fieldMeta, { multiline: true }),
});

/** Column visibility by the log type filter (002 §2). */
const transactionTypes = { filter: 'logType', in: ['DEPOSIT', 'WITHDRAWAL'] } as const;
const settlementTypes = {
  filter: 'logType',
  in: ['SETTLEMENT_CHANGED', 'BETROW_SETTLEMENT_MANUALLY_CHANGED'],
} as const;

export const activityLog = defineResource({
  name: 'statistics-activities-log',
  route: '/statistics-activities-log',
  menu: { group: 'statistics', icon: 'activityLog', order: 30 },
  api: { path: 'activities-log', player: { path: 'player/{playerId}' } },
  recordName: 'id',
  schema: ActivityLogEntry,
  playerField: 'affectedUserId',
  list: {
    columns: [
      { source: 'time' },
      { source: 'operatorCode', only: 'central' },
      { source: 'logType' },
      { source: 'significanceLevel' },
      { source: 'userRole' },
      { source: 'userCode', specialCell: 'managerLink', sortField: 'userCode.userUsername' },
      { source: 'affectedUserRole' },
      { source: 'affectedUserCode', specialCell: 'managerLink', sortField: 'affectedUserCode.userUsername' },
      { source: 'details', truncate: 250, tooltip: true, sortable: false },
      { source: 'transactionId', visibleWhen: transactionTypes },
      { source: 'externalTransactionId', visibleWhen: transactionTypes },
      { source: 'walletCode', visibleWhen: transactionTypes },
      { source: 'currency.code', visibleWhen: transactionTypes },
      { source: 'amount', currency: 'currency.code', visibleWhen: transactionTypes },
      { source: 'matchId', visibleWhen: settlementTypes },
      { source: 'marketCode', visibleWhen: settlementTypes },
      { source: 'outcomeCode', visibleWhen: settlementTypes },
      { source: 'betrowId', visibleWhen: { filter: 'logType', in: ['BETROW_SETTLEMENT_MANUALLY_CHANGED'] } },
      { source: 'bonusCampaignId', visibleWhen: { filter: 'logType', in: ['BONUS_CAMPAIGN_CHANGED'] } },
      { source: 'ipAddress' },
    ],
    defaultSort: { field: 'time', order: 'DESC' },
    // What happened is in the details.
    keyColumns: ['details'],
    search: 'details',
  },
  filters: [
    { source: 'logType', type: 'select' },
    { source: 'significanceLevel', type: 'multipleSelect' },
    { source: 'time', type: 'timeFrame', presets: 'activityLog' },
    { source: 'operatorCode', type: 'select', only: 'central' },
  ],
  actions: {
    /** Add activity dialog: `POST activities-log/add` (central only). */
    addActivity: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: 'add' },
      input: AddActivityInput,
      only: 'central',
      successMessage: 'app.messages.activityAdded',
    }),
  },
  storage: {
    table: 'activity_log',
    columns: {
      'userCode.userRealm': 'user_realm',
      'userCode.userUsername': 'user_username',
      'affectedUserCode.userRealm': 'affected_user_realm',
      'affectedUserCode.userUsername': 'affected_user_username',
    },
  },
});
