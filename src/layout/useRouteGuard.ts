import { useEffect } from 'react';
import { usePermissions } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Permissions } from '../auth/types';
import { generatedResources } from '../generated/registry';
import { canSee } from './menuItems';

/** Sends a user who opens a screen their role or flags do not allow to / (000 §2). */
export function useRouteGuard(): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { permissions, isPending } = usePermissions<Permissions>();
  useEffect(() => {
    if (isPending || !permissions) return;
    const resource = generatedResources.find((r) => pathname === r.route || pathname.startsWith(`${r.route}/`));
    if (resource && !canSee(resource.route, permissions)) navigate('/', { replace: true });
  }, [isPending, navigate, pathname, permissions]);
}
