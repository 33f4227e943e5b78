import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a page's `count` parts to draw: the first at once, then one
 * more in a task of its own after each commit, as a transition. A large
 * page is committed in parts, none of them one long task on a slow phone
 * (docs/performance.md, "Plan page: drawn in parts").
 */
export function usePartsDrawn(count: number): number {
  const [drawn, setDrawn] = useState(1);
  useEffect(() => {
    if (drawn >= count) return;
    const next = setTimeout(() => startTransition(() => setDrawn(drawn + 1)));
    return () => clearTimeout(next);
  }, [drawn, count]);
  return Math.min(drawn, count);
}
