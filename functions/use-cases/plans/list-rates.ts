import { latestRun } from '#data/price-updates';
import type { PlanListQuery, RatesPage } from '#shared/contracts/plan-lists';
import { planListPage } from '../catalogue/plan-list-page.ts';

/** The rates page: a page of one market's plans, and the newest run. */
export async function listRates(query: PlanListQuery): Promise<RatesPage> {
  const [page, run] = await Promise.all([planListPage(query), latestRun()]);
  return { ...page, latestUpdate: run ?? null };
}
