import { lazy, Suspense, useEffect, useState } from 'react';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { pickerParts } from './picker-parts';
import type { PlanPickerProps } from './plan-picker';

const PlanPicker = lazy(() =>
  import('./plan-picker').then((m) => ({ default: m.PlanPicker })),
);

/**
 * Loaded on demand: /compare's first script stays inside its budget. When
 * it would show nothing yet (no retailer, no bill), its chunk and sheet
 * are asked for only after the first contentful paint, ready for the
 * visitor's pick, so they are no part of what the first paint waits for
 * (docs/performance.md, "Compare: the first frame").
 */
export function LazyPlanPicker(props: PlanPickerProps) {
  // Only after hydration: a lazy boundary in a pre-rendered page cannot be
  // finished on the server, and React would then render the page again.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const painted = useAfterFirstPaint();
  const parts = pickerParts(props);
  const needed = parts.proposal || parts.planList;
  if (!hydrated || !(needed || painted)) return null;
  return (
    <Suspense fallback={null}>
      <PlanPicker {...props} />
    </Suspense>
  );
}
