import type { UsageInput } from '../../contracts/compare.ts';
import { type CostBreakdown, incGstOf } from '../costs/breakdown.ts';

/** Days of readings or bills that count as a year (as for `exact`). */
const YEAR_DAYS = 330;

/** What the estimate was made from, each with its own error band. */
export type InputKind =
  | 'meterYear'
  | 'meterPart'
  | 'billYear'
  | 'billPart'
  | 'questionnaire'
  | 'typedKwh'
  | 'typedDollars';

/**
 * How far the household's energy (bought and exported) may be from the
 * estimate, as a fraction either way (docs/household.md, Ranges): a year
 * of meter data narrowest, a bill next, the questionnaire widest.
 */
export const ERROR_BANDS: Readonly<Record<InputKind, number>> = {
  meterYear: 0.05,
  meterPart: 0.15,
  billYear: 0.1,
  billPart: 0.15,
  typedKwh: 0.15,
  typedDollars: 0.25,
  questionnaire: 0.3,
};

/** The kind of input a comparison's usage is, given the days it covers. */
export function inputKindOf(usage: UsageInput, days: number): InputKind {
  const year = days >= YEAR_DAYS;
  switch (usage.kind) {
    case 'intervals':
      return year ? 'meterYear' : 'meterPart';
    case 'bill':
      if (!usage.periods) return 'questionnaire';
      return year ? 'billYear' : 'billPart';
    case 'monthlyKwh':
      return 'typedKwh';
    case 'monthlyBill':
      return 'typedDollars';
  }
}

/** A plan's annual cost at both ends of the household's band. */
export interface CostRange {
  readonly low: number;
  readonly high: number;
}

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/**
 * The annual cost when the household's energy is `band` less or more
 * than estimated: charges that follow energy (use, controlled load,
 * demand) and the feed-in credit move with it, more use meaning less
 * export; supply and fees do not.
 */
export function costRange(
  annualCostIncGst: number,
  breakdown: CostBreakdown,
  band: number,
): CostRange {
  const moving =
    incGstOf(breakdown.usage) +
    incGstOf(breakdown.controlledLoad) +
    incGstOf(breakdown.demand) -
    incGstOf(breakdown.feedIn);
  const spread = band * Math.abs(moving);
  return {
    low: cents(annualCostIncGst - spread),
    high: cents(annualCostIncGst + spread),
  };
}

/** Whether the cheapest plan stays cheapest across the household's band. */
export interface FirstAcrossRange {
  readonly firstPlanId: string;
  readonly staysFirst: boolean;
  /** A plan cheaper than the first at one end of the band; null when none. */
  readonly overtakenBy: string | null;
}

interface RangedPlan {
  readonly planId: string;
  readonly annualCostIncGst: number;
  readonly range: CostRange;
}

/**
 * Each plan's cost moves in a straight line across the band, so the first
 * plan stays first everywhere in it when it is cheapest at both ends.
 */
export function firstAcrossRange(
  plans: readonly RangedPlan[],
): FirstAcrossRange | null {
  const cheapest = (cost: (p: RangedPlan) => number) =>
    plans.reduce<RangedPlan | undefined>(
      (best, p) => (!best || cost(p) < cost(best) ? p : best),
      undefined,
    );
  const first = cheapest((p) => p.annualCostIncGst);
  if (!first) return null;
  const atLow = cheapest((p) => p.range.low);
  const atHigh = cheapest((p) => p.range.high);
  const other = [atLow, atHigh].find(
    (p) =>
      p &&
      p.planId !== first.planId &&
      (p === atLow
        ? p.range.low < first.range.low
        : p.range.high < first.range.high),
  );
  return {
    firstPlanId: first.planId,
    staysFirst: other === undefined,
    overtakenBy: other?.planId ?? null,
  };
}
