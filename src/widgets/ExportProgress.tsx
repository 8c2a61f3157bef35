import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { ExportState } from './useCsvExport';

/** Props of {@link ExportProgress}. */
export interface ExportProgressProps {
  /** The running export; nothing is shown when undefined. */
  progress?: ExportState;
  onCancel: () => void;
}

/**
 * The progress of a CSV export of all pages: rows received against rows expected, and Cancel.
 *
 * @example
 * <ExportProgress progress={{ records: 500, expected: 1001 }} onCancel={cancel} />
 */
export function ExportProgress({ progress, onCancel }: ExportProgressProps) {
  const translate = useTranslate();
  if (!progress) return null;
  const rows = Math.max(0, progress.records - 1);
  const total = Math.max(0, progress.expected - 1);
  const percent = total > 0 ? Math.min(100, (rows / total) * 100) : 0;
  return (
    <Dialog open fullWidth maxWidth="xs" aria-labelledby="export-progress-title">
      <DialogTitle id="export-progress-title">{translate('app.export.progressTitle')}</DialogTitle>
      <DialogContent>
        <LinearProgress variant="determinate" value={percent} aria-label={translate('app.export.progressTitle')} />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('app.export.progress', { rows, total })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
