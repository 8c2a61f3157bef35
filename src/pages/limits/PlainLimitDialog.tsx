import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { usePageText } from '../player/usePageText';
import { limitError } from './limitRules';

export interface PlainLimitDialogProps {
  name: string;
  /** The shown value (minutes for the session time limit). */
  value: number | null | undefined;
  busy?: boolean;
  onCancel: () => void;
  onSave: (value: number | null) => void;
}

/** Edits a plain limit (loss limits, session time in minutes; beta): a number ≥ 0, empty clears it. */
export function PlainLimitDialog({ name, value, busy, onCancel, onSave }: PlainLimitDialogProps) {
  const t = usePageText();
  const translate = useTranslate();
  const [text, setText] = useState(value === null || value === undefined ? '' : String(value));
  const error = text.trim() === '' ? undefined : limitError(text);
  return (
    <Dialog open onClose={onCancel} aria-labelledby="plain-limit-title" slotProps={{ paper: { sx: { width: 390 } } }}>
      <DialogTitle id="plain-limit-title">{translate(`resources.players-limits.fields.${name}`, { _: name })}</DialogTitle>
      <DialogContent>
        <TextField
          sx={{ mt: 1 }}
          fullWidth
          size="small"
          type="number"
          label={t(name === 'selfProtectionTimeLimitPerGameSession' ? 'app.limits.minutes' : 'app.limits.limit')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={Boolean(error)}
          helperText={error ? t(error) : undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('app.limits.cancel')}</Button>
        <Button variant="contained" disabled={busy || Boolean(error)} onClick={() => onSave(text.trim() === '' ? null : Number(text))}>
          {t('app.limits.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
