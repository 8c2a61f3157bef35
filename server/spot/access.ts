/**
 * Who may read and keep an operator's books, and the plan's limits. Central managers may do
 * everything; an office manager needs an editor row of the operator (VIEWER reads, EDITOR
 * changes). A limit is checked in the transaction that would pass it, on the locked plan row, and
 * refused with a message naming the limit and the plan.
 */
import type { Manager } from '../auth/managers';
import type { Queryable } from '../db/database';
import { sql } from '../db/sql';
import { ApiError, forbidden } from '../http/errors';
import { planLimits, type SpotLimitName, type SpotPlanCode } from '../../resources/spotPlans';
import type { SpotPlanState } from '../../resources/spotOrganization';

/** Throws 403 unless the manager may read (or, with `write`, change) the operator's books. */
export async function requireBooks(db: Queryable, manager: Manager, operatorCode: string | null, write: boolean): Promise<void> {
  if (manager.role === 'CENTRAL_MANAGER') return;
  if (operatorCode === null) throw forbidden('The books are one operator’s: open them in its view');
  const [row] = await db.query<{ access: string }>(
    sql`SELECT access FROM spot_editors WHERE operator_code = ${operatorCode} AND manager_id = ${manager.id}`,
  );
  if (!row) throw forbidden(`You are not an editor of ${operatorCode}'s books: an editor of the books can add you under Organisation`);
  if (write && row.access !== 'EDITOR') throw forbidden('You may read these books but not change them (access VIEWER)');
}

const LIMIT_NAMES: Record<SpotLimitName, string> = {
  entities: 'entities',
  costCenters: 'cost centers',
  editors: 'editors',
  transactionsPerMonth: 'transactions a month',
};

const PLAN_NAMES: Record<SpotPlanCode, string> = { FREE: 'Free', PREMIUM: 'Premium', BUSINESS: 'Business', ENTERPRISE: 'Enterprise' };

/** A plan limit passed: a 409 naming the limit and the plan (with both as `limit` and `plan`). */
export class PlanLimitError extends ApiError {
  constructor(
    readonly limit: SpotLimitName,
    readonly plan: SpotPlanCode,
    readonly allowed: number,
    readonly wanted: number,
  ) {
    super(
      409,
      `The ${PLAN_NAMES[plan]} plan allows ${allowed} ${LIMIT_NAMES[limit]}; this would make ${wanted}. A larger plan allows more.`,
      undefined,
      { limit, plan, allowed, wanted },
    );
  }
}

/** The operator's plan, its row locked (changes that count against a limit run one at a time). */
export async function lockPlan(tx: Queryable, operatorCode: string): Promise<{ plan: SpotPlanCode; extraEntities: number }> {
  await tx.query(sql`INSERT INTO spot_subscriptions (operator_code) VALUES (${operatorCode}) ON CONFLICT (operator_code) DO NOTHING`);
  const [row] = await tx.query<{ plan: SpotPlanCode; extra_entities: number }>(
    sql`SELECT plan, extra_entities FROM spot_subscriptions WHERE operator_code = ${operatorCode} FOR UPDATE`,
  );
  return { plan: row.plan, extraEntities: row.extra_entities };
}

const COUNTS: Record<Exclude<SpotLimitName, 'transactionsPerMonth'>, (operatorCode: string) => ReturnType<typeof sql>> = {
  entities: (op) => sql`SELECT count(*)::integer AS n FROM spot_entities WHERE operator_code = ${op}`,
  costCenters: (op) => sql`SELECT count(*)::integer AS n FROM spot_cost_centers WHERE operator_code = ${op}`,
  editors: (op) => sql`SELECT count(*)::integer AS n FROM spot_editors WHERE operator_code = ${op}`,
};

/** The start of this calendar month (UTC), from which transactions count against the plan. */
export const THIS_MONTH_START = sql`(date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;

/** Transactions imported this calendar month (UTC). */
export async function transactionsThisMonth(tx: Queryable, operatorCode: string): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    sql`SELECT count(*)::integer AS n FROM spot_transactions WHERE operator_code = ${operatorCode}
      AND created >= ${THIS_MONTH_START}`,
  );
  return row.n;
}

/** Refuses one more entity, cost center or editor past the plan (call inside the adding transaction). */
export async function checkRoomFor(
  tx: Queryable,
  operatorCode: string,
  limit: Exclude<SpotLimitName, 'transactionsPerMonth'>,
): Promise<void> {
  const { plan, extraEntities } = await lockPlan(tx, operatorCode);
  const allowed = planLimits(plan, extraEntities)[limit];
  if (allowed === null) return;
  const [row] = await tx.query<{ n: number }>(COUNTS[limit](operatorCode));
  if (row.n + 1 > allowed) throw new PlanLimitError(limit, plan, allowed, row.n + 1);
}

/** Refuses an import whose new transactions would pass this month's limit (`added` already inserted). */
export async function checkTransactionRoom(tx: Queryable, operatorCode: string, added: number): Promise<void> {
  const { plan, extraEntities } = await lockPlan(tx, operatorCode);
  const allowed = planLimits(plan, extraEntities).transactionsPerMonth;
  if (allowed === null || added === 0) return;
  const total = await transactionsThisMonth(tx, operatorCode);
  if (total > allowed) throw new PlanLimitError('transactionsPerMonth', plan, allowed, total);
}

/** The plan and its usage (`GET {op}/spot/plan`). */
export async function planState(db: Queryable, operatorCode: string): Promise<SpotPlanState> {
  const [sub] = await db.query<{ plan: SpotPlanCode; extra_entities: number }>(
    sql`SELECT plan, extra_entities FROM spot_subscriptions WHERE operator_code = ${operatorCode}`,
  );
  const plan = sub?.plan ?? 'FREE';
  const limits = planLimits(plan, sub?.extra_entities ?? 0);
  const count = async (limit: keyof typeof COUNTS) => (await db.query<{ n: number }>(COUNTS[limit](operatorCode)))[0].n;
  const [entities, costCenters, editors, transactions] = await Promise.all([
    count('entities'),
    count('costCenters'),
    count('editors'),
    transactionsThisMonth(db, operatorCode),
  ]);
  return {
    plan,
    extraEntities: sub?.extra_entities ?? 0,
    usage: {
      entities: { used: entities, limit: limits.entities },
      costCenters: { used: costCenters, limit: limits.costCenters },
      editors: { used: editors, limit: limits.editors },
      transactionsPerMonth: { used: transactions, limit: limits.transactionsPerMonth },
    },
    month: new Date().toISOString().slice(0, 7),
  };
}
