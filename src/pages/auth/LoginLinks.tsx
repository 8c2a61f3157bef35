import { Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useServerInfo } from '../../shell/serverInfo';

/**
 * The links under a login form (000 §2): "No account yet? Register now" (hidden while the server
 * says office registration is disabled, its default) and "Forgot password?". `state` goes along,
 * so the page first asked for survives a detour through registration.
 *
 * @example
 * <LoginLinks state={location.state} />
 */
export function LoginLinks({ state }: { state?: unknown }) {
  const translate = useTranslate();
  const { info } = useServerInfo();
  const registrationDisabled = info?.uiInfo?.officeRegistrationDisabled ?? true;
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
      {!registrationDisabled ? (
        <Typography variant="body2">
          {translate('app.login.noAccount')}{' '}
          <Link component={RouterLink} to="/auth/register" state={state}>
            {translate('app.login.registerNow')}
          </Link>
        </Typography>
      ) : null}
      <Link component={RouterLink} to="/auth/forgot-password" state={state} variant="body2">
        {translate('app.login.forgotPassword')}
      </Link>
    </Stack>
  );
}
