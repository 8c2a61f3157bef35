import { useState } from 'react';

/**
 * The currency a chart shows and its setter: the chosen one while it is on screen, else (at first,
 * or after a filter change took it away) the first of `currencies`; undefined without any.
 */
export function useCurrencyChoice(currencies: readonly string[]): [currency: string | undefined, choose: (currency: string) => void] {
  const [chosen, choose] = useState<string>();
  return [chosen !== undefined && currencies.includes(chosen) ? chosen : currencies[0], choose];
}
