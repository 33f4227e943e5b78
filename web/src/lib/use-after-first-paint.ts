import { useEffect, useState } from 'react';

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/** Calls `then` once the browser reports the page's first contentful paint. */
function afterFirstContentfulPaint(then: () => void): () => void {
  const painted = () =>
    performance
      .getEntriesByType('paint')
      .some((entry) => entry.name === FIRST_CONTENTFUL_PAINT);
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    // No paint timing: after the next frame is painted instead.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(then);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }
  if (painted()) {
    then();
    return () => {};
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint' });
  return () => observer.disconnect();
}

/**
 * False until the browser has shown the page's first contentful paint:
 * work started then (requests, chunks, a larger render) comes after the
 * page is on screen instead of holding its first paint back. A hidden
 * tab paints nothing, so it is true at once there.
 */
export function useAfterFirstPaint(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (document.visibilityState === 'hidden') return setShown(true);
    return afterFirstContentfulPaint(() => setShown(true));
  }, []);
  return shown;
}
