import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { codeOfCurrency } from '../../../resources/money';
import type { Player } from '../../../resources/player';
import { PreviousAccountsPanel } from '../../panels/PreviousAccountsPanel';
import { usePermissionFlags } from '../../panels/usePermissionFlags';
import { EmbeddedList } from '../../resource-ui/EmbeddedList';
import { PanelBoundary } from '../../widgets/ErrorBoundaries';
import { LimitsSettingsPanel } from '../limits/LimitsSettingsPanel';
import { PlayerStatisticsView } from '../statistics/PlayerStatisticsView';
import { DetailsPanel } from './DetailsPanel';
import { ManualPaymentForm } from './payments/ManualPaymentForm';
import { PROFILE_PANELS, type ProfilePanelKey } from './profilePanels';
import { usePageText } from './usePageText';

export interface ProfilePanelsProps {
  player: Player;
  expanded: ReadonlySet<ProfilePanelKey>;
  onToggle: (key: ProfilePanelKey) => void;
  /** Called when a panel has finished unfolding. */
  onEntered?: (key: ProfilePanelKey) => void;
  /** Focus the manual payment's amount once loaded (Add money). */
  focusAmount?: boolean;
}

function PanelContent({ player, entry, focusAmount }: { player: Player; entry: (typeof PROFILE_PANELS)[number]; focusAmount: boolean }) {
  if (entry.key === 'details') return <DetailsPanel player={player} />;
  if (entry.key === 'previousAccounts') return <PreviousAccountsPanel record={player} />;
  if (entry.key === 'limitsSettings') return <LimitsSettingsPanel playerId={player.id} />;
  if (entry.key === 'statistics') return <PlayerStatisticsView playerId={player.id} currency={codeOfCurrency(player.tenantCurrency)} />;
  const scope = { playerId: player.id };
  return (
    <Stack spacing={2}>
      {entry.key === 'payments' && <ManualPaymentForm player={player} focusAmount={focusAmount} />}
      <EmbeddedList resource={entry.list} scope={scope} />
    </Stack>
  );
}

/** The profile's accordions; a panel's content is mounted (and loaded) only while it is open. */
export function ProfilePanels({ player, expanded, onToggle, onEntered, focusAmount = false }: ProfilePanelsProps) {
  const t = usePageText();
  const { beta } = usePermissionFlags();
  return (
    <div>
      {PROFILE_PANELS.filter((entry) => beta || !('beta' in entry)).map((entry) => (
        <Accordion
          key={entry.key}
          id={`panel-${entry.key}`}
          expanded={expanded.has(entry.key)}
          onChange={() => onToggle(entry.key)}
          slotProps={{ transition: { unmountOnExit: true, onEntered: () => onEntered?.(entry.key) } }}
          data-testid={`panel-${entry.key}`}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`panel-${entry.key}-content`}>
            <Typography component="h2" variant="subtitle1">
              {t(`app.player.panels.${entry.key}`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`panel-${entry.key}-content`}>
            <PanelBoundary name={entry.key} resetKeys={[player]}>
              <PanelContent player={player} entry={entry} focusAmount={focusAmount} />
            </PanelBoundary>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
