import { useOperatorView } from './useOperatorView';

/** The operator code of data calls, or undefined while the current role is not known. */
export function useCurrentOperator(): string | undefined {
  return useOperatorView().operator;
}
