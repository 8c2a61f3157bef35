import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { PlayerLimit } from '../../../resources/playerLimits';
import { formatNumber } from '../../format';
import { usePageText } from '../player/usePageText';
import { LIMIT_TEXT_MAX, limitError, textError } from './limitRules';

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
 * The limit dialog (width 390): limit not empty, ≥ 0 and ≤ the default when there is one;
 * description and reason required, max 255.
 */
export function LimitDialog({ name, current, defaultLimit, busy, onCancel, onSave }: LimitDialogProps) {
  const t = usePageText();
  const translate = useTranslate();
  const [limit, setLimit] = useState(current?.limit === null || current?.limit === undefined ? '' : String(current.limit));
  const [description, setDescription] = useState(current?.description ?? '');
  const [reason, setReason] = useState(current?.reason ?? '');
  const [touched, setTouched] = useState(false);
  const errors = { limit: limitError(limit, defaultLimit), description: textError(description), reason: textError(reason) };
  const valid = !errors.limit && !errors.description && !errors.reason;
  const message = (key: string | undefined) => (touched && key ? t(key, { max: LIMIT_TEXT_MAX }) : undefined);
  const save = () => {
    setTouched(true);
    if (valid) onSave({ limit: Number(limit), description: description.trim(), reason: reason.trim() });
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby="limit-dialog-title" slotProps={{ paper: { sx: { width: 390 } } }}>
      <DialogTitle id="limit-dialog-title">{translate(`resources.players-limits.fields.${name}`, { _: name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {defaultLimit !== null && defaultLimit !== undefined && (
            <Typography variant="body2" color="text.secondary">
              {t('app.limits.default', { limit: formatNumber(defaultLimit) })}
            </Typography>
          )}
          <TextField
            label={t('app.limits.limit')}
            type="number"
            size="small"
            value={limit}
            onChange={(event) => setLimit(event.target.value)}
            error={Boolean(message(errors.limit))}
            helperText={message(errors.limit)}
            slotProps={{ htmlInput: { 'data-testid': 'limit-value' } }}
          />
          <TextField
            label={t('app.limits.description')}
            size="small"
            multiline
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            error={Boolean(message(errors.description))}
            helperText={message(errors.description)}
            slotProps={{ htmlInput: { maxLength: LIMIT_TEXT_MAX, 'data-testid': 'limit-description' } }}
          />
          <TextField
            label={t('app.limits.reason')}
            size="small"
            multiline
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(message(errors.reason))}
            helperText={message(errors.reason)}
            slotProps={{ htmlInput: { maxLength: LIMIT_TEXT_MAX, 'data-testid': 'limit-reason' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('app.limits.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={busy || (touched && !valid)} data-testid="limit-save">
          {t('app.limits.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
