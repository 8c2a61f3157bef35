import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { BackofficeDataProvider } from '../data/types';
import type { ColumnSpec } from './types';

export interface ExportButtonProps {
  /** The visible columns: the report's headers. */
  columns: readonly ColumnSpec[];
  /** Fixed filters of an embedded list, sent with the list's filter values. */
  permanentFilter?: Record<string, unknown>;
}

/** Downloads the CSV report of the current page through `dataProvider.exportCsv`. */
export function ExportButton({ columns, permanentFilter }: ExportButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { resource, page, perPage, sort, filterValues, total } = useListContext();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const blob = await dataProvider.exportCsv(resource, {
        pagination: { page, perPage },
        sort: { field: sort.field, order: sort.order },
        filter: { ...filterValues, ...permanentFilter },
        headers: columns.map((column) => ({ text: translate(column.label), value: column.source })),
      });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${resource}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void exportCsv()} disabled={busy || !total}>
      {translate('ra.action.export')}
    </Button>
  );
}
