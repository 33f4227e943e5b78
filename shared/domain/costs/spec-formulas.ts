/**
 * The product's simple estimates, as docs/product-rules.md (Costs) states them. Plan
 * fields here are the stored (GST-inclusive) `energy_plans` values:
 * supply in dollars per day, usage and feed-in in cents per kWh (or MJ).
 */

/** Savings are measured against this yearly bill, in dollars. */
export const SAVINGS_BASELINE_DOLLARS = 1800;
/** Solar heuristic: share of yearly usage that is charged. */
export const SOLAR_CHARGED_SHARE = 0.7;
/** Solar heuristic: share of yearly usage credited at the FiT. */
export const SOLAR_EXPORTED_SHARE = 0.4;
/** Card estimates: a home at 20 kWh a day … */
export const HOME_KWH_PER_DAY = 20;
/** … and a business at 100 kWh a day … */
export const BUSINESS_KWH_PER_DAY = 100;
/** … over a 30-day month. */
export const CARD_ESTIMATE_DAYS = 30;

/** The plan fields the card formulas (docs/product-rules.md) read. */
export interface SpecPlanRates {
  readonly energyType: 'Electricity' | 'Gas' | 'Solar';
  readonly supplyChargeDollarsPerDay: number;
  readonly usageCentsPerUnit: number;
  /** Only read for Solar plans; absent counts as 0. */
  readonly solarFeedInCentsPerKwh?: number | null | undefined;
}

/**
 * Annual cost: `supply × 365 + usage cost`, where usage cost is
 * `monthly × 12 × rate / 100` for gas and standard plans, and for solar
 * plans 70 % of yearly use charged less a feed-in credit on 40 % of it.
 * Usage cost is floored at 0; the result is rounded to whole dollars.
 * Only the rates table's fixed-usage figure uses it: a visitor's own usage
 * is priced by the engine (docs/pricing-rules.md).
 */
export function specAnnualCostDollars(
  plan: SpecPlanRates,
  monthlyUsage: number,
): number {
  const yearlyUsage = monthlyUsage * 12;
  const usageCost =
    plan.energyType === 'Solar'
      ? (yearlyUsage * SOLAR_CHARGED_SHARE * plan.usageCentsPerUnit) / 100 -
        (yearlyUsage *
          SOLAR_EXPORTED_SHARE *
          (plan.solarFeedInCentsPerKwh ?? 0)) /
          100
      : (yearlyUsage * plan.usageCentsPerUnit) / 100;
  return Math.round(
    plan.supplyChargeDollarsPerDay * 365 + Math.max(0, usageCost),
  );
}

/** Savings: `max(0, 1800 − annual cost)`. */
export function specAnnualSavingsDollars(annualCostDollars: number): number {
  return Math.max(0, SAVINGS_BASELINE_DOLLARS - annualCostDollars);
}

/** Monthly card estimates, in dollars. */
export interface CardEstimates {
  readonly homeMonthlyDollars: number;
  readonly businessMonthlyDollars: number;
}

/**
 * Card estimates: `supply × 30 + kWh/day × 30 × rate / 100` for a home
 * (20 kWh/day) and a business (100 kWh/day). docs/product-rules.md gives no
 * other formula; this is the plain reading. Unrounded: the card shows
 * 0 decimals and the household_cost / business_cost sorts use them.
 */
export function cardMonthlyEstimates(plan: SpecPlanRates): CardEstimates {
  const month = (kwhPerDay: number) =>
    plan.supplyChargeDollarsPerDay * CARD_ESTIMATE_DAYS +
    (kwhPerDay * CARD_ESTIMATE_DAYS * plan.usageCentsPerUnit) / 100;
  return {
    homeMonthlyDollars: month(HOME_KWH_PER_DAY),
    businessMonthlyDollars: month(BUSINESS_KWH_PER_DAY),
  };
}
