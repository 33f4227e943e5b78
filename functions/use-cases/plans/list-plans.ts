import type { PlanListPage, PlanListQuery } from '#shared/contracts/plan-lists';
import { planListPage } from '../catalogue/plan-list-page.ts';
import type { Clock } from '../ports.ts';
import type { MarketCatalogue } from '../ports-plans.ts';

/** A page of active plans in one market (paged). */
export const listPlans = (
  deps: { readonly catalogue: MarketCatalogue; readonly clock: Clock },
  query: PlanListQuery,
): Promise<PlanListPage> => planListPage(deps, query);
