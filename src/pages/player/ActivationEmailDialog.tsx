import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify } from 'ra-core';
import { useState } from 'react';
import { TokenUnit } from '../../../resources/enums';
import type { Player } from '../../../resources/player';
import type { BackofficeDataProvider } from '../../data/types';
import { isoDuration, type DurationUnit } from '../../resource-ui/actionInput';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { usePageText } from './usePageText';

export interface ActivationEmailDialogProps {
  player: Player;
  onClose: () => void;
}

/**
 * Send activation e-mail: a token expiration number and unit (default minutes) sent as an ISO
 * duration; no number sends none (the server default). A `success: false` answer shows its
 * message for 10 s.
 */
export function ActivationEmailDialog({ player, onClose }: ActivationEmailDialogProps) {
  const t = usePageText();
  const enumLabel = useEnumLabel();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [amount, setAmount] = useState('');
  const [unit, setUnit] = useState<DurationUnit>('minutes');
  const [sending, setSending] = useState(false);
  const value = Number(amount);
  const valid = amount === '' || (Number.isInteger(value) && value > 0);
  const send = async () => {
    setSending(true);
    try {
      const tokenExpiration = amount === '' ? undefined : isoDuration(value, unit);
      const { data } = await dataProvider.runAction('players', 'sendActivationEmail', {
        id: player.id,
        input: { email: player.email, ...(tokenExpiration ? { tokenExpiration } : {}) },
      });
      const answer = data as { success?: boolean; message?: string } | undefined;
      if (answer?.success === false) notify(answer.message ?? '', { type: 'error', autoHideDuration: 10_000 });
      else notify('app.messages.activationEmailSent', { type: 'success', messageArgs: { _: t('app.player.activation.sent') } });
      onClose();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error', autoHideDuration: 10_000 });
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="activation-title" maxWidth="xs" fullWidth>
      <DialogTitle id="activation-title">{t('app.player.activation.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('app.player.activation.defaultHint')}
        </Typography>
        <Stack direction="row" spacing={2}>
          <TextField
            label={t('app.player.activation.expiration')}
            type="number"
            size="small"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={!valid}
            slotProps={{ htmlInput: { min: 1, 'data-testid': 'activation-amount' } }}
          />
          <TextField
            select
            size="small"
            label={t('app.player.activation.unit')}
            value={unit}
            onChange={(event) => setUnit(event.target.value as DurationUnit)}
            sx={{ minWidth: 130 }}
          >
            {TokenUnit.options.map((option) => (
              <MenuItem key={option} value={option}>
                {enumLabel('tokenUnit', option)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.player.close')}</Button>
        <Button variant="contained" disabled={!valid || sending} onClick={() => void send()}>
          {t('app.player.activation.sendButton')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
