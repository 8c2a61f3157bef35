import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Alert, Box, Button, List, ListItem, ListItemIcon, ListItemText, Tooltip, Typography } from '@mui/material';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BackofficeDataProvider } from '../data/types';
import { serverHealth, type ServerProbe } from '../data/serverHealth';
import { probeServers } from './probeServers';

const ICONS = {
  pending: <HourglassEmptyIcon fontSize="small" color="action" />,
  success: <CheckCircleIcon fontSize="small" color="success" />,
  failed: <ErrorIcon fontSize="small" color="error" />,
} as const;

function ProbeList({ probes }: { probes: ServerProbe[] }) {
  const translate = useTranslate();
  if (probes.length === 0) return <Typography variant="body2">{translate('app.health.checking')}</Typography>;
  return (
    <List dense disablePadding data-testid="server-probes">
      {probes.map((probe) => (
        <ListItem key={probe.url} disableGutters>
          <ListItemIcon sx={{ minWidth: 28 }} aria-label={translate(`app.health.probe.${probe.state}`)}>
            {ICONS[probe.state]}
          </ListItemIcon>
          <ListItemText primary={probe.url} />
        </ListItem>
      ))}
    </List>
  );
}

/** Seconds left until `retryAt`, re-read from the clock four times a second. */
function useCountdown(retryAt: number | undefined): number | undefined {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (retryAt === undefined) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 250);
    return () => clearInterval(timer);
  }, [retryAt]);
  // Read the clock while rendering: a time kept in state would be stale on the first render
  // after a new retry time arrives, and show one second too many.
  return retryAt === undefined ? undefined : Math.max(0, Math.ceil((retryAt - Date.now()) / 1000));
}

/** The URLs of `GET external-servers` (000 §7), read while the API answers; undefined until then. */
function useExternalServers(): string[] | undefined {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [urls, setUrls] = useState<string[] | undefined>(undefined);
  useEffect(() => {
    let live = true;
    let request: Promise<{ url: string }[]>;
    try {
      request = dataProvider.callApi<{ url: string }[]>({ method: 'GET', path: 'external-servers' });
    } catch {
      // A data provider without the back-office calls (tests): the default URLs stay.
      return;
    }
    Promise.resolve(request)
      .then((servers) => {
        const list = (servers ?? []).map((server) => server.url).filter((url) => typeof url === 'string' && url !== '');
        if (live && list.length > 0) setUrls(list);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [dataProvider]);
  return urls;
}

/**
 * The server-unavailable bar (000 §2): shown only while a transitory server error exists, with
 * the network hint unless the code is 503, the retry countdown, a Reload button, and on hover
 * the checked server URLs.
 */
export function ServerHealthBar() {
  const translate = useTranslate();
  const health = useSyncExternalStore(serverHealth.subscribe, serverHealth.get, serverHealth.get);
  const active = health !== undefined;
  const seconds = useCountdown(health?.retryAt);
  const urls = useExternalServers();
  useEffect(() => {
    if (active) void probeServers(serverHealth, urls);
  }, [active, urls]);
  if (!health) return null;
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.snackbar + 1 }}>
      <Tooltip title={<ProbeList probes={health.probes} />} placement="bottom-start">
        <Alert
          severity="warning"
          variant="filled"
          role="alert"
          data-testid="server-unavailable"
          sx={{ borderRadius: 0 }}
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              {translate('app.health.reload')}
            </Button>
          }
        >
          {translate('app.health.unavailable')}
          {health.status !== 503 ? ` ${translate('app.health.checkNetwork')}` : null}
          {seconds !== undefined ? ` ${translate('app.health.retryIn', { seconds })}` : null}
        </Alert>
      </Tooltip>
    </Box>
  );
}
