/** How long after `load` a page's first data usually takes to arrive. */
const SETTLE_MS = 1000;

/**
 * Runs `task` once the page has loaded, settled (its first data in) and
 * the browser is idle, at most `timeout` ms after settling: prefetches
 * then never compete with what the page is still drawing. Returns a
 * cancel function, for effect clean-ups.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  let cancel = () => {};
  const idle = () => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(task, { timeout });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(task, Math.min(timeout, 1500));
      cancel = () => clearTimeout(id);
    }
  };
  const settle = () => {
    const id = setTimeout(idle, SETTLE_MS);
    cancel = () => clearTimeout(id);
  };
  if (document.readyState === 'complete') settle();
  else {
    window.addEventListener('load', settle, { once: true });
    cancel = () => window.removeEventListener('load', settle);
  }
  return () => cancel();
}
