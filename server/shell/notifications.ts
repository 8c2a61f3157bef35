/**
 * `GET /{op}/notifications` (000 §7): the alerts of an operator, newest first, as
 * `{ payload: [{ id, description, created, link }], serverTimestamp }`. `link`, beside the spec's
 * fields, is the console page the alert is about (a filtered list), or null. The central view
 * lists every operator's alerts; an operator manager only ever reads their own operator's.
 */
import type { FastifyInstance } from 'fastify';
import { filteredListPath, queuePath } from '../../resources/dashboard';
import { payments } from '../../resources/payments';
import { playerLimits } from '../../resources/playerLimits';
import type { Database, Queryable } from '../db/database';
import { sql } from '../db/sql';
import { resolveScope, type OperatorDirectory } from '../resource/scope';

const MAX_NOTIFICATIONS = 200;

/** Demo alerts, with their age in minutes and the page they are about, given to each operator that has none yet. */
const DEMO_ALERTS: readonly [string, number, string][] = [
  ['Withdrawal requests are waiting for manual approval', 12, queuePath('withdrawalsWaiting')],
  ['KYC documents uploaded and waiting for review', 95, queuePath('kycUnderReview')],
  ['Stake limit reached on a live match market', 360, playerLimits.route],
  [
    'Deposit gateway reported a delayed settlement',
    1500,
    filteredListPath(payments.route, { 'accountHistoryType.paymentRequest': 'DEPOSIT', 'accountHistoryType.paymentStatus': ['PENDING'] }),
  ],
];

/** Gives every operator without notifications the demo alerts (idempotent). */
export async function seedNotifications(db: Queryable): Promise<void> {
  for (const [index, [description, minutes, link]] of DEMO_ALERTS.entries()) {
    await db.query(sql`INSERT INTO notifications (operator_code, description, created, link)
      SELECT o.code, o.name || ': ' || ${description}, now() - (${minutes}::integer + ${index}::integer) * interval '1 minute', ${link}
      FROM operators o
      WHERE (SELECT count(*) FROM notifications n WHERE n.operator_code = o.code) = ${index}`);
    // Demo alerts stored before alerts had links get theirs.
    await db.query(sql`UPDATE notifications SET link = ${link} WHERE link IS NULL AND description LIKE ${`%: ${description}`}`);
  }
}

export function registerNotificationRoutes(secured: FastifyInstance, db: Database, operators: OperatorDirectory): void {
  secured.get('/:op/notifications', async (request) => {
    const scope = await resolveScope(request.manager!, (request.params as { op: string }).op, operators);
    const where = scope.operatorCode === null ? sql`` : sql`WHERE operator_code = ${scope.operatorCode}`;
    const rows = await db.query<{ id: number; description: string; created: string; operatorCode: string; link: string | null }>(
      sql`SELECT id, description, created, operator_code AS "operatorCode", link FROM notifications ${where}
        ORDER BY created DESC, id DESC LIMIT ${MAX_NOTIFICATIONS}`,
    );
    return {
      success: true,
      payload: rows.map((row) => ({ ...row, created: new Date(row.created).toISOString() })),
      serverTimestamp: new Date().toISOString(),
    };
  });
}
