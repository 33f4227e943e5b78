import type { PlanListQuery, RatesPage } from '#shared/contracts/plan-lists';
import { planListPage } from '../catalogue/plan-list-page.ts';
import type { Clock } from '../ports.ts';
import type { MarketCatalogue } from '../ports-plans.ts';
import type { LatestPriceUpdateRun } from '../ports-price-updates.ts';

/** The rates page: a page of one market's plans, and the newest run. */
export async function listRates(
  deps: {
    readonly catalogue: MarketCatalogue;
    readonly latestRun: LatestPriceUpdateRun;
    readonly clock: Clock;
  },
  query: PlanListQuery,
): Promise<RatesPage> {
  const [page, run] = await Promise.all([
    planListPage(deps, query),
    deps.latestRun(),
  ]);
  return { ...page, latestUpdate: run ?? null };
}
