import { listActivePlans } from '#data/plans';
import { latestRun } from '#data/price-updates';
import type { PlanSummary } from '#shared/contracts/plans';
import type { PriceUpdateRun } from '#shared/contracts/price-updates';
import { byRetailerThenPlanName } from '#shared/domain/plans/order';

/** The rates page (spec §7): active plans by retailer, and the newest run. */
export async function listRates(): Promise<{
  plans: PlanSummary[];
  latestUpdate: PriceUpdateRun | null;
}> {
  const [plans, run] = await Promise.all([listActivePlans(), latestRun()]);
  return {
    plans: plans.sort(byRetailerThenPlanName),
    latestUpdate: run ?? null,
  };
}
