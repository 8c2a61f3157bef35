import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Button, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** How long a check waits for an answer. */
const CHECK_TIMEOUT_MS = 10_000;

type State = 'pending' | 'success' | 'failed';

/**
 * Checks the external servers from this browser, as the server-unavailable bar does while the API
 * does not answer (000 §8): each address, and whether it answered.
 *
 * @example <ServerChecks urls={['/api/officeapp/info', '/version.json']} />
 */
export function ServerChecks({ urls }: { urls: readonly string[] }) {
  const translate = useTranslate();
  const [states, setStates] = useState<Record<string, State>>({});
  const check = () => {
    setStates(Object.fromEntries(urls.map((url) => [url, 'pending'])));
    for (const url of urls) {
      fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }).then(
        (response) => setStates((current) => ({ ...current, [url]: response.ok ? 'success' : 'failed' })),
        () => setStates((current) => ({ ...current, [url]: 'failed' })),
      );
    }
  };
  const icon = {
    pending: <HourglassEmptyIcon color="disabled" />,
    success: <CheckCircleIcon color="success" />,
    failed: <ErrorIcon color="error" />,
  };
  return (
    <Stack spacing={0.5} data-testid="server-checks">
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="subtitle2">{translate('app.settings.checks')}</Typography>
        <Button size="small" onClick={check} data-testid="server-check">
          {translate('app.settings.checkNow')}
        </Button>
      </Stack>
      <List dense disablePadding>
        {urls.map((url) => (
          <ListItem key={url} disableGutters data-state={states[url] ?? 'unchecked'}>
            {states[url] && <ListItemIcon sx={{ minWidth: 32 }}>{icon[states[url]]}</ListItemIcon>}
            <ListItemText primary={url} secondary={states[url] ? translate(`app.settings.check.${states[url]}`) : undefined} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
