import { useEffect } from 'react';
import { usePermissions } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Permissions } from '../auth/types';
import { generatedResources } from '../generated/registry';
import { useServerInfo } from '../shell/serverInfo';
import { canSee, isCentralOnly } from './menuItems';

/**
 * Sends a user who opens a screen their role or flags do not allow to / (000 §2): a non-central
 * user on a central-only page once server info has loaded, and anyone on a declared screen
 * their role or beta flag hides.
 */
export function useRouteGuard(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { permissions, isPending } = usePermissions<Permissions>();
  const { info } = useServerInfo();
  useEffect(() => {
    if (isPending || !permissions || !info) return;
    const resource = generatedResources.find((r) => pathname === r.route || pathname.startsWith(`${r.route}/`));
    const blocked =
      (permissions.role !== 'central' && isCentralOnly(pathname, search)) || (resource && !canSee(resource.route, permissions));
    if (blocked) navigate('/', { replace: true });
  }, [info, isPending, navigate, pathname, permissions, search]);
}
