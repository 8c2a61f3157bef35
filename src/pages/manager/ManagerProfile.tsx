import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/Error';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import {
  Box,
  Button,
  FormControlLabel,
  IconButton,
  InputAdornment,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { HttpError, useAuthProvider, useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { BackofficeAuthProvider } from '../../auth/createAuthProvider';
import type { Permissions } from '../../auth/types';
import type { BackofficeDataProvider } from '../../data/types';
import { useCurrentOperator } from '../../operator/useCurrentOperator';
import {
  activationTooltip,
  isChanged,
  PROFILE_FIELDS,
  toDraft,
  validateProfile,
  type FieldProblem,
  type ProfileDraft,
  type ProfileField,
} from './managerProfileModel';
import { saveManagerProfile } from './saveManagerProfile';
import { useManager } from './useManager';

const STATUSES = ['REGISTERED', 'ENABLED', 'DISABLED', 'LOCKED'] as const;
/** How long a refused activation e-mail message stays (001 §8). */
const ACTIVATION_MESSAGE_MS = 10_000;

export interface ManagerProfileProps {
  /** `realm:username`; leave out for the signed-in manager (My Account). */
  managerCode?: string;
  onClose?: () => void;
}

/**
 * The manager profile (001 §2): header "Manager Profile / Operator: {code}", status selector,
 * e-mail with verified badge and switch, activation e-mail, the nine editable fields with
 * Update (only when changed) and Reset. Used by the manager popup and by My Account.
 *
 * @example
 * <ManagerProfile managerCode="backoffice:office1@demo.test" onClose={close} />
 */
export function ManagerProfile({ managerCode, onClose }: ManagerProfileProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const auth = useAuthProvider() as BackofficeAuthProvider | undefined;
  const { permissions } = usePermissions<Permissions>();
  const operator = useCurrentOperator();
  const { manager, setManager, state } = useManager(managerCode, operator);
  const [draft, setDraft] = useState<ProfileDraft | undefined>();
  const [problems, setProblems] = useState<Partial<Record<ProfileField, FieldProblem>>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (manager) setDraft(toDraft(manager));
  }, [manager]);

  const self = !managerCode;
  const central = permissions?.role === 'central';
  const t = (key: string, args?: Record<string, unknown>) => translate(`app.manager.${key}`, args);

  if (state === 'loading' || (state === 'ready' && !draft)) {
    return <Typography sx={{ p: 2 }}>{t('loading')}</Typography>;
  }
  if (state === 'missing' || !manager || !draft) {
    return <Typography sx={{ p: 2 }}>{t('notFound', { code: managerCode ?? '' })}</Typography>;
  }

  const changed = isChanged(draft, manager);
  const set = (field: ProfileField, value: string) => {
    setDraft({ ...draft, [field]: value });
    setProblems({ ...problems, [field]: undefined });
  };
  const text = (field: ProfileField, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={t(`fields.${label}`)}
      name={field}
      value={draft[field]}
      onChange={(event) => set(field, event.target.value)}
      error={Boolean(problems[field])}
      helperText={problems[field] ? translate(problems[field].key, problems[field].args) : undefined}
      size="small"
      fullWidth
      {...extra}
    />
  );

  const update = async () => {
    const found = validateProfile(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const changes = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, draft[field].trim() || null]));
      const user = self ? auth?.getUser?.() : undefined;
      if (self && !user) throw new Error('The signed-in manager is not loaded');
      const result = await saveManagerProfile({ dataProvider, manager, changes, self: user, operator });
      setManager(result.manager);
      if (!result.saved) notify('app.messages.profileNotUpdated', { type: 'error' });
      else notify(self ? 'app.messages.profileUpdated' : 'app.messages.managerProfileUpdated', { type: 'success' });
    } catch (error) {
      const fields = error instanceof HttpError ? (error.body as { errors?: Record<string, string> })?.errors : undefined;
      if (fields) setProblems(Object.fromEntries(Object.entries(fields).map(([key, message]) => [key, { key: message }])));
      notify('app.messages.profileNotUpdated', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const changeStatus = async (status: string) => {
    try {
      const payload = await dataProvider.callApi<{ status: string }>({ method: 'PUT', path: `managers/${manager.id}/status/${status}`, operator });
      setManager({ ...manager, status: payload.status });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.error.exception', { type: 'error' });
    }
  };

  const sendActivation = async () => {
    try {
      const payload = await dataProvider.callApi<{ success: boolean; message?: string }>({
        method: 'POST',
        path: 'managers/send-manager-activation-email',
        operator,
        body: { email: manager.email },
      });
      if (payload.success) notify('app.messages.activationEmailSent', { type: 'success' });
      else notify(payload.message || 'app.error.exception', { type: 'error', autoHideDuration: ACTIVATION_MESSAGE_MS });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.error.exception', { type: 'error', autoHideDuration: ACTIVATION_MESSAGE_MS });
    }
  };

  const canSendActivation = central && !self && manager.status === 'REGISTERED';
  return (
    <Box sx={{ p: 2 }} data-testid="manager-profile">
      <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }}>
          {t('header', { code: manager.operatorCode ?? translate('app.operator.central') })}
        </Typography>
        <TextField
          select
          size="small"
          label={t('fields.status')}
          value={manager.status}
          onChange={(event) => void changeStatus(event.target.value)}
          disabled={self || !central}
          fullWidth={false}
          sx={{ width: 180, flex: 'none' }}
        >
          {STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {translate(`enums.userState.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        {onClose ? (
          <IconButton aria-label={translate('ra.action.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        ) : null}
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <Stack direction="row" spacing={1} alignItems="center">
          <TextField
            label={t('fields.email')}
            value={manager.email}
            disabled
            size="small"
            fullWidth
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title={t(manager.emailVerified ? 'verified' : 'notVerified')}>
                      {manager.emailVerified ? <CheckCircleIcon color="success" /> : <ErrorIcon color="error" />}
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Tooltip title={translate(activationTooltip(manager.status))}>
            <span>
              <IconButton aria-label={translate(activationTooltip(manager.status))} disabled={!canSendActivation} onClick={() => void sendActivation()}>
                <ForwardToInboxIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        <FormControlLabel control={<Switch checked={manager.emailVerified} disabled />} label={t('fields.emailVerified')} />
        <TextField label={t('fields.username')} value={manager.userUsername} disabled size="small" fullWidth />
        <TextField label={t('fields.code')} value={manager.code} disabled size="small" fullWidth />
        {text('firstName', 'firstName', { required: true })}
        {text('lastName', 'lastName', { required: true })}
        {text('phoneNumber', 'phoneNumber')}
        {text('birthdate', 'birthdate', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
        <TextField
          select
          label={t('fields.gender')}
          value={draft.gender}
          onChange={(event) => set('gender', event.target.value)}
          size="small"
          fullWidth
        >
          <MenuItem value="">—</MenuItem>
          <MenuItem value="1">{translate('enums.gender.1')}</MenuItem>
          <MenuItem value="2">{translate('enums.gender.2')}</MenuItem>
        </TextField>
        {text('street', 'street')}
        {text('locality', 'locality')}
        {text('postalCode', 'postalCode')}
        {text('country', 'country')}
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button variant="contained" disabled={!changed || saving} onClick={() => void update()}>
          {t('update')}
        </Button>
        <Button
          disabled={!changed || saving}
          onClick={() => {
            setDraft(toDraft(manager));
            setProblems({});
          }}
        >
          {t('reset')}
        </Button>
      </Stack>
    </Box>
  );
}
