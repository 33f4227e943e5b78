import { useEffect } from 'react';

/**
 * Keeps the page out of search results while it is shown: every unknown
 * path is answered with the app's page, so a "not found" screen would
 * otherwise be indexed as a page of its own.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
