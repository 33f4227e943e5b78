import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import type { PlanCost } from '#shared/domain/costs/price-plan';
import type { RankOptions } from '#shared/domain/costs/rank-plans';
import type { AppliedWhatIf } from '#shared/domain/what-if/apply-what-if';
import { cheapestRunPerPlan } from '#shared/domain/what-if/price-options';

/**
 * Every plan priced after a saved what-if at its cheapest way of running
 * the battery, cheapest first: the options and choice compare's what-if
 * rows use (docs/what-if.md, The battery, per plan).
 */
export function rankWithWhatIf(
  applied: AppliedWhatIf,
  plans: readonly CompiledPlan[],
  options: RankOptions,
): PlanCost[] {
  return [...cheapestRunPerPlan(applied, plans, options).best.values()]
    .map(({ row }) => row)
    .sort((a, b) => a.annualCostIncGst - b.annualCostIncGst);
}
