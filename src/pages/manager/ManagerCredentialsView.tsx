import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ManagerCredentials } from '../../../resources/manager';
import { formatDateTime } from '../../format';
import { useManagerCredentials } from './useManagerCredentials';

/** The facts shown, in order; each label is `app.manager.credentials.<key>`. */
const FACTS = [
  'code',
  'email',
  'emailVerified',
  'status',
  'loginMethod',
  'lastLogin',
  'activeSessions',
  'failedLogins',
  'blockedUntil',
  'pendingActivation',
] as const;

/** A fact as text in the page language: yes/no, labels of states and methods, dates; "—" for none. */
function useFactText() {
  const translate = useTranslate();
  return (credentials: ManagerCredentials, key: (typeof FACTS)[number]): string => {
    const value = credentials[key];
    if (value === null || value === undefined) return '—';
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (key === 'status') return translate(`enums.userState.${String(value)}`);
    if (key === 'loginMethod') return translate(`app.manager.credentials.method.${String(value)}`);
    if (key === 'lastLogin' || key === 'blockedUntil') return formatDateTime(String(value), { detail: true });
    return String(value);
  };
}

/**
 * A manager's credentials (`managers/credentials`): realm and username, e-mail and whether it is
 * verified, status, how they sign in, the last login, open sessions, recent failed logins, a
 * login block and a pending activation. Never a password.
 *
 * @example
 * <ManagerCredentialsView code="backoffice:office1@demo.test" />
 */
export function ManagerCredentialsView({ code }: { code: string }) {
  const translate = useTranslate();
  const factText = useFactText();
  const { data, error, isPending, refetch } = useManagerCredentials(code);
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (error || !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('app.list.retry')}
          </Button>
        }
      >
        {error instanceof Error ? error.message : translate('app.error.exception')}
      </Alert>
    );
  }
  return (
    <Box
      component="dl"
      data-testid="manager-credentials"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5, m: 0 }}
    >
      {FACTS.map((key) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(`app.manager.credentials.${key}`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {factText(data, key)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
