import { useDataProvider } from 'ra-core';
import { useCallback } from 'react';
import type { BackofficeDataProvider } from '../data/types';
import { useServerInfo } from '../shell/serverInfo';
import { ExportButton as ExportMenu } from '../widgets/ExportButton';
import type { ExportCsv } from '../widgets/useCsvExport';
import type { ColumnSpec } from './types';

/** Pages an "all pages" export covers until the server info says otherwise (000 §9: server-provided). */
export const DEFAULT_REPORT_PAGES_EXPORT_SIZE = 10;

export interface ExportButtonProps {
  /** The visible columns: the report's headers. */
  columns: readonly ColumnSpec[];
  /** Fixed filters of an embedded list, sent with the list's filter values. */
  permanentFilter?: Record<string, unknown>;
  /** Overrides the server info's `uiInfo.reportPagesExportSize` (tests). */
  reportPagesExportSize?: number;
  /** On a player page: the export holds that player's rows only. */
  playerId?: string | number;
}

/**
 * The list's download menu (002 §2): Current page (built from the rows shown) or All pages —
 * `reportPagesExportSize` (server UI info) pages of the current size — through the API's
 * `{apiPath}/report` (`dataProvider.exportCsv`).
 */
export function ExportButton({ columns, permanentFilter, reportPagesExportSize, playerId }: ExportButtonProps) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { info } = useServerInfo();
  const fromServer = info?.uiInfo?.reportPagesExportSize;
  const pages =
    reportPagesExportSize ?? (typeof fromServer === 'number' && fromServer > 0 ? fromServer : DEFAULT_REPORT_PAGES_EXPORT_SIZE);
  const exportCsv = useCallback<ExportCsv>(
    async (resource, params) =>
      new Response(
        await dataProvider.exportCsv(resource, {
          pagination: params.pagination,
          sort: { field: params.sort.field, order: params.sort.order },
          filter: params.filter,
          headers: params.headers.map((header) => ({ text: header.label, value: header.source })),
          meta: { playerId },
        }),
      ),
    [dataProvider, playerId],
  );
  return (
    <ExportMenu
      columns={columns.map((column) => ({ source: column.source, label: column.label }))}
      reportPagesExportSize={pages}
      permanentFilter={permanentFilter}
      exportCsv={exportCsv}
    />
  );
}
