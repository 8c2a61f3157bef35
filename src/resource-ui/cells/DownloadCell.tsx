import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useDataProvider, useNotify, useResourceContext, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { BackofficeDataProvider } from '../../data/types';
import { saveFile } from '../../widgets/saveFile';
import { cellValue, isEmpty } from '../cellValue';
import type { CellProps } from '../types';
import { EmptyValue } from './EmptyValue';

/**
 * A file the record stands for (exports): its name, and while the record's `status` is UPLOADED a
 * button downloading it through the API with the session (`GET {api.path}/{id}/download`), saved
 * under that name; a failure is a toast with the server's reason.
 */
export function DownloadCell(props: CellProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [busy, setBusy] = useState(false);
  const value = cellValue(props);
  if (isEmpty(value)) return <EmptyValue />;
  const name = String(value);
  if (props.record.status !== 'UPLOADED') return <span title={name}>{name}</span>;
  const download = async () => {
    setBusy(true);
    try {
      const response = await dataProvider.downloadRecordFile(resource, props.record.id);
      saveFile(await response.blob(), name);
    } catch (error) {
      notify('app.export.failed', { type: 'error', messageArgs: { error: error instanceof Error ? error.message : String(error) } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        void download();
      }}
      title={name}
      aria-label={`${translate('app.export.download')} ${name}`}
      data-testid={`download-${String(props.record.id)}`}
      sx={{
        textTransform: 'none',
        justifyContent: 'flex-start',
        minWidth: 0,
        maxWidth: '100%',
        '& .MuiButton-startIcon': { flexShrink: 0 },
      }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
    </Button>
  );
}
