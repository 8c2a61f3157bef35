import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useGetOne, useTranslate } from 'ra-core';
import { useState } from 'react';
import { spotFiles, type SpotFile } from '../../../resources/spotFiles';
import type { PanelProps } from '../../resource-ui/types';
import { CsvMappingDialog } from './CsvMappingDialog';
import { useImportFile } from './useImportFile';

/**
 * A statement file's row panel: why it was not imported, each rejected row's line and reason, and
 * for a CSV file waiting or failed, the mapping step again.
 */
export function SpotFilePanel({ record }: PanelProps) {
  const translate = useTranslate();
  const file = record as unknown as SpotFile;
  const full = useGetOne<SpotFile & { id: number }>(spotFiles.name, { id: file.id });
  const preview = full.data?.preview ?? file.preview;
  const [mapping, setMapping] = useState(false);
  const { importFile, busy } = useImportFile();
  const canMap = file.format === 'CSV' && (file.status === 'CREATED' || file.status === 'ERROR') && preview;
  return (
    <Stack spacing={1} sx={{ p: 1 }} data-testid="spot-file-panel">
      {file.error && <Alert severity={file.status === 'PERMANENT_ERROR' ? 'error' : 'warning'}>{file.error}</Alert>}
      {canMap && (
        <Button size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setMapping(true)}>
          {translate('app.spot.files.chooseColumns')}
        </Button>
      )}
      {file.rejected.length > 0 ? (
        <Table size="small" aria-label={translate('app.spot.files.rejectedRows')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 90 }}>{translate('app.spot.files.line')}</TableCell>
              <TableCell>{translate('app.spot.files.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {file.rejected.map((row) => (
              <TableRow key={`${row.line}-${row.reason}`}>
                <TableCell>{row.line}</TableCell>
                <TableCell>{row.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        !file.error && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.spot.files.noRejected')}
          </Typography>
        )
      )}
      {file.rowsRejected > file.rejected.length && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.spot.files.moreRejected', { shown: file.rejected.length, total: file.rowsRejected })}
        </Typography>
      )}
      {mapping && preview && (
        <CsvMappingDialog
          preview={preview}
          busy={busy}
          onClose={() => setMapping(false)}
          onImport={(chosen) => void importFile(file.id, chosen).then((done) => done && setMapping(false))}
        />
      )}
    </Stack>
  );
}
