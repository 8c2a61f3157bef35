import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetList } from 'ra-core';
import { useState } from 'react';
import type { AccountHistoryEntry } from '../../../resources/accountHistory';
import { formatDateTime } from '../../format';
import { useMoneyText } from '../../format/useMoneyText';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { usePageText } from '../player/usePageText';
import { ACTIVITY_PAGE } from './statisticsMath';

/** Account Activity: the latest 5 account entries, +5 per 'See more', back to 5 with 'See less'. */
export function AccountActivity({ playerId }: { playerId: number | string }) {
  const t = usePageText();
  const enumLabel = useEnumLabel();
  const money = useMoneyText();
  const [count, setCount] = useState(ACTIVITY_PAGE);
  const { data, total } = useGetList<AccountHistoryEntry>('statistics-account-history', {
    pagination: { page: 1, perPage: count },
    sort: { field: 'created', order: 'DESC' },
    meta: { playerId },
  });
  return (
    <Card variant="outlined" data-testid="account-activity">
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {t('app.statistics.accountActivity')}
        </Typography>
        <List dense>
          {(data ?? []).map((entry) => (
            <ListItem key={entry.id} disableGutters>
              <ListItemText
                primary={`${enumLabel('paymentTransactionType', entry.accountHistoryType.historyType)} ${money(entry.accountMovement, entry.currency)}`}
                secondary={formatDateTime(entry.created)}
              />
            </ListItem>
          ))}
        </List>
        <Stack direction="row" spacing={1}>
          {total !== undefined && count < total && (
            <Button size="small" onClick={() => setCount((current) => current + ACTIVITY_PAGE)}>
              {t('app.statistics.seeMore')}
            </Button>
          )}
          {count > ACTIVITY_PAGE && (
            <Button size="small" onClick={() => setCount(ACTIVITY_PAGE)}>
              {t('app.statistics.seeLess')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
