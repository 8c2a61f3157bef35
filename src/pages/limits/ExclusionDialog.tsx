import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  EXCLUSION_TIME_FRAMES,
  exclusionForm,
  exclusionLimit,
  LIMIT_TEXT_MAX,
  type ExclusionFormValues,
} from '../../../resources/limitRules';
import type { PlayerLimits } from '../../../resources/playerLimits';
import { formatDateTime } from '../../format';
import { catalogueResolver } from '../../forms/catalogueResolver';
import { FormTextField } from '../../forms/FormTextField';
import { useCatalogue } from '../../resource-ui/useCatalogue';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { usePageText } from '../player/usePageText';
import type { LimitChange } from './useSetLimit';

export interface ExclusionDialogProps {
  record: PlayerLimits;
  busy?: boolean;
  onCancel: () => void;
  onSave: (change: LimitChange) => void;
}

/**
 * The exclusion dialog: a time frame (24 hours to 6 months, indefinitely or a custom date from
 * today up to 1000 years ahead), reason and description required. While excluded it offers only
 * revocation (limit null).
 */
export function ExclusionDialog({ record, busy, onCancel, onSave }: ExclusionDialogProps) {
  const t = usePageText();
  const enumLabel = useEnumLabel();
  const excluded = record.isExcluded;
  const catalogue = useCatalogue();
  const resolver = useMemo(() => catalogueResolver<ExclusionFormValues>(exclusionForm(excluded), catalogue), [excluded, catalogue]);
  const form = useForm<ExclusionFormValues>({
    resolver,
    defaultValues: { timeFrame: 'none', customDate: '', description: '', reason: '' },
  });
  const timeFrame = form.watch('timeFrame');
  const submit = form.handleSubmit((values) => {
    const limit = excluded ? null : (exclusionLimit(values.timeFrame, values.customDate) ?? null);
    onSave({ limitName: 'selfProtectionExcludeUntil', limit, description: values.description.trim(), reason: values.reason.trim() });
  });
  return (
    <Dialog open onClose={onCancel} aria-labelledby="exclusion-title" slotProps={{ paper: { sx: { width: 390 } } }}>
      <DialogTitle id="exclusion-title">{t(excluded ? 'app.limits.exclusion.revokeTitle' : 'app.limits.exclusion.title')}</DialogTitle>
      <DialogContent>
        <FormProvider {...form}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {excluded ? (
              <Typography variant="body2" data-testid="excluded-until">
                {t('app.limits.exclusion.until', {
                  date: record.selfProtectionExcludeUntil ? formatDateTime(record.selfProtectionExcludeUntil, { detail: true }) : '',
                })}
              </Typography>
            ) : (
              <FormTextField<ExclusionFormValues>
                name="timeFrame"
                select
                size="small"
                label={t('app.limits.exclusion.timeFrame')}
                slotProps={{ select: { inputProps: { 'data-testid': 'exclusion-time-frame' } } }}
              >
                {EXCLUSION_TIME_FRAMES.map((option) => (
                  <MenuItem key={option} value={option}>
                    {enumLabel('exclusionTimeFrame', option)}
                  </MenuItem>
                ))}
              </FormTextField>
            )}
            {!excluded && timeFrame === 'custom' && (
              <FormTextField<ExclusionFormValues>
                name="customDate"
                type="date"
                size="small"
                label={t('app.limits.exclusion.date')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
            <FormTextField<ExclusionFormValues>
              name="reason"
              size="small"
              multiline
              label={t('app.limits.reason')}
              slotProps={{ htmlInput: { maxLength: LIMIT_TEXT_MAX, 'data-testid': 'exclusion-reason' } }}
            />
            <FormTextField<ExclusionFormValues>
              name="description"
              size="small"
              multiline
              label={t('app.limits.description')}
              slotProps={{ htmlInput: { maxLength: LIMIT_TEXT_MAX, 'data-testid': 'exclusion-description' } }}
            />
          </Stack>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('app.limits.cancel')}</Button>
        <Button
          variant="contained"
          color={excluded ? 'warning' : 'primary'}
          disabled={busy}
          onClick={() => void submit()}
          data-testid="exclusion-submit"
        >
          {t(excluded ? 'app.limits.exclusion.revoke' : 'app.limits.exclusion.exclude')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
