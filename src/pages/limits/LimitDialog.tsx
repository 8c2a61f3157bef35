import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { LIMIT_TEXT_MAX, limitForm, type LimitFormValues } from '../../../resources/limitRules';
import type { PlayerLimit } from '../../../resources/playerLimits';
import { formatNumber } from '../../format';
import { catalogueResolver } from '../../forms/catalogueResolver';
import { FormTextField } from '../../forms/FormTextField';
import { useCatalogue } from '../../resource-ui/useCatalogue';
import { usePageText } from '../player/usePageText';

export interface LimitDialogProps {
  /** The limit's name (`maxStakePerBetslip`, …). */
  name: string;
  current: PlayerLimit | null | undefined;
  /** The default the limit must not exceed (self-protection limits), if any. */
  defaultLimit?: number | null;
  busy?: boolean;
  onCancel: () => void;
  onSave: (change: { limit: number; description: string; reason: string }) => void;
}

/**
 * The limit dialog (width 390), validated with {@link limitForm} (the request's rules): limit not
 * empty, ≥ 0 and ≤ the default when there is one; description and reason required, max 255.
 * Messages show from the first Save on.
 */
export function LimitDialog({ name, current, defaultLimit, busy, onCancel, onSave }: LimitDialogProps) {
  const t = usePageText();
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const resolver = useMemo(() => catalogueResolver<LimitFormValues>(limitForm(defaultLimit), catalogue), [defaultLimit, catalogue]);
  const form = useForm<LimitFormValues>({
    resolver,
    defaultValues: {
      limit: current?.limit === null || current?.limit === undefined ? '' : String(current.limit),
      description: current?.description ?? '',
      reason: current?.reason ?? '',
    },
  });
  const invalid = form.formState.isSubmitted && Object.keys(form.formState.errors).length > 0;
  const save = form.handleSubmit((values) =>
    onSave({ limit: Number(values.limit), description: values.description.trim(), reason: values.reason.trim() }),
  );
  return (
    <Dialog open onClose={onCancel} aria-labelledby="limit-dialog-title" slotProps={{ paper: { sx: { width: 390 } } }}>
      <DialogTitle id="limit-dialog-title">{translate(`resources.players-limits.fields.${name}`, { _: name })}</DialogTitle>
      <DialogContent>
        <FormProvider {...form}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {defaultLimit !== null && defaultLimit !== undefined && (
              <Typography variant="body2" color="text.secondary">
                {t('app.limits.default', { limit: formatNumber(defaultLimit) })}
              </Typography>
            )}
            <FormTextField<LimitFormValues>
              name="limit"
              label={t('app.limits.limit')}
              type="number"
              size="small"
              slotProps={{ htmlInput: { 'data-testid': 'limit-value' } }}
            />
            <FormTextField<LimitFormValues>
              name="description"
              label={t('app.limits.description')}
              size="small"
              multiline
              slotProps={{ htmlInput: { maxLength: LIMIT_TEXT_MAX, 'data-testid': 'limit-description' } }}
            />
            <FormTextField<LimitFormValues>
              name="reason"
              label={t('app.limits.reason')}
              size="small"
              multiline
              slotProps={{ htmlInput: { maxLength: LIMIT_TEXT_MAX, 'data-testid': 'limit-reason' } }}
            />
          </Stack>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('app.limits.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || invalid} data-testid="limit-save">
          {t('app.limits.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
