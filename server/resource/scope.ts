/**
 * Operator isolation. The `{op}` path segment is an operator code, or `central` (all operators,
 * central managers only). Every query on operator-owned rows goes through the resulting scope.
 */
import type { Database } from '../db/database';
import { ident, sql, type Sql } from '../db/sql';
import type { Manager } from '../auth/managers';
import { forbidden, notFound } from '../http/errors';

export const CENTRAL = 'central';

export interface Scope {
  /** The operator every row must belong to; null for the central view. */
  operatorCode: string | null;
  /**
   * The manager every row must belong to, for a table whose rows are a manager's own
   * (`TableMapping.ownerColumn`: quick links); such rows belong to no operator.
   */
  ownerId?: number;
}

/** Known operator codes, loaded on demand. */
export class OperatorDirectory {
  private codes: Set<string> | undefined;
  constructor(private readonly db: Database) {}

  async has(code: string): Promise<boolean> {
    if (!this.codes?.has(code)) {
      const rows = await this.db.query<{ code: string }>(sql`SELECT code FROM operators`);
      this.codes = new Set(rows.map((row) => row.code));
    }
    return this.codes.has(code);
  }
}

/** Resolves `{op}` for a manager: 403 for another operator or `central` without the central role. */
export async function resolveScope(manager: Manager, op: string, operators: OperatorDirectory): Promise<Scope> {
  if (op === CENTRAL) {
    if (manager.role !== 'CENTRAL_MANAGER') throw forbidden('The central view is for central managers only');
    return { operatorCode: null };
  }
  if (manager.role !== 'CENTRAL_MANAGER' && manager.operatorCode !== op) {
    throw forbidden(`No access to operator ${op}`);
  }
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(op) || !(await operators.has(op))) throw notFound(`Unknown operator ${op}`);
  return { operatorCode: op };
}

/** The scope condition on a table's operator column (none for the central view). */
export function scopeConditions(scope: Scope, operatorColumn: string): Sql[] {
  return scope.operatorCode === null ? [] : [sql`${ident(operatorColumn)} = ${scope.operatorCode}`];
}

/**
 * The condition on a table's owner column (`TableMapping.ownerColumn`): the scope's manager, and no
 * row at all for a scope without one (fails closed).
 */
export function ownerConditions(scope: Scope, ownerColumn: string | undefined): Sql[] {
  if (!ownerColumn) return [];
  return [scope.ownerId === undefined ? sql`false` : sql`${ident(ownerColumn)} = ${scope.ownerId}`];
}
