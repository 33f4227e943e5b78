import { lazy, Suspense } from 'react';

const PriceHistory = lazy(() => import('./price-history'));

/** {@link PriceHistory} in its own chunk, so pages without it load no chart code. */
export function LazyPlanPriceHistory({ planId }: { planId: string }) {
  return (
    <Suspense fallback={<p role="status">Loading the price history…</p>}>
      <PriceHistory planId={planId} />
    </Suspense>
  );
}
