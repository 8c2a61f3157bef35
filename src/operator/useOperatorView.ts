import { useSyncExternalStore } from 'react';
import { useAuthProvider } from 'react-admin';
import type { BackofficeAuthProvider } from '../auth/createAuthProvider';
import { resolveOperator } from './operatorStore';
import { useOperatorChoice } from './useOperatorChoice';

const noop = () => () => undefined;

/**
 * The operator of data calls and whether it is the view spanning every operator: the central
 * role on its own code (`uiInfo.role.operatorCode` of `GET info`, shown as "Central Office
 * Manager"). In that view a record is found through a list before its own calls, which go to the
 * record's `operatorCode`.
 */
export function useOperatorView(): { operator: string | undefined; spansAll: boolean } {
  const auth = useAuthProvider() as BackofficeAuthProvider | undefined;
  const role = useSyncExternalStore(
    auth?.subscribe ?? noop,
    () => auth?.getRole?.(),
    () => auth?.getRole?.(),
  );
  const choice = useOperatorChoice();
  const operator = resolveOperator(role, choice);
  return { operator, spansAll: role?.role === 'central' && !!operator && operator === role.operatorCode };
}
