import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** Paths a visitor may open without a session: the auth pages. */
export function isPublicPath(pathname: string): boolean {
  return pathname.startsWith('/auth/') || pathname === '/login';
}

/**
 * Shows visitors without a session the public landing page on every non-public path, keeping the
 * URL (000 §2: "Unauthenticated users on non-public pages see a finance landing component").
 *
 * @example
 * <VisitorGate signedIn={signedIn} landing={<PublicLanding />}><Admin ... /></VisitorGate>
 */
export function VisitorGate({ signedIn, landing, children }: { signedIn: boolean; landing: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return <>{!signedIn && !isPublicPath(pathname) ? landing : children}</>;
}
