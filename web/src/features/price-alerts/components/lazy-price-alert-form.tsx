import { lazy, Suspense, useState } from 'react';
import type { CompareRequestInput } from '#shared/contracts/compare';
import type { WhatIfInputFields } from '#shared/contracts/what-if';

// The form (and the usage summariser) load on the first press, not with /compare.
const PriceAlertForm = lazy(() =>
  import('./price-alert-form').then((m) => ({ default: m.PriceAlertForm })),
);

/** A button under the results that opens the price alert form. */
export function LazyPriceAlertForm(props: {
  readonly request: CompareRequestInput;
  readonly currentPlanId?: string;
  readonly whatIf?: WhatIfInputFields | null;
}) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button
        type="button"
        className="button price-alert-open"
        aria-expanded={false}
        onClick={() => setOpen(true)}
      >
        E-mail me if a better plan appears
      </button>
    );
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <PriceAlertForm {...props} />
    </Suspense>
  );
}
