import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { BackofficeDataProvider } from '../../data/types';
import { PasswordField } from '../PasswordField';
import { AUTH_MESSAGE_MS } from './RegisterDialog';
import { validatePassword, validateRepeat, type Problem } from './registrationRules';

/** /auth/reset-password?token=…: a new password twice, then back to the login page. */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<{ password?: Problem; repeat?: Problem }>({});
  const [loading, setLoading] = useState(false);
  const text = (problem?: Problem) => (problem ? translate(problem.key, problem.args) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const found = { password: validatePassword(password), repeat: validateRepeat(password, repeat) };
    setProblems(found);
    if (found.password || found.repeat) return;
    setLoading(true);
    try {
      await dataProvider.callApi({ method: 'POST', path: 'auth/reset-password', body: { token: params.get('token'), password } });
      notify('app.reset.done', { type: 'success', autoHideDuration: AUTH_MESSAGE_MS });
      navigate('/auth/login', { replace: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      notify(message || 'app.forgot.failed', { type: 'error', messageArgs: { _: message } });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Card sx={{ width: 420, maxWidth: '100%' }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.reset.title')}
          </Typography>
          <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-busy={loading}>
            <PasswordField
              label={translate('app.register.password')}
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(problems.password)}
              helperText={text(problems.password) ?? translate('app.register.passwordHint')}
              fullWidth
            />
            <PasswordField
              label={translate('app.register.repeatPassword')}
              autoComplete="new-password"
              value={repeat}
              onChange={(event) => setRepeat(event.target.value)}
              error={Boolean(problems.repeat)}
              helperText={text(problems.repeat)}
              fullWidth
            />
            <Button type="submit" variant="contained" disabled={loading}>
              {translate('app.reset.submit')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
