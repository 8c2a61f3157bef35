import { Box, Drawer, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../format';
import type { AppNotification } from './useNotificationsFeed';

/** Drawer width (000 §2). */
export const NOTIFICATIONS_DRAWER_WIDTH = 500;

/** Whether a notification's link is a console path (never another site). */
export function isConsolePath(link: string | null | undefined): link is string {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');
}

/**
 * The right drawer "Notifications": Description and Created (formatted date), no paging. A
 * description whose alert names a console page links there and closes the drawer.
 */
export function NotificationsDrawer({ open, items, onClose }: { open: boolean; items: AppNotification[]; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { 'aria-labelledby': 'notifications-drawer-title', sx: { width: NOTIFICATIONS_DRAWER_WIDTH, maxWidth: '100vw' } },
      }}
    >
      <Box sx={{ p: 2 }}>
        <Typography id="notifications-drawer-title" variant="h6" component="h2" gutterBottom>
          {translate('app.notifications.title')}
        </Typography>
        <Table size="small" data-testid="notifications-table">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.notifications.description')}</TableCell>
              <TableCell>{translate('app.notifications.created')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>
                  {isConsolePath(item.link) ? (
                    <Link component={RouterLink} to={item.link} onClick={onClose}>
                      {item.description}
                    </Link>
                  ) : (
                    item.description
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={item.created} title={formatDateTime(item.created, { detail: true })}>
                    {formatDateTime(item.created)}
                  </time>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Drawer>
  );
}
