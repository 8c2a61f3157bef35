import { useEffect } from 'react';
import { useNotify, usePermissions } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Permissions } from '../auth/types';
import { useServerInfo } from '../shell/serverInfo';
import { blockReason, type BlockReason } from './menuItems';

/** The toast of each reason a route is closed to the user. */
export const BLOCK_MESSAGES: Record<BlockReason, string> = {
  central: 'app.menu.access.centralOnly',
  operator: 'app.menu.access.operatorOnly',
  beta: 'app.menu.access.betaOnly',
};

/**
 * The toast that says why a route is closed, offering only what the user can do: the switcher's
 * way back to the central view is a central manager's; an office manager is told the page is the
 * central office's.
 */
export function blockMessage(reason: BlockReason, permissions: Pick<Permissions, 'centralManager'>): string {
  return reason === 'central' && !permissions.centralManager ? 'app.menu.access.centralOffice' : BLOCK_MESSAGES[reason];
}

/**
 * Sends a user who opens a screen their view or flags do not allow home to / (000 §2), once the
 * permissions and server info are known, with a toast that says why: a central-only screen in an
 * operator's view, an operator screen in the central view, or a beta screen without the beta flag.
 */
export function useRouteGuard(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { permissions, isPending } = usePermissions<Permissions>();
  const { info } = useServerInfo();
  useEffect(() => {
    if (isPending || !permissions || !info) return;
    const reason = blockReason(pathname, search, permissions);
    if (!reason) return;
    notify(blockMessage(reason, permissions), { type: 'warning' });
    navigate('/', { replace: true });
  }, [info, isPending, navigate, notify, pathname, permissions, search]);
}
