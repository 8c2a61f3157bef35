import { Alert, Box, Button, Checkbox, FormControlLabel, FormHelperText, Stack } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { EARLIEST_BIRTHDATE, RegistrationForm, type RegistrationValues } from '../../../resources/account';
import { EXTERNAL_LOGIN_URL } from '../../auth/externalLogin';
import type { BackofficeDataProvider } from '../../data/types';
import { useLocalSettings } from '../../flags/useLocalSettings';
import { useServerInfo } from '../../shell/serverInfo';
import { catalogueResolver } from '../../forms/catalogueResolver';
import { FormTextField } from '../../forms/FormTextField';
import { serverFieldErrors } from '../../forms/serverFieldErrors';
import { useCatalogue } from '../../resource-ui/useCatalogue';
import { PickersLocalization } from '../../widgets/PickersLocalization';
import { AuthDialog } from './AuthDialog';

/** Success message time and the delay before going home (001 §9). */
export const AUTH_MESSAGE_MS = 10_000;
export const AUTH_REDIRECT_MS = 1_500;

const EMPTY: RegistrationValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  repeatPassword: '',
  birthdate: null,
  terms: false,
};

/**
 * The registration modal (001 §2, §5): first and last name, e-mail, password twice, birthdate
 * and Terms; "The registration is currently disabled." when the server says so.
 */
export function RegisterDialog({ open, onClose, onLogin }: { open: boolean; onClose: () => void; onLogin?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const settings = useLocalSettings();
  const { info } = useServerInfo();
  const disabled = info?.uiInfo?.officeRegistrationDisabled ?? true;
  const catalogue = useCatalogue();
  const resolver = useMemo(() => catalogueResolver<RegistrationValues>(RegistrationForm, catalogue), [catalogue]);
  const form = useForm<RegistrationValues>({ resolver, defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const [serverError, setServerError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  useEffect(() => {
    if (open && settings.externalRegistration) window.location.assign(`${EXTERNAL_LOGIN_URL}/register`);
  }, [open, settings.externalRegistration]);

  const field = (key: 'firstName' | 'lastName' | 'email', type = 'text') => (
    <FormTextField<RegistrationValues> label={translate(`app.register.${key}`)} name={key} type={type} required fullWidth />
  );

  const submit = form.handleSubmit(async (values) => {
    if (loading) return;
    setLoading(true);
    setServerError(null);
    try {
      // The schema's output: names and e-mail trimmed.
      const { firstName, lastName, email, password, birthdate } = values;
      await dataProvider.callApi({ method: 'POST', path: 'auth/register', body: { firstName, lastName, email, password, birthdate } });
      form.reset(EMPTY);
      onClose();
      notify('app.messages.registrationThanks', { type: 'success', autoHideDuration: AUTH_MESSAGE_MS });
      redirect.current = setTimeout(() => navigate('/'), AUTH_REDIRECT_MS);
    } catch (error) {
      const refused = serverFieldErrors(error).filter((entry) => entry.path in EMPTY);
      for (const entry of refused) form.setError(entry.path as keyof RegistrationValues, { type: 'server', message: entry.message });
      const args = error instanceof HttpError ? (error.body as { args?: Record<string, unknown> } | undefined)?.args : undefined;
      const text =
        error instanceof Error && error.message && refused.length === 0
          ? translate(error.message, { _: error.message, ...args })
          : translate('app.register.failed');
      setServerError(text);
    } finally {
      setLoading(false);
    }
  });

  return (
    <AuthDialog open={open} onClose={onClose} title={translate('app.register.title')}>
      {disabled ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('app.register.disabled')}
        </Alert>
      ) : (
        <PickersLocalization>
          <FormProvider {...form}>
            <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2} sx={{ pt: 1 }} aria-busy={loading}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {field('firstName')}
                {field('lastName')}
              </Stack>
              {field('email', 'email')}
              <FormTextField<RegistrationValues>
                password
                label={translate('app.register.password')}
                name="password"
                autoComplete="new-password"
                hint={translate('app.register.passwordHint')}
                required
                fullWidth
              />
              <FormTextField<RegistrationValues>
                password
                label={translate('app.register.repeatPassword')}
                name="repeatPassword"
                autoComplete="new-password"
                required
                fullWidth
              />
              <Controller
                name="birthdate"
                control={form.control}
                render={({ field: input, fieldState }) => (
                  <DatePicker
                    label={translate('app.register.birthdate')}
                    format="YYYY-MM-DD"
                    minDate={dayjs(EARLIEST_BIRTHDATE)}
                    maxDate={dayjs()}
                    openTo="year"
                    value={input.value ? dayjs(input.value) : null}
                    onChange={(value) => {
                      input.onChange(value ? (value.isValid() ? value.format('YYYY-MM-DD') : 'invalid') : null);
                      form.clearErrors('birthdate');
                    }}
                    slotProps={{
                      textField: {
                        name: 'birthdate',
                        required: true,
                        fullWidth: true,
                        error: Boolean(fieldState.error),
                        helperText: fieldState.error?.message,
                      },
                    }}
                  />
                )}
              />
              <Controller
                name="terms"
                control={form.control}
                render={({ field: input, fieldState }) => (
                  <Box>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={input.value}
                          onChange={(event) => {
                            input.onChange(event.target.checked);
                            form.clearErrors('terms');
                          }}
                          name="terms"
                        />
                      }
                      label={translate('app.register.terms')}
                    />
                    {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
                  </Box>
                )}
              />
              {serverError ? <Alert severity="error">{serverError}</Alert> : null}
              <Button type="submit" variant="contained" disabled={loading} fullWidth>
                {translate('app.register.submit')}
              </Button>
              {onLogin ? (
                <Button onClick={onLogin} sx={{ display: { md: 'none' } }}>
                  {translate('app.login.submit')}
                </Button>
              ) : null}
            </Stack>
          </FormProvider>
        </PickersLocalization>
      )}
    </AuthDialog>
  );
}
