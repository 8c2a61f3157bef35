import { useDataProvider, useNotify, useRefresh } from 'ra-core';
import { useState } from 'react';
import { spotFiles, type SpotCsvMapping, type SpotFile } from '../../../resources/spotFiles';
import type { BackofficeDataProvider } from '../../data/types';

/** Says how an import went: counts when imported, the reason when not. */
export function useFileOutcome() {
  const notify = useNotify();
  return (file: SpotFile) => {
    if (file.status === 'UPLOADED') {
      notify('app.spot.files.importedCounts', {
        type: 'success',
        messageArgs: { imported: file.rowsImported, duplicates: file.rowsDuplicate, rejected: file.rowsRejected },
      });
    } else if (file.status !== 'CREATED') {
      notify('app.spot.files.failed', { type: 'error', messageArgs: { reason: file.error ?? '' }, autoHideDuration: 10_000 });
    }
  };
}

/** Imports a stored CSV file with a mapping (`POST {op}/spot/files/{id}/import`). */
export function useImportFile() {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const outcome = useFileOutcome();
  const [busy, setBusy] = useState(false);
  const importFile = async (id: number, mapping: SpotCsvMapping) => {
    setBusy(true);
    try {
      const result = await dataProvider.runAction(spotFiles.name, 'importFile', { id, input: { mapping } });
      outcome(result.data as SpotFile);
      refresh();
      return result.data as SpotFile;
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { importFile, busy };
}
