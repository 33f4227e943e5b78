import type { WhatIfResult } from '#shared/contracts/what-if';
import { formatDollars } from '#shared/format/money-and-dates';
import { yearlyDifference } from '#shared/format/what-if-words';

const againstText: Record<
  NonNullable<WhatIfResult['worthTogether']>['against'],
  string
> = {
  currentPlan: 'your current plan today',
  bill: 'your bill today',
  bestBefore: 'the cheapest plan today',
};

/** The cheapest plan before and after the change, side by side. */
export function BestPlans({ summary }: { readonly summary: WhatIfResult }) {
  const { bestBefore, bestAfter, worthTogether } = summary;
  if (!bestBefore || !bestAfter) return null;
  return (
    <>
      <div className="what-if-best">
        <section className="what-if-best__plan" aria-label="Cheapest today">
          <h3>Cheapest today</h3>
          <p className="what-if-best__name">
            {bestBefore.planName}
            <span className="muted"> · {bestBefore.retailer}</span>
          </p>
          <dl>
            <dt>Today</dt>
            <dd>{formatDollars(bestBefore.annualCostIncGst)} a year</dd>
            <dt>With the change</dt>
            <dd>{formatDollars(bestBefore.afterAnnualCostIncGst)} a year</dd>
          </dl>
        </section>
        <section
          className="what-if-best__plan"
          aria-label="Cheapest with the change"
        >
          <h3>Cheapest with the change</h3>
          <p className="what-if-best__name">
            {bestAfter.planName}
            <span className="muted"> · {bestAfter.retailer}</span>
          </p>
          <dl>
            <dt>Today</dt>
            <dd>{formatDollars(bestAfter.beforeAnnualCostIncGst)} a year</dd>
            <dt>With the change</dt>
            <dd>{formatDollars(bestAfter.annualCostIncGst)} a year</dd>
          </dl>
        </section>
      </div>
      {worthTogether && (
        <p className="what-if-worth">
          Switching to <strong>{bestAfter.planName}</strong> and making the
          change: <strong>{yearlyDifference(-worthTogether.dollars)}</strong>{' '}
          than {againstText[worthTogether.against]}, before the cost of the
          change itself.
        </p>
      )}
    </>
  );
}
