import Divider from '@mui/material/Divider';
import { PanelBoundary } from '../../widgets/ErrorBoundaries';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useGetOne } from 'ra-core';
import { useEffect, useState } from 'react';
import { player as playerResource, type Player } from '../../../resources/player';
import { usePermissionFlags } from '../../panels/usePermissionFlags';
import { ListRowsContext } from '../../resource-ui/ListRowsContext';
import { RecordLoadProblem } from '../../resource-ui/RecordLoadProblem';
import { useShownRecord } from '../../resource-ui/useShownRecord';
import { BetaSummary } from './BetaSummary';
import { PlayerDetailsForm } from './PlayerDetailsForm';
import { ProfileHeader } from './ProfileHeader';
import { ProfilePanels } from './ProfilePanels';
import { usePageText } from './usePageText';
import type { ProfilePanelKey } from './profilePanels';

export interface PlayerWorkspaceProps {
  playerId: number | string;
  /** Closes the popup (the host removes `open` from the query). */
  onClose: () => void;
  /** Id of the header title (the username), which names the popup (`aria-labelledby`). */
  titleId?: string;
}

/**
 * The player profile's content (001 §2): header, the beta summary, the top form and the panels,
 * each embedding a generated list limited to this player. Rendered inside the player's
 * {@link RecordOperator} by `PlayerProfile`, so every call goes to the player's operator. An
 * action whose answer is the updated player (status, KYC status, account type, risk group) shows
 * that answer without reading the player again.
 *
 * @example
 * <RecordOperator code="op3"><PlayerWorkspace playerId={42} onClose={close} /></RecordOperator>
 */
export function PlayerWorkspace({ playerId, onClose, titleId }: PlayerWorkspaceProps) {
  const t = usePageText();
  const { central, beta } = usePermissionFlags();
  const { data, error, isPending, refetch } = useGetOne<Player & { id: number }>('players', { id: Number(playerId) });
  const shown = useShownRecord('players', Number(playerId));
  const [expanded, setExpanded] = useState<ReadonlySet<ProfilePanelKey>>(new Set());
  const [showMore, setShowMore] = useState(false);
  /** Add money: 'opening' while the Payments panel unfolds, 'open' once it has (its amount is then focused). */
  const [addingMoney, setAddingMoney] = useState<'no' | 'opening' | 'open'>('no');
  useEffect(() => {
    if (addingMoney === 'opening') document.getElementById('panel-payments')?.scrollIntoView({ block: 'start' });
  }, [addingMoney]);
  if (error) {
    const criteria = `${t(`resources.${playerResource.name}.fields.id`)} ${String(playerId)}`;
    return (
      <RecordLoadProblem
        resource={playerResource.name}
        criteria={criteria}
        error={error}
        onRetry={() => void refetch()}
        pageTitle={!titleId}
      />
    );
  }
  if (isPending || !data) return <LinearProgress aria-label={t('ra.page.loading')} />;
  const toggle = (key: ProfilePanelKey) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const toggleAndForget = (key: ProfilePanelKey) => {
    if (key === 'payments') setAddingMoney('no');
    toggle(key);
  };
  // Add money toggles the Payments panel (001 §2): it opens it at the amount, or closes it when open.
  const addMoney = () => {
    if (expanded.has('payments')) return toggleAndForget('payments');
    setAddingMoney('opening');
    setExpanded((current) => new Set(current).add('payments'));
  };
  const entered = (key: ProfilePanelKey) => {
    if (key === 'payments') setAddingMoney((current) => (current === 'opening' ? 'open' : current));
  };
  const showForm = !beta || showMore;
  return (
    <ListRowsContext.Provider value={shown}>
      <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }} data-testid="player-profile">
        <ProfileHeader player={data} central={central} onClose={onClose} titleId={titleId} onAddMoney={beta ? undefined : addMoney} />
        {beta && (
          <PanelBoundary name="summary" resetKeys={[data]}>
            <BetaSummary player={data} showMore={showMore} onShowMore={setShowMore} onAddMoney={addMoney} />
          </PanelBoundary>
        )}
        {showForm && (
          <PanelBoundary name="form" resetKeys={[data]}>
            <PlayerDetailsForm player={data} />
          </PanelBoundary>
        )}
        <Divider />
        <ProfilePanels
          player={data}
          expanded={expanded}
          onToggle={toggleAndForget}
          onEntered={entered}
          focusAmount={addingMoney === 'open'}
        />
      </Stack>
    </ListRowsContext.Provider>
  );
}
