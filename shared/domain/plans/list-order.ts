import type { PlanListSort } from '../../contracts/plan-lists.ts';
import type { PlanSummary } from '../../contracts/plans.ts';
import { sortResults } from '../compare/sort-results.ts';
import {
  cardMonthlyEstimates,
  specAnnualCostDollars,
} from '../costs/spec-formulas.ts';
import { byRetailerThenPlanName } from './order.ts';

/** The monthly usage the rates table's household cost assumes. */
export const RATES_MONTHLY_KWH = 300;

/**
 * A whole plan list in the order asked, before it is cut into pages, so
 * every page continues the one order.
 */
export function orderPlanList<P extends PlanSummary>(
  plans: readonly P[],
  sort: PlanListSort,
): P[] {
  const byName = [...plans].sort(byRetailerThenPlanName);
  if (sort === 'retailer') return byName;
  const rows = byName.map((plan) => ({
    plan,
    annualCostIncGst: specAnnualCostDollars(plan, RATES_MONTHLY_KWH),
    cardEstimates: cardMonthlyEstimates(plan),
  }));
  return sortResults(rows, sort).map((row) => row.plan);
}
