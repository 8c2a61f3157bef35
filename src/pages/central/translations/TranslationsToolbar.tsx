import AddIcon from '@mui/icons-material/Add';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { ExportDialog } from './ExportDialog';
import { ImportDialog } from './ImportDialog';
import { InitializeDialog } from './InitializeDialog';
import { NewLabelDialog } from './NewLabelDialog';

type Open = 'new' | 'import' | 'export' | 'initialize';

/**
 * The Translations list's header: what the list holds, and New label, Import and Export of the
 * catalogue file, and Initialize from defaults; each for the operator the list is filtered on,
 * or one chosen in its dialog.
 */
export function TranslationsToolbar() {
  const translate = useTranslate();
  const { filterValues, refetch } = useListContext();
  const [open, setOpen] = useState<Open>();
  const operatorCode = typeof filterValues.operatorCode === 'string' ? filterValues.operatorCode : '';
  const close = () => setOpen(undefined);
  const changed = () => void refetch();
  const button = (which: Open, icon: React.ReactNode, label: string) => (
    <Button size="small" startIcon={icon} onClick={() => setOpen(which)} data-testid={`labels-${which}`}>
      {translate(label)}
    </Button>
  );
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      justifyContent="space-between"
      alignItems={{ md: 'center' }}
      data-testid="translations-toolbar"
    >
      <Typography variant="body2" color="text.secondary">
        {translate('app.translations.intro')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ flex: 'none' }}>
        {button('new', <AddIcon />, 'app.translations.new')}
        {button('import', <UploadIcon />, 'app.translations.import')}
        {button('export', <DownloadIcon />, 'app.translations.export')}
        {button('initialize', <AutoFixHighIcon />, 'app.translations.initialize')}
      </Stack>
      {open === 'new' && <NewLabelDialog operatorCode={operatorCode} onClose={close} />}
      {open === 'import' && <ImportDialog operatorCode={operatorCode} onClose={close} onImported={changed} />}
      {open === 'export' && <ExportDialog operatorCode={operatorCode} onClose={close} />}
      {open === 'initialize' && (
        <InitializeDialog
          operatorCode={operatorCode}
          onClose={close}
          onDone={() => {
            close();
            changed();
          }}
        />
      )}
    </Stack>
  );
}
