import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The call-back popup, loaded on the first request for a call back. */
export const LazyCallbackDialog = lazyDialog(() =>
  import('./callback-dialog').then((m) => m.CallbackDialog),
);
