/**
 * Limit alerts (000 §3 limit scope, limit type and alert level; 002 §7 `/limitAlerts`): the server
 * raises one when betting or payment activity reaches 30, 60, 80 or 100 % of a limit. Central
 * staff work through them as a queue: filter, open the player, match or market, acknowledge.
 */
import { z } from 'zod';
import { AlertLevel, LimitScope, LimitType, PaymentDirection } from './enums';
import { defineAction, defineResource, fieldMeta } from './model';
import { optionalText, timestamp } from './rules';

export type AlertLevel = z.output<typeof AlertLevel>;

/** The levels from the highest down, each with the share of the limit (in percent) it starts at. */
export const ALERT_THRESHOLDS: readonly (readonly [AlertLevel, number])[] = [
  ['Critic100', 100],
  ['High80', 80],
  ['Normal60', 60],
  ['Low30', 30],
];

/** The alert level of `value` against `limit`, or undefined below 30 % (or without a positive limit). */
export function alertLevelOf(value: number, limit: number | null | undefined): AlertLevel | undefined {
  if (limit === null || limit === undefined || !(limit > 0)) return undefined;
  const percent = (value / limit) * 100;
  return ALERT_THRESHOLDS.find(([, from]) => percent >= from)?.[0];
}

/** Longest note staff may leave when acknowledging. */
export const ACKNOWLEDGE_NOTE_MAX = 255;

export const LimitAlert = z.object({
  id: z.number().int(),
  operatorCode: z.string(),
  created: timestamp(),
  scope: LimitScope,
  limitType: LimitType,
  alertLevel: AlertLevel,
  /** What was observed (a stake, a payout, an exposure, a payment amount); none for yes/no limits (VPN, country). */
  value: z.number().nullable().optional(),
  /** The limit in force when the alert was raised. */
  limit: z.number().nullable().optional(),
  /** value ÷ limit in percent, one decimal. */
  percent: z.number().nullable().optional(),
  /** Currency of value and limit. */
  currency: z.string().nullable().optional(),
  playerId: z.number().int().nullable().optional(),
  playerUsername: z.string().nullable().optional(),
  matchId: z.number().int().nullable().optional(),
  /** "Home - Away". */
  match: z.string().nullable().optional(),
  leagueName: z.string().nullable().optional(),
  marketCode: z.string().nullable().optional(),
  marketName: z.string().nullable().optional(),
  /** The betslip that raised it. */
  betslipId: z.number().int().nullable().optional(),
  /** The deposit or withdrawal that raised it. */
  paymentRequest: PaymentDirection.nullable().optional(),
  paymentRequestId: z.number().int().nullable().optional(),
  details: z.string().nullable().optional(),
  acknowledged: z.boolean(),
  /** The manager who acknowledged it (`realm:username`). */
  acknowledgedBy: z.string().nullable().optional(),
  acknowledgedAt: timestamp().nullable().optional(),
  acknowledgedNote: z.string().nullable().optional(),
});

export type LimitAlert = z.output<typeof LimitAlert>;

/** What an acknowledgement may carry: a note on what was done. */
const AcknowledgeInput = z.object({ note: optionalText(ACKNOWLEDGE_NOTE_MAX).register(fieldMeta, { multiline: true }) });

