import { BadgeCheck, Leaf, Star, TriangleAlert } from 'lucide-react';
import type { ComparedPlan } from '#shared/contracts/compare';
import { SavingAgainstCurrent } from '@/features/current-plan/summary';

/** The badges a plan has earned; each kind has its own colour and icon. */
export function PlanBadges({
  result,
  isCurrent,
}: {
  readonly result: ComparedPlan;
  readonly isCurrent: boolean;
}) {
  const { plan } = result;
  return (
    <div className="badges">
      {isCurrent && <SavingAgainstCurrent dollars={null} isCurrent={true} />}
      {result.isBestValue && (
        <span className="badge badge-best">
          <BadgeCheck aria-hidden="true" size={14} /> Best Value
        </span>
      )}
      {plan.isPopular && (
        <span className="badge badge-popular">
          <Star aria-hidden="true" size={14} /> Popular
        </span>
      )}
      {plan.greenEnergyPercent > 0 && (
        <span className="badge badge-green">
          <Leaf aria-hidden="true" size={14} /> {plan.greenEnergyPercent}% green
        </span>
      )}
      {result.isStale && (
        <span className="badge badge-warn">
          <TriangleAlert aria-hidden="true" size={14} /> Check for updates
        </span>
      )}
    </div>
  );
}
