import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { enumMeta } from '../../../resources/model';
import { Sport } from '../../../resources/enums';
import type { Market } from '../../../resources/market';
import { ListError } from '../../resource-ui/ListError';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { MarketNameDialog } from './MarketNameDialog';
import { MarketOrderList } from './MarketOrderList';
import { moveItem, sameOrder } from './moveItem';
import { useActionCall } from '../../resource-ui/useActionCall';

type Row = Market & { id: number };

const SPORTS: readonly string[] = enumMeta.get(Sport)?.codes ?? [];

/** Every market of the catalogue, in the order of their sports' offers. */
const ALL = { pagination: { page: 1, perPage: 500 }, sort: { field: 'sortOrder', order: 'ASC' as const } };

/**
 * `/bookmakers-markets-sorting` (000 §2): each sport's markets in the order the offer shows them.
 * Staff pick a sport, reorder its markets (drag, arrow keys or the move buttons) and save the new
 * order (`catalog/markets/order`); they rename a market or switch it off in place. Unsaved orders
 * are kept per sport until saved or discarded.
 */
export function MarketsSortingPage() {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const [params, setParams] = useSearchParams();
  const { data, isPending, error, refetch } = useGetList<Row>('bookmakers-markets-sorting', ALL);
  const [drafts, setDrafts] = useState<Record<string, readonly number[]>>({});
  const [renaming, setRenaming] = useState<Market>();
  const { call, busy } = useActionCall('bookmakers-markets-sorting');

  // Sports in the order of the sport list (football first), others after them by code.
  const sports = useMemo(() => {
    const rank = (code: string) => (SPORTS.includes(code) ? SPORTS.indexOf(code) : SPORTS.length);
    return [...new Set((data ?? []).map((market) => market.sportCode))].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  }, [data]);
  const sport = sports.includes(params.get('sport') ?? '') ? params.get('sport')! : sports[0];
  const saved = useMemo(() => (data ?? []).filter((market) => market.sportCode === sport), [data, sport]);
  const draft = drafts[sport ?? ''];
  // A draft keeps its order; a market added since it was made goes last.
  const shown = draft
    ? [
        ...draft.map((id) => saved.find((market) => market.id === id)).filter((market): market is Row => !!market),
        ...saved.filter((market) => !draft.includes(market.id)),
      ]
    : saved;
  const dirty = (code: string) => {
    const ids = drafts[code];
    const current = (data ?? []).filter((market) => market.sportCode === code).map((market) => market.id);
    return ids !== undefined && !sameOrder(ids, current);
  };

  const move = (from: number, to: number) =>
    setDrafts((current) => ({
      ...current,
      [sport]: moveItem(
        shown.map((market) => market.id),
        from,
        to,
      ),
    }));
  const discard = () => setDrafts(({ [sport]: _dropped, ...rest }) => rest);
  const save = async () => {
    if (await call('order', { input: { sportCode: sport, ids: shown.map((market) => market.id) } }, 'app.bookmakers.marketOrderSaved'))
      discard();
  };

  return (
    <Stack spacing={2} sx={{ mt: 1, minWidth: 0 }}>
      <Title title={translate('resources.bookmakers-markets-sorting.name', { smart_count: 2 })} />
      <Typography variant="h6" component="h1">
        {translate('resources.bookmakers-markets-sorting.name', { smart_count: 2 })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.bookmakers.sortingIntro')}
      </Typography>
      {error ? <ListError error={error} onRetry={() => void refetch()} /> : null}
      {isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {!isPending && !error && sports.length === 0 ? <Alert severity="info">{translate('app.bookmakers.noMarkets')}</Alert> : null}
      {sport && (
        // No width of its own (the sport tabs and market rows would widen the page past a phone's
        // window): the card takes the page's width, its tabs scroll and its names shorten.
        <Card variant="outlined" sx={{ width: 0, minWidth: '100%' }}>
          <Tabs
            value={sport}
            onChange={(_, value: string) => setParams({ sport: value }, { replace: true })}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={translate('resources.bookmakers-markets-sorting.fields.sportCode')}
          >
            {sports.map((code) => (
              <Tab
                key={code}
                value={code}
                label={`${enumLabel('sport', code)}${dirty(code) ? ' •' : ''}`}
                data-testid={`sport-tab-${code}`}
              />
            ))}
          </Tabs>
          <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
            <MarketOrderList
              markets={shown}
              busy={busy}
              onMove={move}
              onRename={setRenaming}
              onActive={(market, active) => void call('setActive', { input: { id: market.id, active } }, 'app.bookmakers.marketSaved')}
            />
          </Box>
          <Stack direction="row" spacing={1} sx={{ p: 1.5 }} alignItems="center" flexWrap="wrap" useFlexGap>
            <Button variant="contained" onClick={() => void save()} disabled={busy || !dirty(sport)} data-testid="save-order">
              {translate('app.bookmakers.saveOrder')}
            </Button>
            <Button onClick={discard} disabled={busy || !dirty(sport)}>
              {translate('app.bookmakers.discardOrder')}
            </Button>
            {dirty(sport) && (
              <Typography variant="body2" color="warning.main" role="status">
                {translate('app.bookmakers.unsavedOrder')}
              </Typography>
            )}
          </Stack>
        </Card>
      )}
      {renaming && (
        <MarketNameDialog
          market={renaming}
          onCancel={() => setRenaming(undefined)}
          onSave={(name) => {
            setRenaming(undefined);
            void call('rename', { input: { id: renaming.id, name } }, 'app.bookmakers.marketSaved');
          }}
        />
      )}
    </Stack>
  );
}
