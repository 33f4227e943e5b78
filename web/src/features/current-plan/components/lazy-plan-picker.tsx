import { lazy, Suspense, useEffect, useState } from 'react';
import type { PlanPickerProps } from './plan-picker';

const PlanPicker = lazy(() =>
  import('./plan-picker').then((m) => ({ default: m.PlanPicker })),
);

/** Loaded on demand: /compare's first script stays inside its budget. */
export function LazyPlanPicker(props: PlanPickerProps) {
  // Only after hydration: a lazy boundary in a pre-rendered page cannot be
  // finished on the server, and React would then render the page again.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <PlanPicker {...props} />
    </Suspense>
  );
}
