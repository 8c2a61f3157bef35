import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatFullDateTime } from '../format';
import { setFlag } from '../flags/flags';
import { LOGIN_MODES, restoreDefaultSettings, updateSettings, type LoginMode } from '../flags/localSettings';
import { useFlags } from '../flags/useFlags';
import { useLocalSettings } from '../flags/useLocalSettings';
import { UI_BUILD } from './buildInfo';
import { useServerInfo } from './serverInfo';

function utc(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

function ReadOnly({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }} data-testid={`debug-${label}`}>
        {value ?? ''}
      </Typography>
    </>
  );
}

/**
 * "Debug info and settings" (000 §2): beta and debug toggles, debugTestError, login mode,
 * monitoring path, Restore Defaults, and read-only server and build facts.
 */
export function DebugDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const flags = useFlags();
  const settings = useLocalSettings();
  const { info } = useServerInfo();
  const [testError, setTestError] = useState(settings.debugTestError);
  const t = (key: string) => translate(`app.debug.${key}`);
  const commitTime = info?.git?.commitTime;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="debug-dialog-title">
      <DialogTitle id="debug-dialog-title">{t('title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <FormControlLabel
            control={<Switch checked={flags.beta} onChange={(event) => setFlag('beta', event.target.checked)} />}
            label={t('beta')}
          />
          <FormControlLabel
            control={<Switch checked={flags.debug} onChange={(event) => setFlag('debug', event.target.checked)} />}
            label={t('debug')}
          />
          <TextField
            label={t('debugTestError')}
            value={testError}
            onChange={(event) => setTestError(event.target.value)}
            onBlur={() => {
              updateSettings({ debugTestError: testError });
              // A test error is thrown unhandled, to see how the console reports it.
              if (testError)
                setTimeout(() => {
                  throw new Error(testError);
                });
            }}
            size="small"
          />
          <TextField
            select
            label={t('loginMode')}
            value={settings.loginMode}
            onChange={(event) => updateSettings({ loginMode: event.target.value as LoginMode })}
            size="small"
          >
            {LOGIN_MODES.map((mode) => (
              <MenuItem key={mode} value={mode}>
                {translate(`app.debug.loginModes.${mode}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('monitoringPath')}
            value={settings.monitoringPath}
            onChange={(event) => updateSettings({ monitoringPath: event.target.value })}
            size="small"
          />
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
            <ReadOnly label={t('currentUrl')} value={typeof window === 'undefined' ? '' : window.location.href} />
            <ReadOnly label={t('serverVersion')} value={info?.build?.version} />
            <ReadOnly label={t('commitCount')} value={info?.git?.commitCount} />
            <ReadOnly label={t('commitId')} value={info?.git?.commitId} />
            <ReadOnly label={t('commitTime')} value={commitTime ? formatFullDateTime(new Date(commitTime)) : ''} />
            <ReadOnly
              label={t('uiBuild')}
              value={[UI_BUILD.version, UI_BUILD.buildNumber, UI_BUILD.commitId].filter(Boolean).join(' / ')}
            />
            <ReadOnly label={t('feedName')} value={info?.feedCache?.feed2Name} />
            <ReadOnly label={t('serverStart')} value={utc(info?.serverStartTimeUTC)} />
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            restoreDefaultSettings();
            setFlag('beta', false);
            setFlag('debug', false);
            setTestError('');
          }}
        >
          {t('restoreDefaults')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
