/**
 * Generic record queries over a table mapping: a page of a list, one record, a keyset-paged
 * stream for reports, and changes that write their activity-log entries in the same transaction.
 */
import { getPath } from '../../resources/model';
import { type ActivityEntry, type LogUser } from '../activity-log';
import type { Queryable } from '../db/database';
import { ident, join, sql, typed, where, type Sql } from '../db/sql';
import { notFound } from '../http/errors';
import type { TableMapping } from '../tables/mapping';
import { countThreshold } from '../../resources/listTotals';
import { filterConditions, type ListParams, type ListSpec } from './list-query';
import { ownerConditions, scopeConditions, type Scope } from './scope';
import { assertCurrentVersion, changedField, sameValue } from './version';

type Row = Record<string, unknown>;

function qualified(mapping: TableMapping, column: string) {
  return ident(qualifiedName(mapping, column));
}

function qualifiedName(mapping: TableMapping, column: string) {
  return `${mapping.table}.${column}`;
}

/** The conditions of a list query: operator scope (or the owning manager), player scope and the validated filter. */
export function listConditions(spec: ListSpec, scope: Scope, params: Pick<ListParams, 'filter' | 'playerId'>): Sql[] {
  const { mapping, resource } = spec;
  const player: Sql[] = [];
  if (params.playerId !== undefined) {
    if (mapping.playerCondition) player.push(mapping.playerCondition(params.playerId));
    else {
      const column = mapping.fields[resource.playerField ?? ''];
      if (!column) throw new Error(`${mapping.table}: no player column`);
      player.push(sql`${qualified(mapping, column.column)} = ${typed(params.playerId, 'integer')}`);
    }
  }
  return [
    ...(mapping.rowCondition ? [mapping.rowCondition] : []),
    ...scopeConditions(scope, qualifiedName(mapping, mapping.operatorColumn)),
    ...ownerConditions(scope, mapping.ownerColumn && qualifiedName(mapping, mapping.ownerColumn)),
    ...player,
    ...filterConditions(spec, params.filter),
  ];
}

const conditions = listConditions;

/** The FROM item of a list query: the table, or the mapping's rows computed for the request (`source`), aliased as the table. */
export function fromItem(spec: ListSpec, scope: Scope, params: Pick<ListParams, 'filter' | 'timeZone'>): Sql {
  const { mapping } = spec;
  if (!mapping.source) return sql`${ident(mapping.table)}`;
  return sql`(${mapping.source({ scope, filter: params.filter, timeZone: params.timeZone ?? 'UTC' })}) AS ${ident(mapping.table)}`;
}

function orderBy(spec: ListSpec, params: ListParams): Sql {
  const dir = params.sort.order === 'ASC' ? sql`ASC` : sql`DESC`;
  const col = qualified(spec.mapping, params.sort.column.column);
  const id = qualified(spec.mapping, spec.mapping.idColumn);
  return sql` ORDER BY ${col} ${dir}, ${id} ${dir}`;
}

/** The column of a page query that carries the total (`count(*) OVER ()`), read off each row. */
const TOTAL = '__total';

/** A list page: its rows, its total, and whether the total is a lower bound (the count stopped at its threshold). */
export interface ListPage<R> {
  content: R[];
  totalElements: number;
  totalElementsAtLeast?: true;
}

/**
 * One page of a list plus its total. The rows of an aggregate report (`list.aggregate`) exist only
 * once every row they summarise is read, so its page carries the total with each row
 * (`count(*) OVER ()`): one pass over the bet rows, not a second one for the count. A page past
 * the end has no row to carry it and counts on its own. A page shorter than its size that has
 * rows (or is the first) ends the list, so its total is known without a count. An aggregate report
 * whose rows are kept in a table (`rowsKept`) reads its page as an index range and counts its rows
 * exactly in a statement of its own, between which other requests reach the embedded database.
 */
export async function listRecords<R>(db: Queryable, spec: ListSpec, scope: Scope, params: ListParams): Promise<ListPage<R>> {
  const { mapping } = spec;
  const filter = where(conditions(spec, scope, params));
  const table = fromItem(spec, scope, params);
  const withTotal = spec.resource.list.aggregate === true && !mapping.rowsKept;
  const offset = params.page * params.size;
  const rows = await db.query<Row>(
    sql`SELECT ${mapping.select}${withTotal ? sql`, count(*) OVER ()::integer AS ${ident(TOTAL)}` : sql``} FROM ${table}${filter}${orderBy(
      spec,
      params,
    )} LIMIT ${params.size} OFFSET ${offset}`,
  );
  const content = rows.map((row) => mapping.toRecord(row) as R);
  if (withTotal && rows.length > 0) return { content, totalElements: Number(rows[0][TOTAL]) };
  if (rows.length < params.size && (rows.length > 0 || params.page === 0)) return { content, totalElements: offset + rows.length };
  const total = await countRows(db, spec, scope, params, filter);
  return { content, totalElements: total.count, ...(total.atLeast ? { totalElementsAtLeast: true as const } : {}) };
}

