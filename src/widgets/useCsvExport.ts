import { useCallback, useRef, useState } from 'react';
import { useDataProvider, useListContext, useLocaleState, useNotify, usePermissions, useTranslate, type SortPayload } from 'ra-core';
import { csvDocument, csvSeparatorOf, decimalSeparatorOf, type CsvColumn, type CsvFormat } from '../../resources/csv';
import { getPath } from '../../resources/model';
import { browserTimeZone } from '../format/browserTimeZone';
import { formattingLocale } from '../i18n/languages';
import type { ConsolePermissions } from './audience';
import { CsvInterruptedError, readCsvResponse } from './csvStream';
import { csvFileName, saveFile } from './saveFile';

/** A column of an export: how its values are written (`resources/csv.ts`) and the catalogue key of its header. */
export interface ExportColumn extends CsvColumn {
  label: string;
}

/** What an export of all pages asks the dataProvider for (the API's `{api.path}/report`). */
export interface CsvExportParams {
  pagination: { page: number; perPage: number };
  sort: SortPayload;
  filter: Record<string, unknown>;
  /** The columns in order, with translated header labels. */
  headers: { source: string; label: string }[];
  /** The user's language (enum labels, separators) and time zone (date-times), for the server's file. */
  locale: string;
  timeZone: string;
  signal?: AbortSignal;
}

/** The dataProvider method the export calls: a fetch Response whose body is the CSV. */
export type ExportCsv = (resource: string, params: CsvExportParams) => Promise<Response>;

/** Options of {@link useCsvExport}. */
export interface CsvExportOptions {
  columns: readonly ExportColumn[];
  /** Server uiInfo `reportPagesExportSize`: all pages = this many pages of the current size. */
  reportPagesExportSize: number;
  /** File name base; default the resource name. */
  filename?: string;
  /** Fixed filters of the list (a player scope), sent with the list's filter values. */
  permanentFilter?: Record<string, unknown>;
  /** Default `dataProvider.exportCsv`. */
  exportCsv?: ExportCsv;
}

/** Progress of a running export of all pages, in records (header row included). */
export interface ExportState {
  records: number;
  expected: number;
}

/**
 * Headless CSV export of the surrounding list: the current page built here, or all pages
 * (`reportPagesExportSize × perPage` rows) streamed from the dataProvider with progress.
 *
 * @example
 * const { exportCurrentPage, exportAllPages, progress, cancel } = useCsvExport({ columns, reportPagesExportSize: 10 });
 */
export function useCsvExport({ columns, reportPagesExportSize, filename, permanentFilter, exportCsv }: CsvExportOptions) {
  const list = useListContext();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const [uiLocale] = useLocaleState();
  const locale = formattingLocale(uiLocale);
  const { permissions } = usePermissions<ConsolePermissions>();
  const central = permissions?.role === 'central';
  const notify = useNotify();
  const [progress, setProgress] = useState<ExportState | undefined>(undefined);
  const abort = useRef<AbortController | undefined>(undefined);
  const base = filename ?? list.resource;
  const limit = reportPagesExportSize * list.perPage;
  const expectedRows = Math.min(list.total ?? limit, limit);

  const exportCurrentPage = useCallback(() => {
    const separator = csvSeparatorOf(locale);
    const format: CsvFormat = {
      separator,
      decimal: decimalSeparatorOf(locale),
      timeZone: browserTimeZone(),
      central,
      booleanLabels: { true: translate('ra.boolean.true'), false: translate('ra.boolean.false') },
      enumLabel: (name, value) => translate(`enums.${name}.${value}`, { _: value }),
    };
    const headers = columns.map((column) => translate(column.label));
    const text = csvDocument(columns, headers, list.data ?? [], getPath, format);
    saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), csvFileName(base));
  }, [base, central, columns, list.data, locale, translate]);

  const exportAllPages = useCallback(async () => {
    const run = exportCsv ?? (dataProvider as unknown as { exportCsv?: ExportCsv }).exportCsv;
    if (!run) throw new Error('useCsvExport needs a dataProvider with exportCsv, or the exportCsv option');
    const controller = new AbortController();
    abort.current = controller;
    const expected = expectedRows + 1;
    setProgress({ records: 0, expected });
    try {
      const response = await run(list.resource, {
        pagination: { page: 1, perPage: limit },
        sort: list.sort,
        filter: { ...list.filterValues, ...permanentFilter },
        headers: columns.map((column) => ({ source: column.source, label: translate(column.label) })),
        locale,
        timeZone: browserTimeZone(),
        signal: controller.signal,
      });
      let received = 0;
      const blob = await readCsvResponse(
        response,
        ({ records }) => {
          received = records;
          setProgress({ records, expected });
        },
        controller.signal,
      );
      saveFile(blob, csvFileName(base));
      // Fewer rows than the list counted: rows left the filter while the export ran.
      if (received - 1 < expectedRows) {
        notify('app.export.short', { type: 'warning', messageArgs: { rows: received - 1, total: expectedRows } });
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof CsvInterruptedError) {
        notify('app.export.interrupted', { type: 'error', messageArgs: { rows: Math.max(0, error.records - 1) } });
      } else notify('app.export.failed', { type: 'error', messageArgs: { error: String(error) } });
    } finally {
      abort.current = undefined;
      setProgress(undefined);
    }
  }, [base, columns, dataProvider, expectedRows, exportCsv, limit, list, locale, notify, permanentFilter, translate]);

  const cancel = useCallback(() => abort.current?.abort(), []);
  const limited = (list.total ?? 0) > limit;
  return { exportCurrentPage, exportAllPages, cancel, progress, limited };
}
