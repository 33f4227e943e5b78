import type { CompiledPlan } from '../costs/compiled-plan.ts';
import type { PlanCost } from '../costs/price-plan.ts';
import {
  type ExcludedPlan,
  type RankOptions,
  rankPlans,
} from '../costs/rank-plans.ts';
import { tariffKey } from '../costs/tariff-key.ts';
import type { AppliedWhatIf, Outcome } from './apply-what-if.ts';
import { type CheapWindow, cheapWindow } from './plan-rates.ts';
import { storingBeatsIdle } from './storing-beats-idle.ts';

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

/** Whether ranking prices the plan (else it lists it as excluded). */
const priceable = (plan: CompiledPlan, unit: string) =>
  plan.unit === unit && !plan.diagnostics.some((d) => d.severity === 'error');

/**
 * The ways of running a battery each plan is priced under: idle and
 * storing spare solar for every plan (idle only where storing cannot
 * provably beat it), and topping up in the cheap window for each plan
 * where that can pay (one dispatch per distinct window). Without a
 * battery, only the changed household. Idle comes first, so a battery
 * that changes nothing for a plan is called idle.
 */
export function pricingOptions(
  applied: AppliedWhatIf,
  plans: Iterable<CompiledPlan>,
): PricingOption[] {
  const idle = applied.withoutBattery();
  const battery = applied.whatIf.battery;
  if (!battery) return [{ outcome: idle, planIds: undefined }];
  const storing = applied.selfConsumption();
  const idleIds = new Set<string>();
  const groups = new Map<string, { window: CheapWindow; ids: Set<string> }>();
  for (const plan of plans) {
    if (
      !priceable(plan, idle.profile.unit) ||
      !storingBeatsIdle(
        plan,
        idle.dispatched.totals,
        storing.dispatched.totals,
        idle.profile.days,
      )
    )
      idleIds.add(plan.planId);
    const window = windowOf(plan, battery.roundTripEfficiency);
    if (!window) continue;
    const group = groups.get(window.key) ?? { window, ids: new Set<string>() };
    group.ids.add(plan.planId);
    groups.set(window.key, group);
  }
  return [
    { outcome: idle, planIds: idleIds },
    { outcome: storing, planIds: undefined },
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

/** Each plan at its cheapest way of running the battery, and the plans left out. */
export interface WhatIfRanking {
  /**
   * Cheapest first by the compared cost; plans of equal cost in the order
   * of their cost with the battery idle, then as given.
   */
  readonly best: ReadonlyMap<string, { row: PlanCost; outcome: Outcome }>;
  /** Plans that could not be priced (errors, the other fuel). */
  readonly excluded: readonly ExcludedPlan[];
}

/**
 * Every plan ranked under each way of running the battery and kept at its
 * cheapest by `compared` (the CLI and saved comparisons compare exact
 * costs; compare compares to the cent): the what-if rows
 * (docs/what-if.md, The battery, per plan).
 */
export function cheapestRunPerPlan(
  applied: AppliedWhatIf,
  plans: readonly CompiledPlan[],
  options: RankOptions,
  compared: (cost: PlanCost) => number = (cost) => cost.annualCostIncGst,
): WhatIfRanking {
  const [idle, ...others] = pricingOptions(applied, plans);
  if (!idle) return { best: new Map(), excluded: [] };
  const rank = (ids: ReadonlySet<string> | undefined) =>
    ids ? plans.filter((p) => ids.has(p.planId)) : plans;
  const idleRanking = rankPlans(
    rank(idle.planIds),
    idle.outcome.context,
    options,
  );
  const priced = [
    { outcome: idle.outcome, rows: idleRanking.ranked },
    ...others.map(({ outcome, planIds }) => ({
      outcome,
      rows: rankPlans(rank(planIds), outcome.context, options).ranked,
    })),
  ];
  const best = cheapestPerPlan(priced, (row) => row.planId, compared);
  return {
    best: inIdleOrder(
      best,
      plans,
      idleRanking.ranked,
      compared,
      (left) => rankPlans(left, idle.outcome.context, options).ranked,
    ),
    excluded: idleRanking.excluded,
  };
}

type Best = { row: PlanCost; outcome: Outcome };

/**
 * The plans cheapest first, plans of equal cost ordered by their cost
 * with the battery idle, then as given: the order ranking every plan
 * idle first gave. Plans that price alike cost the same idle, so plans
 * not priced idle are priced so only where they tie with another tariff.
 */
function inIdleOrder(
  best: ReadonlyMap<string, Best>,
  plans: readonly CompiledPlan[],
  idleRows: readonly PlanCost[],
  compared: (cost: PlanCost) => number,
  priceIdle: (plans: CompiledPlan[]) => readonly PlanCost[],
): Map<string, Best> {
  const planOf = new Map(plans.map((p) => [p.planId, p]));
  const position = new Map(plans.map((p, i) => [p.planId, i]));
  const tariffOf = (id: string) => {
    const plan = planOf.get(id);
    return plan ? tariffKey(plan) : id;
  };
  const idleCost = new Map<string, number>();
  for (const cost of idleRows)
    idleCost.set(tariffOf(cost.planId), cost.annualCostIncGst);
  const sorted = [...best.values()].sort(
    (a, b) => compared(a.row) - compared(b.row),
  );
  const missing = new Map<string, CompiledPlan>();
  for (let i = 0; i < sorted.length; ) {
    let end = i + 1;
    while (
      end < sorted.length &&
      compared(sorted[end]?.row as PlanCost) ===
        compared(sorted[i]?.row as PlanCost)
    )
      end++;
    const tariffs = new Set(
      sorted.slice(i, end).map(({ row }) => tariffOf(row.planId)),
    );
    if (tariffs.size > 1)
      for (const { row } of sorted.slice(i, end)) {
        const plan = planOf.get(row.planId);
        if (plan && !idleCost.has(tariffOf(row.planId)))
          missing.set(tariffOf(row.planId), plan);
      }
    i = end;
  }
  for (const cost of priceIdle([...missing.values()]))
    idleCost.set(tariffOf(cost.planId), cost.annualCostIncGst);
  const idle = (row: PlanCost) => idleCost.get(tariffOf(row.planId)) ?? 0;
  const at = (row: PlanCost) => position.get(row.planId) ?? 0;
  sorted.sort(
    (a, b) =>
      compared(a.row) - compared(b.row) ||
      idle(a.row) - idle(b.row) ||
      at(a.row) - at(b.row),
  );
  return new Map(sorted.map((entry) => [entry.row.planId, entry]));
}
