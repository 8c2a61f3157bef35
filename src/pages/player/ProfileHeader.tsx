import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Player } from '../../../resources/player';
import { player as playerResource } from '../../../resources/player';
import { ActionControl } from '../../resource-ui/ActionControl';
import type { AnyRecord } from '../../resource-ui/types';
import { statusSpec } from './profileActions';
import { StatusIndicator } from './StatusIndicator';
import { usePageText } from './usePageText';

export interface ProfileHeaderProps {
  player: Player;
  central: boolean;
  onClose: () => void;
  /** Id of the username title, naming the popup; default `player-profile-title`. */
  titleId?: string;
}

/** Back button, username, operator code (central role), status indicator and status selector. */
export function ProfileHeader({ player, central, onClose, titleId = 'player-profile-title' }: ProfileHeaderProps) {
  const t = usePageText();
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <IconButton onClick={onClose} aria-label={t('app.player.back')}>
        <ArrowBackIcon />
      </IconButton>
      <Typography variant="h5" component="h1" id={titleId} data-testid="profile-username">
        {player.playerCode.playerUsername}
      </Typography>
      {central && (
        <Typography variant="subtitle1" color="text.secondary" data-testid="profile-operator">
          {player.operatorCode}
        </Typography>
      )}
      <StatusIndicator status={player.status} />
      <Stack sx={{ ml: 'auto' }}>
        <ActionControl
          spec={statusSpec}
          definition={playerResource}
          record={player as unknown as AnyRecord}
          target={{ id: player.id }}
        />
      </Stack>
    </Stack>
  );
}
