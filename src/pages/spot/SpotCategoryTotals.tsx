import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListContext, useLocale, useResourceContext, useTranslate } from 'ra-core';
import { useMemo } from 'react';
import type { z } from 'zod';
import { formatMoney } from '../../../resources/money';
import { spotExpenses, spotIncome, type SpotCategoryTotal } from '../../../resources/spotBanking';
import { toWireFilter } from '../../data/wireFilter';
import { SpotLinks } from './SpotLinks';
import { useSpotRead } from './useSpotApi';

type Total = z.output<typeof SpotCategoryTotal>;

/**
 * Income's and expenses' header: the sum per category of the rows the list's filters select (the
 * chosen time frame, account, text…), summed exactly by the server; a chip filters the list to it.
 */
export function SpotCategoryTotals() {
  const translate = useTranslate();
  const locale = useLocale();
  const name = useResourceContext();
  const list = useListContext();
  const resource = name === spotIncome.name ? spotIncome : spotExpenses;
  const filter = useMemo(() => toWireFilter(resource, list.filterValues ?? {}, new Date()), [resource, list.filterValues]);
  const { data, error, loading } = useSpotRead<Total[]>('spot/totals', {
    direction: resource === spotIncome ? 'IN' : 'OUT',
    filter: { ...filter, categoryId: undefined, uncategorised: undefined },
  });
  const choose = (total: Total) =>
    list.setFilters(
      total.categoryId === null
        ? { ...list.filterValues, categoryId: undefined, uncategorised: true }
        : { ...list.filterValues, categoryId: total.categoryId, uncategorised: undefined },
      list.displayedFilters,
    );
  return (
    <Stack spacing={1} data-testid="spot-category-totals">
      {error && <Alert severity="error">{translate('app.spot.loadFailed', { message: error })}</Alert>}
      {loading && !data && <LinearProgress aria-busy />}
      {data && data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.spot.totals.none')}
        </Typography>
      )}
      {data && data.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" aria-label={translate('app.spot.totals.title')}>
          {data.map((total) => (
            <Chip
              key={`${total.categoryId ?? 'none'}-${total.currency}`}
              variant={list.filterValues?.categoryId === total.categoryId ? 'filled' : 'outlined'}
              color={total.categoryId === null ? 'warning' : 'default'}
              onClick={() => choose(total)}
              label={`${total.categoryName ?? translate('app.spot.totals.uncategorised')}: ${formatMoney(Number(total.total), locale, total.currency)} (${total.count})`}
            />
          ))}
        </Stack>
      )}
      <SpotLinks
        links={[
          { to: '/spot/spot-rules', label: 'app.spot.links.rules' },
          { to: '/spot/spot-categories', label: 'app.spot.links.categories' },
        ]}
      />
    </Stack>
  );
}
