import { compareRequestSchema } from '#shared/contracts/compare';
import type { WhatIfInput } from '#shared/contracts/what-if';
import { marketOfRequest } from '#shared/domain/catalogue/market';
import { matchPlans } from '#shared/domain/compare/match-plans';
import { profileForCompare } from '#shared/domain/compare/usage-for-compare';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import { planStartOn } from '#shared/domain/costs/discount-days';
import { rankPlans } from '#shared/domain/costs/rank-plans';
import {
  usageOfSummary,
  type WatchUsage,
} from '#shared/domain/watch/usage-summary';
import { soldBillPlan } from '../compare/bill-plan.ts';
import { appliedWhatIfFor } from '../compare/what-if-household.ts';
import type { MarketCatalogue } from '../ports-plans.ts';
import type { WatchPricing } from '../ports-watches.ts';
import { rankWithWhatIf } from './what-if-ranking.ts';

/** What a saved comparison is priced on. */
export interface WatchedComparison {
  readonly postcode: string;
  readonly network: string | null;
  readonly energyType: 'Electricity' | 'Gas' | 'Solar';
  readonly customerType: 'Residential' | 'Business';
  readonly usage: WatchUsage;
  readonly currentPlanId: string | null;
  /** Priced with this what-if, as /compare prices it (absent: as it is). */
  readonly whatIf?: WhatIfInput | null | undefined;
}

export type { WatchPricing };

/**
 * Prices a saved comparison's market now, on the catalogue version a check
 * was sent for when given; a port so use cases can fake it.
 */
export type WatchPricer = (
  comparison: WatchedComparison,
  now: Date,
  catalogueVersion?: string,
) => Promise<WatchPricing>;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The compare request, market and usage profile a saved comparison is
 * priced on: a bill's bands fall in the windows of the plan it names
 * while the market sells it, as /compare places them, else the network's
 * typical ones.
 */
export async function watchUsage(
  catalogue: MarketCatalogue,
  comparison: WatchedComparison,
  now: Date,
  catalogueVersion?: string,
) {
  const year = now.getUTCFullYear();
  const request = compareRequestSchema.parse({
    postcode: comparison.postcode,
    energyType: comparison.energyType,
    customerType: comparison.customerType,
    usage: usageOfSummary(comparison.usage, year),
    ...(comparison.network && { network: comparison.network }),
    ...(comparison.whatIf && { whatIf: comparison.whatIf }),
  });
  const market = await catalogue(marketOfRequest(request), catalogueVersion);
  const match = matchPlans(market.records, request, market.resolved);
  const sold = new Set(match.plans.map((plan) => plan.id));
  const billPlan = soldBillPlan(request.usage, sold, market.compiled);
  const namesPlan =
    request.usage.kind === 'bill' && request.usage.currentPlanId !== undefined;
  const profile = profileForCompare(request, year, billPlan);
  return {
    request,
    market,
    match,
    profile,
    billPlanSold: !namesPlan || billPlan !== undefined,
    applied: appliedWhatIfFor(request, profile, year),
  };
}

/**
 * The one pricing path of the compare page (catalogue reader, plan
 * matching, engine) on a saved comparison's usage: the cheapest plan by
 * first-year cost with guaranteed discounts, and the current plan's cost.
 */
export const priceWatchIn =
  (catalogue: MarketCatalogue): WatchPricer =>
  async (comparison, now, catalogueVersion) => {
    const { market, match, profile, applied, billPlanSold } = await watchUsage(
      catalogue,
      comparison,
      now,
      catalogueVersion,
    );
    const names = new Map(market.records.map((r) => [r.id, r.planName]));
    const tariffs: CompiledPlan[] = [];
    for (const plan of match.plans) {
      const compiled = market.compiled.get(plan.id);
      if (compiled) tariffs.push(compiled);
    }
    const current = comparison.currentPlanId
      ? market.compiled.get(comparison.currentPlanId)
      : undefined;
    if (current && !tariffs.includes(current)) tariffs.push(current);
    const options = { startsOn: planStartOn(now) };
    const ranked = applied
      ? rankWithWhatIf(applied, tariffs, options)
      : rankPlans(tariffs, profile, options).ranked;
    const cheapest = ranked.find((cost) => cost.planId !== current?.planId);
    const currentCost = ranked.find((cost) => cost.planId === current?.planId);
    return {
      network: match.network ?? null,
      best: cheapest
        ? {
            planId: cheapest.planId,
            planName: names.get(cheapest.planId) ?? cheapest.planId,
            annualCostIncGst: round2(cheapest.annualCostIncGst),
          }
        : null,
      currentCostIncGst: currentCost
        ? round2(currentCost.annualCostIncGst)
        : null,
      currentPlanName: current ? (names.get(current.planId) ?? null) : null,
      partitions: market.partitions,
      billPlanSold,
    };
  };
