import SaveIcon from '@mui/icons-material/Save';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Player } from '../../../resources/player';
import { player as playerResource } from '../../../resources/player';
import { requiredText, staffIssueText } from '../../../resources/rules';
import { useRunAction } from '../../resource-ui/useRunAction';
import { useCatalogue } from '../../resource-ui/useCatalogue';
import { disabledReasonSpec } from './profileActions';
import { usePageText } from './usePageText';

/** The disabled reason: disabled while ENABLED; saving re-sends the current status with the new reason. */
export function DisabledReasonField({ player }: { player: Player }) {
  const t = usePageText();
  const catalogue = useCatalogue();
  const [run, running] = useRunAction(playerResource.name);
  const [reason, setReason] = useState(player.disabledReason ?? '');
  const enabled = player.status === 'ENABLED';
  const result = requiredText(255).safeParse(reason);
  const error = enabled || result.success ? undefined : staffIssueText(result.error.issues[0], reason, catalogue);
  const changed = reason !== (player.disabledReason ?? '');
  const save = () => void run(disabledReasonSpec, { id: player.id }, { status: player.status, disabledReason: reason });
  return (
    <TextField
      label={t('app.player.disabledReason')}
      value={enabled ? (player.disabledReason ?? '') : reason}
      onChange={(event) => setReason(event.target.value)}
      size="small"
      fullWidth
      disabled={enabled}
      error={changed && Boolean(error)}
      helperText={changed ? error : undefined}
      slotProps={{
        htmlInput: { maxLength: 255, 'data-testid': 'disabled-reason' },
        input: {
          endAdornment: !enabled && (
            <InputAdornment position="end">
              <IconButton
                size="small"
                onClick={save}
                disabled={!changed || Boolean(error) || running}
                aria-label={t('app.player.saveReason')}
              >
                <SaveIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
