import { useSyncExternalStore } from 'react';
import { useAuthProvider } from 'react-admin';
import type { BackofficeAuthProvider } from '../auth/createAuthProvider';
import { resolveOperator } from './operatorStore';
import { useOperatorChoice } from './useOperatorChoice';

const noop = () => () => undefined;

/** The operator code of data calls, or undefined while the signed-in manager is not known. */
export function useCurrentOperator(): string | undefined {
  const auth = useAuthProvider() as BackofficeAuthProvider | undefined;
  const user = useSyncExternalStore(auth?.subscribe ?? noop, () => auth?.getUser?.(), () => auth?.getUser?.());
  const choice = useOperatorChoice();
  return user ? resolveOperator(user, choice) : undefined;
}
