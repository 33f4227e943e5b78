import { lazy, Suspense, useEffect, useState } from 'react';

const CurrentPlanField = lazy(() =>
  import('./current-plan-field').then((m) => ({
    default: m.CurrentPlanField,
  })),
);

type Props = Parameters<
  typeof import('./current-plan-field').CurrentPlanField
>[0];

/** Loaded on demand: /compare's first script stays inside its budget. */
export function LazyCurrentPlanField(props: Props) {
  // Only after hydration: a lazy boundary in a pre-rendered page cannot be
  // finished on the server, and React would then render the page again.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <CurrentPlanField {...props} />
    </Suspense>
  );
}
