import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const searchDebounceMs = 300;

/**
 * The search box's text: it applies once typing pauses, and shows any search applied another
 * way (Back, a link, "Clear filters") without undoing what is being typed.
 */
export function useSearchText(applied: string, apply: (q: string) => void) {
  const [text, setText] = useState(applied);
  const [shown, setShown] = useState(applied);
  if (applied !== shown) {
    setShown(applied);
    if (applied !== text.trim()) setText(applied);
  }
  const settled = useDebouncedValue(text.trim(), searchDebounceMs);
  const onSettled = useEffectEvent((q: string) => {
    if (q !== applied) apply(q);
  });
  useEffect(() => onSettled(settled), [settled]);
  return [text, setText] as const;
}
