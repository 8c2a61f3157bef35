import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { useState } from 'react';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import type { BetslipDistribution } from '../../../resources/playerStatistics';
import type { BackofficeDataProvider } from '../../data/types';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { usePageText } from '../player/usePageText';
import { PIE_COLORS, pieSlices } from './statisticsMath';

const PLAY_TYPES = { PREMATCH: 'prematch', LIVE: 'live', LIVE_AND_PREMATCH: 'any' } as const;
type PlayTypeKey = keyof typeof PLAY_TYPES;

/** Betslip Distribution: betslips per sport and per type (pie charts, labelled from the catalogue), with the Prematch/Live/Any menu. */
export function DistributionCard({ playerId }: { playerId: number | string }) {
  const t = usePageText();
  const enumLabel = useEnumLabel();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [playType, setPlayType] = useState<PlayTypeKey>('LIVE_AND_PREMATCH');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useQuery({
    queryKey: ['betslipDistribution', playerId, playType],
    queryFn: async () =>
      (await dataProvider.runAction('players-statistics', 'loadBetslipDistribution', { id: playerId, input: { filter: { playType } } }))
        .data as BetslipDistribution,
  });
  const charts = [
    { key: 'sportTypes', slices: pieSlices(data?.sportTypes ?? {}, (code) => enumLabel('sport', code)) },
    { key: 'betslipTypes', slices: pieSlices(data?.betslipTypes ?? {}, (code) => enumLabel('betslipType', code)) },
  ];
  return (
    <Card variant="outlined" data-testid="betslip-distribution">
      <CardContent>
        <Stack direction="row" alignItems="center" justifyContent="space-between">
          <Typography variant="subtitle1" component="h3">
            {t('app.statistics.distribution')}
          </Typography>
          <Button size="small" onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
            {t(`app.statistics.playType.${PLAY_TYPES[playType]}`)}
          </Button>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {(Object.keys(PLAY_TYPES) as PlayTypeKey[]).map((key) => (
              <MenuItem key={key} selected={key === playType} onClick={() => (setPlayType(key), setAnchor(null))}>
                {t(`app.statistics.playType.${PLAY_TYPES[key]}`)}
              </MenuItem>
            ))}
          </Menu>
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {charts.map((chart) => (
            <Box
              key={chart.key}
              sx={{ height: 220 }}
              role="img"
              aria-label={t(`app.statistics.${chart.key}`)}
              data-testid={`distribution-${chart.key}`}
            >
              <ResponsiveContainer width="100%" height="100%">
                <PieChart>
                  <Pie data={chart.slices} dataKey="value" nameKey="name" outerRadius={70} isAnimationActive={false}>
                    {chart.slices.map((slice, index) => (
                      <Cell key={slice.code} fill={PIE_COLORS[index % PIE_COLORS.length]} />
                    ))}
                  </Pie>
                  <Tooltip />
                  <Legend />
                </PieChart>
              </ResponsiveContainer>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
