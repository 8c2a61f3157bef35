import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'ra-core';
import { useRef, useState, type ChangeEvent } from 'react';
import { ExportUpload, exports } from '../../../resources/exports';
import { staffIssueText } from '../../../resources/rules';
import { useCatalogue } from '../../resource-ui/useCatalogue';
import type { BackofficeDataProvider } from '../../data/types';

/**
 * Upload a CSV file of one's own to the exports (`POST {op}/exports/upload` with its name and text):
 * the file is checked with the upload's rules first (a `.csv` name, not empty, at most 4 million
 * characters), then kept like an export; a refusal is a toast naming the rule.
 */
export function UploadExportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const catalogue = useCatalogue();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const chosen = { fileName: file.name, content: await file.text() };
      const parsed = ExportUpload.safeParse(chosen);
      if (!parsed.success) {
        const text = staffIssueText(parsed.error.issues[0], chosen, catalogue);
        notify(text, { type: 'error', messageArgs: { _: text } });
        return;
      }
      await dataProvider.runAction(exports.name, 'upload', { input: parsed.data });
      notify('app.exports.uploaded', { type: 'success', messageArgs: { name: parsed.data.fileName } });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        onChange={(event) => void upload(event)}
        data-testid="upload-export-input"
      />
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={busy}
        onClick={() => input.current?.click()}
        data-testid="upload-export"
        sx={{ flexShrink: 0, whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', md: 'center' } }}
      >
        {translate('app.exports.upload')}
      </Button>
    </>
  );
}
