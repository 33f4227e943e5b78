import { parsePlanDetailData } from '../../cdr/plan-detail.ts';
import type { PlanSummary } from '../../contracts/plans.ts';
import { profileForCompare } from '../compare/usage-for-compare.ts';
import { compilePlan } from '../costs/compile-plan.ts';
import { pricePlan } from '../costs/price-plan.ts';
import { stateOfDistributors } from '../costs/time-zone.ts';
import { roundTo } from '../round.ts';
import type { UsageProfile } from '../usage/usage-profile.ts';

/**
 * The monthly use a plan's history is priced at: compare's starting figure
 * for electricity, and the middle of the usual 1,000 to 1,500 MJ for gas
 * (docs/price-history.md).
 */
export const TYPICAL_MONTHLY_USE = {
  Electricity: 300,
  Gas: 1250,
} as const;

export const typicalMonthlyUseOf = (energyType: PlanSummary['energyType']) =>
  energyType === 'Gas'
    ? TYPICAL_MONTHLY_USE.Gas
    : TYPICAL_MONTHLY_USE.Electricity;

type PricedPlan = Pick<PlanSummary, 'energyType' | 'customerType'> & {
  readonly networks: readonly string[];
};

/** A typical household's year of use for the plan's fuel, shaped as compare shapes it. */
export function typicalProfile(plan: PricedPlan, year: number): UsageProfile {
  const energyType = plan.energyType === 'Gas' ? 'Gas' : 'Electricity';
  return profileForCompare(
    {
      postcode: '0000',
      energyType,
      customerType: plan.customerType,
      usage: {
        kind: 'monthlyKwh',
        monthlyKwh: typicalMonthlyUseOf(energyType),
      },
      filters: { planType: 'all', greenOnly: false, noExitFee: false },
      sort: 'price',
      page: 1,
      pageSize: 1,
    },
    year,
  );
}

/**
 * The first-year cost (GST included, guaranteed discounts applied) of one
 * published version over `profile`, with local times read on the plan's
 * network; null when the engine cannot price it.
 */
export function annualCostOver(
  tariff: unknown,
  plan: PricedPlan,
  profile: UsageProfile,
): number | null {
  try {
    const state = stateOfDistributors(plan.networks);
    const compiled = compilePlan(
      parsePlanDetailData(tariff),
      state ? { state } : {},
    );
    if (compiled.hasErrors) return null;
    return roundTo(pricePlan(compiled, profile).annualCostIncGst, 2);
  } catch {
    return null;
  }
}

/** {@link annualCostOver} a typical household's year. */
export const typicalAnnualCost = (
  tariff: unknown,
  plan: PricedPlan,
  year: number,
) => annualCostOver(tariff, plan, typicalProfile(plan, year));
