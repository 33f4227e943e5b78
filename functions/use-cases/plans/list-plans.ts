import type { PlanListPage, PlanListQuery } from '#shared/contracts/plan-lists';
import { planListPage } from '../catalogue/plan-list-page.ts';

/** A page of active plans in one market (paged). */
export const listPlans = (query: PlanListQuery): Promise<PlanListPage> =>
  planListPage(query);
