import { Button, Stack, TextField } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { EXTERNAL_LOGIN_URL } from '../../auth/externalLogin';
import type { BackofficeDataProvider } from '../../data/types';
import { useLocalSettings } from '../../flags/useLocalSettings';
import { AuthDialog } from './AuthDialog';
import { AUTH_MESSAGE_MS, AUTH_REDIRECT_MS } from './RegisterDialog';
import { forgotPasswordError, validateEmail, type Problem } from './registrationRules';

/** The forgotten-password modal (001 §2): E-mail and Send; 'Return to login' on small screens. */
export function ForgotPasswordDialog({ open, onClose, onLogin }: { open: boolean; onClose: () => void; onLogin?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const settings = useLocalSettings();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<Problem | undefined>();
  const [loading, setLoading] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  useEffect(() => {
    if (open && settings.externalForgotPassword) window.location.assign(`${EXTERNAL_LOGIN_URL}/forgot-password`);
  }, [open, settings.externalForgotPassword]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const found = validateEmail(email);
    setProblem(found);
    if (found) return;
    setLoading(true);
    try {
      await dataProvider.callApi({ method: 'POST', path: 'auth/forgot-password', body: { email: email.trim() } });
      setEmail('');
      onClose();
      notify('app.messages.checkInbox', { type: 'success', autoHideDuration: AUTH_MESSAGE_MS });
      redirect.current = setTimeout(() => navigate('/'), AUTH_REDIRECT_MS);
    } catch (error) {
      notify(forgotPasswordError(error instanceof Error ? error.message : undefined), { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthDialog open={open} onClose={onClose} title={translate('app.forgot.title')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }} aria-busy={loading}>
        <TextField
          label={translate('app.login.email')}
          name="email"
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setProblem(undefined);
          }}
          error={Boolean(problem)}
          helperText={problem ? translate(problem.key, problem.args) : undefined}
          required
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={loading} fullWidth>
          {translate('app.forgot.send')}
        </Button>
        {onLogin ? (
          <Button onClick={onLogin} sx={{ display: { md: 'none' } }}>
            {translate('app.forgot.returnToLogin')}
          </Button>
        ) : null}
      </Stack>
    </AuthDialog>
  );
}
