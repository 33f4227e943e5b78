import type { UsageProfile } from '../usage/usage-profile.ts';
import type { CompiledPlan, Discount } from './compiled-plan.ts';
import { TariffError } from './diagnostics.ts';
import { priceCharges } from './price-charges.ts';
import { PricingContext } from './pricing-context.ts';

/** GST rate applied to CDR prices (published ex GST). */
export const GST_MULTIPLIER = 1.1;

/**
 * Cost parts over the profile's days, in dollars. Charges are ex GST; the
 * feed-in credit carries no GST; fees and discounts are GST-inclusive.
 */
export interface CostBreakdown {
  readonly supplyDollars: number;
  readonly usageDollars: number;
  /** kWh (or MJ for gas) of general use priced. */
  readonly usageQuantity: number;
  readonly controlledLoadSupplyDollars: number;
  readonly controlledLoadUsageDollars: number;
  readonly controlledLoadQuantity: number;
  readonly demandDollars: number;
  readonly feedInCreditDollars: number;
  readonly exportQuantity: number;
  readonly feesIncGstDollars: number;
  readonly guaranteedDiscountIncGstDollars: number;
  readonly conditionalDiscountIncGstDollars: number;
}

/** A plan's cost for a profile, over its days and scaled to 365 days. */
export interface PlanCost {
  readonly planId: string;
  readonly days: number;
  /** Guaranteed discounts applied, conditional ones not. */
  readonly costIncGst: number;
  readonly costWithAllDiscountsIncGst: number;
  /** Ex GST (guaranteed discounts applied). */
  readonly costExGst: number;
  readonly annualCostIncGst: number;
  readonly annualCostWithAllDiscountsIncGst: number;
  readonly annualCostExGst: number;
  readonly breakdown: CostBreakdown;
  /** Simplifications made for this profile (e.g. CL priced as general). */
  readonly notes: readonly string[];
}

function discountIncGst(
  discount: Discount,
  billExGst: number,
  usageExGst: number,
  yearShare: number,
): number {
  switch (discount.method) {
    case 'percentOfBill':
      return discount.rate * billExGst * GST_MULTIPLIER;
    case 'percentOfUse':
      return discount.rate * usageExGst * GST_MULTIPLIER;
    case 'percentOverThreshold':
      return (
        discount.rate *
        Math.max(0, usageExGst - discount.thresholdDollars) *
        GST_MULTIPLIER
      );
    case 'fixedAmount':
      return discount.amountDollarsIncGst * yearShare;
  }
}

/**
 * Prices a compiled plan over a usage profile (pass a shared
 * {@link PricingContext} when pricing many plans for one profile).
 * Throws {@link TariffError} for a plan with error diagnostics and a
 * `RangeError` when a gas plan meets a kWh profile or the reverse.
 */
export function pricePlan(
  plan: CompiledPlan,
  usage: PricingContext | UsageProfile,
): PlanCost {
  if (plan.hasErrors) {
    throw new TariffError(
      plan.planId,
      plan.diagnostics.filter((d) => d.severity === 'error'),
    );
  }
  const context =
    usage instanceof PricingContext ? usage : new PricingContext(usage);
  if (context.profile.unit !== plan.unit) {
    throw new RangeError(
      `plan ${plan.planId} prices ${plan.unit}, the profile is ${context.profile.unit}`,
    );
  }
  const charges = priceCharges(plan, context);
  const { general, controlledLoad: load, feedIn } = charges;
  const supplyDollars = charges.supplyDollars;
  const loadSupplyDollars = charges.controlledLoadSupplyDollars;
  const demandDollars = charges.demandDollars;
  const yearShare = context.days / 365;
  const feesIncGst =
    plan.recurringFees.reduce((sum, fee) => sum + fee.dollarsPerYearIncGst, 0) *
    yearShare;
  const billExGst =
    supplyDollars +
    general.dollars +
    loadSupplyDollars +
    load.dollars +
    demandDollars;
  const usageExGst = general.dollars + load.dollars;
  let guaranteed = 0;
  let conditional = 0;
  for (const discount of plan.discounts) {
    const amount = discountIncGst(discount, billExGst, usageExGst, yearShare);
    if (discount.guaranteed) guaranteed += amount;
    else conditional += amount;
  }
  const costIncGst =
    billExGst * GST_MULTIPLIER + feesIncGst - feedIn.dollars - guaranteed;
  const costExGst =
    billExGst + (feesIncGst - guaranteed) / GST_MULTIPLIER - feedIn.dollars;
  const costWithAll = costIncGst - conditional;
  const annual = 1 / yearShare;
  return {
    planId: plan.planId,
    days: context.days,
    costIncGst,
    costWithAllDiscountsIncGst: costWithAll,
    costExGst,
    annualCostIncGst: costIncGst * annual,
    annualCostWithAllDiscountsIncGst: costWithAll * annual,
    annualCostExGst: costExGst * annual,
    breakdown: {
      supplyDollars,
      usageDollars: general.dollars,
      usageQuantity: general.quantity,
      controlledLoadSupplyDollars: loadSupplyDollars,
      controlledLoadUsageDollars: load.dollars,
      controlledLoadQuantity: load.quantity,
      demandDollars,
      feedInCreditDollars: feedIn.dollars,
      exportQuantity: feedIn.quantity,
      feesIncGstDollars: feesIncGst,
      guaranteedDiscountIncGstDollars: guaranteed,
      conditionalDiscountIncGstDollars: conditional,
    },
    notes: charges.notes,
  };
}
