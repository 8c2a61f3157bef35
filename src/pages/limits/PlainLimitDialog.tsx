import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { PlainLimitForm, type PlainLimitFormValues } from '../../../resources/limitRules';
import { catalogueResolver } from '../../forms/catalogueResolver';
import { FormTextField } from '../../forms/FormTextField';
import { useCatalogue } from '../../resource-ui/useCatalogue';
import { usePageText } from '../player/usePageText';

export interface PlainLimitDialogProps {
  name: string;
  /** The shown value (minutes for the session time limit). */
  value: number | null | undefined;
  busy?: boolean;
  onCancel: () => void;
  onSave: (value: number | null) => void;
}

/** Edits a plain limit (loss limits, session time in minutes; beta) with {@link PlainLimitForm}: a number ≥ 0, empty clears it. */
export function PlainLimitDialog({ name, value, busy, onCancel, onSave }: PlainLimitDialogProps) {
  const t = usePageText();
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const resolver = useMemo(() => catalogueResolver<PlainLimitFormValues>(PlainLimitForm, catalogue), [catalogue]);
  const form = useForm<PlainLimitFormValues>({
    resolver,
    mode: 'onChange',
    defaultValues: { value: value === null || value === undefined ? '' : String(value) },
  });
  const save = form.handleSubmit(({ value: text }) => onSave(text.trim() === '' ? null : Number(text)));
  return (
    <Dialog open onClose={onCancel} aria-labelledby="plain-limit-title" slotProps={{ paper: { sx: { width: 390 } } }}>
      <DialogTitle id="plain-limit-title">{translate(`resources.players-limits.fields.${name}`, { _: name })}</DialogTitle>
      <DialogContent>
        <FormProvider {...form}>
          <FormTextField<PlainLimitFormValues>
            name="value"
            sx={{ mt: 1 }}
            fullWidth
            size="small"
            type="number"
            label={t(name === 'selfProtectionTimeLimitPerGameSession' ? 'app.limits.minutes' : 'app.limits.limit')}
          />
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('app.limits.cancel')}</Button>
        <Button variant="contained" disabled={busy || Boolean(form.formState.errors.value)} onClick={() => void save()}>
          {t('app.limits.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
