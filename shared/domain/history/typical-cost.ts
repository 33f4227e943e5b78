import type { PlanSummary } from '../../contracts/plans.ts';
import {
  priceTypicalHousehold,
  type TypicalHousehold,
} from '../compare/typical-household.ts';
import { compilePublished } from '../costs/compile-published.ts';
import type { CompiledPlan } from '../costs/compiled-plan.ts';
import { planStartOn } from '../costs/discount-days.ts';
import { type PlanCost, pricePlan } from '../costs/price-plan.ts';
import { type NetworkState, stateOfDistributors } from '../costs/time-zone.ts';
import { roundTo } from '../round.ts';
import type { UsageProfile } from '../usage/usage-profile.ts';

type PricedPlan = Pick<PlanSummary, 'energyType'> & {
  readonly networks: readonly string[];
};

/**
 * A published version compiled on `state`'s clock and priced by `price`,
 * to the cent; null when the engine cannot read or price it.
 */
function priced(
  tariff: unknown,
  energyType: PlanSummary['energyType'],
  state: NetworkState | undefined,
  price: (compiled: CompiledPlan) => PlanCost,
): number | null {
  try {
    const compiled = compilePublished(tariff, energyType, state);
    if (compiled.hasErrors) return null;
    return roundTo(price(compiled).annualCostIncGst, 2);
  } catch {
    return null;
  }
}

/**
 * A version's first-year cost for the plan's typical household, compiled
 * and priced exactly as the plan page prices it (on the household's state,
 * {@link priceTypicalHousehold} chosen at `now`); null when the engine
 * cannot price it.
 */
export const typicalAnnualCost = (
  tariff: unknown,
  energyType: PlanSummary['energyType'],
  household: TypicalHousehold,
  now: Date,
): number | null =>
  priced(tariff, energyType, household.state, (compiled) =>
    priceTypicalHousehold(compiled, household, now),
  );

/**
 * The first-year cost (GST included) of one published version over
 * `profile` for a plan chosen at `now`, as compare prices it: guaranteed
 * discounts counted only while they last, local times read on the plan's
 * network; null when the engine cannot price it.
 */
export const annualCostOver = (
  tariff: unknown,
  plan: PricedPlan,
  profile: UsageProfile,
  now: Date,
): number | null =>
  priced(tariff, plan.energyType, stateOfDistributors(plan.networks), (c) =>
    pricePlan(c, profile, { startsOn: planStartOn(now) }),
  );
