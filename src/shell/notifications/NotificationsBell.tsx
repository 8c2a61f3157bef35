import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { Suspense, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFlags } from '../../flags/useFlags';
import { useOperatorView } from '../../operator/useOperatorView';
import { lazyNamed } from '../../resource-ui/lazyNamed';
import { useNotificationsFeed } from './useNotificationsFeed';
import { useSpotNotificationsFeed } from './useSpotNotificationsFeed';

// The drawer loads as its own chunk when first opened; it stays mounted after, so it slides out.
const NotificationsDrawer = lazyNamed(
  () => import('./NotificationsDrawer').then(({ NotificationsDrawer }) => ({ NotificationsDrawer })),
  'NotificationsDrawer',
);

/** The badge shows at most this count, then `999+`. */
const MAX_COUNT = 999;

/**
 * The top-bar bell (000 §2): count badge, disabled with "No Alerts" when empty, opens the drawer.
 * It counts the operator's alerts and, for beta users in one operator's view, what the books'
 * notifications list (`/spot/spot-notifications`), those first.
 */
export function NotificationsBell() {
  const translate = useTranslate();
  const { operator, spansAll } = useOperatorView();
  const { beta } = useFlags();
  const alerts = useNotificationsFeed(operator);
  const books = useSpotNotificationsFeed(operator, beta && !spansAll);
  const items = useMemo(() => [...books, ...alerts], [books, alerts]);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const empty = items.length === 0;
  const label = empty ? translate('app.notifications.none') : translate('app.notifications.title');
  // The accessible name carries the badge's visible count (WCAG 2.5.3 label in name; axe ignores a count in brackets).
  const count = items.length > MAX_COUNT ? `${MAX_COUNT}+` : String(items.length);
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton color="inherit" aria-label={empty ? label : `${label}: ${count}`} disabled={empty} onClick={() => setOpen(true)}>
            <Badge badgeContent={items.length} color="error" max={MAX_COUNT}>
              <NotificationsIcon />
            </Badge>
          </IconButton>
        </span>
      </Tooltip>
      {opened ? (
        <Suspense fallback={null}>
          <NotificationsDrawer open={open && !empty} items={items} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
