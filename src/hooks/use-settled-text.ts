import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 300;

/** A text box whose settled value goes to the URL; a URL change (Back, a link) shows in the box. */
export function useSettledText(value: string, onSettled: (value: string) => void) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== settled) setText(value);
  }
  // onSettled changes with every URL change and must not re-run the effect.
  const settle = useEffectEvent((next: string) => onSettled(next));
  useEffect(() => settle(settled), [settled]);
  return [text, setText] as const;
}
