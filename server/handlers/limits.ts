/**
 * Player limits and self-exclusion (001 §3, §5, §7): one limit, the whole record (loss and session
 * time limits), the exclusion, and the self-protection deposit amounts used so far.
 */
import type { PlayerLimits, playerLimits } from '../../resources/playerLimits';
import {
  EXCLUSION_DURATIONS,
  exclusionProblem,
  exclusionTextProblem,
  limitProblem,
  limitTextProblem,
  type LimitProblem,
} from '../../resources/limitRules';
import { logActivity, managerUser } from '../activity-log';
import type { Queryable } from '../db/database';
import { sql, typed } from '../db/sql';
import { badRequest, ruleError, ruleText, type FieldError } from '../http/errors';
import type { ActionContext, ActionHandlers } from '../resource/actions';
import { findRecord } from '../resource/records';
import { assertCurrentVersion, baseVersion } from '../resource/version';
import { playerTable } from '../tables/players';
import { LIMIT_COLUMNS, PLAIN_COLUMNS, playerLimitsTable, type ObjectLimitName, type PlainLimitName } from '../tables/limits';
import { playerHandlers } from './players';

/** "indefinitely" is stored as the last instant of year 9999. */
export const INDEFINITE_EXCLUSION = '9999-12-31T23:59:59.999Z';

/** The self-protection deposit limit names and their calendar period. */
export const DEPOSIT_PERIODS = {
  selfProtectionDailyDepositLimit: 'day',
  selfProtectionWeeklyDepositLimit: 'week',
  selfProtectionMonthlyDepositLimit: 'month',
} as const;

/**
 * The end of an exclusion from the dialog's value: a duration (PT24H, P7D, P28D, P84D, P168D),
 * `indefinitely`, or a custom date (`YYYY-MM-DD`, to its last instant, or an ISO instant) from
 * today up to 1000 years ahead (`exclusionProblem`). Returns an ISO instant, or the failed rule.
 */
export function exclusionEnd(value: string, now = new Date()): { until: string } | { problem: LimitProblem } {
  const problem = exclusionProblem(value, now);
  if (problem) return { problem };
  const hours: Record<string, number> = { PT24H: 24, P7D: 7 * 24, P28D: 28 * 24, P84D: 84 * 24, P168D: 168 * 24 };
  if ((EXCLUSION_DURATIONS as readonly string[]).includes(value)) {
    return { until: new Date(now.getTime() + hours[value] * 3_600_000).toISOString() };
  }
  if (value === 'indefinitely') return { until: INDEFINITE_EXCLUSION };
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
  if (Number.isNaN(parsed.getTime())) return { problem: { key: 'app.limits.errors.timeFrame' } };
  return { until: parsed.toISOString() };
}

async function lockPlayer(tx: Queryable, context: ActionContext) {
  const player = await findRecord(tx, playerTable, context.scope, context.id!, { forUpdate: true });
  const [row] = await tx.query<{ limits: Record<string, unknown> | string }>(sql`SELECT limits FROM players WHERE id = ${player.id}`);
  const limits = (typeof row.limits === 'string' ? JSON.parse(row.limits) : row.limits) as Record<string, unknown>;
  return { player, limits };
}

async function capOf(tx: Queryable, name: string): Promise<number | null> {
  const [row] = await tx.query<{ amount: number }>(
    sql`SELECT amount::float8 AS amount FROM limit_defaults WHERE limit_name = ${name} AND kind = 'CAP'`,
  );
  return row?.amount ?? null;
}

async function limitsRecord(tx: Queryable, context: ActionContext, id: number): Promise<PlayerLimits> {
  return findRecord(tx, playerLimitsTable, context.scope, id);
}

