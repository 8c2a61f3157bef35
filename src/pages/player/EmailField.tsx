import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import type { Player } from '../../../resources/player';
import { activationTooltip, canSendActivation } from './activation';
import { ActivationEmailDialog } from './ActivationEmailDialog';
import { usePageText } from './usePageText';

/** The e-mail (read-only) with its verified badge (green or red) and the activation e-mail button. */
export function EmailField({ player }: { player: Player }) {
  const t = usePageText();
  const [open, setOpen] = useState(false);
  const allowed = canSendActivation(player.status);
  const verified = player.emailVerified;
  return (
    <>
      <TextField
        label={t('app.player.email')}
        value={player.email}
        size="small"
        disabled
        fullWidth
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Tooltip title={t(verified ? 'app.player.emailVerified' : 'app.player.emailNotVerified')}>
                  {verified ? (
                    <CheckCircleIcon color="success" fontSize="small" data-testid="email-verified" />
                  ) : (
                    <CancelIcon color="error" fontSize="small" data-testid="email-not-verified" />
                  )}
                </Tooltip>
              </InputAdornment>
            ),
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={t(activationTooltip(player.status))}>
                  <span>
                    <IconButton
                      size="small"
                      disabled={!allowed}
                      onClick={() => setOpen(true)}
                      aria-label={t('app.player.activation.send')}
                      data-testid="activation-button"
                    >
                      <ForwardToInboxIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      {open && <ActivationEmailDialog player={player} onClose={() => setOpen(false)} />}
    </>
  );
}
