import { Link } from 'react-router-dom';
import type { OwnCostLoad } from '../hooks/use-own-cost';
import { CostSummary } from './cost-summary';
import { OwnCostPending, ownCostBasis } from './own-cost-pending';

/** The plan on the visitor's own usage, when they came from a comparison. */
export function OwnCost({
  load,
  withdrawn,
}: {
  load: OwnCostLoad;
  withdrawn: boolean;
}) {
  if (withdrawn)
    return (
      <p className="card notice">
        This plan is no longer offered, so it is not priced on your usage.{' '}
        <Link to="/compare">Compare the plans on offer now</Link>.
      </p>
    );
  if (load.status === 'none')
    return (
      <p className="card notice" data-testid="own-cost-prompt">
        <Link to="/compare">Compare plans with your usage</Link> and open this
        plan from its card to see what it would cost you.
      </p>
    );
  if (load.status === 'loading')
    return <OwnCostPending fromMeter={load.fromMeter} />;
  if (load.status === 'error')
    return (
      <p className="card error" role="alert">
        {load.message}
      </p>
    );
  const { priced, fromMeter } = load;
  return (
    <CostSummary
      heading="For your usage"
      basis={ownCostBasis(fromMeter)}
      annualCostIncGst={priced.annualCostIncGst}
      monthlyEstimateDollars={priced.monthlyEstimateDollars}
      annualCostAfterBenefitsIncGst={priced.annualCostAfterBenefitsIncGst}
      breakdown={priced.breakdown}
      months={priced.monthlyCostsIncGst}
      confidence={priced.confidence}
      diagnostics={priced.diagnostics}
      testId="own-annual-cost"
    />
  );
}
