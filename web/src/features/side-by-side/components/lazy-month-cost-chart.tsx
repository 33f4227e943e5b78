import { type ComponentProps, lazy, Suspense } from 'react';
import type { MonthCostChart } from './month-cost-chart';

// Its own chunk, shared with the other charts, loaded only with results.
const Chart = lazy(() =>
  import('./month-cost-chart').then((m) => ({ default: m.MonthCostChart })),
);

export function LazyMonthCostChart(
  props: ComponentProps<typeof MonthCostChart>,
) {
  return (
    <Suspense fallback={null}>
      <Chart {...props} />
    </Suspense>
  );
}
