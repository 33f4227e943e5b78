import type { CompareRequest } from '#shared/contracts/compare';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import { planStartOn } from '#shared/domain/costs/discount-days';
import { sharedRanks } from '#shared/domain/costs/shared-ranks';
import type {
  AppliedWhatIf,
  BatteryUse,
  Outcome,
} from '#shared/domain/what-if/apply-what-if';
import type { PlanRecord } from '../ports-plans.ts';
import {
  type PricedMatches,
  type PricedPlan,
  pricedRow,
  unpricedOf,
} from './price-matches.ts';
import { whatIfRanking } from './what-if-rankings.ts';

type Priced = PricedPlan;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Plans priced after the change, and the way of running the household each got. */
export interface WhatIfPriced {
  readonly priced: PricedMatches;
  readonly outcomeOf: ReadonlyMap<string, Outcome>;
}

/** 1-based rank by cost; plans of equal cost share one. */
function ranksOf(plans: readonly Priced[]): Map<string, number> {
  const ranks = sharedRanks(plans.map((p) => p.annualCostIncGst));
  return new Map(plans.map((p, i) => [p.plan.id, ranks[i] ?? i + 1]));
}

/**
 * Prices every plan again after the change through the compare pricing,
 * each at its cheapest way of running the battery, so a plan is never
 * priced worse with the battery than without it (docs/what-if.md).
 * `before` is the same plans priced on the household as it is. Only each
 * plan's cheapest way gets a row (cards, diagnostics), compared to the
 * cent as rows are.
 */
export function priceWhatIf(
  applied: AppliedWhatIf,
  records: readonly PlanRecord[],
  tariffs: ReadonlyMap<string, CompiledPlan>,
  before: PricedMatches,
  request: CompareRequest,
  now: number,
): WhatIfPriced {
  const recordOf = new Map(records.map((r) => [r.id, r]));
  const { best, excluded } = whatIfRanking(
    applied,
    [...tariffs.values()],
    planStartOn(now),
  );
  const beforeById = new Map(before.plans.map((p) => [p.plan.id, p]));
  const ranks = ranksOf(before.plans);
  const outcomeOf = new Map<string, Outcome>();
  const plans: Priced[] = [];
  for (const { row: cost, outcome } of best.values()) {
    const record = recordOf.get(cost.planId);
    const tariff = tariffs.get(cost.planId);
    if (!record || !tariff) continue;
    const plan = pricedRow(record, tariff, cost, request, now);
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
  return {
    priced: { plans, excluded: [...unpricedOf(records, tariffs), ...excluded] },
    outcomeOf,
  };
}
