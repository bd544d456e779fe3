import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export const searchDelayMs = 300;
/** The longest search the admin API takes (adminSearchQuerySchema). */
export const maxSearchLength = 100;

/** What is typed in a search box, and the text to search for once typing pauses. */
export function useSearch() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), searchDelayMs);
  return { text, setText, search };
}
