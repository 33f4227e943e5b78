import type { UsageProfile } from '../usage/usage-profile.ts';
import type { CompiledPlan } from './compiled-plan.ts';
import { type PlanCost, type PriceOptions, pricePlan } from './price-plan.ts';
import { PricingContext } from './pricing-context.ts';
import { tariffKey } from './tariff-key.ts';

/** A plan left out of a ranking, and why. */
export interface ExcludedPlan {
  readonly planId: string;
  readonly reason: string;
}

/** Plans cheapest first, plus those that could not be priced. */
export interface Ranking {
  readonly ranked: readonly PlanCost[];
  readonly excluded: readonly ExcludedPlan[];
}

/** Options for {@link rankPlans}. */
export interface RankOptions extends PriceOptions {
  /** Rank by the headline cost or with conditional discounts too. @default 'guaranteed' */
  readonly by?: 'guaranteed' | 'allDiscounts';
}

/**
 * Prices every plan for one profile and sorts by annual cost inc GST.
 * Usage is aggregated once per distinct time layout and shared by all
 * plans, and plans that price alike are priced once; plans with error
 * diagnostics or the wrong fuel are excluded.
 */
export function rankPlans(
  plans: readonly CompiledPlan[],
  usage: UsageProfile | PricingContext,
  options: RankOptions = {},
): Ranking {
  const context =
    usage instanceof PricingContext ? usage : new PricingContext(usage);
  const ranked: PlanCost[] = [];
  const excluded: ExcludedPlan[] = [];
  const byTariff = new Map<string, PlanCost>();
  for (const plan of plans) {
    if (plan.unit !== context.profile.unit) {
      excluded.push({ planId: plan.planId, reason: `${plan.fuel} plan` });
      continue;
    }
    const errors = plan.diagnostics.filter((d) => d.severity === 'error');
    if (errors.length > 0) {
      excluded.push({
        planId: plan.planId,
        reason: errors.map((d) => `${d.path}: ${d.message}`).join('; '),
      });
      continue;
    }
    const key = tariffKey(plan);
    const alike = byTariff.get(key);
    if (alike) {
      ranked.push({ ...alike, planId: plan.planId });
      continue;
    }
    const cost = pricePlan(plan, context, options);
    byTariff.set(key, cost);
    ranked.push(cost);
  }
  const key =
    options.by === 'allDiscounts'
      ? (cost: PlanCost) => cost.annualCostWithAllDiscountsIncGst
      : (cost: PlanCost) => cost.annualCostIncGst;
  ranked.sort((a, b) => key(a) - key(b));
  return { ranked, excluded };
}
