import Chip from '@mui/material/Chip';
import type { Player } from '../../../resources/player';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';

const COLORS = { ENABLED: 'success', REGISTERED: 'info', DISABLED: 'error', LOCKED: 'warning' } as const;

/** The player's status as a coloured dot chip. */
export function StatusIndicator({ status }: { status: Player['status'] }) {
  const enumLabel = useEnumLabel();
  return <Chip size="small" color={COLORS[status]} label={enumLabel('userState', status)} data-testid="player-status" />;
}
