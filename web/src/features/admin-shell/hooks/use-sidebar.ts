import { useCallback, useEffect, useState } from 'react';

/** Cookie kept 7 days; slide-over below 768 px. */
export const SIDEBAR_COOKIE = 'sidebar_state';
const COOKIE_MAX_AGE = 7 * 24 * 60 * 60;
const MOBILE_QUERY = '(max-width: 767.98px)';

function readCookie(): boolean {
  const match = /(?:^|;\s*)sidebar_state=(true|false)/.exec(document.cookie);
  return match ? match[1] === 'true' : true;
}

function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(
    () => window.matchMedia(MOBILE_QUERY).matches,
  );
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => setMobile(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return mobile;
}

/**
 * The admin sidebar's state: expanded or collapsed (remembered in a cookie
 * for 7 days), a separate open/closed slide-over on small screens, and
 * Ctrl/Cmd+B to toggle whichever applies.
 */
export function useSidebar() {
  const mobile = useIsMobile();
  const [expanded, setExpanded] = useState(readCookie);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (mobile) {
      setMobileOpen((open) => !open);
      return;
    }
    setExpanded((current) => {
      const next = !current;
      // biome-ignore lint/suspicious/noDocumentCookie: Cookie Store API is missing in Safari and Firefox
      document.cookie = `${SIDEBAR_COOKIE}=${next}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
      return next;
    });
  }, [mobile]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  return { mobile, expanded, mobileOpen, setMobileOpen, toggle };
}
