import type { CompareSort } from '../../contracts/compare.ts';
import type { PlanSummary } from '../../contracts/plans.ts';

/** A priced plan as the sorts read it. */
export interface SortablePlan {
  readonly plan: PlanSummary;
  readonly annualCostIncGst: number;
  readonly cardEstimates: {
    homeMonthlyDollars: number;
    businessMonthlyDollars: number;
  };
}

/** A plan is lock-in free when its contract says so. */
export const isNoLockIn = (plan: PlanSummary) =>
  /no lock-in|ongoing/i.test(plan.contractTerm);

type Compare = (a: SortablePlan, b: SortablePlan) => number;

const byCost: Compare = (a, b) => a.annualCostIncGst - b.annualCostIncGst;
const first =
  (test: (p: PlanSummary) => boolean): Compare =>
  (a, b) =>
    Number(test(b.plan)) - Number(test(a.plan));
const then =
  (...steps: Compare[]): Compare =>
  (a, b) => {
    for (const step of steps) {
      const result = step(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };

const sorts: Record<CompareSort, Compare> = {
  price: byCost,
  green: then(
    (a, b) => b.plan.greenEnergyPercent - a.plan.greenEnergyPercent,
    byCost,
  ),
  green_energy: then(
    (a, b) => b.plan.greenEnergyPercent - a.plan.greenEnergyPercent,
    byCost,
  ),
  // Popular retailers lead; every other plan still follows, cheapest first.
  popular: then(
    first((p) => p.isPopular),
    byCost,
  ),
  household_cost: then(
    (a, b) =>
      a.cardEstimates.homeMonthlyDollars - b.cardEstimates.homeMonthlyDollars,
    byCost,
  ),
  business_cost: then(
    (a, b) =>
      a.cardEstimates.businessMonthlyDollars -
      b.cardEstimates.businessMonthlyDollars,
    byCost,
  ),
  usage_rate: then(
    (a, b) => a.plan.usageCentsPerUnit - b.plan.usageCentsPerUnit,
    byCost,
  ),
  no_lockin: then(first(isNoLockIn), byCost),
};

/** Orders priced plans by one of the comparison's sorts; ties go to the cheaper. */
export function sortResults<T extends SortablePlan>(
  plans: readonly T[],
  sort: CompareSort,
): T[] {
  return [...plans].sort(sorts[sort]);
}
