import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { z } from 'zod';
import { SpotColumnRole, SpotDateFormat, type SpotCsvMapping, type SpotCsvPreview } from '../../../resources/spotFiles';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';

type Preview = z.output<typeof SpotCsvPreview>;

/** The role of each column from a mapping (`columns` is role → column). */
function rolesOf(mapping: SpotCsvMapping): Record<number, string> {
  return Object.fromEntries(Object.entries(mapping.columns).map(([role, index]) => [index, role]));
}

/**
 * The CSV mapping step: the file's first rows as a table, a role per column (booking date, amount
 * or debit and credit, counterparty, IBAN, text…), and how numbers and dates are written, as
 * detected (or remembered for the account); Import sends the mapping.
 */
export function CsvMappingDialog({
  preview,
  onImport,
  onClose,
  busy,
}: {
  preview: Preview;
  onImport: (mapping: SpotCsvMapping) => void;
  onClose: () => void;
  busy: boolean;
}) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [mapping, setMapping] = useState<SpotCsvMapping>(preview.mapping);
  const roles = rolesOf(mapping);
  const setRole = (index: number, role: string) => {
    const columns = Object.fromEntries(Object.entries(mapping.columns).filter(([key, value]) => value !== index && key !== role));
    if (role) columns[role] = index;
    setMapping({ ...mapping, columns });
  };
  const ready =
    mapping.columns.bookingDate !== undefined &&
    (mapping.columns.amount !== undefined || mapping.columns.debit !== undefined || mapping.columns.credit !== undefined);
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="lg" fullWidth aria-labelledby="spot-mapping-title">
      <DialogTitle id="spot-mapping-title">{translate('app.spot.files.mappingTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate(preview.remembered ? 'app.spot.files.mappingRemembered' : 'app.spot.files.mappingHint')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              size="small"
              label={translate('app.spot.files.decimalSeparator')}
              value={mapping.decimalSeparator}
              onChange={(event) => setMapping({ ...mapping, decimalSeparator: event.target.value as ',' | '.' })}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value=",">1.234,56</MenuItem>
              <MenuItem value=".">1,234.56</MenuItem>
            </TextField>
            <TextField
              select
              size="small"
              label={translate('app.spot.files.dateFormat')}
              value={mapping.dateFormat}
              onChange={(event) => setMapping({ ...mapping, dateFormat: event.target.value as SpotCsvMapping['dateFormat'] })}
              sx={{ minWidth: 160 }}
            >
              {SpotDateFormat.options.map((format) => (
                <MenuItem key={format} value={format}>
                  {format}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={translate('app.spot.files.encoding')}
              value={mapping.encoding}
              slotProps={{ input: { readOnly: true } }}
              sx={{ minWidth: 140 }}
            />
          </Stack>
          <Stack sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate('app.spot.files.previewTable')}>
              <TableHead>
                <TableRow>
                  {preview.headers.map((header, index) => (
                    <TableCell key={index} sx={{ minWidth: 150, verticalAlign: 'top' }}>
                      <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
                        {header || `#${index + 1}`}
                      </Typography>
                      <TextField
                        select
                        size="small"
                        fullWidth
                        value={roles[index] ?? ''}
                        onChange={(event) => setRole(index, event.target.value)}
                        slotProps={{ htmlInput: { 'aria-label': translate('app.spot.files.columnRole', { column: header || index + 1 }) } }}
                      >
                        <MenuItem value="">{translate('app.spot.files.ignore')}</MenuItem>
                        {SpotColumnRole.options.map((role) => (
                          <MenuItem key={role} value={role}>
                            {enumLabel('spotColumnRole', role)}
                          </MenuItem>
                        ))}
                      </TextField>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.rows.map((row, line) => (
                  <TableRow key={line}>
                    {preview.headers.map((_, index) => (
                      <TableCell key={index} sx={{ whiteSpace: 'nowrap', maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                        {row[index] ?? ''}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Stack>
          {!ready && (
            <Typography color="error" variant="body2">
              {translate('app.spot.files.mappingIncomplete')}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!ready || busy} onClick={() => onImport(mapping)} data-testid="spot-import">
          {translate('app.spot.files.import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
