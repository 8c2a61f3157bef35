import { Alert, Button, Stack, TextField } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useAuthProvider, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { INVALID_LOGIN } from '../auth/createAuthProvider';
import { useServerInfo } from '../shell/serverInfo';
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

/** The demo credentials of the server's UI info (`uiInfo.demoLogin`), when the environment is a demo. */
export function demoCredentials(uiInfo: Record<string, unknown> | undefined): { username: string; password: string } | undefined {
  const demo = uiInfo?.demoLogin as { username?: unknown; password?: unknown } | null | undefined;
  return typeof demo?.username === 'string' && typeof demo.password === 'string'
    ? { username: demo.username, password: demo.password }
    : undefined;
}

export interface LoginFormProps {
  /** Where to go after login; default the page first asked for. */
  redirectTo?: string;
  onSuccess?: () => void;
  /** `row`: the compact top-bar form (Log In, small fields, the message as a toast only). */
  layout?: 'stack' | 'row';
}

/**
 * The login form (000 §2): E-mail, Password, Login, and "Demo login" when the server's UI info
 * carries demo credentials. Empty fields only mark the form; a refused login shows the server
 * description (or the default text) as an 8 s toast and under the form. After login the user
 * goes back to the page first asked for.
 */
export function LoginForm({ redirectTo, onSuccess, layout = 'stack' }: LoginFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const demo = demoCredentials(useServerInfo().info?.uiInfo);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const [highlight, flash] = useErrorHighlight();
  const row = layout === 'row';

  const signIn = (username: string, secret: string) => {
    inFlight.current = true;
    setPending(true);
    setMessage(null);
    // react-admin's useLogin keeps the failed auth check cached from this page, which would log
    // the user out on the first screen; drop every cached auth answer before navigating.
    Promise.resolve(authProvider?.login({ username, password: secret }))
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (!email.trim() || !password) {
      flash();
      return;
    }
    signIn(email.trim(), password);
  };

  const demoButton = demo ? (
    <Button
      variant={row ? 'text' : 'outlined'}
      color="inherit"
      size={row ? 'small' : 'medium'}
      disabled={pending}
      fullWidth={!row}
      onClick={() => !inFlight.current && signIn(demo.username, demo.password)}
      sx={row ? { whiteSpace: 'nowrap', flexShrink: 0 } : undefined}
      data-testid="demo-login"
    >
      {translate('app.login.demo')}
    </Button>
  ) : null;

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={row ? 'row' : 'column'}
      spacing={row ? 1 : 2}
      alignItems={row ? 'center' : 'stretch'}
      aria-busy={pending}
      aria-label={row ? translate('app.login.title') : undefined}
    >
      <TextField
        label={translate('app.login.email')}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={highlight}
        size={row ? 'small' : 'medium'}
        fullWidth={!row}
        sx={row ? { width: 190 } : undefined}
      />
      <PasswordField
        label={translate('app.login.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={highlight}
        size={row ? 'small' : 'medium'}
        fullWidth={!row}
        sx={row ? { width: 190 } : undefined}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={pending}
        fullWidth={!row}
        sx={row ? { whiteSpace: 'nowrap', flexShrink: 0 } : undefined}
      >
        {translate(row ? 'app.login.logIn' : 'app.login.submit')}
      </Button>
      {demoButton}
      {message && !row ? <Alert severity="error">{translate(message, { _: message })}</Alert> : null}
    </Stack>
  );
}
