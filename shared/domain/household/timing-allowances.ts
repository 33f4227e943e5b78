import type { CompiledPlan } from '../costs/compiled-plan.ts';
import type { PriceOptions } from '../costs/price-plan.ts';
import type { PricingContext } from '../costs/pricing-context.ts';
import { rankPlans } from '../costs/rank-plans.ts';
import type { UsageProfile } from '../usage/usage-profile.ts';
import { timingAllowance } from './timing.ts';

/**
 * Each plan's timing allowance (whole dollars, only those above 0): its
 * cost on the timing-shifted household against its cost as priced
 * (docs/household.md, When a bill cannot say when).
 */
export function timingAllowancesOf(
  plans: readonly CompiledPlan[],
  pricedCostOf: ReadonlyMap<string, number>,
  shifted: UsageProfile | PricingContext,
  options: PriceOptions = {},
): Map<string, number> {
  const allowances = new Map<string, number>();
  for (const cost of rankPlans(plans, shifted, options).ranked) {
    const priced = pricedCostOf.get(cost.planId);
    if (priced === undefined) continue;
    const allowance = timingAllowance(priced, cost.annualCostIncGst);
    if (allowance > 0) allowances.set(cost.planId, allowance);
  }
  return allowances;
}
