import { Alert, Box, Button, Checkbox, FormControlLabel, FormHelperText, Stack, TextField } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { EXTERNAL_LOGIN_URL } from '../../auth/externalLogin';
import type { BackofficeDataProvider } from '../../data/types';
import { useLocalSettings } from '../../flags/useLocalSettings';
import { useServerInfo } from '../../shell/serverInfo';
import { PasswordField } from '../PasswordField';
import { AuthDialog } from './AuthDialog';
import { EARLIEST_BIRTHDATE, validateRegistration, type Problem, type RegistrationValues } from './registrationRules';
import { PickersLocalization } from '../../widgets/PickersLocalization';

/** Success message time and the delay before going home (001 §9). */
export const AUTH_MESSAGE_MS = 10_000;
export const AUTH_REDIRECT_MS = 1_500;

const EMPTY: RegistrationValues = { firstName: '', lastName: '', email: '', password: '', repeatPassword: '', birthdate: null, terms: false };

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
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof RegistrationValues, Problem>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  useEffect(() => {
    if (open && settings.externalRegistration) window.location.assign(`${EXTERNAL_LOGIN_URL}/register`);
  }, [open, settings.externalRegistration]);

  const set = <K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [key]: undefined }));
  };
  const message = (key: keyof RegistrationValues) => {
    const problem = problems[key];
    return problem ? translate(problem.key, problem.args) : undefined;
  };
  const field = (key: 'firstName' | 'lastName' | 'email', type = 'text') => (
    <TextField
      label={translate(`app.register.${key}`)}
      name={key}
      type={type}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(problems[key])}
      helperText={message(key)}
      required
      fullWidth
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const found = validateRegistration(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setLoading(true);
    setServerError(null);
    try {
      await dataProvider.callApi({
        method: 'POST',
        path: 'auth/register',
        body: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          password: values.password,
          birthdate: values.birthdate,
        },
      });
      setValues(EMPTY);
      onClose();
      notify('app.messages.registrationThanks', { type: 'success', autoHideDuration: AUTH_MESSAGE_MS });
      redirect.current = setTimeout(() => navigate('/'), AUTH_REDIRECT_MS);
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string>; args?: Record<string, unknown> }) : undefined;
      if (body?.errors && typeof body.errors === 'object') {
        setProblems(Object.fromEntries(Object.entries(body.errors).map(([key, text]) => [key, { key: text }])));
      }
      const text = error instanceof Error && error.message && !body?.errors ? translate(error.message, { _: error.message, ...body?.args }) : translate('app.register.failed');
      setServerError(text);
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthDialog open={open} onClose={onClose} title={translate('app.register.title')}>
      {disabled ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('app.register.disabled')}
        </Alert>
      ) : (
        <PickersLocalization>
          <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }} aria-busy={loading}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('firstName')}
              {field('lastName')}
            </Stack>
            {field('email', 'email')}
            <PasswordField
              label={translate('app.register.password')}
              name="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => set('password', event.target.value)}
              error={Boolean(problems.password)}
              helperText={message('password') ?? translate('app.register.passwordHint')}
              required
              fullWidth
            />
            <PasswordField
              label={translate('app.register.repeatPassword')}
              name="repeatPassword"
              autoComplete="new-password"
              value={values.repeatPassword}
              onChange={(event) => set('repeatPassword', event.target.value)}
              error={Boolean(problems.repeatPassword)}
              helperText={message('repeatPassword')}
              required
              fullWidth
            />
            <DatePicker
              label={translate('app.register.birthdate')}
              format="YYYY-MM-DD"
              minDate={dayjs(EARLIEST_BIRTHDATE)}
              maxDate={dayjs()}
              openTo="year"
              value={values.birthdate ? dayjs(values.birthdate) : null}
              onChange={(value) => set('birthdate', value ? (value.isValid() ? value.format('YYYY-MM-DD') : 'invalid') : null)}
              slotProps={{
                textField: { name: 'birthdate', required: true, fullWidth: true, error: Boolean(problems.birthdate), helperText: message('birthdate') },
              }}
            />
            <Box>
              <FormControlLabel
                control={<Checkbox checked={values.terms} onChange={(event) => set('terms', event.target.checked)} name="terms" />}
                label={translate('app.register.terms')}
              />
              {problems.terms ? <FormHelperText error>{message('terms')}</FormHelperText> : null}
            </Box>
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
        </PickersLocalization>
      )}
    </AuthDialog>
  );
}
