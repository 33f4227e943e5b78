import { toPlanSummary } from '#data/plans';
import { latestRun } from '#data/price-updates';
import type { PlanSummary } from '#shared/contracts/plans';
import type { PriceUpdateRun } from '#shared/contracts/price-updates';
import { byRetailerThenPlanName } from '#shared/domain/plans/order';
import { activeCatalogue } from './catalogue-cache.ts';

/** The rates page (spec §7): active plans by retailer, and the newest run. */
export async function listRates(): Promise<{
  plans: PlanSummary[];
  latestUpdate: PriceUpdateRun | null;
}> {
  const [plans, run] = await Promise.all([activeCatalogue(), latestRun()]);
  return {
    plans: plans.map(toPlanSummary).sort(byRetailerThenPlanName),
    latestUpdate: run ?? null,
  };
}
