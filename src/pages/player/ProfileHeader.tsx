import AddCardIcon from '@mui/icons-material/AddCard';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
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
  /** Shows Add money, which opens the Payments panel at the amount. */
  onAddMoney?: () => void;
}

/** Back button, username, operator code (central role), status indicator, Add money and status selector. */
export function ProfileHeader({ player, central, onClose, titleId = 'player-profile-title', onAddMoney }: ProfileHeaderProps) {
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
      <Stack direction="row" spacing={2} alignItems="center" sx={{ ml: 'auto' }}>
        {onAddMoney && (
          <Button variant="contained" startIcon={<AddCardIcon />} onClick={onAddMoney} data-testid="add-money">
            {t('app.player.addMoney')}
          </Button>
        )}
        <ActionControl spec={statusSpec} definition={playerResource} record={player as unknown as AnyRecord} target={{ id: player.id }} />
      </Stack>
    </Stack>
  );
}
