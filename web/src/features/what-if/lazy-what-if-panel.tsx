import { type ComponentProps, lazy, Suspense } from 'react';
import type { WhatIfPanel } from './components/what-if-panel';

// Its own chunk: it shows only under a comparison, and /compare's first
// script has a budget (docs/performance.md).
const Panel = lazy(() =>
  import('./components/what-if-panel').then((m) => ({
    default: m.WhatIfPanel,
  })),
);

export function LazyWhatIfPanel(props: ComponentProps<typeof WhatIfPanel>) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
