/**
 * Runs `task` once the browser is idle after the page has loaded (at most
 * `timeout` ms later). Returns a cancel function, for effect clean-ups.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, Math.min(timeout, 1500));
  return () => clearTimeout(id);
}
