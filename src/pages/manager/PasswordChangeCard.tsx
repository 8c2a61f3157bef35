import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { HttpError, useAuthProvider, useDataProvider, useLogout, useNotify, useTranslate } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { ChangePasswordForm, type ChangePasswordValues } from '../../../resources/account';
import type { BackofficeAuthProvider } from '../../auth/createAuthProvider';
import type { Tokens } from '../../auth/types';
import type { BackofficeDataProvider } from '../../data/types';
import { catalogueResolver } from '../../forms/catalogueResolver';
import { FormTextField } from '../../forms/FormTextField';
import { serverFieldErrors } from '../../forms/serverFieldErrors';
import { useCatalogue } from '../../resource-ui/useCatalogue';

const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', repeatPassword: '' };

/** The tokens of the answer, when the API sent a new session for this browser. */
function tokensOf(payload: unknown): Tokens | undefined {
  const tokens = payload as Partial<Tokens> | null | undefined;
  return typeof tokens?.accessToken === 'string' && typeof tokens.refreshToken === 'string'
    ? { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }
    : undefined;
}

/**
 * My Account's password change: the current password, the new one twice under the password rules
 * (000 §5). Every session of the account ends, as a password reset ends them: this browser goes on
 * with the new session the answer carries, or signs in again when the API sends none.
 */
export function PasswordChangeCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const authProvider = useAuthProvider() as BackofficeAuthProvider;
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const catalogue = useCatalogue();
  const resolver = useMemo(() => catalogueResolver<ChangePasswordValues>(ChangePasswordForm, catalogue), [catalogue]);
  const form = useForm<ChangePasswordValues>({ resolver, defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();

  const submit = form.handleSubmit(async ({ currentPassword, password }) => {
    if (saving) return;
    setSaving(true);
    setProblem(undefined);
    try {
      const payload = await dataProvider.callApi({ method: 'POST', path: 'auth/change-password', body: { currentPassword, password } });
      form.reset(EMPTY);
      const tokens = tokensOf(payload);
      if (tokens) {
        await authProvider.acceptTokens(tokens);
        notify('app.profile.password.changed', { type: 'success' });
      } else {
        notify('app.profile.password.changedSignIn', { type: 'success' });
        await logout();
      }
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.some((entry) => entry.path === 'currentPassword')) {
        form.setError('currentPassword', { type: 'server', message: translate('app.profile.password.wrongCurrent') });
      } else if (error instanceof HttpError && error.status === 429) {
        setProblem(translate('app.profile.password.tooMany'));
      } else {
        setProblem(translate('app.profile.password.failed'));
      }
    } finally {
      setSaving(false);
    }
  });

  return (
    <Card sx={{ maxWidth: 960 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.profile.password.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.profile.password.intro')}
        </Typography>
        <FormProvider {...form}>
          <Stack
            component="form"
            noValidate
            onSubmit={(event) => void submit(event)}
            spacing={2}
            aria-busy={saving}
            aria-label={translate('app.profile.password.title')}
            sx={{ maxWidth: 420 }}
          >
            <FormTextField<ChangePasswordValues>
              password
              name="currentPassword"
              label={translate('app.profile.password.current')}
              autoComplete="current-password"
              fullWidth
            />
            <FormTextField<ChangePasswordValues>
              password
              name="password"
              label={translate('app.profile.password.new')}
              autoComplete="new-password"
              hint={translate('app.register.passwordHint')}
              fullWidth
            />
            <FormTextField<ChangePasswordValues>
              password
              name="repeatPassword"
              label={translate('app.profile.password.repeat')}
              autoComplete="new-password"
              fullWidth
            />
            {problem ? <Alert severity="error">{problem}</Alert> : null}
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={saving}>
                {translate('app.profile.password.submit')}
              </Button>
              <Button type="button" onClick={() => form.reset(EMPTY)} disabled={saving}>
                {translate('ra.action.reset')}
              </Button>
            </Stack>
          </Stack>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
