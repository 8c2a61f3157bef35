import { useContext, useEffect, useState } from 'react';
import { OperatorsLoaderContext, type LoadOperators } from './OperatorsLoaderContext';

/**
 * The operator codes from `load`, else from the {@link OperatorsLoaderContext} loader; empty
 * while loading, on failure or without a loader.
 *
 * @example
 * const operators = useOperatorCodes();
 */
export function useOperatorCodes(load?: LoadOperators): readonly string[] {
  const fromContext = useContext(OperatorsLoaderContext);
  const loader = load ?? fromContext;
  const [operators, setOperators] = useState<readonly string[]>([]);
  useEffect(() => {
    if (!loader) return;
    let active = true;
    loader().then(
      (codes) => active && setOperators([...codes].sort()),
      () => active && setOperators([]),
    );
    return () => {
      active = false;
    };
  }, [loader]);
  return operators;
}
