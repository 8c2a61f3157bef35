/**
 * The bookmakers' catalogue changes (002 §7 `/catalog/node`, `/catalog/markets/order`, `/name`,
 * `/active`): a league's top flag, a sport's market order, a market's name and active flag. Each
 * change locks its rows and writes one activity-log entry (DATA_CHANGED) with before and after.
 */
import type { league } from '../../resources/league';
import type { market, Market } from '../../resources/market';
import { logActivity, managerUser } from '../activity-log';
import { sql } from '../db/sql';
import { badRequest } from '../http/errors';
import type { ActionContext, ActionHandlers } from '../resource/actions';
import { applyChanges, findRecord, findRecords } from '../resource/records';
import { leagueTable, marketTable } from '../tables/catalog';
import type { TableMapping } from '../tables/mapping';

/** The acting manager, their address and the log entry's type and weight. */
function changeLog(context: ActionContext, details: string) {
  return {
    logType: 'DATA_CHANGED',
    significanceLevel: 'Normal60' as const,
    details,
    user: managerUser(context.manager),
    ipAddress: context.request.ip,
  };
}

/** Sets fields of one record of `table` in a transaction, with its log entry; the answer is the record. */
function change<R>(
  context: ActionContext,
  table: TableMapping<R>,
  id: number,
  values: Record<string, unknown>,
  details: (record: R) => string,
) {
  return context.db.transaction(async (tx) => {
    const current = await findRecord(tx, table, context.scope, id, { forUpdate: true });
    const { records } = await applyChanges(tx, table, context.scope, [id], values, changeLog(context, details(current)));
    return records[0];
  });
}

export const leagueHandlers: ActionHandlers<typeof league> = {
  setTopLeague: (context, input) =>
    change(
      context,
      leagueTable,
      Number(context.id),
      { topLeague: input.topLeague },
      (current) =>
        `League ${current.name} (${current.sportCode}) ${input.topLeague ? 'marked as a top league' : 'marked as a normal league'}`,
    ),
};

/** Why `ids` is not an order of exactly the sport's markets, or undefined when it is. */
export function orderProblem(ids: readonly number[], markets: readonly { id: number }[], sportCode: string): string | undefined {
  const known = new Set(markets.map((entry) => entry.id));
  const seen = new Set<number>();
  const repeated = ids.filter((id) => seen.has(id) || !seen.add(id));
  const unknown = ids.filter((id) => !known.has(id));
  const missing = markets.map((entry) => entry.id).filter((id) => !seen.has(id));
  const parts = [
    repeated.length ? `repeated ${[...new Set(repeated)].join(', ')}` : '',
    unknown.length ? `not a ${sportCode} market: ${unknown.join(', ')}` : '',
    missing.length ? `missing ${missing.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length ? `ids must name every ${sportCode} market once (${parts.join('; ')})` : undefined;
}

export const marketHandlers: ActionHandlers<typeof market> = {
  order: (context, input) =>
    context.db.transaction(async (tx) => {
      const locked = await tx.query<{ id: number; code: string }>(sql`SELECT id, code FROM catalog_markets
        WHERE sport_code = ${input.sportCode} ORDER BY sort_order, id FOR UPDATE`);
      const problem = orderProblem(input.ids, locked, input.sportCode);
      if (problem) throw badRequest(problem, [{ path: 'ids', message: problem }]);
      const before = locked.map((row) => row.code);
      const codes = new Map(locked.map((row) => [row.id, row.code]));
      const after = input.ids.map((id) => codes.get(id)!);
      if (before.join() !== after.join()) {
        await tx.query(sql`UPDATE catalog_markets m SET sort_order = u.position, updated = now()
          FROM unnest(${[...input.ids]}::integer[]) WITH ORDINALITY AS u(id, position)
          WHERE m.id = u.id AND m.sort_order <> u.position`);
        await logActivity(tx, {
          operatorCode: null,
          ...changeLog(context, `Market order of ${input.sportCode}: ${after.join(', ')}`),
          before: { sportCode: input.sportCode, order: before },
          after: { sportCode: input.sportCode, order: after },
        });
      }
      return findRecords<Market>(tx, marketTable, context.scope, input.ids);
    }),
  rename: (context, input) =>
    change(
      context,
      marketTable,
      input.id,
      { name: input.name.trim() },
      (current) => `Market ${current.code} (${current.sportCode}) renamed`,
    ),
  setActive: (context, input) =>
    change(
      context,
      marketTable,
      input.id,
      { active: input.active },
      (current) => `Market ${current.code} (${current.sportCode}) ${input.active ? 'switched on' : 'switched off'}`,
    ),
};
