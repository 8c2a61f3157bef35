import { Button, Stack } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { EmailRequest, forgotPasswordError } from '../../../resources/account';
import { EXTERNAL_LOGIN_URL } from '../../auth/externalLogin';
import type { BackofficeDataProvider } from '../../data/types';
import { useLocalSettings } from '../../flags/useLocalSettings';
import { catalogueResolver } from '../../forms/catalogueResolver';
import { FormTextField } from '../../forms/FormTextField';
import { useCatalogue } from '../../resource-ui/useCatalogue';
import { AuthDialog } from './AuthDialog';
import { AUTH_MESSAGE_MS, AUTH_REDIRECT_MS } from './RegisterDialog';

type ForgotValues = z.input<typeof EmailRequest>;

/** The forgotten-password modal (001 §2): E-mail and Send; 'Return to login' on small screens. */
export function ForgotPasswordDialog({ open, onClose, onLogin }: { open: boolean; onClose: () => void; onLogin?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const settings = useLocalSettings();
  const catalogue = useCatalogue();
  const resolver = useMemo(() => catalogueResolver<ForgotValues>(EmailRequest, catalogue), [catalogue]);
  const form = useForm<ForgotValues>({ resolver, defaultValues: { email: '' }, reValidateMode: 'onSubmit' });
  const [loading, setLoading] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  useEffect(() => {
    if (open && settings.externalForgotPassword) window.location.assign(`${EXTERNAL_LOGIN_URL}/forgot-password`);
  }, [open, settings.externalForgotPassword]);

  const submit = form.handleSubmit(async ({ email }) => {
    if (loading) return;
    setLoading(true);
    try {
      // The schema's output: the e-mail trimmed.
      await dataProvider.callApi({ method: 'POST', path: 'auth/forgot-password', body: { email } });
      form.reset({ email: '' });
      onClose();
      notify('app.messages.checkInbox', { type: 'success', autoHideDuration: AUTH_MESSAGE_MS });
      redirect.current = setTimeout(() => navigate('/'), AUTH_REDIRECT_MS);
    } catch (error) {
      notify(forgotPasswordError(error instanceof Error ? error.message : undefined), { type: 'error' });
    } finally {
      setLoading(false);
    }
  });

  return (
    <AuthDialog open={open} onClose={onClose} title={translate('app.forgot.title')}>
      <FormProvider {...form}>
        <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2} sx={{ pt: 1 }} aria-busy={loading}>
          <FormTextField<ForgotValues> label={translate('app.login.email')} name="email" type="email" required fullWidth />
          <Button type="submit" variant="contained" disabled={loading} fullWidth>
            {translate('app.forgot.send')}
          </Button>
          {onLogin ? (
            <Button onClick={onLogin} sx={{ display: { md: 'none' } }}>
              {translate('app.forgot.returnToLogin')}
            </Button>
          ) : null}
        </Stack>
      </FormProvider>
    </AuthDialog>
  );
}
