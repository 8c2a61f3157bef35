import { Box, CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuthProvider, useDataProvider, useNotify } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { BackofficeAuthProvider } from '../../auth/createAuthProvider';
import { readTokens } from '../../auth/readTokens';
import type { BackofficeDataProvider } from '../../data/types';
import { AUTH_MESSAGE_MS } from './RegisterDialog';

/**
 * /auth/account-verified?token=…: follows the activation link (`POST auth/verify-token`). With
 * tokens in the answer the manager is signed in ("Your account was successfully verified.");
 * without, "Registration has been verified, but could not auto-login. Please login." (000 §8).
 */
export function AccountVerifiedPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const authProvider = useAuthProvider() as BackofficeAuthProvider;
  const token = params.get('token');
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    (async () => {
      try {
        const answer = await dataProvider.callApiEnvelope({ method: 'POST', path: 'auth/verify-token', body: { token } });
        const tokens = readTokens(answer);
        if (tokens) {
          await authProvider.acceptTokens(tokens);
          await queryClient.resetQueries({ queryKey: ['auth'] });
          notify('app.verify.verified', { type: 'success', autoHideDuration: AUTH_MESSAGE_MS });
          navigate('/', { replace: true });
        } else {
          notify('app.verify.noAutoLogin', { type: 'info', autoHideDuration: AUTH_MESSAGE_MS });
          navigate('/auth/login', { replace: true });
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : undefined;
        notify(message || 'app.error.exception', { type: 'error', autoHideDuration: AUTH_MESSAGE_MS, messageArgs: { _: message } });
        navigate('/auth/login', { replace: true });
      }
    })();
  }, [authProvider, dataProvider, navigate, notify, queryClient, token]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label="…" />
    </Box>
  );
}
