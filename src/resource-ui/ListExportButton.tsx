import { useDataProvider } from 'ra-core';
import { useCallback, useMemo } from 'react';
import { csvColumnOf } from '../../resources/csv';
import type { BackofficeDataProvider } from '../data/types';
import { useServerInfo } from '../shell/serverInfo';
import { ExportMenu } from '../widgets/ExportMenu';
import type { ExportColumn, ExportCsv } from '../widgets/useCsvExport';
import { ServerExportButton } from './ServerExportButton';
import type { AnyResource, ColumnSpec } from './types';

/** Pages an "all pages" export covers until the server info says otherwise (000 §9: server-provided). */
export const DEFAULT_REPORT_PAGES_EXPORT_SIZE = 10;

export interface ListExportButtonProps {
  /** The resource whose list is exported: its schema and columns say how each value is written. */
  definition: AnyResource;
  /** The visible columns: the report's headers (a column repeating another, the ticket icon, is left out). */
  columns: readonly ColumnSpec[];
  /** Fixed filters of an embedded list, sent with the list's filter values. */
  permanentFilter?: Record<string, unknown>;
  /** Overrides the server info's `uiInfo.reportPagesExportSize` (tests). */
  reportPagesExportSize?: number;
  /** On a player page: the export holds that player's rows only. */
  playerId?: string | number;
}

/** The export columns of the visible columns, each matched to its declared column by source and header. */
export function exportColumnsOf(definition: AnyResource, columns: readonly ColumnSpec[]): ExportColumn[] {
  const declared = definition.list.columns as readonly { source: string; label?: string }[];
  return columns.flatMap((column) => {
    const declaration = declared.find(
      (candidate) =>
        candidate.source === column.source && `resources.${definition.name}.fields.${candidate.label ?? candidate.source}` === column.label,
    );
    const csv = csvColumnOf(definition.schema, declaration ?? { source: column.source, decimals: column.decimals });
    return csv ? [{ ...csv, label: column.label }] : [];
  });
}

/**
 * A generated list's download menu (002 §2): Current page (built here from the rows shown) or All
 * pages — `reportPagesExportSize` (server UI info) pages of the current size — streamed from the
 * API's `{api.path}/report` (`dataProvider.exportCsv`). Both write the same file for the same rows.
 * Beside it, "Export to server" has the server write the same file under Exports.
 */
export function ListExportButton({ definition, columns, permanentFilter, reportPagesExportSize, playerId }: ListExportButtonProps) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { info } = useServerInfo();
  const fromServer = info?.uiInfo?.reportPagesExportSize;
  const pages = reportPagesExportSize ?? (typeof fromServer === 'number' && fromServer > 0 ? fromServer : DEFAULT_REPORT_PAGES_EXPORT_SIZE);
  const exportColumns = useMemo(() => exportColumnsOf(definition, columns), [definition, columns]);
  const exportCsv = useCallback<ExportCsv>(
    (resource, params) =>
      dataProvider.exportCsv(resource, {
        pagination: params.pagination,
        sort: { field: params.sort.field, order: params.sort.order },
        filter: params.filter,
        headers: params.headers.map((header) => ({ text: header.label, value: header.source })),
        locale: params.locale,
        timeZone: params.timeZone,
        signal: params.signal,
        meta: { playerId },
      }),
    [dataProvider, playerId],
  );
  return (
    <>
      <ExportMenu columns={exportColumns} reportPagesExportSize={pages} permanentFilter={permanentFilter} exportCsv={exportCsv} />
      <ServerExportButton columns={exportColumns} permanentFilter={permanentFilter} playerId={playerId} />
    </>
  );
}
