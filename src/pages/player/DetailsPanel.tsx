import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { getPath } from '../../../resources/model';
import type { Player } from '../../../resources/player';
import { player as playerResource } from '../../../resources/player';
import { formatDate, formatDateTime, formatNumber } from '../../format';

const DATE_TIMES = new Set(['created', 'updated', 'lastLoginDate', 'lastAcceptedPrivacyAgreementDate']);

function display(value: unknown, source: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (Array.isArray(value)) return value.map((item) => (item as { code?: string }).code ?? String(item)).join(', ');
  if (source === 'birthdate') return formatDate(String(value));
  if (DATE_TIMES.has(source)) return formatDateTime(String(value), { detail: true });
  return String(value);
}

/** The Details panel: the player resource's show sections as labelled values. */
export function DetailsPanel({ player }: { player: Player }) {
  const translate = useTranslate();
  const sections = playerResource.show?.sections ?? [];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
      {sections.flatMap((section) =>
        section.fields.map((source) => (
          <Box key={source}>
            <Typography variant="caption" color="text.secondary" component="div">
              {translate(`resources.players.fields.${source}`)}
            </Typography>
            <Typography variant="body2" data-testid={`detail-${source}`}>
              {display(getPath(player, source), source)}
            </Typography>
          </Box>
        )),
      )}
    </Box>
  );
}