export const limitAlert = defineResource({
  name: 'limit-alerts',
  route: '/limit-alerts',
  menu: { group: 'central', icon: 'limitAlerts', order: 40 },
  api: { path: 'limitAlerts' },
  recordName: 'id',
  schema: LimitAlert,
  playerField: 'playerId',
  list: {
    columns: [
      { source: 'created' },
      { source: 'alertLevel' },
      { source: 'acknowledged', action: { name: 'acknowledge', checkedWhen: { acknowledged: true } }, width: 140 },
      { source: 'limitType', width: 220 },
      { source: 'percent', cell: 'percent' },
      { source: 'value', currency: 'currency' },
      { source: 'limit', currency: 'currency' },
      { source: 'playerUsername', cell: 'playerLink' },
      { source: 'match', link: { to: '/bookmakers-matches?id={matchId}' } },
      { source: 'marketName', link: { to: '/bookmakers-matches?id={matchId}&market={marketCode}' } },
      { source: 'leagueName' },
      { source: 'scope' },
      { source: 'operatorCode' },
      { source: 'details', truncate: 120, tooltip: true, sortable: false },
      { source: 'betslipId', link: { to: '/betslips/{betslipId}' } },
      {
        source: 'paymentRequestId',
        link: [
          { to: '/deposits/{paymentRequestId}', when: { paymentRequest: 'DEPOSIT' } },
          { to: '/withdrawals/{paymentRequestId}', when: { paymentRequest: 'WITHDRAWAL' } },
        ],
      },
      { source: 'acknowledgedBy' },
      { source: 'acknowledgedAt' },
      { source: 'acknowledgedNote', truncate: 80, tooltip: true, sortable: false },
    ],
    defaultSort: { field: 'created', order: 'DESC' },
    // How serious an alert is: its level and how much of the limit was reached.
    keyColumns: ['alertLevel', 'percent'],
    search: 'playerUsername',
    // The queue: what nobody has looked at yet, newest first.
    defaultFilter: { acknowledged: false },
    titleCount: true,
    rowTone: [
      { when: { acknowledged: true }, tone: 'neutral' },
      { when: { alertLevel: 'Critic100' }, tone: 'error' },
      { when: { alertLevel: 'High80' }, tone: 'warning' },
    ],
    autoRefresh: { defaultSeconds: 60, embeddedSeconds: 0, options: [0, 5, 10, 60, 300] },
  },
  filters: [
    { source: 'acknowledged', type: 'boolean' },
    { source: 'alertLevel', type: 'multipleSelect' },
    { source: 'scope', type: 'multipleSelect' },
    { source: 'limitType', type: 'multipleSelect' },
    { source: 'created', type: 'timeFrame', presets: 'activityLog' },
    { source: 'operatorCode', type: 'select' },
    { source: 'playerId', type: 'input', numeric: true, min: 0, match: 'exact' },
    { source: 'matchId', type: 'input', numeric: true, min: 0, match: 'exact' },
  ],
  show: {
    sections: [
      {
        title: 'alert',
        fields: ['created', 'alertLevel', 'scope', 'limitType', 'operatorCode', 'value', 'limit', 'percent', 'details'],
      },
      {
        title: 'subject',
        fields: ['playerUsername', 'match', 'leagueName', 'marketName', 'betslipId', 'paymentRequestId'],
      },
      { title: 'acknowledgement', fields: ['acknowledged', 'acknowledgedBy', 'acknowledgedAt', 'acknowledgedNote'] },
    ],
  },
  actions: {
    /** `POST limitAlerts/{id}/acknowledge` with an optional note; payload: the alert. */
    acknowledge: defineAction({
      scope: 'record',
      request: { method: 'POST', path: '{id}/acknowledge' },
      answer: { record: true },
      input: AcknowledgeInput,
      enabledWhen: { acknowledged: false },
      disabledReason: 'app.limitAlerts.alreadyAcknowledged',
      successMessage: 'app.limitAlerts.acknowledged',
    }),
    /**
     * `POST limitAlerts/acknowledge` with `{ uri: "limitAlert:<ids>:<note>", action: "acknowledge", data: <note> }`
     * (the bulk body of 001 §7): the selected alerts not yet acknowledged; payload `{ acknowledged, alreadyAcknowledged }`.
     */
    acknowledgeSelected: defineAction({
      scope: 'bulk',
      request: { method: 'POST', path: 'acknowledge', bulk: { uriPrefix: 'limitAlert', action: 'acknowledge', data: 'note' } },
      input: AcknowledgeInput,
      successMessage: 'app.limitAlerts.acknowledgedSelected',
    }),
  },
  storage: { table: 'limit_alerts', columns: { limit: 'limit_value' } },
});
