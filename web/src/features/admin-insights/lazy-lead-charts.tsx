import { type ComponentProps, lazy, Suspense } from 'react';
import type { LeadCharts } from './components/lead-charts';

// Its own chunk, shared with the other charts.
const Charts = lazy(() =>
  import('./components/lead-charts').then((m) => ({ default: m.LeadCharts })),
);

export function LazyLeadCharts(props: ComponentProps<typeof LeadCharts>) {
  return (
    <Suspense fallback={null}>
      <Charts {...props} />
    </Suspense>
  );
}
