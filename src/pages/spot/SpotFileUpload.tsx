import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useGetList, useNotify, useRefresh, useTranslate } from 'ra-core';
import { useRef, useState, type ChangeEvent } from 'react';
import { spotBankAccounts, type SpotBankAccount } from '../../../resources/spotBanking';
import { SPOT_FILE_MAX_BYTES, type SpotFile } from '../../../resources/spotFiles';
import type { BackofficeDataProvider } from '../../data/types';
import { CsvMappingDialog } from './CsvMappingDialog';
import { useFileOutcome, useImportFile } from './useImportFile';

/**
 * The statement files' header: choose the bank account (needed for a CSV file; CAMT.053 and
 * MT940 name their account), choose a file, and it is uploaded (multipart) and imported; a CSV
 * file opens the mapping step on a preview of its first rows.
 */
export function SpotFileUpload() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const outcome = useFileOutcome();
  const { importFile, busy: importing } = useImportFile();
  const accounts = useGetList<SpotBankAccount>(spotBankAccounts.name, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [account, setAccount] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState<SpotFile | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > SPOT_FILE_MAX_BYTES) {
      notify('app.spot.files.tooLarge', { type: 'error', messageArgs: { mb: SPOT_FILE_MAX_BYTES / 1024 / 1024 } });
      return;
    }
    setBusy(true);
    try {
      const form = new FormData();
      if (account !== '') form.append('bankAccountId', String(account));
      form.append('file', file, file.name);
      const stored = await dataProvider.callApi<SpotFile>({ method: 'POST', path: 'spot/files/upload', body: form, operator: true });
      if (stored.status === 'CREATED' && stored.preview) setWaiting(stored);
      else outcome(stored);
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} alignItems={{ md: 'center' }} data-testid="spot-upload">
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {translate('app.spot.files.hint', { mb: SPOT_FILE_MAX_BYTES / 1024 / 1024 })}
      </Typography>
      <TextField
        select
        size="small"
        label={translate('app.spot.files.account')}
        value={account}
        onChange={(event) => setAccount(event.target.value === '' ? '' : Number(event.target.value))}
        sx={{ minWidth: 220, maxWidth: { md: 340 } }}
        data-testid="spot-upload-account"
      >
        <MenuItem value="">{translate('app.spot.files.accountFromFile')}</MenuItem>
        {(accounts.data ?? []).map((candidate) => (
          <MenuItem key={candidate.id} value={candidate.id}>{`${candidate.name} (${candidate.iban})`}</MenuItem>
        ))}
      </TextField>
      <input
        ref={input}
        type="file"
        accept=".csv,.txt,.xml,.sta,.940,.mt940,text/csv,application/xml,text/xml"
        hidden
        onChange={(event) => void upload(event)}
        data-testid="spot-upload-input"
      />
      <Button
        variant="contained"
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={busy}
        onClick={() => input.current?.click()}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {translate('app.spot.files.upload')}
      </Button>
      {waiting?.preview && (
        <CsvMappingDialog
          preview={waiting.preview}
          busy={importing}
          onClose={() => setWaiting(undefined)}
          onImport={(mapping) => void importFile(waiting.id, mapping).then((file) => file && setWaiting(undefined))}
        />
      )}
    </Stack>
  );
}
