import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { enumNameAt, getPath } from '../../../resources/model';
import type { Player } from '../../../resources/player';
import { player as playerResource } from '../../../resources/player';
import { formatDate, formatDateTime, formatNumber } from '../../format';
import { useMoneyText } from '../../format/useMoneyText';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';

const DATE_TIMES = new Set(['created', 'updated', 'lastLoginDate', 'lastAcceptedPrivacyAgreementDate']);

/** The Details panel: the player resource's show sections, each under its title, as labelled values; enums by their catalogue labels. */
export function DetailsPanel({ player }: { player: Player }) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const money = useMoneyText();
  const sections = playerResource.show?.sections ?? [];
  const display = (source: string): string => {
    const value = getPath(player, source);
    if (value === null || value === undefined || value === '') return '—';
    if (source === 'totalBalance.value') return money(player.totalBalance.value, player.totalBalance.currency);
    if (source === 'balanceBag') {
      return player.balanceBag
        .map((wallet) => `${enumLabel('paymentGateway', wallet.gatewayCode)} ${money(wallet.balance, wallet.currency?.code)}`)
        .join(', ');
    }
    if (typeof value === 'number') return formatNumber(value);
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (source === 'birthdate') return formatDate(String(value));
    if (DATE_TIMES.has(source)) return formatDateTime(String(value), { detail: true });
    const enumName = enumNameAt(playerResource.schema, source);
    return enumName ? enumLabel(enumName, String(value)) : String(value);
  };
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      {sections.map((section) => (
        <Box key={section.title} component="section" aria-labelledby={`details-${section.title}`}>
          <Typography variant="subtitle2" component="h3" id={`details-${section.title}`} sx={{ mb: 1 }}>
            {translate(`resources.players.sections.${section.title}`)}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 2 }}>
            {section.fields.map((source) => (
              <Box key={source} sx={{ minWidth: 0 }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  {translate(`resources.players.fields.${source}`)}
                </Typography>
                <Typography
                  variant="body2"
                  data-testid={`detail-${source}`}
                  data-value={String(getPath(player, source) ?? '')}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {display(source)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
