/**
 * What a server export writes, resolved from its request against the declared lists: the list's
 * spec, the list parameters, the report's columns and format. Checked when staff ask for the
 * export (a bad request is a 400 then) and again when the file is written.
 */
import { audienceAllows, screenAccess } from '../../resources/menu';
import type { Resource } from '../../resources/model';
import type { ExportRequest } from '../../resources/exports';
import { badRequest, forbidden } from '../http/errors';
import { compileListSpec, parseListParams, parseReportFormat, parseReportHeaders, type ListSpec } from '../resource/list-query';
import type { ReportRequest } from '../resource/report';
import { MAX_REPORT_ROWS } from '../resource/routes';
import type { Scope } from '../resource/scope';
import type { TableMapping } from '../tables/mapping';

/** A declared list the server serves: its declaration and its table. */
export interface ExportTarget {
  resource: Resource;
  mapping: TableMapping;
}

/** Finds the list a request names. */
export type ExportTargets = (name: string) => ExportTarget | undefined;

const specs = new WeakMap<Resource, ListSpec>();

/**
 * The report a request writes in a view: 400 for a list that is unknown or not exportable and for
 * list parameters the list refuses (naming them), 403 for a list the view may not open.
 */
export function exportReport(
  targets: ExportTargets,
  request: ExportRequest,
  scope: Scope,
  central: boolean,
): Omit<ReportRequest, 'batchRows' | 'onRows'> {
  const target = targets(request.resource);
  if (!target || !target.resource.list.exportable) {
    throw badRequest(`No list ${request.resource} to export`, [{ path: 'resource', message: 'Not an exportable list' }]);
  }
  const { resource, mapping } = target;
  const { audience } = screenAccess(resource);
  if (!audienceAllows(audience, scope.operatorCode === null ? 'central' : 'operator')) {
    throw forbidden(`${resource.name} cannot be exported in this view`);
  }
  let spec = specs.get(resource);
  if (!spec) specs.set(resource, (spec = compileListSpec(resource, mapping)));
  const raw = { sort: request.sort, filter: request.filter === undefined ? undefined : JSON.stringify(request.filter) };
  const params = { ...parseListParams(spec, raw, { report: true }), playerId: request.playerId };
  if (params.playerId !== undefined && !resource.playerField && !resource.api.player?.path && !resource.api.player?.query) {
    throw badRequest(`${resource.name} is not a list of one player`, [{ path: 'playerId', message: 'Not a player list' }]);
  }
  return {
    spec,
    scope,
    params,
    headers: parseReportHeaders(spec, request.reportHeaders),
    slice: { offset: 0, limit: MAX_REPORT_ROWS },
    format: { ...parseReportFormat({ locale: request.locale, timeZone: request.timeZone }), central },
  };
}

/** The file name of a server export: `<list>-<YYYYMMDD-HHmm>.csv` (UTC). */
export function exportFileName(resource: string, now = new Date()): string {
  return `${resource}-${now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-')}.csv`;
}

/** The scope of a file's view: `central` spans every operator. */
export function viewScope(operatorCode: string): Scope {
  return { operatorCode: operatorCode === 'central' ? null : operatorCode };
}
