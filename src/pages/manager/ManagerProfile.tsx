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
import { useMemo, useState } from 'react';
import { useAuthProvider, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Controller, useForm, type Control } from 'react-hook-form';
import { activationAllowed, activationTooltip, ManagerProfileFields, type ManagerProfileField } from '../../../resources/manager';
import { Gender, UserState } from '../../../resources/enums';
import type { BackofficeAuthProvider } from '../../auth/createAuthProvider';
import type { BackofficeDataProvider } from '../../data/types';
import { catalogueResolver } from '../../forms/catalogueResolver';
import { serverFieldErrors } from '../../forms/serverFieldErrors';
import { useCurrentOperator } from '../../operator/useCurrentOperator';
import { useCatalogue } from '../../resource-ui/useCatalogue';
import { ManagerCredentialsView } from './ManagerCredentialsView';
import { isChanged, profileChanges, toDraft, type ManagerModel, type ProfileDraft } from './managerProfileModel';
import { saveManagerProfile } from './saveManagerProfile';
import { useManager } from './useManager';

const STATUSES = UserState.options;
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
  const operator = useCurrentOperator();
  const { manager, setManager, state } = useManager(managerCode, operator);
  if (state === 'loading') return <Typography sx={{ p: 2 }}>{translate('app.manager.loading')}</Typography>;
  if (state === 'missing' || !manager) {
    return <Typography sx={{ p: 2 }}>{translate('app.manager.notFound', { code: managerCode ?? '' })}</Typography>;
  }
  return (
    <ManagerProfileForm
      key={manager.id}
      manager={manager}
      setManager={setManager}
      self={!managerCode}
      operator={operator}
      onClose={onClose}
    />
  );
}

interface ManagerProfileFormProps {
  manager: ManagerModel;
  setManager: (manager: ManagerModel) => void;
  /** My Account: the signed-in manager. */
  self: boolean;
  operator: string | undefined;
  onClose?: () => void;
}

/** A text input of the profile form, showing its rule's message. */
function ProfileText({
  control,
  name,
  label,
  extra = {},
}: {
  control: Control<ProfileDraft>;
  name: ManagerProfileField;
  label: string;
  extra?: Record<string, unknown>;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          size="small"
          fullWidth
          {...extra}
        />
      )}
    />
  );
}

/** The loaded manager's profile: the form on react-hook-form, validated with {@link ManagerProfileFields}. */
function ManagerProfileForm({ manager, setManager, self, operator, onClose }: ManagerProfileFormProps) {
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const notify = useNotify();
  // The list behind the popup shows the change too.
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const auth = useAuthProvider() as BackofficeAuthProvider | undefined;
  const resolver = useMemo(() => catalogueResolver<ProfileDraft>(ManagerProfileFields, catalogue), [catalogue]);
  const { control, handleSubmit, reset, watch, setError, formState } = useForm<ProfileDraft>({ resolver, defaultValues: toDraft(manager) });
  const [saving, setSaving] = useState(false);
  const t = (key: string, args?: Record<string, unknown>) => translate(`app.manager.${key}`, args);
  const changed = isChanged(watch(), manager);
  const text = (field: ManagerProfileField, extra: Record<string, unknown> = {}) => (
    <ProfileText control={control} name={field} label={t(`fields.${field}`)} extra={extra} />
  );

  const update = handleSubmit(async (draft) => {
    setSaving(true);
    try {
      const changes = profileChanges(draft);
      const user = self ? auth?.getUser?.() : undefined;
      if (self && !user) throw new Error('The signed-in manager is not loaded');
      const result = await saveManagerProfile({ dataProvider, manager, changes, self: user, operator });
      setManager(result.manager);
      reset(toDraft(result.manager));
      refresh();
      if (!result.saved) notify('app.messages.profileNotUpdated', { type: 'error' });
      else notify(self ? 'app.messages.profileUpdated' : 'app.messages.managerProfileUpdated', { type: 'success' });
    } catch (error) {
      // A 400 names each refused field with its rule's message.
      for (const entry of serverFieldErrors(error)) {
        if (entry.path in manager) setError(entry.path as ManagerProfileField, { type: 'server', message: entry.message });
      }
      notify('app.messages.profileNotUpdated', { type: 'error' });
    } finally {
      setSaving(false);
    }
  });

  /** The declared status action (`PUT {op}/managers/{id}/status/{status}`); the new status is read from the answer. */
  const changeStatus = async (status: string) => {
    try {
      const { data } = await dataProvider.runAction('managers', 'changeStatus', { id: manager.id, input: { status } });
      setManager({ ...manager, status: (data as Pick<ManagerModel, 'status'>).status });
      notify('app.messages.managerStatusUpdated', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.error.exception', { type: 'error' });
    }
  };

  const sendActivation = async () => {
    try {
      const { data } = await dataProvider.runAction('managers', 'sendActivationEmail', { id: manager.id, input: { email: manager.email } });
      const payload = data as { success: boolean; message?: string };
      if (payload.success) notify('app.messages.activationEmailSent', { type: 'success' });
      else notify(payload.message || 'app.error.exception', { type: 'error', autoHideDuration: ACTIVATION_MESSAGE_MS });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.error.exception', { type: 'error', autoHideDuration: ACTIVATION_MESSAGE_MS });
    }
  };

  const canSendActivation = !self && activationAllowed(manager.status);
  return (
    <Box sx={{ p: 2 }} data-testid="manager-profile">
      {/* On a phone the status selector takes its own line under the title and the close button. */}
      <Stack direction="row" alignItems="center" useFlexGap sx={{ mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: '1 1 220px', minWidth: 0 }}>
          {t('header', { code: manager.operatorCode ?? translate('app.operator.central') })}
        </Typography>
        <TextField
          select
          size="small"
          label={t('fields.status')}
          value={manager.status}
          onChange={(event) => void changeStatus(event.target.value)}
          disabled={self}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 180 }, flex: 'none', order: 2 }}
        >
          {STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {translate(`enums.userState.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        {onClose ? (
          <IconButton aria-label={translate('ra.action.close')} onClick={onClose} sx={{ order: { xs: 1, sm: 3 } }}>
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
              <IconButton
                aria-label={translate(activationTooltip(manager.status))}
                disabled={!canSendActivation}
                onClick={() => void sendActivation()}
              >
                <ForwardToInboxIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        <FormControlLabel control={<Switch checked={manager.emailVerified} disabled />} label={t('fields.emailVerified')} />
        <TextField label={t('fields.username')} value={manager.userUsername} disabled size="small" fullWidth />
        <TextField label={t('fields.code')} value={manager.code} disabled size="small" fullWidth />
        {text('firstName', { required: true })}
        {text('lastName', { required: true })}
        {text('phoneNumber')}
        {text('birthdate', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
        <Controller
          name="gender"
          control={control}
          render={({ field }) => (
            <TextField {...field} select label={t('fields.gender')} size="small" fullWidth>
              <MenuItem value="">—</MenuItem>
              {Gender.options.map((value) => (
                <MenuItem key={value} value={value}>
                  {translate(`enums.gender.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {text('street')}
        {text('locality')}
        {text('postalCode')}
        {text('country')}
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button variant="contained" disabled={!changed || saving} onClick={() => void update()}>
          {t('update')}
        </Button>
        <Button disabled={!formState.isDirty || saving} onClick={() => reset(toDraft(manager))}>
          {t('reset')}
        </Button>
      </Stack>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('credentials.title')}
      </Typography>
      <ManagerCredentialsView key={manager.status} code={manager.code} />
    </Box>
  );
}
