import type { CompiledPlan } from './compiled-plan.ts';
import {
  type ChargeTotal,
  priceDemandCharge,
  priceUsageCharge,
} from './price-usage.ts';
import type { PricingContext } from './pricing-context.ts';
import { ALL_YEAR } from './seasons.ts';

/** Ex-GST charges (and the GST-free feed-in credit) over the profile. */
export interface PlanCharges {
  readonly supplyDollars: number;
  readonly general: ChargeTotal;
  readonly controlledLoadSupplyDollars: number;
  readonly controlledLoad: ChargeTotal;
  readonly demandDollars: number;
  readonly feedIn: ChargeTotal;
  readonly notes: readonly string[];
}

function supplyAndUsage(
  plan: CompiledPlan,
  context: PricingContext,
  mergeLoad: boolean,
) {
  const general: ChargeTotal = { dollars: 0, quantity: 0 };
  let supplyDollars = 0;
  const runs = context.seasonRuns(plan.seasons);
  const channel = mergeLoad ? 'importWithControlledLoad' : 'import';
  plan.periods.forEach((period, p) => {
    const list = runs[p] ?? [];
    for (let r = 0; r < list.length; r += 2) {
      supplyDollars +=
        period.supplyDollarsPerDay * ((list[r + 1] ?? 0) - (list[r] ?? 0));
    }
    priceUsageCharge(context, channel, period.usage, plan.seasons, p, general);
  });
  return { supplyDollars, general };
}

function demand(plan: CompiledPlan, context: PricingContext): number {
  const seasons = plan.demandSeasons;
  if (!seasons) return 0;
  let dollars = 0;
  plan.demandCharges.forEach((charges, p) => {
    for (const charge of charges)
      dollars += priceDemandCharge(context, charge, seasons, p);
  });
  return dollars;
}

/**
 * Supply, usage, controlled load, demand and feed-in for one plan. Use on
 * a controlled-load channel is priced at general rates when the plan has
 * no controlled-load tariff (and a note says so).
 */
export function priceCharges(
  plan: CompiledPlan,
  context: PricingContext,
): PlanCharges {
  const { profile } = context;
  const hasLoad = profile.controlledLoadPerInterval !== undefined;
  const mergeLoad = hasLoad && !plan.controlledLoad;
  const { supplyDollars, general } = supplyAndUsage(plan, context, mergeLoad);
  const controlledLoad: ChargeTotal = { dollars: 0, quantity: 0 };
  let controlledLoadSupplyDollars = 0;
  if (plan.controlledLoad && hasLoad) {
    controlledLoadSupplyDollars =
      plan.controlledLoad.supplyDollarsPerDay * context.days;
    priceUsageCharge(
      context,
      'controlledLoad',
      plan.controlledLoad.usage,
      ALL_YEAR,
      0,
      controlledLoad,
    );
  }
  const feedIn: ChargeTotal = { dollars: 0, quantity: 0 };
  if (plan.feedIn && profile.exportPerInterval) {
    priceUsageCharge(context, 'export', plan.feedIn, ALL_YEAR, 0, feedIn);
  }
  return {
    supplyDollars,
    general,
    controlledLoadSupplyDollars,
    controlledLoad,
    demandDollars: demand(plan, context),
    feedIn,
    notes: mergeLoad ? ['controlled load priced at general rates'] : [],
  };
}
