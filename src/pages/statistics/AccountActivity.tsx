import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetList } from 'ra-core';
import { Fragment, useState } from 'react';
import type { AccountHistoryEntry } from '../../../resources/accountHistory';
import type { ListGroup } from '../../data/listRequest';
import { formatDate, formatFullDateTime } from '../../format';
import { useMoneyText } from '../../format/useMoneyText';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import type { TimeFrameRange } from '../../widgets/timeFrame';
import { usePageText } from '../player/usePageText';
import { ACTIVITY_PAGE } from './statisticsMath';

export interface AccountActivityProps {
  playerId: number | string;
  /** The Statistics panel's time frame (`{}` for any). */
  range?: TimeFrameRange;
}

/**
 * Account Activity: the player's latest account entries in the time frame, grouped by day as
 * `GET accountHistories/player/{id}` answers them for the profile (002 §7); 5 entries, +5 per
 * 'See more', back to 5 with 'See less' (001 §2, §9).
 */
export function AccountActivity({ playerId, range = {} }: AccountActivityProps) {
  const t = usePageText();
  const enumLabel = useEnumLabel();
  const money = useMoneyText();
  const [count, setCount] = useState(ACTIVITY_PAGE);
  const { data, total, meta, isPending } = useGetList<AccountHistoryEntry>('statistics-account-history', {
    pagination: { page: 1, perPage: count },
    sort: { field: 'created', order: 'DESC' },
    filter: range.from || range.to ? { created: range } : {},
    meta: { playerId },
  });
  const byId = new Map((data ?? []).map((entry) => [String(entry.id), entry]));
  const groups = ((meta as { groups?: ListGroup[] } | undefined)?.groups ?? []).filter((group) => group.ids.length > 0);
  return (
    <Card variant="outlined" data-testid="account-activity">
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {t('app.statistics.accountActivity')}
        </Typography>
        {!isPending && groups.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }} data-testid="account-activity-empty">
            {t('app.statistics.noActivity')}
          </Typography>
        )}
        <List dense>
          {groups.map((group) => (
            <Fragment key={`${group.key}-${String(group.ids[0])}`}>
              <ListSubheader disableGutters disableSticky sx={{ lineHeight: 2, bgcolor: 'transparent' }} data-testid="account-activity-day">
                {formatDate(group.key)}
              </ListSubheader>
              {group.ids.map((id) => {
                const entry = byId.get(String(id));
                if (!entry) return null;
                return (
                  <ListItem key={entry.id} disableGutters>
                    <ListItemText
                      primary={
                        `${enumLabel('paymentTransactionType', entry.accountHistoryType.historyType)} ` +
                        `${money(entry.accountMovement, entry.currency)}`
                      }
                      secondary={formatFullDateTime(new Date(entry.created)).slice(11, 16)}
                    />
                  </ListItem>
                );
              })}
            </Fragment>
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
