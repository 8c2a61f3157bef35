import { Alert, Button, Stack, TextField } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useAuthProvider, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { INVALID_LOGIN } from '../auth/createAuthProvider';
import { PasswordField } from './PasswordField';
import { useErrorHighlight } from './useErrorHighlight';

/** How long the failed-login toast stays (000 §8). */
export const LOGIN_ERROR_TOAST_MS = 8000;

/** Where to go after login: the page first asked for (react-admin keeps it in the location state), else `fallback`. */
export function nextLocation(state: unknown, fallback = '/'): string {
  const { nextPathname, nextSearch } = (state ?? {}) as { nextPathname?: unknown; nextSearch?: unknown };
  if (typeof nextPathname !== 'string' || !nextPathname.startsWith('/') || nextPathname.startsWith('/auth/')) return fallback;
  return nextPathname + (typeof nextSearch === 'string' ? nextSearch : '');
}

/**
 * The login form (000 §2): E-mail, Password, Login. Empty fields only mark the form; a refused
 * login shows the server description (or the default text) as an 8 s toast and under the form.
 * After login the user goes back to the page first asked for.
 */
export function LoginForm({ redirectTo, onSuccess }: { redirectTo?: string; onSuccess?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const [highlight, flash] = useErrorHighlight();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (!email.trim() || !password) {
      flash();
      return;
    }
    inFlight.current = true;
    setPending(true);
    setMessage(null);
    // react-admin's useLogin keeps the failed auth check cached from this page, which would log
    // the user out on the first screen; drop every cached auth answer before navigating.
    Promise.resolve(authProvider?.login({ username: email.trim(), password }))
      .then(async () => {
        await queryClient.resetQueries({ queryKey: ['auth'] });
        onSuccess?.();
        navigate(redirectTo ?? nextLocation(location.state), { replace: true });
      })
      .catch((error: unknown) => {
        const text = (error instanceof Error && error.message) || INVALID_LOGIN;
        notify(text, { type: 'error', autoHideDuration: LOGIN_ERROR_TOAST_MS, messageArgs: { _: text } });
        setMessage(text);
        flash();
      })
      .finally(() => {
        inFlight.current = false;
        setPending(false);
      });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-busy={pending}>
      <TextField
        label={translate('app.login.email')}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={highlight}
        fullWidth
      />
      <PasswordField
        label={translate('app.login.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={highlight}
        fullWidth
      />
      <Button type="submit" variant="contained" disabled={pending} fullWidth>
        {translate('app.login.submit')}
      </Button>
      {message ? <Alert severity="error">{translate(message, { _: message })}</Alert> : null}
    </Stack>
  );
}
