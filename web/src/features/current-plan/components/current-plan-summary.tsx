import { Link } from 'react-router-dom';
import type { CurrentPlanResult } from '#shared/contracts/compare';
import { formatDate, formatDollars } from '#shared/format/money-and-dates';
import { ordinal } from '../ordinal';

/**
 * The line above the results: what the current plan costs, its rank and,
 * from its kept versions, when its prices last changed.
 */
export function CurrentPlanSummary({
  current,
}: {
  readonly current: CurrentPlanResult;
}) {
  const { plan, lastPriceChange } = current;
  return (
    <p className="card current-plan-summary" aria-live="polite">
      Your plan costs <strong>{formatDollars(current.annualCostIncGst)}</strong>{' '}
      a year and ranks {ordinal(current.rank)} of {current.rankedPlans}{' '}
      <span className="muted">
        ({plan.retailer} {plan.planName})
      </span>
      {lastPriceChange && (
        <>
          . Its prices last changed on {formatDate(lastPriceChange)}:{' '}
          <Link to={`/plans/${encodeURIComponent(plan.id)}`}>
            see its price history
          </Link>
        </>
      )}
    </p>
  );
}

/** A card's line: how this plan compares with the current one. */
export function SavingAgainstCurrent({
  dollars,
  isCurrent,
}: {
  readonly dollars: number | null;
  readonly isCurrent: boolean;
}) {
  if (isCurrent)
    return <span className="badge badge-current">Your current plan</span>;
  if (dollars === null || Math.round(dollars) === 0) return null;
  const amount = formatDollars(Math.abs(dollars));
  return (
    <p className={dollars > 0 ? 'savings' : 'muted'}>
      {amount} a year {dollars > 0 ? 'less' : 'more'} than your current plan
    </p>
  );
}

/** The current plan's card line: where it ranks in the whole market. */
export function CurrentPlanRank({
  current,
}: {
  readonly current: Pick<CurrentPlanResult, 'rank' | 'rankedPlans'>;
}) {
  return (
    <p className="current-plan-rank">
      Ranks {ordinal(current.rank)} of {current.rankedPlans} plans for your
      usage
    </p>
  );
}