/**
 * The number of rows of a list query. An unfiltered list of a table with maintained counts (the
 * office and central default pages) reads them: its cost does not grow with the table. Any other
 * list counts its matching rows through the filter's index up to the page's threshold
 * (resources/listTotals.ts): past it the count stops at the threshold plus one, a lower bound, so
 * a filter matching most of a huge table costs no more than one matching a thousand rows. An
 * aggregate report's kept rows are counted exactly, as a report's total always is.
 */
async function countRows(
  db: Queryable,
  spec: ListSpec,
  scope: Scope,
  params: ListParams,
  filter: Sql,
): Promise<{ count: number; atLeast: boolean }> {
  const { mapping } = spec;
  if (spec.resource.list.aggregate === true && mapping.rowsKept) {
    const [counted] = await db.query<{ total: number }>(sql`SELECT count(*)::integer AS total FROM ${ident(mapping.table)}${filter}`);
    return { count: counted.total, atLeast: false };
  }
  if (mapping.countsMaintained && params.playerId === undefined && Object.keys(params.filter).length === 0) {
    const operator = scope.operatorCode === null ? sql`` : sql` AND operator_code = ${scope.operatorCode}`;
    const [kept] = await db.query<{ total: number }>(
      sql`SELECT coalesce(sum(n), 0)::integer AS total FROM list_counts WHERE table_name = ${mapping.table}${operator}`,
    );
    return { count: kept.total, atLeast: false };
  }
  const threshold = countThreshold(params.page, params.size);
  const [counted] = await db.query<{ total: number }>(
    sql`SELECT count(*)::integer AS total FROM (SELECT 1 FROM ${fromItem(spec, scope, params)}${filter} LIMIT ${threshold + 1}) AS matching`,
  );
  return { count: counted.total, atLeast: counted.total > threshold };
}

/** Records by id within the scope, optionally locked for update, in the order of `ids`. */
export async function findRecords<R>(
  db: Queryable,
  mapping: TableMapping<R>,
  scope: Scope,
  ids: readonly (string | number)[],
  options: { forUpdate?: boolean } = {},
): Promise<R[]> {
  if (ids.length === 0) return [];
  if (mapping.source) throw new Error(`${mapping.table}: computed rows have no records`);
  const idType =
    mapping.fields.id?.type ?? Object.values(mapping.fields).find((field) => field.column === mapping.idColumn)?.type ?? 'integer';
  const conds = [
    sql`${ident(mapping.idColumn)} IN (${join(ids.map((id) => typed(id, idType)))})`,
    ...(mapping.rowCondition ? [mapping.rowCondition] : []),
    ...scopeConditions(scope, mapping.operatorColumn),
    ...ownerConditions(scope, mapping.ownerColumn),
  ];
  const select = mapping.recordSelect ? sql`${mapping.select}, ${mapping.recordSelect}` : mapping.select;
  const rows = await db.query<Row>(
    // Locks are taken in id order, so two bulk changes over overlapping players cannot deadlock.
    sql`SELECT ${select} FROM ${ident(mapping.table)}${where(conds)}${
      options.forUpdate ? sql` ORDER BY ${ident(mapping.idColumn)} FOR UPDATE` : sql``
    }`,
  );
  const byId = new Map(rows.map((row) => [String(row[mapping.idColumn]), mapping.toRecord(row)]));
  return ids.map((id) => byId.get(String(id))).filter((record): record is R => record !== undefined);
}

/** One record within the scope, or a 404. */
export async function findRecord<R>(
  db: Queryable,
  mapping: TableMapping<R>,
  scope: Scope,
  id: string | number,
  options: { forUpdate?: boolean } = {},
): Promise<R> {
  const [record] = await findRecords(db, mapping, scope, [id], options);
  if (!record) throw notFound(`Record ${id} not found`);
  return record;
}

