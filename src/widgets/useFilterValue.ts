import { useContext } from 'react';
import { FilterBarContext } from './FilterBarContext';

/**
 * The value of one filter and its setter, for inputs rendered inside a FilterBar.
 *
 * @example
 * const [value, setValue] = useFilterValue('betType');
 */
export function useFilterValue(source: string): [unknown, (value: unknown) => void] {
  const context = useContext(FilterBarContext);
  if (!context) throw new Error('useFilterValue must be used inside a FilterBar');
  return [context.valueOf(source), (value: unknown) => context.change(source, value)];
}
