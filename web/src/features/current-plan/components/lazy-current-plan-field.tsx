import { lazy, Suspense } from 'react';

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
  return (
    <Suspense fallback={null}>
      <CurrentPlanField {...props} />
    </Suspense>
  );
}
