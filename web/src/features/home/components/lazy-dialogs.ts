import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The home page's popups, each loaded when it first opens. */
export const LazyStartComparisonDialog = lazyDialog(() =>
  import('./start-comparison-dialog').then((m) => m.StartComparisonDialog),
);

export const LazyCallUsDialog = lazyDialog(() =>
  import('./call-us-dialog').then((m) => m.CallUsDialog),
);
