import { useSyncExternalStore } from 'react';
import { peekUnhandled, subscribeUnhandled, takeUnhandled } from './unhandledErrors';

/**
 * Rethrows a raised unhandled error while rendering, inside the layout, so the layout's error
 * boundary shows it on the error page (testers and debug mode, 000 §6).
 *
 * @example
 * <Layout ...><UnhandledErrorThrower />{children}</Layout>
 */
export function UnhandledErrorThrower() {
  const error = useSyncExternalStore(subscribeUnhandled, peekUnhandled, peekUnhandled);
  if (error) throw takeUnhandled() ?? error;
  return null;
}
