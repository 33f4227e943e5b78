import { toPlanSummary } from '#data/plans';
import type { ListPlansResponse } from '#shared/contracts/plans';
import { byRetailerThenPlanName } from '#shared/domain/plans/order';
import { activeCatalogue } from './catalogue-cache.ts';

/** Active plans, ordered by retailer then plan name (spec §7). */
export async function listPlans(): Promise<ListPlansResponse> {
  const plans = (await activeCatalogue()).map(toPlanSummary);
  return { plans: plans.sort(byRetailerThenPlanName) };
}
