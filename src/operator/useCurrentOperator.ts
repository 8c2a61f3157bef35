import { useSyncExternalStore } from 'react';
import { useAuthProvider } from 'react-admin';
import type { BackofficeAuthProvider } from '../auth/createAuthProvider';
import { resolveOperator } from './operatorStore';
import { useOperatorChoice } from './useOperatorChoice';

const noop = () => () => undefined;

/** The operator code of data calls, or undefined while the current role is not known. */
export function useCurrentOperator(): string | undefined {
  const auth = useAuthProvider() as BackofficeAuthProvider | undefined;
  const role = useSyncExternalStore(auth?.subscribe ?? noop, () => auth?.getRole?.(), () => auth?.getRole?.());
  const choice = useOperatorChoice();
  return resolveOperator(role, choice);
}
