import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { staffIssueText } from '../../../../resources/rules';
import { SETTINGS, type SettingKey, type SettingsSectionState } from '../../../../resources/systemSettings';
import type { BackofficeDataProvider } from '../../../data/types';
import { formatDateTime } from '../../../format';
import { serverFieldErrors } from '../../../forms/serverFieldErrors';
import { useCatalogue } from '../../../resource-ui/useCatalogue';
import { ServerChecks } from './ServerChecks';
import { SettingInput } from './SettingInput';
import { settingText } from './settingText';

export interface SectionCardProps {
  section: SettingsSectionState;
  /** The view's operator code (`central` for the platform). */
  operator: string;
  onSaved: (section: SettingsSectionState) => void;
}

const valuesOf = (section: SettingsSectionState) =>
  Object.fromEntries(section.settings.map((setting) => [setting.key, setting.value])) as Record<SettingKey, unknown>;

/**
 * One section of settings: each setting's input with what holds without a value of its own (its
 * default, or what the operator inherits from the central office), who saved it last, Save
 * (`PUT sectionUpdate/{code}`, checked with the settings' rules first) and Restore defaults
 * (`?changeToDefault=true`, asked first).
 */
export function SectionCard({ section, operator, onSaved }: SectionCardProps) {
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [values, setValues] = useState(() => valuesOf(section));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const saved = valuesOf(section);
  const dirty = section.settings.some((setting) => JSON.stringify(values[setting.key]) !== JSON.stringify(saved[setting.key]));
  const platform = section.operatorCode === null;
  const anyOwn = section.settings.some((setting) => !setting.isDefault);

  const send = async (reset: boolean) => {
    setBusy(true);
    try {
      const next = await dataProvider.callApi<SettingsSectionState>({
        method: 'PUT',
        path: `sectionUpdate/${section.code}`,
        operator,
        query: reset ? { changeToDefault: true } : undefined,
        body: reset ? {} : values,
      });
      setErrors({});
      setValues(valuesOf(next));
      onSaved(next);
      notify(reset ? 'app.settings.restored' : 'app.settings.saved', {
        type: 'success',
        messageArgs: { section: translate(`enums.settingsSection.${section.code}`) },
      });
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(Object.fromEntries(fields.map((entry) => [entry.path, entry.message])));
      if (fields.length === 0) notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const save = () => {
    const found: Record<string, string> = {};
    for (const setting of section.settings) {
      const result = SETTINGS[setting.key].schema.safeParse(values[setting.key]);
      for (const issue of result.error?.issues ?? []) {
        const path = [setting.key, ...issue.path.map(String)].join('.');
        found[path] ??= staffIssueText(issue, values[setting.key], catalogue);
      }
    }
    setErrors(found);
    if (Object.keys(found).length === 0) void send(false);
  };

  const hint = (key: SettingKey) => {
    const setting = section.settings.find((entry) => entry.key === key)!;
    return translate(platform ? 'app.settings.defaultValue' : 'app.settings.inheritedValue', {
      value: settingText(setting.defaultValue, translate),
    });
  };
  const title = translate(`enums.settingsSection.${section.code}`);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`section-${section.code}`}>
      <Stack spacing={2}>
        <div>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`app.settings.sections.${section.code}`)}
          </Typography>
        </div>
        {section.settings.map((setting) => (
          <SettingInput
            key={setting.key}
            settingKey={setting.key}
            kind={setting.kind}
            value={values[setting.key]}
            onChange={(value) => setValues((current) => ({ ...current, [setting.key]: value }))}
            errors={errors}
            hint={hint(setting.key)}
          />
        ))}
        {section.code === 'CONNECTIVITY' && <ServerChecks urls={(saved.externalServers as string[] | undefined) ?? []} />}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
          <Button variant="contained" disabled={!dirty || busy} onClick={save} data-testid={`save-${section.code}`}>
            {translate('ra.action.save')}
          </Button>
          <Button color="inherit" disabled={!anyOwn || busy} onClick={() => setConfirming(true)} data-testid={`restore-${section.code}`}>
            {translate('app.settings.restore')}
          </Button>
          <Typography variant="caption" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
            {section.updated
              ? translate('app.settings.lastSaved', {
                  time: formatDateTime(section.updated, { detail: true }),
                  user: section.updatedBy?.userUsername ?? '—',
                })
              : translate(platform ? 'app.settings.allDefaults' : 'app.settings.allInherited')}
          </Typography>
        </Stack>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`restore-${section.code}-title`}>
        <DialogTitle id={`restore-${section.code}-title`}>{translate('app.settings.restoreTitle', { section: title })}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate(platform ? 'app.settings.restoreWarning' : 'app.settings.restoreOperatorWarning')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={() => void send(true)} data-testid={`restore-${section.code}-confirm`}>
            {translate('app.settings.restore')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
