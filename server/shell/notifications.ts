/**
 * `GET /{op}/notifications` (000 §7): the alerts of an operator, newest first, as
 * `{ payload: [{ id, description, created }], serverTimestamp }`. The central view lists every
 * operator's alerts; an operator manager only ever reads their own operator's.
 */
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { sql } from '../db/sql';
import { resolveScope, type OperatorDirectory } from '../resource/scope';

const MAX_NOTIFICATIONS = 200;

/** Demo alerts, with their age in minutes, given to each operator that has none yet. */
const DEMO_ALERTS: readonly [string, number][] = [
  ['Withdrawal requests are waiting for manual approval', 12],
  ['KYC documents uploaded and waiting for review', 95],
  ['Stake limit reached on a live match market', 360],
  ['Deposit gateway reported a delayed settlement', 1500],
];

/** Gives every operator without notifications the demo alerts (idempotent). */
export async function seedNotifications(db: Queryable): Promise<void> {
  for (const [index, [description, minutes]] of DEMO_ALERTS.entries()) {
    await db.query(sql`INSERT INTO notifications (operator_code, description, created)
      SELECT o.code, o.name || ': ' || ${description}, now() - (${minutes}::integer + ${index}::integer) * interval '1 minute'
      FROM operators o
      WHERE (SELECT count(*) FROM notifications n WHERE n.operator_code = o.code) = ${index}`);
  }
}

export function registerNotificationRoutes(secured: FastifyInstance, db: Database, operators: OperatorDirectory): void {
  secured.get('/:op/notifications', async (request) => {
    const scope = await resolveScope(request.manager!, (request.params as { op: string }).op, operators);
    const where = scope.operatorCode === null ? sql`` : sql`WHERE operator_code = ${scope.operatorCode}`;
    const rows = await db.query<{ id: number; description: string; created: string; operatorCode: string }>(
      sql`SELECT id, description, created, operator_code AS "operatorCode" FROM notifications ${where}
        ORDER BY created DESC, id DESC LIMIT ${MAX_NOTIFICATIONS}`,
    );
    return {
      success: true,
      payload: rows.map((row) => ({ ...row, created: new Date(row.created).toISOString() })),
      serverTimestamp: new Date().toISOString(),
    };
  });
}
