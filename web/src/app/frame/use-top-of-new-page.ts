import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A page the visitor goes to opens at its top, as a server-rendered page
 * would; Back and Forward are left to the browser. Lighter than the
 * router's ScrollRestoration, which would take /compare past its script
 * budget (docs/performance.md).
 */
export function useTopOfNewPage(): void {
  const { pathname, hash } = useLocation();
  const navigation = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new path moves the page.
  useLayoutEffect(() => {
    if (navigation !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname]);
}
