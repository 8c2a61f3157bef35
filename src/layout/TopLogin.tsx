import { Button, Link, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { EXTERNAL_LOGIN_URL } from '../auth/externalLogin';
import { useLocalSettings } from '../flags/useLocalSettings';
import { LoginModal } from '../pages/auth/LoginModal';
import { LoginForm } from '../pages/LoginForm';
import { useServerInfo } from '../shell/serverInfo';
import { withoutOpen } from './ProfileDialogHost';

/**
 * The top-bar login of a visitor (000 §2 "Top login form"). In the Inline login mode on medium
 * and wider screens: e-mail, password, Log In, a Register link (unless office registration is
 * disabled) and "Forgot password?". Otherwise Register and Login buttons: Login opens the login
 * modal, or goes to the external login in the External mode. `?open=login` opens the modal on any
 * page (the external login in External mode); login brings the visitor back to the same page,
 * other parameters kept, `open` removed.
 *
 * @example
 * <Toolbar><TopLogin /></Toolbar>
 */
export function TopLogin({ redirect = (url: string) => window.location.assign(url) }: { redirect?: (url: string) => void }) {
  const translate = useTranslate();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const { loginMode } = useLocalSettings();
  const { info } = useServerInfo();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [modal, setModal] = useState(false);
  const external = loginMode === 'External';
  const openParam = params.get('open') === 'login';
  const rest = withoutOpen(params).toString();
  const here = `${location.pathname}${rest ? `?${rest}` : ''}`;
  const back = { nextPathname: location.pathname, nextSearch: rest ? `?${rest}` : '' };
  const registrationDisabled = info?.uiInfo?.officeRegistrationDisabled ?? true;

  useEffect(() => {
    if (openParam && external) redirect(EXTERNAL_LOGIN_URL);
  }, [openParam, external, redirect]);

  const close = () => {
    setModal(false);
    if (openParam) setParams(withoutOpen(params), { replace: true });
  };
  const modalView = (
    <LoginModal open={!external && (modal || openParam)} onClose={close} onSuccess={() => setModal(false)} redirectTo={here} state={back} />
  );

  if (loginMode === 'Inline' && wide) {
    return (
      <Stack direction="row" spacing={1.5} alignItems="center" data-testid="top-login">
        <LoginForm layout="row" redirectTo={here} />
        <Stack spacing={0} sx={{ flexShrink: 0 }}>
          {!registrationDisabled ? (
            <Link component={RouterLink} to="/auth/register" state={back} variant="caption" color="inherit">
              {translate('app.login.register')}
            </Link>
          ) : null}
          <Link component={RouterLink} to="/auth/forgot-password" state={back} variant="caption" color="inherit">
            {translate('app.login.forgotPassword')}
          </Link>
        </Stack>
        {modalView}
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} alignItems="center" data-testid="top-login">
      {!registrationDisabled ? (
        <Button component={RouterLink} to="/auth/register" state={back} size="small" color="inherit">
          {translate('app.login.register')}
        </Button>
      ) : null}
      <Button
        variant="outlined"
        size="small"
        onClick={() => (external ? redirect(EXTERNAL_LOGIN_URL) : setModal(true))}
        data-testid="landing-login"
      >
        {translate('app.login.submit')}
      </Button>
      {modalView}
    </Stack>
  );
}
