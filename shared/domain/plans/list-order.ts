import type { PlanListSort } from '../../contracts/plan-lists.ts';
import type { PlanSummary } from '../../contracts/plans.ts';
import { type SortablePlan, sortResults } from '../compare/sort-results.ts';
import type { CardEstimates } from '../compare/typical-household.ts';
import { byRetailerThenPlanName } from './order.ts';

/**
 * A whole plan list in the order asked, before it is cut into pages, so
 * every page continues the one order. The cost sorts read each plan's card
 * estimates (docs/pricing-rules.md, Typical household); ties, and the rate
 * sorts' ties, go to the cheaper home, then by name.
 */
export function orderPlanList<P extends PlanSummary>(
  plans: readonly P[],
  sort: PlanListSort,
  estimatesOf: (plan: P) => CardEstimates | null,
): P[] {
  const byName = [...plans].sort(byRetailerThenPlanName);
  if (sort === 'retailer') return byName;
  const rows = byName.map((plan) => {
    const cardEstimates = estimatesOf(plan);
    return {
      plan,
      // Finite, so two unpriced plans tie instead of comparing NaN.
      annualCostIncGst: cardEstimates?.homeDollarsPer30Days ?? Number.MAX_VALUE,
      cardEstimates,
    } satisfies SortablePlan & { plan: P };
  });
  return sortResults(rows, sort).map((row) => row.plan);
}
