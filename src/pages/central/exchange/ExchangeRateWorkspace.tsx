import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useGetList, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { ExchangeRate } from '../../../../resources/exchangeRates';
import { formatDateTime, formatNumber } from '../../../format';
import { useEnumLabel } from '../../../resource-ui/useEnumLabel';
import { useServerInfo } from '../../../shell/serverInfo';
import { RateChanges } from './RateChanges';
import { RateDialog } from './RateDialog';

/** Changes shown on the page; the history screen has them all. */
const RECENT = 10;

/**
 * `/exchange-rates/{currency}/show`: one currency: its rate both ways against the base currency,
 * type and symbol, who changed it last, Change rate, and its latest changes with a link to all.
 */
export function ExchangeRateWorkspace() {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const ui = useServerInfo().info?.uiInfo;
  const base = typeof ui?.mainCurrency === 'string' ? ui.mainCurrency : 'EUR';
  const { data, error, isPending, refetch } = useGetOne<ExchangeRate & { id: string }>('exchange-rates', { id });
  const filter = { currency: id };
  const changes = useGetList('exchange-rate-history', {
    pagination: { page: 1, perPage: RECENT },
    sort: { field: 'changed', order: 'DESC' },
    filter,
  });
  const [editing, setEditing] = useState(false);
  const t = (key: string, args?: Record<string, unknown>) => translate(`app.exchangeRates.${key}`, args);
  return (
    // Its width comes from the page: the changes table scrolls inside its card, never widening it.
    <Box sx={{ maxWidth: 1100, contain: 'inline-size' }} data-testid="exchange-rate-workspace">
      <Title title={`${translate('resources.exchange-rates.name', { smart_count: 1 })} ${id}`} />
      <Button size="small" startIcon={<ArrowBackIcon />} onClick={() => navigate('/exchange-rates')} sx={{ mb: 1 }}>
        {t('back')}
      </Button>
      {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {error ? <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert> : null}
      {data && (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between">
              <Box>
                <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                  <Typography variant="h5" component="h1">{`${data.currency} ${data.currencySymbol}`}</Typography>
                  <Chip size="small" label={enumLabel('currencyType', data.currencyType)} />
                  {data.base && <Chip size="small" color="primary" label={t('baseChip')} />}
                </Stack>
                <Typography variant="h6" component="p" sx={{ mt: 1 }} data-testid="rate-value">
                  {`1 ${base} = ${formatNumber(data.rate)} ${data.currency}`}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                >{`1 ${data.currency} = ${formatNumber(Number(data.inverseRate.toPrecision(6)))} ${base}`}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('lastChange', { time: formatDateTime(data.updated, { detail: true }), user: data.updatedBy?.userUsername ?? '—' })}
                </Typography>
              </Box>
              {!data.base && (
                <Box>
                  <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)} data-testid="rate-change">
                    {t('change')}
                  </Button>
                </Box>
              )}
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} justifyContent="space-between" alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
              <Typography variant="h6" component="h2">
                {t('recent')}
              </Typography>
              <Button
                size="small"
                component={RouterLink}
                to={`/exchange-rate-history?filter=${encodeURIComponent(JSON.stringify(filter))}`}
              >
                {t('allChanges')}
              </Button>
            </Stack>
            <RateChanges changes={changes.data} isPending={changes.isPending} error={changes.error} />
          </Paper>
        </Stack>
      )}
      {editing && data && (
        <RateDialog
          base={base}
          rate={data}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void refetch();
            void changes.refetch();
          }}
        />
      )}
    </Box>
  );
}
