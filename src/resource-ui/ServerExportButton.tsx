import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { ToolbarButton } from '../widgets/ToolbarButton';
import { useDataProvider, useListContext, useLocaleState, useNotify, usePermissions, useTranslate } from 'ra-core';
import { useState } from 'react';
import { exports, type ExportFile } from '../../resources/exports';
import type { Permissions } from '../auth/types';
import type { BackofficeDataProvider } from '../data/types';
import { formattingLocale } from '../i18n/languages';
import { canSee } from '../layout/menuItems';
import { browserTimeZone } from '../format/browserTimeZone';
import type { ExportColumn } from '../widgets/useCsvExport';

export interface ServerExportButtonProps {
  /** The list's visible columns, written in this order with these headers. */
  columns: readonly ExportColumn[];
  /** Fixed filters of an embedded list. */
  permanentFilter?: Record<string, unknown>;
  /** On a player page: that player's rows only. */
  playerId?: string | number;
}

/**
 * "Export to server" beside a list's Download (for users who may open `/exports`): the server writes
 * every row of the list's current filter, in its sort, with the visible columns, the page language
 * and time zone, into a file kept under Exports (`dataProvider.requestServerExport`); a toast names
 * the file, which the Exports list shows as it is written.
 */
export function ServerExportButton({ columns, permanentFilter, playerId }: ServerExportButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const list = useListContext();
  const [uiLocale] = useLocaleState();
  const { permissions } = usePermissions<Permissions>();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [busy, setBusy] = useState(false);
  if (!canSee(exports.route, permissions)) return null;
  const run = async () => {
    setBusy(true);
    try {
      const file = (await dataProvider.requestServerExport(list.resource, {
        pagination: { page: 1, perPage: list.perPage },
        sort: list.sort,
        filter: { ...list.filterValues, ...permanentFilter },
        headers: columns.map((column) => ({ text: translate(column.label), value: column.source })),
        locale: formattingLocale(uiLocale),
        timeZone: browserTimeZone(),
        meta: { playerId },
      })) as ExportFile;
      notify('app.exports.requested', { type: 'success', messageArgs: { name: file.fileName } });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <ToolbarButton
      compact
      icon={<CloudUploadOutlinedIcon />}
      label={translate('app.exports.toServer')}
      onClick={() => void run()}
      disabled={busy}
      data-testid="export-to-server"
    />
  );
}
