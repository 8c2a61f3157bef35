import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuthState, useTranslate } from 'react-admin';
import { EXTERNAL_LOGIN_URL } from '../auth/externalLogin';
import { useLocalSettings } from '../flags/useLocalSettings';
import { useServerInfo } from '../shell/serverInfo';
import { ForgotPasswordDialog } from './auth/ForgotPasswordDialog';
import { LoginLinks } from './auth/LoginLinks';
import { LoginModal } from './auth/LoginModal';
import { RegisterDialog } from './auth/RegisterDialog';
import { LoginForm, nextLocation } from './LoginForm';

export type AuthModal = 'login' | 'register' | 'forgot-password';

/**
 * The public sign-in page at /auth/login, also behind /auth/register and /auth/forgot-password
 * (which open those modals). Inline mode shows the form; Modal mode shows Login and Register
 * buttons opening modals; External mode sends Login to the identity provider (/authO).
 */
export function LoginPage({ modal }: { modal?: AuthModal }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const { authenticated, isPending } = useAuthState(undefined, false);
  const settings = useLocalSettings();
  const { info } = useServerInfo();
  const [loginOpen, setLoginOpen] = useState(modal === 'login');
  const registrationDisabled = info?.uiInfo?.officeRegistrationDisabled ?? true;
  if (!isPending && authenticated) return <Navigate to={nextLocation(location.state)} replace />;

  const go = (path: string) => navigate(path, { state: location.state });
  const closeModal = () => go('/auth/login');
  const external = settings.loginMode === 'External';
  const inline = settings.loginMode === 'Inline';
  const openLogin = () => (external ? window.location.assign(EXTERNAL_LOGIN_URL) : setLoginOpen(true));
  const links = <LoginLinks state={location.state} />;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: 420, maxWidth: '100%' }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.title')}
          </Typography>
          <Typography variant="subtitle1" gutterBottom>
            {translate('app.login.title')}
          </Typography>
          {inline ? (
            <LoginForm />
          ) : (
            <Stack direction="row" spacing={2}>
              <Button variant="contained" onClick={openLogin}>
                {translate('app.login.submit')}
              </Button>
              {!registrationDisabled ? (
                <Button variant="outlined" onClick={() => go('/auth/register')}>
                  {translate('app.login.register')}
                </Button>
              ) : null}
            </Stack>
          )}
          {links}
        </CardContent>
      </Card>
      <LoginModal
        open={loginOpen && !external}
        onClose={() => setLoginOpen(false)}
        onSuccess={() => setLoginOpen(false)}
        state={location.state}
      />
      <RegisterDialog open={modal === 'register'} onClose={closeModal} onLogin={closeModal} />
      <ForgotPasswordDialog open={modal === 'forgot-password'} onClose={closeModal} onLogin={closeModal} />
    </Box>
  );
}
