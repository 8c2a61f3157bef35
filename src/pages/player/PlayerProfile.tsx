import LinearProgress from '@mui/material/LinearProgress';
import { player } from '../../../resources/player';
import { RecordOperator } from '../../operator/RecordOperator';
import { RecordLoadProblem } from '../../resource-ui/RecordLoadProblem';
import { PlayerWorkspace, type PlayerWorkspaceProps } from './PlayerWorkspace';
import { usePageText } from './usePageText';
import { usePlayerOperator } from './usePlayerOperator';

/**
 * The player profile (001 §2) of the popup (`?open=player-{id}`) and of `/players/{id}/show`:
 * the player's workspace with every call under the player's own operator (its `operatorCode`),
 * also when a central manager opens it from the view spanning all operators.
 *
 * @example
 * <Dialog open aria-labelledby="profile-title">
 *   <PlayerProfile playerId={42} onClose={() => setOpen(false)} titleId="profile-title" />
 * </Dialog>
 */
export function PlayerProfile(props: PlayerWorkspaceProps) {
  const t = usePageText();
  const { operator, error, retry } = usePlayerOperator(props.playerId);
  if (error) {
    const criteria = `${t(`resources.${player.name}.fields.id`)} ${String(props.playerId)}`;
    return <RecordLoadProblem resource={player.name} criteria={criteria} error={error} onRetry={retry} pageTitle={!props.titleId} />;
  }
  if (!operator) return <LinearProgress aria-label={t('ra.page.loading')} />;
  return (
    <RecordOperator code={operator}>
      <PlayerWorkspace {...props} />
    </RecordOperator>
  );
}
