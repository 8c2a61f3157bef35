import { Alert, Box, Button, FormControlLabel, Stack, Switch } from '@mui/material';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { OperatorConsoleInput, type OperatorConsole } from '../../../../resources/operators';
import type { BackofficeDataProvider } from '../../../data/types';
import { catalogueResolver } from '../../../forms/catalogueResolver';
import { FormTextField } from '../../../forms/FormTextField';
import { serverFieldErrors } from '../../../forms/serverFieldErrors';
import { conflictOf } from '../../../resource-ui/conflict';
import { useCatalogue } from '../../../resource-ui/useCatalogue';
import { ColourField } from './ColourField';
import { ConsolePreview } from './ConsolePreview';
import { LogoField } from './LogoField';

/** The form's values: the console's UI info as text. */
type ConsoleValues = {
  name: string;
  domain: string;
  officeTitle: string;
  playersTitle: string;
  logoUrl: string;
  theme: { primary: string; secondary: string };
  darkTheme: boolean;
  updated: string;
};

const FIELDS = ['name', 'domain', 'officeTitle', 'playersTitle', 'logoUrl', 'theme.primary', 'theme.secondary'] as const;

function toValues(record: OperatorConsole): ConsoleValues {
  return {
    name: record.name,
    domain: record.domain ?? '',
    officeTitle: record.officeTitle ?? '',
    playersTitle: record.playersTitle ?? '',
    logoUrl: record.logoUrl ?? '',
    theme: { ...record.theme },
    darkTheme: record.darkTheme,
    updated: record.updated,
  };
}

export interface ConsoleFormProps {
  record: OperatorConsole;
  /** Called with the console as saved. */
  onSaved: (record: OperatorConsole) => void;
}

/**
 * A console's look (its UI info): name, domain, office and players titles (empty: the console's
 * own words), logo, primary and secondary colours and dark mode, with a live preview. Saving is
 * `PUT operators/{code}`; when someone else saved the console meanwhile (409), the form offers to
 * load theirs or to save these values over it.
 *
 * @example <ConsoleForm record={console} onSaved={setConsole} />
 */
export function ConsoleForm({ record, onSaved }: ConsoleFormProps) {
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const resolver = useMemo(() => catalogueResolver<ConsoleValues>(OperatorConsoleInput, catalogue), [catalogue]);
  const form = useForm<ConsoleValues>({ resolver, defaultValues: toValues(record) });
  const { control, handleSubmit, reset, setError, formState } = form;
  const values = useWatch({ control });
  const [conflict, setConflict] = useState<OperatorConsole>();
  const t = (key: string) => translate(`app.operators.${key}`);

  const save = handleSubmit(async (draft) => {
    try {
      const { record: saved } = await dataProvider.runAction('operators', 'update', { id: record.code, input: draft });
      setConflict(undefined);
      reset(toValues(saved as unknown as OperatorConsole));
      onSaved(saved as unknown as OperatorConsole);
      notify('app.operators.saved', { type: 'success', messageArgs: { name: draft.name } });
    } catch (error) {
      const current = conflictOf(error);
      if (current) return setConflict(current as unknown as OperatorConsole);
      const fields = serverFieldErrors(error);
      for (const entry of fields) {
        if ((FIELDS as readonly string[]).includes(entry.path))
          setError(entry.path as (typeof FIELDS)[number], { type: 'server', message: entry.message });
      }
      if (fields.length === 0) notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  });

  const reload = () => {
    if (!conflict) return;
    reset(toValues(conflict));
    onSaved(conflict);
    setConflict(undefined);
  };
  const overwrite = () => {
    if (!conflict) return;
    form.setValue('updated', conflict.updated);
    setConflict(undefined);
    void save();
  };

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        onSubmit={(event) => void save(event)}
        noValidate
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
      >
        <Stack spacing={2}>
          <FormTextField<ConsoleValues> name="name" label={t('fields.name')} size="small" required fullWidth />
          <FormTextField<ConsoleValues> name="domain" label={t('fields.domain')} size="small" fullWidth hint={t('domainHint')} />
          <FormTextField<ConsoleValues>
            name="officeTitle"
            label={t('fields.officeTitle')}
            size="small"
            fullWidth
            hint={translate('app.operators.titleHint', { word: translate('app.title') })}
          />
          <FormTextField<ConsoleValues>
            name="playersTitle"
            label={t('fields.playersTitle')}
            size="small"
            fullWidth
            hint={translate('app.operators.titleHint', { word: translate('app.menu.groups.players') })}
          />
          <Controller
            name="logoUrl"
            control={control}
            render={({ field, fieldState }) => (
              <LogoField
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                initials={record.code.slice(0, 3).toUpperCase()}
              />
            )}
          />
        </Stack>
        <Stack spacing={2}>
          {(['primary', 'secondary'] as const).map((which) => (
            <Controller
              key={which}
              name={`theme.${which}`}
              control={control}
              render={({ field, fieldState }) => (
                <ColourField
                  label={t(`fields.${which}`)}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  testId={`colour-${which}`}
                />
              )}
            />
          ))}
          <Controller
            name="darkTheme"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                label={t('fields.darkTheme')}
              />
            )}
          />
          <ConsolePreview
            officeTitle={values.officeTitle || translate('app.title')}
            logoUrl={values.logoUrl}
            primary={values.theme?.primary ?? ''}
            secondary={values.theme?.secondary ?? ''}
            darkTheme={values.darkTheme ?? false}
          />
        </Stack>
        {conflict && (
          <Alert
            severity="warning"
            sx={{ gridColumn: '1 / -1' }}
            action={
              <Stack direction="row" spacing={1}>
                <Button color="inherit" size="small" onClick={reload}>
                  {t('conflict.reload')}
                </Button>
                <Button color="inherit" size="small" onClick={overwrite}>
                  {t('conflict.overwrite')}
                </Button>
              </Stack>
            }
          >
            {translate('app.operators.conflict.message', { name: conflict.name })}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || !formState.isDirty} data-testid="console-save">
            {translate('ra.action.save')}
          </Button>
          <Button color="inherit" disabled={!formState.isDirty} onClick={() => reset(toValues(record))}>
            {t('reset')}
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}
