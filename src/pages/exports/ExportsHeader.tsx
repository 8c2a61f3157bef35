import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { activityLog } from '../../../resources/activityLog';
import { filteredListPath } from '../../../resources/dashboard';
import { EXPORT_MAX_ATTEMPTS, EXPORT_RETENTION_DAYS } from '../../../resources/exports';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { UploadExportButton } from './UploadExportButton';

/** The activity-log types of export files (000 §3): written by the server, uploaded by staff. */
const LOG_TYPES = ['UPLOADED_EXPORT', 'MANUALLY_UPLOADED_EXPORT'] as const;

/**
 * The exports list's header: where files come from and how long they are kept, links to the
 * activity log of each export log type, and the upload button.
 */
export function ExportsHeader() {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} alignItems={{ md: 'center' }} data-testid="exports-header">
      <Stack spacing={0.5} sx={{ flexGrow: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.exports.hint', { days: EXPORT_RETENTION_DAYS, attempts: EXPORT_MAX_ATTEMPTS })}
        </Typography>
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
          <Typography variant="body2" color="text.secondary">
            {translate('app.exports.activity')}
          </Typography>
          {LOG_TYPES.map((logType) => (
            <Link key={logType} component={RouterLink} variant="body2" to={filteredListPath(activityLog.route, { logType })}>
              {enumLabel('activityLogType', logType)}
            </Link>
          ))}
        </Stack>
      </Stack>
      <UploadExportButton />
    </Stack>
  );
}