/** The exclusion (validated by `SetLimitInput`: time frame, description and reason) or its revocation (null). */
async function setExclusion(context: ActionContext, input: { limit: unknown; description?: string | null; reason?: string | null }) {
  let until: string | null = null;
  if (input.limit !== null && input.limit !== undefined && input.limit !== '') {
    const end = exclusionEnd(String(input.limit));
    if ('problem' in end) throw ruleError('limit', end.problem);
    until = end.until;
  }
  return context.db.transaction(async (tx) => {
    const { player } = await lockPlayer(tx, context);
    const before = await limitsRecord(tx, context, player.id);
    const description = until === null ? null : input.description!.trim();
    const reason = until === null ? null : input.reason!.trim();
    await tx.query(sql`UPDATE players SET exclude_until = ${typed(until, 'timestamptz')},
        exclusion_description = ${description}, exclusion_reason = ${reason},
        exclusion_applied_date = ${until === null ? null : sql`now()`}, updated = now()
      WHERE id = ${player.id}`);
    const after = await limitsRecord(tx, context, player.id);
    await logActivity(tx, {
      operatorCode: player.operatorCode,
      logType: 'DATA_CHANGED',
      significanceLevel: 'Normal60',
      user: managerUser(context.manager),
      affected: playerTable.logSubject(player).user,
      details:
        until === null
          ? `Exclusion revoked${input.reason ? `: ${input.reason.trim()}` : ''}`
          : `Excluded until ${until === INDEFINITE_EXCLUSION ? 'indefinitely' : until} (${input.limit}): ${reason}`,
      ipAddress: context.request.ip,
      before: exclusionState(before),
      after: exclusionState(after),
    });
    return after;
  });
}

function exclusionState(record: PlayerLimits) {
  return {
    selfProtectionExcludeUntil: record.selfProtectionExcludeUntil ?? null,
    exclusionDescription: record.exclusionDescription ?? null,
    exclusionReason: record.exclusionReason ?? null,
  };
}

/** An exclusion text on its own: checked on the locked player, who must be excluded (`exclusionTextProblem`). */
async function setExclusionText(context: ActionContext, name: 'exclusionDescription' | 'exclusionReason', value: unknown) {
  const textProblem = limitTextProblem(value);
  if (textProblem) throw ruleError('limit', textProblem);
  const text = (value as string).trim();
  return context.db.transaction(async (tx) => {
    const { player } = await lockPlayer(tx, context);
    const before = await limitsRecord(tx, context, player.id);
    const problem = exclusionTextProblem(text, before.isExcluded);
    if (problem) throw ruleError('limitName', problem);
    if (name === 'exclusionDescription') {
      await tx.query(sql`UPDATE players SET exclusion_description = ${text}, updated = now() WHERE id = ${player.id}`);
    } else {
      await tx.query(sql`UPDATE players SET exclusion_reason = ${text}, updated = now() WHERE id = ${player.id}`);
    }
    await logActivity(tx, {
      operatorCode: player.operatorCode,
      logType: 'DATA_CHANGED',
      significanceLevel: 'Low30',
      user: managerUser(context.manager),
      affected: playerTable.logSubject(player).user,
      details: `${name} changed`,
      ipAddress: context.request.ip,
      before: { [name]: before[name] ?? null },
      after: { [name]: text },
    });
    return limitsRecord(tx, context, player.id);
  });
}

async function setObjectLimit(
  context: ActionContext,
  name: ObjectLimitName,
  input: { limit: unknown; description?: string | null; reason?: string | null },
) {
  return context.db.transaction(async (tx) => {
    // The request's rules (`SetLimitInput`) passed; the default cap is the operator's, read here.
    const problem = limitProblem(input.limit, await capOf(tx, name));
    if (problem) throw ruleError('limit', problem);
    const { player, limits } = await lockPlayer(tx, context);
    const before = await limitsRecord(tx, context, player.id);
    const entry = {
      limit: Number(input.limit),
      description: input.description!.trim(),
      reason: input.reason!.trim(),
      appliedDate: new Date().toISOString(),
      origin: 'MANUAL',
    };
    await tx.query(sql`UPDATE players SET limits = ${typed({ ...limits, [name]: entry }, 'jsonb')}, updated = now()
      WHERE id = ${player.id}`);
    const after = await limitsRecord(tx, context, player.id);
    await logActivity(tx, {
      operatorCode: player.operatorCode,
      logType: 'DATA_CHANGED',
      significanceLevel: 'Normal60',
      user: managerUser(context.manager),
      affected: playerTable.logSubject(player).user,
      details: `Limit ${name} set to ${entry.limit}: ${entry.reason}`,
      ipAddress: context.request.ip,
      before: { [name]: before[name] ?? null },
      after: { [name]: after[name] ?? null },
    });
    return after;
  });
}

