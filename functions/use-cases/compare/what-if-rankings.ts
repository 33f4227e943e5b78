import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import type { PlanCost } from '#shared/domain/costs/price-plan';
import type { AppliedWhatIf } from '#shared/domain/what-if/apply-what-if';
import {
  cheapestRunPerPlan,
  type WhatIfRanking,
} from '#shared/domain/what-if/price-options';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Compare compares plans to the cent, as its rows show them. */
const toTheCent = (cost: PlanCost) => round2(cost.annualCostIncGst);

interface Kept {
  readonly plans: readonly CompiledPlan[];
  readonly startsOn: string;
  readonly ranking: WhatIfRanking;
}

/**
 * The last ranking of each kept what-if (what-if-household.ts keeps the
 * what-ifs, and this goes with them): the same what-if asked again, for
 * another page or order, over the same compiled plans on the same start
 * day is not priced again.
 */
const kept = new WeakMap<AppliedWhatIf, Kept>();

const samePlans = (
  left: readonly CompiledPlan[],
  right: readonly CompiledPlan[],
) => left.length === right.length && left.every((p, i) => p === right[i]);

/**
 * Every plan at its cheapest way of running the battery, compared to the
 * cent (docs/what-if.md, The battery, per plan).
 */
export function whatIfRanking(
  applied: AppliedWhatIf,
  plans: readonly CompiledPlan[],
  startsOn: string,
): WhatIfRanking {
  const found = kept.get(applied);
  if (found && found.startsOn === startsOn && samePlans(found.plans, plans))
    return found.ranking;
  const ranking = cheapestRunPerPlan(applied, plans, { startsOn }, toTheCent);
  kept.set(applied, { plans, startsOn, ranking });
  return ranking;
}
