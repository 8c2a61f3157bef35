import { useSyncExternalStore } from 'react';
import type { BackofficeAuthProvider } from './createAuthProvider';

/** Whether a session (an access token) exists; follows sign-in and sign-out. */
export function useSignedIn(authProvider: Pick<BackofficeAuthProvider, 'subscribe' | 'getAccessToken'>): boolean {
  return useSyncExternalStore(authProvider.subscribe, () => authProvider.getAccessToken() !== null);
}
