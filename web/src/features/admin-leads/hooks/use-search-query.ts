import { useEffect, useState } from 'react';

/** Typing pauses this long before the server is asked. */
export const SEARCH_DELAY_MS = 300;

/** What staff type, and the query sent once they pause. */
export function useSearchQuery(enabled: boolean) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => setQuery(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, enabled]);
  return { text, setText, query };
}
