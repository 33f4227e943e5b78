import type { PlanDetailsResponse } from '#shared/contracts/plan-details';
import { formatDate } from '#shared/format/money-and-dates';
import { planKindAndPlace } from '#shared/format/plan-page-words';
import { RetailerMark } from '@/components/ui/retailer-mark';

type Props = Pick<PlanDetailsResponse, 'plan' | 'facts' | 'withdrawn'>;

/** Retailer, plan name, where it is sold and whether it is still offered. */
export function PlanHeading({ plan, facts, withdrawn }: Props) {
  return (
    <header className="plan-page__head">
      <p className="retailer retailer-name">
        <RetailerMark name={plan.retailer} />
        {plan.retailer}
      </p>
      <h1>{plan.planName}</h1>
      {withdrawn && (
        <p className="card warning" role="status" data-testid="withdrawn">
          <strong>No longer offered.</strong> The retailer has withdrawn this
          plan; these are its last published details (updated{' '}
          {formatDate(plan.lastUpdated)}).
        </p>
      )}
      <p className="muted">
        {planKindAndPlace(plan)}
        {plan.greenEnergyPercent > 0 && (
          <span className="badge badge-green">
            {plan.greenEnergyPercent}% green
          </span>
        )}
      </p>
      {facts.description && (
        <p className="plan-page__about">{facts.description}</p>
      )}
    </header>
  );
}
