import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Avatar, Box, Button, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { Title, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { OperatorConsole } from '../../../../resources/operators';
import type { BackofficeDataProvider } from '../../../data/types';
import { useEnumLabel } from '../../../resource-ui/useEnumLabel';
import { loadServerInfo } from '../../../shell/serverInfo';
import { ConsoleForm } from './ConsoleForm';
import { GatewaysCard } from './GatewaysCard';

/**
 * `/operators/{code}/show`: one console. Its look (the UI info its staff get from `GET info`) and,
 * for an operator, its cash-desk gateways. Saving the central office's own console applies the
 * new look at once; an operator's staff get theirs on their next info load.
 */
export function OperatorWorkspace() {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { id = '' } = useParams();
  const { data, error, isPending, refetch } = useGetOne<OperatorConsole & { id: string }>('operators', { id });
  const title = translate('resources.operators.name', { smart_count: 1 });
  const saved = (record: OperatorConsole) => {
    void refetch();
    if (record.role === 'central') void loadServerInfo(() => dataProvider.getServerInfo());
  };
  return (
    // Its width comes from the page: the gateways table scrolls inside its card, never widening it.
    <Box sx={{ maxWidth: 1200, contain: 'inline-size' }} data-testid="operator-workspace">
      <Title title={data ? `${title} ${data.name}` : title} />
      <Button size="small" startIcon={<ArrowBackIcon />} onClick={() => navigate('/operators')} sx={{ mb: 1 }}>
        {translate('app.operators.back')}
      </Button>
      {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {error ? <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert> : null}
      {data && (
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Avatar variant="rounded" src={data.logoUrl ?? undefined} alt="" sx={{ width: 48, height: 48, bgcolor: data.theme.primary }}>
              {data.code.slice(0, 3).toUpperCase()}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h5" component="h1" noWrap>
                {data.name}
              </Typography>
              <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                <Typography variant="body2" color="text.secondary">
                  {[data.code, data.domain, data.currency].filter(Boolean).join(' · ')}
                </Typography>
                <Chip size="small" label={enumLabel('consoleRole', data.role)} />
              </Stack>
            </Box>
          </Stack>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('app.operators.consoleTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate(data.role === 'central' ? 'app.operators.consoleCentral' : 'app.operators.consoleOperator')}
            </Typography>
            <ConsoleForm key={data.updated} record={data} onSaved={saved} />
          </Paper>
          {data.role === 'operator' && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <GatewaysCard operatorCode={data.code} currency={data.currency} />
            </Paper>
          )}
        </Stack>
      )}
    </Box>
  );
}