export interface ChangeLog {
  logType: string;
  significanceLevel?: ActivityEntry['significanceLevel'];
  details: string;
  user: LogUser;
  ipAddress?: string | null;
}

/**
 * Sets fields (dotted paths of the mapping) on records within the scope, in the caller's
 * transaction. Records whose values already match are left alone; each changed record gets one
 * activity-log entry with the changed fields before and after. 404 if any id is out of scope;
 * 409 when `basedOn` names a version (`updated`) older than the locked record's; 428 when it names
 * none and one is `required`; 409 when `oldValues` gives a field's value as the client loaded it
 * and the stored value is another.
 */
export async function applyChanges<R>(
  tx: Queryable,
  mapping: TableMapping<R>,
  scope: Scope,
  ids: readonly (string | number)[],
  changes: Readonly<Record<string, unknown>>,
  log: ChangeLog,
  options: {
    basedOn?: { version: string | undefined; what: string; required?: boolean };
    oldValues?: Readonly<Record<string, unknown>>;
  } = {},
): Promise<{ records: R[]; changed: number }> {
  const unique = [...new Set(ids.map(String))];
  const current = await findRecords(tx, mapping, scope, unique, { forUpdate: true });
  if (current.length !== unique.length) {
    throw notFound(
      unique.length === 1 ? `Record ${unique[0]} not found` : `${unique.length - current.length} of the records were not found`,
    );
  }
  if (options.basedOn) {
    for (const record of current) {
      assertCurrentVersion(
        options.basedOn.what,
        String(getPath(record, 'id')),
        record as Record<string, unknown>,
        options.basedOn.version,
        options.basedOn.required,
      );
    }
  }
  for (const [field, loaded] of Object.entries(options.oldValues ?? {})) {
    for (const record of current) {
      const stored = getPath(record, field) ?? null;
      if (!sameValue(stored, loaded)) {
        throw changedField(
          options.basedOn?.what ?? 'Record',
          String(getPath(record, 'id')),
          field,
          loaded,
          record as Record<string, unknown>,
        );
      }
    }
  }
  const entries: Record<string, unknown>[] = [];
  const changedIds: unknown[] = [];
  for (const record of current) {
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(changes)) {
      const old = getPath(record, field) ?? null;
      if (JSON.stringify(old) !== JSON.stringify(value ?? null)) {
        before[field] = old;
        after[field] = value ?? null;
      }
    }
    if (Object.keys(after).length === 0) continue;
    const subject = mapping.logSubject(record);
    changedIds.push(getPath(record, 'id'));
    entries.push({
      operator_code: subject.operatorCode,
      role: subject.user?.role ?? null,
      realm: subject.user?.realm ?? null,
      username: subject.user?.username ?? null,
      id: subject.user?.id ?? null,
      before,
      after,
    });
  }
  if (changedIds.length > 0) {
    const idType =
      mapping.fields.id?.type ?? Object.values(mapping.fields).find((field) => field.column === mapping.idColumn)?.type ?? 'integer';
    const sets = Object.entries(changes).map(([field, value]) => {
      const col = mapping.fields[field];
      if (!col) throw new Error(`${mapping.table}: no column for "${field}"`);
      return sql`${ident(col.column)} = ${typed(value ?? null, col.type)}`;
    });
    if (mapping.updatedColumn) sets.push(sql`${ident(mapping.updatedColumn)} = now()`);
    await tx.query(sql`UPDATE ${ident(mapping.table)} SET ${join(sets)}
      WHERE ${ident(mapping.idColumn)} IN (${join(changedIds.map((id) => typed(id, idType)))})`);
    await tx.query(sql`INSERT INTO activity_log (operator_code, log_type, significance_level, user_role, user_realm,
        user_username, user_id, affected_user_role, affected_user_realm, affected_user_username, affected_user_id,
        details, ip_address, before, after)
      SELECT e.operator_code, ${log.logType}, ${log.significanceLevel ?? 'Info'}, ${log.user.role}, ${log.user.realm},
        ${log.user.username}, ${log.user.id}, e.role, e.realm, e.username, e.id, ${log.details}, ${log.ipAddress ?? null},
        e.before, e.after
      FROM jsonb_to_recordset(${typed(entries, 'jsonb')}) AS e(operator_code text, role text, realm text, username text,
        id integer, before jsonb, after jsonb)`);
  }
  const records = changedIds.length > 0 ? await findRecords(tx, mapping, scope, unique) : current;
  return { records, changed: changedIds.length };
}
