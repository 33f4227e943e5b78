import { ValidationError } from '#platform/errors';
import type {
  ComparedPlan,
  CurrentPlanResult,
} from '#shared/contracts/compare';
import { rankingCost } from '#shared/domain/compare/sort-results';
import type { PricedPlan } from './price-matches.ts';

type Priced = PricedPlan;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The plan ids a visitor can name as their current plan, or a 400. */
export function assertInMarket(
  currentPlanId: string,
  marketIds: ReadonlySet<string>,
): void {
  if (!marketIds.has(currentPlanId)) {
    throw new ValidationError(
      'The current plan is not one sold at this postcode for this fuel and customer type',
      'currentPlanId',
    );
  }
}

/**
 * The current plan priced among every priced plan of the market: its rank
 * counts the plans that rank strictly ahead of it, by the list's own rule
 * (first-year cost, plus any timing allowance; docs/household.md, When a
 * bill cannot say when), so ties share one.
 */
export function currentPlanResult(
  currentPlanId: string,
  marketPriced: readonly Priced[],
  /** Its card's typical-household estimates (`withCardEstimates`). */
  cardEstimatesOf: (row: Priced) => ComparedPlan['cardEstimates'],
): CurrentPlanResult | null {
  const current = marketPriced.find((p) => p.plan.id === currentPlanId);
  if (!current) return null;
  const ahead = marketPriced.filter(
    (p) => rankingCost(p) < rankingCost(current),
  ).length;
  return {
    plan: current.plan,
    annualCostIncGst: current.annualCostIncGst,
    annualCostAfterBenefitsIncGst: current.annualCostAfterBenefitsIncGst,
    rank: ahead + 1,
    rankedPlans: marketPriced.length,
    // The whole card, so the list can show it when a filter or page hides it.
    card: {
      ...current,
      cardEstimates: cardEstimatesOf(current),
      savingAgainstCurrentDollars: 0,
      annualSavingsDollars: 0,
      isBestValue: false,
    },
  };
}

/** Each plan's first-year saving against the current plan (+ is cheaper). */
export function withSavingAgainst<P extends Priced>(
  plans: readonly P[],
  current: CurrentPlanResult | null,
): P[] {
  if (!current) return [...plans];
  return plans.map((plan) => ({
    ...plan,
    savingAgainstCurrentDollars: round2(
      current.annualCostIncGst - plan.annualCostIncGst,
    ),
  }));
}
