import { Alert, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useAuthProvider, usePermissions, useTranslate } from 'react-admin';
import type { BackofficeAuthProvider } from '../../auth/createAuthProvider';
import type { Permissions } from '../../auth/types';
import { useLocalSettings } from '../../flags/useLocalSettings';
import { useServerInfo } from '../../shell/serverInfo';
import { useThemeState } from '../../shell/theme';
import { RefreshRateSelector } from '../../widgets/RefreshRateSelector';
import { MONITORING_DASHBOARDS, MONITORING_RANGES, dashboardUrl, monitoringCookie, type MonitoringRange } from './monitoringUrls';

/**
 * The embedded monitoring dashboards for central managers (000 §2, §7): a time range, the base
 * refresh-rate set and the console's light or dark theme are passed to each dashboard; the access
 * token is set as a cookie for the monitoring path. Without a monitoring URL it says so.
 */
export function MonitoringDashboards() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const { info } = useServerInfo();
  const settings = useLocalSettings();
  const { dark } = useThemeState();
  const authProvider = useAuthProvider() as BackofficeAuthProvider | undefined;
  const [range, setRange] = useState<MonitoringRange>('24h');
  const [refreshMs, setRefreshMs] = useState(60_000);
  const baseUrl = typeof info?.uiInfo?.monitoringUrl === 'string' ? info.uiInfo.monitoringUrl : '';
  const token = authProvider?.getAccessToken?.() ?? null;

  useEffect(() => {
    if (baseUrl && token) document.cookie = monitoringCookie(token, settings.monitoringPath);
  }, [baseUrl, token, settings.monitoringPath]);

  if (permissions?.role !== 'central') return null;
  return (
    <Box component="section" aria-labelledby="monitoring-title" sx={{ mt: 4 }} data-testid="monitoring">
      <Typography id="monitoring-title" variant="h6" component="h2" gutterBottom>
        {translate('app.monitoring.title')}
      </Typography>
      {!baseUrl ? (
        <Alert severity="info">{translate('app.monitoring.notConfigured')}</Alert>
      ) : (
        <>
          <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
            <TextField
              select
              size="small"
              label={translate('app.monitoring.range')}
              value={range}
              onChange={(event) => setRange(event.target.value as MonitoringRange)}
              sx={{ minWidth: 160 }}
            >
              {MONITORING_RANGES.map((value) => (
                <MenuItem key={value} value={value}>
                  {translate(`app.monitoring.ranges.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <RefreshRateSelector value={refreshMs} onChange={setRefreshMs} />
          </Stack>
          <Stack spacing={2}>
            {MONITORING_DASHBOARDS.map((dashboard) => (
              <Box
                key={dashboard.id}
                component="iframe"
                title={translate(`app.monitoring.dashboards.${dashboard.id}`)}
                src={dashboardUrl(dashboard, { baseUrl, path: settings.monitoringPath, dark, refreshMs, range })}
                sx={{ width: '100%', height: dashboard.height, border: 0 }}
              />
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}
