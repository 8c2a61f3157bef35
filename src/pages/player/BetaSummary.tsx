import AddCardIcon from '@mui/icons-material/AddCard';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Player } from '../../../resources/player';
import { formatNumber } from '../../format';
import { useMoneyText } from '../../format/useMoneyText';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { usePlayerStatistics } from '../statistics/usePlayerStatistics';
import { profileTiles, type ProfileTile } from './profileTiles';
import { usePageText } from './usePageText';
import { useUiInfo } from './useUiInfo';

export interface BetaSummaryProps {
  player: Player;
  showMore: boolean;
  onShowMore: (value: boolean) => void;
  onAddMoney: () => void;
}

/**
 * The beta layout's summary: avatar, available balance, Add money, Show More Details, 12 tiles and
 * the Help Center tile (the help centre in the player's language, and the support address).
 */
export function BetaSummary({ player, showMore, onShowMore, onAddMoney }: BetaSummaryProps) {
  const t = usePageText();
  const { contactEmail } = useUiInfo();
  const money = useMoneyText();
  const enumLabel = useEnumLabel();
  const tileText = (tile: ProfileTile) => {
    if (typeof tile.value === 'number') return tile.currency === undefined ? formatNumber(tile.value) : money(tile.value, tile.currency);
    return tile.enumName ? enumLabel(tile.enumName, tile.value) : tile.value;
  };
  const { data } = usePlayerStatistics(player.id);
  const tiles = profileTiles(player, data);
  return (
    <Stack spacing={2} data-testid="beta-summary">
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Avatar src={player.avatar ?? undefined} alt={player.playerCode.playerUsername} sx={{ width: 56, height: 56 }}>
          {player.playerCode.playerUsername.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t('app.player.availableBalance')}
          </Typography>
          <Typography variant="h6" component="p">
            {money(player.totalBalance.value, player.totalBalance.currency)}
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddCardIcon />} onClick={onAddMoney} data-testid="add-money">
          {t('app.player.addMoney')}
        </Button>
        <FormControlLabel
          sx={{ ml: 'auto' }}
          control={<Switch checked={showMore} onChange={(event) => onShowMore(event.target.checked)} />}
          label={t('app.player.showMoreDetails')}
        />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(7, 1fr)' }, gap: 1 }}>
        {tiles.map((tile) => (
          <Card key={tile.key} variant="outlined" data-testid={`profile-tile-${tile.key}`}>
            <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {t(`app.player.tiles.${tile.key}`)}
              </Typography>
              <Typography
                variant="subtitle1"
                component="p"
                sx={{ overflowWrap: 'anywhere' }}
                data-testid={`profile-tile-value-${tile.key}`}
              >
                {tileText(tile)}
              </Typography>
            </CardContent>
          </Card>
        ))}
        <Card variant="outlined" data-testid="profile-tile-help">
          <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Stack direction="row" spacing={0.5} alignItems="center">
              <HelpOutlineIcon fontSize="small" color="primary" />
              <Typography variant="caption" color="text.secondary">
                {t('app.player.tiles.helpCenter')}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
              <Link
                component={RouterLink}
                to={`/help?language=${encodeURIComponent(player.langCode)}`}
                variant="body2"
                data-testid="profile-help-link"
              >
                {t('app.player.tiles.helpArticles')}
              </Link>
              <Link href={`mailto:${contactEmail ?? ''}`} variant="body2">
                {t('app.player.tiles.contact')}
              </Link>
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </Stack>
  );
}
