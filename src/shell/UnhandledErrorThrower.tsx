import { useSyncExternalStore } from 'react';
import { peekUnhandled, subscribeUnhandled } from './unhandledErrors';

/**
 * Rethrows a raised unhandled error while rendering, inside the layout, so the layout's error
 * boundary shows it on the error page (testers and debug mode, 000 §6). The error stays raised
 * (React renders once more before giving up) until the error page's home link clears it.
 *
 * @example
 * <Layout ...><UnhandledErrorThrower />{children}</Layout>
 */
export function UnhandledErrorThrower() {
  const error = useSyncExternalStore(subscribeUnhandled, peekUnhandled, peekUnhandled);
  if (error) throw error;
  return null;
}
