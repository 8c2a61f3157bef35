import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { createCallHelper } from '../../data/callHelper';
import { formatMoneyText, formatNumber } from '../../format';
import type { SpotNotification } from '../../../resources/spotNotifications';
import { SPOT_DUE_SOON_DAYS, spotNotifications } from '../../../resources/spotNotifications';
import { NOTIFICATIONS_POLL_MS, type AppNotification } from './useNotificationsFeed';

/** The most rows the bell reads (one per kind and currency or limit: far fewer in practice). */
const MAX_ROWS = 100;

/** A row of the books' notifications as a line of the bell's drawer, in the user's language. */
export function spotNotificationText(row: SpotNotification, translate: (key: string, options?: object) => string): string {
  return translate(`app.notifications.spot.${row.kind}`, {
    smart_count: row.count,
    count: formatNumber(row.count),
    days: SPOT_DUE_SOON_DAYS,
    amount: row.amount === null ? '' : formatMoneyText(row.amount, row.currency ?? undefined),
    limit: row.planLimit === null ? '' : translate(`enums.spotPlanLimit.${row.planLimit}`),
    allowed: row.allowed === null ? '' : formatNumber(row.allowed),
    percent: row.percent === null ? '' : formatNumber(row.percent),
  });
}

/**
 * The books' notifications (`/spot/spot-notifications`) for the bell, beside the operator's alerts
 * of `GET {op}/notifications`, which stay as the specification states them. Read only while
 * `enabled` (the screens are beta and one operator's) and reloaded with the alerts every 60 s; a
 * manager who may not read the books gets none.
 */
export function useSpotNotificationsFeed(operatorCode: string | undefined, enabled: boolean): AppNotification[] {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const [rows, setRows] = useState<SpotNotification[]>([]);
  const active = enabled && !!operatorCode;
  const helper = useMemo(
    () =>
      createCallHelper<SpotNotification[]>({
        call: async (signal) => {
          if (!active) return [];
          const answer = await dataProvider
            .getList<SpotNotification>(spotNotifications.name, {
              pagination: { page: 1, perPage: MAX_ROWS },
              sort: { field: 'priority', order: 'ASC' },
              filter: {},
              signal,
            })
            .catch((error: unknown) => {
              // Not an editor of these books (403): nothing of the books to count.
              if ((error as { status?: number } | null)?.status === 403) return { data: [] };
              throw error;
            });
          return answer.data;
        },
        onResult: setRows,
        onError: (error) => console.error('Could not load the books’ notifications', error),
        repeatMs: active ? NOTIFICATIONS_POLL_MS : undefined,
      }),
    // The operator is the call's scope (the data provider reads it): another operator's view reads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dataProvider, active, operatorCode],
  );
  useEffect(() => {
    if (!active) setRows([]);
    helper.start();
    return () => helper.stop();
  }, [helper, active]);
  return useMemo(
    () =>
      rows.map((row) => ({ id: `spot:${row.id}`, description: spotNotificationText(row, translate), created: row.since, link: row.link })),
    [rows, translate],
  );
}
