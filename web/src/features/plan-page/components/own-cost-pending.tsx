import { useId } from 'react';

/** Whose usage the visitor's own cost is priced on. */
export const ownCostBasis = (fromMeter: boolean) =>
  fromMeter
    ? 'Priced on the meter readings you gave on the compare page.'
    : 'Priced on the usage you gave on the compare page, shaped like a typical household’s day and year.';

/**
 * The visitor's own cost while it is priced: the priced section's heading
 * and basis in its place and words, so the page's top does not change
 * when the price comes (docs/performance.md, "Plan page: own cost first").
 */
export function OwnCostPending({ fromMeter }: { fromMeter: boolean }) {
  const id = useId();
  return (
    <section className="plan-section card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>For your usage</h2>
      <p className="muted">{ownCostBasis(fromMeter)}</p>
      <p className="annual" aria-live="polite">
        Pricing this plan on your usage…
      </p>
    </section>
  );
}
