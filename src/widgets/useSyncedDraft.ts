import { useState } from 'react';

/**
 * Local text of an input whose stored value may lag (debounce) or be rejected (invalid input is
 * never stored). The draft follows the stored value when it changes from outside (Reset
 * filters, the resets rule, the URL), unless the draft already stands for it (`12.` for 12).
 *
 * @example
 * const [text, setText] = useSyncedDraft(stored, numberText, (t) => Number(t));
 */
export function useSyncedDraft(
  stored: unknown,
  toText: (value: unknown) => string,
  standsFor: (text: string) => unknown = (text) => (text === '' ? undefined : text),
): [string, (text: string) => void] {
  const [draft, setDraft] = useState(() => toText(stored));
  const [seen, setSeen] = useState(() => JSON.stringify(stored));
  const key = JSON.stringify(stored);
  if (key !== seen) {
    setSeen(key);
    if (JSON.stringify(standsFor(draft)) !== key) setDraft(toText(stored));
  }
  return [draft, setDraft];
}