/** Deposits (PROCESSED) of a player since the start of the current day, week (Monday) and month, UTC. */
export async function depositAmounts(db: Queryable, playerId: number): Promise<Record<keyof typeof DEPOSIT_PERIODS, number>> {
  const [row] = await db.query<{ day: number; week: number; month: number }>(sql`SELECT
      coalesce(sum(account_movement) FILTER (WHERE created >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'),
        0)::float8 AS day,
      coalesce(sum(account_movement) FILTER (WHERE created >= date_trunc('week', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'),
        0)::float8 AS week,
      coalesce(sum(account_movement), 0)::float8 AS month
    FROM payments
    WHERE player_id = ${playerId} AND payment_request = 'DEPOSIT' AND payment_status = 'PROCESSED'
      AND created >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AND created <= now()`);
  return {
    selfProtectionDailyDepositLimit: row.day,
    selfProtectionWeeklyDepositLimit: row.week,
    selfProtectionMonthlyDepositLimit: row.month,
  };
}

export const limitsHandlers: ActionHandlers<typeof playerLimits> = {
  async setLimit(context, input) {
    const name = input.limitName;
    if (name === 'selfProtectionExcludeUntil') return setExclusion(context, input);
    if (name === 'exclusionDescription' || name === 'exclusionReason') return setExclusionText(context, name, input.limit);
    return setObjectLimit(context, name, input);
  },

  /** The whole record: only the plain-valued limits (loss limits, session time) are written from it. */
  updateLimits: (context, input) =>
    context.db.transaction(async (tx) => {
      const changes: Partial<Record<PlainLimitName, number | null>> = {};
      const errors: FieldError[] = [];
      for (const name of Object.keys(PLAIN_COLUMNS) as PlainLimitName[]) {
        if (!(name in input)) continue;
        const value = input[name];
        if (value === null || value === undefined) changes[name] = null;
        else if (value < 0) errors.push({ path: name, message: ruleText('app.limits.errors.positive') });
        else changes[name] = value;
      }
      if (errors.length) throw badRequest(errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
      const { player, limits } = await lockPlayer(tx, context);
      const before = await limitsRecord(tx, context, player.id);
      // The whole record was sent: refuse it when it was loaded before someone else's change.
      assertCurrentVersion('Player', player.id, before as Record<string, unknown>, baseVersion(input));
      const changed = (Object.keys(changes) as PlainLimitName[]).filter((name) => (before[name] ?? null) !== changes[name]);
      if (changed.length === 0) return before;
      const next = { ...limits };
      for (const name of changed) {
        if (changes[name] === null) delete next[name];
        else next[name] = changes[name];
      }
      await tx.query(sql`UPDATE players SET limits = ${typed(next, 'jsonb')}, updated = now() WHERE id = ${player.id}`);
      await logActivity(tx, {
        operatorCode: player.operatorCode,
        logType: 'DATA_CHANGED',
        significanceLevel: 'Normal60',
        user: managerUser(context.manager),
        affected: playerTable.logSubject(player).user,
        details: `Limits changed: ${changed.join(', ')}`,
        ipAddress: context.request.ip,
        before: Object.fromEntries(changed.map((name) => [name, before[name] ?? null])),
        after: Object.fromEntries(changed.map((name) => [name, changes[name]])),
      });
      return limitsRecord(tx, context, player.id);
    }),

  // Served by the players resource, which declares the same calls first.
  changeRiskGroup: (context, input) => playerHandlers.changeRiskGroup(context, input),
  bulkChangeStatus: (context, input) => playerHandlers.bulkChangeStatus(context, input),

  async loadDepositAmounts(context) {
    const player = await findRecord(context.db, playerTable, context.scope, context.id!);
    return depositAmounts(context.db, player.id);
  },
};

export const OBJECT_LIMIT_NAMES = Object.keys(LIMIT_COLUMNS) as ObjectLimitName[];
