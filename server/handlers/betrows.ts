/**
 * Bet rows on their own (002 §7, API path catalogue; "shapes not shown"):
 * - `GET {op}/betRows/{id}`: payload the bet row, in the shape the betslips list gives its
 *   `betrows` items (resources/betslip.ts `BetRow`).
 * - `GET {op}/betslips/betrow/stacktrace/?betrowId={id}`: payload the bet row's status history,
 *   oldest first, as {@link BetRowStatusChange} entries.
 *
 * The history is derived from what is stored, nothing is invented: a bet row is placed
 * NOT_SETTLED (its `created`); every manual change is a BETROW_SETTLEMENT_MANUALLY_CHANGED
 * activity-log entry with the status before and after; a status no manual change explains was set
 * by the settlement. Such a SETTLEMENT step is dated by the row's `updated` when nothing changed
 * the row by hand afterwards, or by the `statusSince` the later manual change logged; a manual
 * change logged before `statusSince` was kept has no recorded settlement time (`created` null).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BetRow } from '../../resources/betslip';
import type { BetRowRecord, BetRowStatusChange } from '../../resources/betRows';
import { BetResultCode } from '../../resources/enums';
import type { Queryable } from '../db/database';
import { join, sql } from '../db/sql';
import { badRequest, notFound } from '../http/errors';
import type { ResourceRouteOptions } from '../resource/routes';
import { scopeConditions, type Scope } from '../resource/scope';
import { BET_ROW_JSON } from '../tables/betslips';
import { isoTime, json, text } from '../tables/common';

type Status = BetRowStatusChange['status'];

interface RowInfo {
  record: BetRow;
  operatorCode: string;
  betslipId: number;
  playerId: number;
  playerUsername: string;
  currency: BetRowRecord['currency'];
}

/** A positive integer from a path or query parameter, or a 400 naming it. */
function positiveInt(raw: unknown, path: string): number {
  const value = Array.isArray(raw) ? raw.at(-1) : raw;
  if (value === undefined || value === null || value === '') throw badRequest(`${path} is required`, [{ path, message: 'Required' }]);
  const textValue = String(value);
  if (!/^\d{1,9}$/.test(textValue) || Number(textValue) === 0) {
    throw badRequest(`Invalid ${path}: expected a positive integer`, [{ path, message: 'Expected a positive integer' }]);
  }
  return Number(textValue);
}

/** The bet row within the operator scope (through its betslip), or a 404. */
async function betRow(db: Queryable, scope: Scope, id: number): Promise<RowInfo> {
  const conditions = [sql`r.id = ${id}`, ...scopeConditions(scope, 'b.operator_code')];
  const [row] = await db.query<{
    record: unknown;
    operator_code: string;
    betslip_id: number;
    player_id: number;
    player_username: string;
    currency_code: string;
    currency_symbol: string | null;
  }>(
    sql`SELECT ${BET_ROW_JSON} AS record, b.operator_code, r.betslip_id, b.player_id, b.player_username, b.currency_code, b.currency_symbol
      FROM bet_rows r JOIN betslips b ON b.id = r.betslip_id WHERE ${join(conditions, sql` AND `)}`,
  );
  if (!row) throw notFound(`Bet row ${id} not found`);
  return {
    record: json<BetRow | null>(row.record, null)!,
    operatorCode: row.operator_code,
    betslipId: Number(row.betslip_id),
    playerId: Number(row.player_id),
    playerUsername: row.player_username,
    currency: { code: row.currency_code, currencySymbol: row.currency_symbol },
  };
}

/** The bet row page's record: the row plus its betslip, operator, player and currency. */
function betRowRecord(row: RowInfo): BetRowRecord {
  const { operatorCode, betslipId, playerId, playerUsername, currency } = row;
  return { ...row.record, betslipId, operatorCode, playerId, playerUsername, currency };
}

interface ManualRow {
  id: number;
  time: Date | string;
  user_role: string | null;
  user_realm: string | null;
  user_username: string | null;
  user_id: number | null;
  details: string | null;
  before: unknown;
  after: unknown;
}

const statusOf = (value: unknown, key: string): string | undefined => {
  const object = json<Record<string, unknown> | null>(value, null);
  const found = object?.[key];
  return typeof found === 'string' ? found : undefined;
};

/** The status history of a bet row, oldest first. */
export async function betRowHistory(db: Queryable, row: RowInfo): Promise<BetRowStatusChange[]> {
  const manual = await db.query<ManualRow>(sql`SELECT id::integer AS id, time, user_role, user_realm, user_username, user_id, details,
      before, after FROM activity_log
    WHERE log_type = 'BETROW_SETTLEMENT_MANUALLY_CHANGED' AND betrow_id = ${row.record.id} AND operator_code = ${row.operatorCode}
    ORDER BY time, id`);
  const settlement = (status: string, previous: string, created: string | null): BetRowStatusChange => ({
    created,
    status: status as Status,
    previousStatus: previous as Status,
    source: 'SETTLEMENT',
    userRole: null,
    userCode: null,
    userId: null,
    details: `Set to ${status} by the settlement`,
    activityLogId: null,
  });
  const steps: BetRowStatusChange[] = [
    {
      created: row.record.created,
      status: 'NOT_SETTLED',
      previousStatus: null,
      source: 'PLACEMENT',
      userRole: 'PLAYER',
      userCode: { userRealm: row.operatorCode, userUsername: row.playerUsername },
      userId: row.playerId,
      details: `Placed on betslip ${row.betslipId}`,
      activityLogId: null,
    },
  ];
  let current = 'NOT_SETTLED';
  for (const entry of manual) {
    const before = statusOf(entry.before, 'status');
    const after = statusOf(entry.after, 'status');
    if (!after || !BetResultCode.safeParse(after).success) continue;
    if (before && before !== current && BetResultCode.safeParse(before).success) {
      steps.push(settlement(before, current, text(statusOf(entry.before, 'statusSince'))));
      current = before;
    }
    steps.push({
      created: isoTime(entry.time),
      status: after as Status,
      previousStatus: current as Status,
      source: 'MANUAL',
      userRole: (entry.user_role ?? null) as BetRowStatusChange['userRole'],
      userCode: entry.user_username === null ? null : { userRealm: entry.user_realm ?? '', userUsername: entry.user_username },
      userId: entry.user_id === null ? null : Number(entry.user_id),
      details: entry.details,
      activityLogId: entry.id,
    });
    current = after;
  }
  const now = row.record.status.code;
  if (now !== current) steps.push(settlement(now, current, row.record.updated));
  return steps;
}

/** Registers `GET {op}/betRows/{id}` and `GET {op}/betslips/betrow/stacktrace/` (with or without the trailing slash). */
export function registerBetRowRoutes(app: FastifyInstance, options: ResourceRouteOptions) {
  app.get('/:op/betRows/:id', async (request) => {
    const { scope } = await options.context(request);
    const id = positiveInt((request.params as { id: string }).id, 'id');
    return { success: true, payload: betRowRecord(await betRow(options.db, scope, id)) };
  });
  const stacktrace = async (request: FastifyRequest) => {
    const { scope } = await options.context(request);
    const id = positiveInt((request.query as Record<string, unknown>).betrowId, 'betrowId');
    return { success: true, payload: await betRowHistory(options.db, await betRow(options.db, scope, id)) };
  };
  app.get('/:op/betslips/betrow/stacktrace/', stacktrace);
  app.get('/:op/betslips/betrow/stacktrace', stacktrace);
}
