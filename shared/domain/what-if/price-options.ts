import type { CompiledPlan } from '../costs/compiled-plan.ts';
import type { PlanCost } from '../costs/price-plan.ts';
import { type RankOptions, rankPlans } from '../costs/rank-plans.ts';
import type { AppliedWhatIf, Outcome } from './apply-what-if.ts';
import { type CheapWindow, cheapWindow } from './plan-rates.ts';

/** One way of running the household, and the plans to price under it (all when absent). */
export interface PricingOption {
  readonly outcome: Outcome;
  readonly planIds: ReadonlySet<string> | undefined;
}

const windowCache = new WeakMap<
  CompiledPlan,
  Map<number, CheapWindow | null>
>();

/** A plan's grid-charge window, worked out once per compiled plan. */
function windowOf(plan: CompiledPlan, efficiency: number): CheapWindow | null {
  let byEfficiency = windowCache.get(plan);
  if (!byEfficiency) {
    byEfficiency = new Map();
    windowCache.set(plan, byEfficiency);
  }
  if (!byEfficiency.has(efficiency))
    byEfficiency.set(efficiency, cheapWindow(plan, efficiency) ?? null);
  return byEfficiency.get(efficiency) ?? null;
}

/**
 * The ways of running a battery each plan is priced under: idle and
 * storing spare solar for every plan, and topping up in the cheap window
 * for each plan where that can pay (one dispatch per distinct window).
 * Without a battery, only the changed household. Idle comes first, so a
 * battery that changes nothing for a plan is called idle.
 */
export function pricingOptions(
  applied: AppliedWhatIf,
  plans: Iterable<CompiledPlan>,
): PricingOption[] {
  const idle = { outcome: applied.withoutBattery(), planIds: undefined };
  const battery = applied.whatIf.battery;
  if (!battery) return [idle];
  const groups = new Map<string, { window: CheapWindow; ids: Set<string> }>();
  for (const plan of plans) {
    const window = windowOf(plan, battery.roundTripEfficiency);
    if (!window) continue;
    const group = groups.get(window.key) ?? { window, ids: new Set<string>() };
    group.ids.add(plan.planId);
    groups.set(window.key, group);
  }
  return [
    idle,
    { outcome: applied.selfConsumption(), planIds: undefined },
    ...[...groups.values()].map(({ window, ids }) => ({
      outcome: applied.gridCharging(window),
      planIds: ids,
    })),
  ];
}

/**
 * Each plan at its cheapest option, so a plan is never priced worse with
 * the battery than without it; ties keep the earlier option.
 */
export function cheapestPerPlan<Row>(
  priced: ReadonlyArray<{ outcome: Outcome; rows: readonly Row[] }>,
  idOf: (row: Row) => string,
  costOf: (row: Row) => number,
): Map<string, { row: Row; outcome: Outcome }> {
  const best = new Map<string, { row: Row; outcome: Outcome }>();
  for (const { outcome, rows } of priced) {
    for (const row of rows) {
      const found = best.get(idOf(row));
      if (!found || costOf(row) < costOf(found.row))
        best.set(idOf(row), { row, outcome });
    }
  }
  return best;
}

/**
 * Every plan ranked under each way of running the battery and kept at its
 * cheapest: the what-if rows of the CLI and of saved comparisons
 * (docs/what-if.md, The battery, per plan).
 */
export function cheapestRunPerPlan(
  applied: AppliedWhatIf,
  plans: readonly CompiledPlan[],
  options: RankOptions,
): Map<string, { row: PlanCost; outcome: Outcome }> {
  const priced = pricingOptions(applied, plans).map(({ outcome, planIds }) => ({
    outcome,
    rows: rankPlans(
      planIds ? plans.filter((p) => planIds.has(p.planId)) : plans,
      outcome.context,
      options,
    ).ranked,
  }));
  return cheapestPerPlan(
    priced,
    (row) => row.planId,
    (row) => row.annualCostIncGst,
  );
}
