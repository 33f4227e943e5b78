import type { ComparedPlan, CompareRequest } from '#shared/contracts/compare';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import type {
  AppliedWhatIf,
  BatteryUse,
  Outcome,
} from '#shared/domain/what-if/apply-what-if';
import {
  type CheapWindow,
  cheapWindow,
} from '#shared/domain/what-if/plan-rates';
import type { PlanRecord } from '../ports-plans.ts';
import { type PricedMatches, priceMatches } from './price-matches.ts';

type Priced = Omit<ComparedPlan, 'isBestValue'>;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Plans priced after the change, and the way of running the household each got. */
export interface WhatIfPriced {
  readonly priced: PricedMatches;
  readonly outcomeOf: ReadonlyMap<string, Outcome>;
}

/** 1-based rank by cost; plans of equal cost share one. */
function ranksOf(plans: readonly Priced[]): Map<string, number> {
  const costs = plans.map((p) => p.annualCostIncGst).sort((a, b) => a - b);
  const ranks = new Map<string, number>();
  for (const p of plans) {
    let cheaper = 0;
    while (cheaper < costs.length && (costs[cheaper] ?? 0) < p.annualCostIncGst)
      cheaper++;
    ranks.set(p.plan.id, cheaper + 1);
  }
  return ranks;
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

interface Option {
  readonly outcome: Outcome;
  readonly records: readonly PlanRecord[];
  readonly tariffs: ReadonlyMap<string, CompiledPlan>;
}

/**
 * The ways of running a battery each plan is priced under: storing spare
 * solar for every plan, topping up in the cheap window for each plan where
 * that can pay (one dispatch per distinct window), and idle. Without a
 * battery, only the changed household.
 */
function optionsFor(
  applied: AppliedWhatIf,
  records: readonly PlanRecord[],
  tariffs: ReadonlyMap<string, CompiledPlan>,
): Option[] {
  const battery = applied.whatIf.battery;
  const idle = { outcome: applied.withoutBattery(), records, tariffs };
  if (!battery) return [idle];
  const groups = new Map<string, { window: CheapWindow; ids: Set<string> }>();
  for (const [id, plan] of tariffs) {
    const window = windowOf(plan, battery.roundTripEfficiency);
    if (!window) continue;
    const group = groups.get(window.key) ?? { window, ids: new Set<string>() };
    group.ids.add(id);
    groups.set(window.key, group);
  }
  const grid = [...groups.values()].map(({ window, ids }) => ({
    outcome: applied.gridCharging(window),
    records: records.filter((r) => ids.has(r.id)),
    tariffs: new Map([...tariffs].filter(([id]) => ids.has(id))),
  }));
  // Idle first: a battery that changes nothing for a plan is called idle.
  return [
    idle,
    { outcome: applied.selfConsumption(), records, tariffs },
    ...grid,
  ];
}

/**
 * Prices every plan again after the change through the compare pricing,
 * each at its cheapest way of running the battery, so a plan is never
 * priced worse with the battery than without it (docs/what-if.md).
 * `before` is the same plans priced on the household as it is.
 */
export function priceWhatIf(
  applied: AppliedWhatIf,
  records: readonly PlanRecord[],
  tariffs: ReadonlyMap<string, CompiledPlan>,
  before: PricedMatches,
  request: CompareRequest,
  now: number,
): WhatIfPriced {
  const best = new Map<string, { plan: Priced; outcome: Outcome }>();
  let excluded: PricedMatches['excluded'] = [];
  for (const option of optionsFor(applied, records, tariffs)) {
    const priced = priceMatches(
      option.records,
      option.tariffs,
      option.outcome.context,
      request,
      now,
    );
    if (option.outcome.use === 'idle' || option.outcome.use === 'none')
      excluded = priced.excluded;
    for (const plan of priced.plans) {
      const found = best.get(plan.plan.id);
      if (!found || plan.annualCostIncGst < found.plan.annualCostIncGst)
        best.set(plan.plan.id, { plan, outcome: option.outcome });
    }
  }
  const beforeById = new Map(before.plans.map((p) => [p.plan.id, p]));
  const ranks = ranksOf(before.plans);
  const outcomeOf = new Map<string, Outcome>();
  const plans: Priced[] = [];
  for (const { plan, outcome } of best.values()) {
    const was = beforeById.get(plan.plan.id);
    if (!was) continue;
    outcomeOf.set(plan.plan.id, outcome);
    plans.push({
      ...plan,
      whatIf: {
        before: {
          annualCostIncGst: was.annualCostIncGst,
          rank: ranks.get(plan.plan.id) ?? plans.length + 1,
        },
        differenceDollars: round2(plan.annualCostIncGst - was.annualCostIncGst),
        batteryUse: outcome.use satisfies BatteryUse,
      },
    });
  }
  plans.sort((a, b) => a.annualCostIncGst - b.annualCostIncGst);
  return { priced: { plans, excluded }, outcomeOf };
}
