import { useId, useState } from 'react';
import type { CompareRequestInput } from '#shared/contracts/compare';
import type { WhatIfInputFields } from '#shared/contracts/what-if';
import { useWhatIf } from '../use-what-if';
import { AverageDayChart } from './average-day-chart';
import { BestPlans } from './best-plans';
import { EnergyBalance } from './energy-balance';
import { ReRankedPlans } from './re-ranked-plans';
import { WhatIfFields } from './what-if-fields';
import { WhatIfMoney } from './what-if-money';
import '../what-if.css';

/**
 * "What if…" under a comparison: solar, a battery, an EV or a shifted
 * load, every plan priced again and re-ranked (docs/what-if.md).
 */
export function WhatIfPanel({
  request,
  onApplied,
  linked,
}: {
  readonly request: CompareRequestInput;
  /** Told each what-if once it is priced, for side by side and alerts. */
  readonly onApplied?: (whatIf: WhatIfInputFields) => void;
  /** The what-if the page's address carries (a shared or alert link). */
  readonly linked?: WhatIfInputFields | null;
}) {
  const id = useId();
  const [open, setOpen] = useState(Boolean(linked));
  const w = useWhatIf(request, onApplied, linked);
  const summary = w.response?.whatIf;
  return (
    <section className="card what-if" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>What if…</h2>
      <p className="muted">
        Add solar, a battery or an electric car, or move use to the middle of
        the day: we price every plan again and rank them on the cost after.
      </p>
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide the changes' : 'Try a change'}
      </button>
      <form
        id={`${id}-form`}
        className="what-if-form"
        hidden={!open}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          w.apply();
        }}
      >
        <WhatIfFields form={w.form} update={w.update} errors={w.errors} />
        {w.formError && (
          <p className="field-error" role="alert">
            {w.formError}
          </p>
        )}
        <button
          type="submit"
          className="button button-primary"
          disabled={w.status === 'loading'}
        >
          {w.status === 'loading' ? 'Pricing every plan…' : 'Price every plan'}
        </button>
      </form>
      {summary && w.response && (
        <div className="what-if-results" aria-live="polite">
          <BestPlans summary={summary} />
          {summary.money && (
            <WhatIfMoney
              money={summary.money}
              planName={summary.bestAfter?.planName}
            />
          )}
          <ReRankedPlans plans={w.plans} total={w.response.totalPlans} />
          {w.plans.length < w.response.totalPlans && (
            <button
              type="button"
              className="link-button"
              disabled={w.more === 'loading'}
              onClick={() => void w.loadMore()}
            >
              {w.more === 'loading' ? 'Loading…' : 'Show 10 more plans'}
            </button>
          )}
          {w.more === 'failed' && (
            <p role="alert">Could not load more plans. Please try again.</p>
          )}
          {summary.balance && summary.bestAfter && (
            <EnergyBalance
              balance={summary.balance}
              planName={summary.bestAfter.planName}
            />
          )}
          <AverageDayChart day={summary.averageDay} />
        </div>
      )}
    </section>
  );
}
