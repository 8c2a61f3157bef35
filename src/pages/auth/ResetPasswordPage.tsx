import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ResetPasswordForm, type ResetPasswordValues } from '../../../resources/account';
import type { BackofficeDataProvider } from '../../data/types';
import { catalogueResolver } from '../../forms/catalogueResolver';
import { FormTextField } from '../../forms/FormTextField';
import { useCatalogue } from '../../resource-ui/useCatalogue';
import { AUTH_MESSAGE_MS } from './RegisterDialog';

/** /auth/reset-password?token=…: a new password twice, then back to the login page. */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [params] = useSearchParams();
  const catalogue = useCatalogue();
  const resolver = useMemo(() => catalogueResolver<ResetPasswordValues>(ResetPasswordForm, catalogue), [catalogue]);
  const form = useForm<ResetPasswordValues>({ resolver, defaultValues: { password: '', repeatPassword: '' }, reValidateMode: 'onSubmit' });
  const [loading, setLoading] = useState(false);

  const submit = form.handleSubmit(async ({ password }) => {
    if (loading) return;
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
  });

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Card sx={{ width: 420, maxWidth: '100%' }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.reset.title')}
          </Typography>
          <FormProvider {...form}>
            <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2} aria-busy={loading}>
              <FormTextField<ResetPasswordValues>
                password
                name="password"
                label={translate('app.register.password')}
                autoComplete="new-password"
                hint={translate('app.register.passwordHint')}
                fullWidth
              />
              <FormTextField<ResetPasswordValues>
                password
                name="repeatPassword"
                label={translate('app.register.repeatPassword')}
                autoComplete="new-password"
                fullWidth
              />
              <Button type="submit" variant="contained" disabled={loading}>
                {translate('app.reset.submit')}
              </Button>
            </Stack>
          </FormProvider>
        </CardContent>
      </Card>
    </Box>
  );
}
