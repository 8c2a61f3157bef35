import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PlayerLimits } from '../../../resources/playerLimits';
import { formatDateTime } from '../../format';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { usePageText } from '../player/usePageText';
import { customDateError, EXCLUSION_TIME_FRAMES, exclusionLimit, LIMIT_TEXT_MAX, textError, type ExclusionTimeFrame } from './limitRules';
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
  const [timeFrame, setTimeFrame] = useState<ExclusionTimeFrame>('none');
  const [customDate, setCustomDate] = useState('');
  const [description, setDescription] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const errors = {
    timeFrame: !excluded && timeFrame === 'none' ? 'app.validation.required' : undefined,
    customDate: !excluded && timeFrame === 'custom' ? customDateError(customDate) : undefined,
    description: textError(description),
    reason: textError(reason),
  };
  const valid = Object.values(errors).every((error) => !error);
  const shown = (key: string | undefined) => (touched && key ? t(key, { max: LIMIT_TEXT_MAX }) : undefined);
  const submit = () => {
    setTouched(true);
    if (!valid) return;
    const limit = excluded ? null : (exclusionLimit(timeFrame, customDate) ?? null);
    onSave({ limitName: 'selfProtectionExcludeUntil', limit, description: description.trim(), reason: reason.trim() });
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby="exclusion-title" slotProps={{ paper: { sx: { width: 390 } } }}>
      <DialogTitle id="exclusion-title">{t(excluded ? 'app.limits.exclusion.revokeTitle' : 'app.limits.exclusion.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {excluded ? (
            <Typography variant="body2" data-testid="excluded-until">
              {t('app.limits.exclusion.until', {
                date: record.selfProtectionExcludeUntil ? formatDateTime(record.selfProtectionExcludeUntil, { detail: true }) : '',
              })}
            </Typography>
          ) : (
            <TextField
              select
              size="small"
              label={t('app.limits.exclusion.timeFrame')}
              value={timeFrame}
              onChange={(event) => setTimeFrame(event.target.value as ExclusionTimeFrame)}
              error={Boolean(shown(errors.timeFrame))}
              helperText={shown(errors.timeFrame)}
              slotProps={{ select: { inputProps: { 'data-testid': 'exclusion-time-frame' } } }}
            >
              {EXCLUSION_TIME_FRAMES.map((option) => (
                <MenuItem key={option} value={option}>
                  {enumLabel('exclusionTimeFrame', option)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {!excluded && timeFrame === 'custom' && (
            <TextField
              type="date"
              size="small"
              label={t('app.limits.exclusion.date')}
              value={customDate}
              onChange={(event) => setCustomDate(event.target.value)}
              error={Boolean(shown(errors.customDate))}
              helperText={shown(errors.customDate)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          <TextField
            size="small"
            multiline
            label={t('app.limits.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(shown(errors.reason))}
            helperText={shown(errors.reason)}
            slotProps={{ htmlInput: { maxLength: LIMIT_TEXT_MAX, 'data-testid': 'exclusion-reason' } }}
          />
          <TextField
            size="small"
            multiline
            label={t('app.limits.description')}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            error={Boolean(shown(errors.description))}
            helperText={shown(errors.description)}
            slotProps={{ htmlInput: { maxLength: LIMIT_TEXT_MAX, 'data-testid': 'exclusion-description' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('app.limits.cancel')}</Button>
        <Button variant="contained" color={excluded ? 'warning' : 'primary'} disabled={busy} onClick={submit} data-testid="exclusion-submit">
          {t(excluded ? 'app.limits.exclusion.revoke' : 'app.limits.exclusion.exclude')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
