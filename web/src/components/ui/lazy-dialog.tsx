import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * A dialog whose code (Radix Dialog, its form) is not part of the page's
 * first download: it is fetched once the page is idle, or when the dialog
 * first opens if that comes sooner. It stays mounted after its first
 * opening, so it can close the way Radix closes it.
 */
export function lazyDialog<P extends { readonly open: boolean }>(
  load: () => Promise<ComponentType<P>>,
) {
  let loading: Promise<ComponentType<P>> | undefined;
  const get = () => {
    loading ??= load();
    return loading;
  };
  const preload = () =>
    void get().catch(() => {
      loading = undefined;
    });
  const Dialog = lazy(() =>
    get().then((component) => ({ default: component })),
  );
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    useEffect(() => whenIdle(preload), []);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
