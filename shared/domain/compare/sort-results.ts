import type { CompareSort } from '../../contracts/compare.ts';
import type { PlanSummary } from '../../contracts/plans.ts';

/** A priced plan as the sorts read it. */
export interface SortablePlan {
  readonly plan: PlanSummary;
  readonly annualCostIncGst: number;
  /**
   * Dollars the plan's cost could be higher when the estimate cannot say
   * when the household buys its power (docs/household.md, When a bill
   * cannot say when); absent or 0 when it can, or timing does not matter.
   */
  readonly timingAllowanceDollars?: number;
  /** Priced plans only; a plan without it sorts on its first-year cost. */
  readonly annualCostAfterBenefitsIncGst?: number;
  /**
   * The typical home's and business's 30 days; null: not priceable, sorted
   * last. Only the sorts in `SORTS_BY_ESTIMATE` read it.
   */
  readonly cardEstimates?: {
    readonly homeDollarsPer30Days: number;
    readonly businessDollarsPer30Days: number;
  } | null;
}

const homeEstimate = (p: SortablePlan) =>
  p.cardEstimates?.homeDollarsPer30Days ?? Number.POSITIVE_INFINITY;
const businessEstimate = (p: SortablePlan) =>
  p.cardEstimates?.businessDollarsPer30Days ?? Number.POSITIVE_INFINITY;
/** Infinity less Infinity is NaN: two unpriced plans tie. */
const lower = (a: number, b: number) => (a === b ? 0 : a - b);

/** A plan is lock-in free when its contract says so. */
export const isNoLockIn = (plan: PlanSummary) =>
  /no lock-in|ongoing/i.test(plan.contractTerm);

type Compare = (a: SortablePlan, b: SortablePlan) => number;

/**
 * What a plan ranks by: its shown cost, plus its timing allowance when the
 * estimate cannot say when power is bought, so a plan that is cheaper only
 * if the model's day shape is right does not pass one whose cost does not
 * depend on it. The one ranking rule of compare and the cost CLI.
 */
export const rankingCost = (p: {
  readonly annualCostIncGst: number;
  readonly timingAllowanceDollars?: number;
}) => p.annualCostIncGst + (p.timingAllowanceDollars ?? 0);

/** Cheapest first by {@link rankingCost}; ties keep their order. */
export const byRankingCost = (
  a: Parameters<typeof rankingCost>[0],
  b: Parameters<typeof rankingCost>[0],
) => rankingCost(a) - rankingCost(b);

const byCost: Compare = byRankingCost;
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

const afterBenefits = (p: SortablePlan) =>
  p.annualCostAfterBenefitsIncGst ?? p.annualCostIncGst;

const sorts: Record<CompareSort, Compare> = {
  price: byCost,
  after_benefits: then((a, b) => afterBenefits(a) - afterBenefits(b), byCost),
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
    (a, b) => lower(homeEstimate(a), homeEstimate(b)),
    byCost,
  ),
  business_cost: then(
    (a, b) => lower(businessEstimate(a), businessEstimate(b)),
    byCost,
  ),
  usage_rate: then(
    (a, b) => a.plan.usageCentsPerUnit - b.plan.usageCentsPerUnit,
    byCost,
  ),
  no_lockin: then(first(isNoLockIn), byCost),
};

/** The sorts that order by the typical household's estimates. */
export const SORTS_BY_ESTIMATE: ReadonlySet<CompareSort> = new Set([
  'household_cost',
  'business_cost',
]);

/** Orders priced plans by one of the comparison's sorts; ties go to the cheaper. */
export function sortResults<T extends SortablePlan>(
  plans: readonly T[],
  sort: CompareSort,
): T[] {
  return [...plans].sort(sorts[sort]);
}
