import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import type { PlanCost } from '#shared/domain/costs/price-plan';
import { PricingContext } from '#shared/domain/costs/pricing-context';
import { type Ranking, rankPlans } from '#shared/domain/costs/rank-plans';
import type { UsageProfile } from '#shared/domain/usage/usage-profile';
import { keptByUsage } from './kept-by-usage.ts';

/**
 * Costs kept by the usage sums they were priced on (kept warm by
 * `pricingFor`), the day a plan would start and the compiled plan, so
 * the next compare of the same usage (another page, order or filter, or
 * the same figures from another visitor) prices only plans it has not met.
 */
const keptCosts = keptByUsage<PlanCost>();

/**
 * `rankPlans` over `plans`, cheapest first, with each plan's cost taken
 * from the kept costs when this usage has priced that compiled plan on
 * that start day before; the order is the one `rankPlans` gives.
 */
export function rankWithKeptCosts(
  plans: readonly CompiledPlan[],
  usage: UsageProfile | PricingContext,
  startsOn: string,
): Ranking {
  if (!(usage instanceof PricingContext))
    return rankPlans(plans, usage, { startsOn });
  const byPlan = keptCosts(usage, startsOn);
  const fresh = rankPlans(
    plans.filter((plan) => !byPlan.has(plan)),
    usage,
    { startsOn },
  );
  const freshById = new Map(fresh.ranked.map((cost) => [cost.planId, cost]));
  const ranked: PlanCost[] = [];
  for (const plan of plans) {
    const cost = byPlan.get(plan) ?? freshById.get(plan.planId);
    if (!cost) continue;
    byPlan.set(plan, cost);
    ranked.push(cost);
  }
  ranked.sort((a, b) => a.annualCostIncGst - b.annualCostIncGst);
  return { ranked, excluded: fresh.excluded };
}
