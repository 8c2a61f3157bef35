/**
 * Quick links (`/quick-links`): pin, reorder and remove a manager's own links. The table's rows
 * belong to the manager (`ownerColumn`), so every call reads and changes the requesting manager's
 * links only; each change is logged (DATA_CHANGED, the link before and after).
 */
import { QUICK_LINKS_MAX, type QuickLink, type quickLinks } from '../../resources/quickLinks';
import { logActivity, managerUser } from '../activity-log';
import type { Queryable } from '../db/database';
import { sql } from '../db/sql';
import { ApiError, badRequest } from '../http/errors';
import type { ActionContext, ActionHandlers } from '../resource/actions';
import { findRecord } from '../resource/records';
import { quickLinksTable } from '../tables/quickLinks';

function log(tx: Queryable, context: ActionContext, details: string, before: QuickLink | null, after: QuickLink | null) {
  return logActivity(tx, {
    operatorCode: context.manager.operatorCode,
    logType: 'DATA_CHANGED',
    significanceLevel: 'Info',
    user: managerUser(context.manager),
    details,
    ipAddress: context.request.ip,
    before,
    after,
  });
}

/** Locks the manager's links (one manager's changes run one at a time). */
async function lockLinks(tx: Queryable, managerId: number) {
  await tx.query(sql`SELECT id FROM managers WHERE id = ${managerId} FOR UPDATE`);
}

/** Swaps a link with its neighbour above (-1) or below (+1); the first stays first, the last last. */
async function move(context: ActionContext, step: -1 | 1) {
  return context.db.transaction(async (tx) => {
    await lockLinks(tx, context.manager.id);
    const link = await findRecord(tx, quickLinksTable, context.scope, context.id!);
    const [neighbour] = await tx.query<{ id: number; position: number }>(sql`SELECT id, position FROM quick_links
      WHERE manager_id = ${context.manager.id} AND ${step < 0 ? sql`position < ${link.position}` : sql`position > ${link.position}`}
      ORDER BY position ${step < 0 ? sql`DESC` : sql`ASC`} LIMIT 1`);
    if (!neighbour) return link;
    await tx.query(sql`UPDATE quick_links
      SET position = CASE WHEN id = ${link.id}::integer THEN ${neighbour.position}::integer ELSE ${link.position}::integer END
      WHERE id IN (${link.id}::integer, ${neighbour.id}::integer)`);
    const after = await findRecord(tx, quickLinksTable, context.scope, link.id);
    await log(tx, context, `Moved quick link ${link.title} ${step < 0 ? 'up' : 'down'} to ${after.position}`, link, after);
    return after;
  });
}

export const quickLinkHandlers: ActionHandlers<typeof quickLinks> = {
  /** Pins a page at the end of the list; a page pinned already is a 409, the 51st link a 400. */
  pin: (context, input) =>
    context.db.transaction(async (tx) => {
      await lockLinks(tx, context.manager.id);
      const [count] = await tx.query<{ n: number; last: number; taken: boolean }>(sql`SELECT count(*)::integer AS n,
          coalesce(max(position), 0)::integer AS last, coalesce(bool_or(path = ${input.path}), false) AS taken
        FROM quick_links WHERE manager_id = ${context.manager.id}`);
      if (count.taken) throw new ApiError(409, `${input.path} is pinned already`);
      if (count.n >= QUICK_LINKS_MAX) {
        throw badRequest(`At most ${QUICK_LINKS_MAX} quick links: remove one first`, [
          { path: 'path', message: `At most ${QUICK_LINKS_MAX} quick links` },
        ]);
      }
      const [row] = await tx.query<{ id: number }>(sql`INSERT INTO quick_links (manager_id, title, path, position)
        VALUES (${context.manager.id}, ${input.title}, ${input.path}, ${count.last + 1}) RETURNING id`);
      const link = await findRecord(tx, quickLinksTable, context.scope, row.id);
      await log(tx, context, `Pinned ${input.title} (${input.path})`, null, link);
      return link;
    }),

  moveUp: (context) => move(context, -1),
  moveDown: (context) => move(context, 1),

  /** Removes a link; the ones after it move up a place. */
  remove: (context) =>
    context.db.transaction(async (tx) => {
      await lockLinks(tx, context.manager.id);
      const link = await findRecord(tx, quickLinksTable, context.scope, context.id!);
      await tx.query(sql`DELETE FROM quick_links WHERE id = ${link.id}`);
      await tx.query(
        sql`UPDATE quick_links SET position = position - 1 WHERE manager_id = ${context.manager.id} AND position > ${link.position}`,
      );
      await log(tx, context, `Removed quick link ${link.title} (${link.path})`, link, null);
      return null;
    }),
};
