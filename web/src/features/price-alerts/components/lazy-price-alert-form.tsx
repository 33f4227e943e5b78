import { lazy, Suspense, useState } from 'react';
import type { CompareRequestInput } from '#shared/contracts/compare';

// The form (and the usage summariser) load on the first press, not with /compare.
const PriceAlertForm = lazy(() =>
  import('./price-alert-form').then((m) => ({ default: m.PriceAlertForm })),
);

/** A button under the results that opens the price alert form. */
export function LazyPriceAlertForm(props: {
  readonly request: CompareRequestInput;
  readonly currentPlanId?: string;
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
