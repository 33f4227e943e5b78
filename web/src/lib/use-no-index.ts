import { useEffect } from 'react';

/**
 * Keeps the page out of search results while it is shown (a not-found
 * screen, a withdrawn plan). The served HTML of such a page already says
 * so; that tag is taken over, so there is one, and it goes when the app
 * moves on to another page.
 */
export function useNoIndex(active = true): void {
  useEffect(() => {
    if (!active) return;
    const served = document.head.querySelector<HTMLMetaElement>(
      'meta[name="robots"]',
    );
    const meta = served ?? document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    if (!served) document.head.append(meta);
    return () => meta.remove();
  }, [active]);
}
