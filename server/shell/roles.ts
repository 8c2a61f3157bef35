/**
 * `GET /{op}/roles` (a path the product adds; the specification names the `/roles` screen only):
 * the roles of 000 §3 and what each may do, derived by `roleAccess` from the declared resources,
 * the same declarations the resource routes check access with (their audience, an action's
 * `only: 'central'`). The account counts are of the view asked about: its operator's office
 * managers (every operator's in the central view) and every central manager.
 */
import type { FastifyInstance } from 'fastify';
import type { Resource } from '../../resources/model';
import { roleAccess, type StaffRole } from '../../resources/roles';
import type { Database } from '../db/database';
import { sql } from '../db/sql';
import * as declared from '../generated/resources';
import { resolveScope, type OperatorDirectory } from '../resource/scope';

/** Registers `GET /{op}/roles` on the secured API. */
export function registerRolesRoute(secured: FastifyInstance, db: Database, operators: OperatorDirectory): void {
  secured.get('/:op/roles', async (request) => {
    const scope = await resolveScope(request.manager!, (request.params as { op: string }).op, operators);
    const rows = await db.query<{ role: StaffRole; n: number }>(sql`SELECT role, count(*)::integer AS n FROM managers
      WHERE role = 'CENTRAL_MANAGER' OR ${scope.operatorCode}::text IS NULL OR operator_code = ${scope.operatorCode}
      GROUP BY role`);
    const accounts = { CENTRAL_MANAGER: 0, OFFICE: 0 };
    for (const row of rows) accounts[row.role] = row.n;
    return { success: true, payload: roleAccess(Object.values(declared) as Resource[], accounts) };
  });
}
