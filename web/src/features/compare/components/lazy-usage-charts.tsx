import { type ComponentProps, lazy, Suspense } from 'react';
import type { UsageCharts } from './usage-charts';

// Its own chunk: the charting code loads only once results show.
const Charts = lazy(() =>
  import('./usage-charts').then((m) => ({ default: m.UsageCharts })),
);

export function LazyUsageCharts(props: ComponentProps<typeof UsageCharts>) {
  return (
    <Suspense fallback={null}>
      <Charts {...props} />
    </Suspense>
  );
}
