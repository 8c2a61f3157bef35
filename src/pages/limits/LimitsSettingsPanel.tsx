import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetOne } from 'ra-core';
import {
  APPROVED_LIMITS,
  BETTING_LIMITS,
  DEPOSIT_LIMITS,
  LOSS_LIMITS,
  playerLimits,
  WAGERING_LIMITS,
  type PlayerLimits,
} from '../../../resources/playerLimits';
import { SESSION_TIME_LIMIT } from '../../../resources/limitRules';
import { formatDateTime } from '../../format';
import { ExclusionCell } from '../../resource-ui/cells/ExclusionCell';
import type { AnyRecord } from '../../resource-ui/types';
import { usePageText } from '../player/usePageText';
import { ExclusionTextEditor } from './ExclusionTextEditor';
import { LimitsLegend } from './LimitsLegend';
import { LimitsSettingsTable } from './LimitsSettingsTable';

/** The panel's groups of limits, in the order of the limits record (001 §3). */
const GROUPS = [
  { title: 'app.limits.settings.betting', names: BETTING_LIMITS },
  { title: 'app.limits.settings.approved', names: APPROVED_LIMITS },
  { title: 'app.limits.settings.selfProtection', names: [...DEPOSIT_LIMITS, ...WAGERING_LIMITS, ...LOSS_LIMITS, SESSION_TIME_LIMIT] },
] as const;

export interface LimitsSettingsPanelProps {
  playerId: number;
}

/**
 * The limits-settings panel of the player workspace (beta, 001 §6): every limit of the player's
 * limits record (`GET players/limits/{id}`) with its origin, description, reason and date, each
 * editable through the limits table's dialogs; the exclusion (exclude or revoke, as in the limits
 * table) with its description and reason edited on their own (limit names `exclusionDescription`
 * and `exclusionReason`, 001 §7).
 *
 * @example
 * <LimitsSettingsPanel playerId={42} />
 */
export function LimitsSettingsPanel({ playerId }: LimitsSettingsPanelProps) {
  const t = usePageText();
  const { data, error, isPending, refetch } = useGetOne<PlayerLimits & { id: number }>(playerLimits.name, { id: playerId });
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('app.list.retry')}
          </Button>
        }
      >
        {t('app.list.recordLoadFailed', { error: error instanceof Error ? error.message : String(error) })}
      </Alert>
    );
  }
  if (isPending || !data) return <LinearProgress aria-label={t('ra.page.loading')} />;
  const record = data;
  return (
    <Stack spacing={3} data-testid="limits-settings">
      <LimitsLegend />
      {GROUPS.map((group) => (
        <LimitsSettingsTable key={group.title} title={group.title} names={group.names} record={record} />
      ))}
      <section aria-labelledby="exclusion-settings-title">
        <Typography variant="subtitle2" component="h3" id="exclusion-settings-title" sx={{ mb: 1 }}>
          {t('app.limits.settings.exclusion')}
        </Typography>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
            <ExclusionCell record={record as unknown as AnyRecord} source="selfProtectionExcludeUntil" />
            {record.isExcluded && record.exclusionAppliedDate && (
              <Typography variant="body2" color="text.secondary">
                {t('app.limits.settings.appliedOn', { date: formatDateTime(record.exclusionAppliedDate, { detail: true }) })}
              </Typography>
            )}
          </Stack>
          {/* Keyed by the stored text: a save (or a new exclusion) starts the editor from the record again. */}
          <ExclusionTextEditor
            key={`d-${record.exclusionDescription ?? ''}`}
            playerId={record.id}
            name="exclusionDescription"
            value={record.exclusionDescription}
            excluded={record.isExcluded}
          />
          <ExclusionTextEditor
            key={`r-${record.exclusionReason ?? ''}`}
            playerId={record.id}
            name="exclusionReason"
            value={record.exclusionReason}
            excluded={record.isExcluded}
          />
        </Stack>
      </section>
    </Stack>
  );
}
