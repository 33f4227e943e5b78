import type { UsageProfile } from '../usage/usage-profile.ts';
import {
  type CostBreakdown,
  type CostLine,
  type DiscountLine,
  GST_MULTIPLIER,
  incGstOf,
  scaleBreakdown,
} from './breakdown.ts';
import type { CompiledPlan, Discount } from './compiled-plan.ts';
import { TariffError } from './diagnostics.ts';
import { discountDayShare } from './discount-days.ts';
import { type PlanCharges, priceCharges } from './price-charges.ts';
import { PricingContext } from './pricing-context.ts';

export type {
  CostBreakdown,
  CostLine,
  DemandLine,
  DiscountLine,
  SupplyLine,
  UsageLine,
} from './breakdown.ts';
export { GST_MULTIPLIER } from './breakdown.ts';

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
  /** The annual cost once guaranteed discounts that end have ended. */
  readonly annualCostAfterBenefitsIncGst: number;
  /** The annual cost itemised; see {@link CostBreakdown}. */
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

/** A GST-inclusive amount as a line (its ex-GST share is / 1.1). */
function incGstLine(label: string, dollarsIncGst: number): CostLine {
  return { label, dollarsIncGst, dollarsExGst: dollarsIncGst / GST_MULTIPLIER };
}

/** Options of {@link pricePlan}. */
export interface PriceOptions {
  /**
   * The day the visitor's plan would start (`YYYY-MM-DD`): a discount
   * that ends on a date counts only until then. Without it, every
   * discount counts on every day.
   */
  readonly startsOn?: string | undefined;
}

/** Discounts (negative lines) and fees over the profile's days. */
function extrasOf(
  plan: CompiledPlan,
  charges: PlanCharges,
  context: PricingContext,
  options: PriceOptions,
) {
  const yearShare = context.days / 365;
  const billExGst =
    charges.supplyDollars +
    charges.general.dollars +
    charges.controlledLoadSupplyDollars +
    charges.controlledLoad.dollars +
    charges.demandDollars;
  const usageExGst = charges.general.dollars + charges.controlledLoad.dollars;
  const discounts: DiscountLine[] = plan.discounts.map((discount) => ({
    ...incGstLine(
      discount.name,
      -discountIncGst(discount, billExGst, usageExGst, yearShare) *
        discountDayShare(discount.ends, options.startsOn, context),
    ),
    method: discount.method,
    category: discount.category,
    description: discount.description,
    ...(discount.ends && { ends: discount.ends }),
  }));
  const fees = plan.recurringFees.map((fee) =>
    incGstLine(fee.name, fee.dollarsPerYearIncGst * yearShare),
  );
  const guaranteed = discounts.filter((_, i) => plan.discounts[i]?.guaranteed);
  const conditional = discounts.filter(
    (_, i) => !plan.discounts[i]?.guaranteed,
  );
  return { billExGst, fees, guaranteed, conditional };
}

function contextFor(
  plan: CompiledPlan,
  usage: PricingContext | UsageProfile,
): PricingContext {
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
  return context;
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
  options: PriceOptions = {},
): PlanCost {
  const context = contextFor(plan, usage);
  const charges = priceCharges(plan, context);
  const yearShare = context.days / 365;
  const extras = extrasOf(plan, charges, context, options);
  const feesIncGst = incGstOf(extras.fees);
  const guaranteed = -incGstOf(extras.guaranteed);
  const feedIn = charges.feedIn.dollars;
  const costIncGst =
    extras.billExGst * GST_MULTIPLIER + feesIncGst - feedIn - guaranteed;
  const costExGst =
    extras.billExGst + (feesIncGst - guaranteed) / GST_MULTIPLIER - feedIn;
  const costWithAll = costIncGst + incGstOf(extras.conditional);
  const endingGuaranteed = -incGstOf(extras.guaranteed.filter((d) => d.ends));
  const costAfterBenefits = costIncGst + endingGuaranteed;
  const annual = 1 / yearShare;
  const breakdown: CostBreakdown = {
    unit: plan.unit,
    ...charges.lines,
    fees: extras.fees,
    guaranteedDiscounts: extras.guaranteed,
    conditionalDiscounts: extras.conditional,
  };
  return {
    planId: plan.planId,
    days: context.days,
    costIncGst,
    costWithAllDiscountsIncGst: costWithAll,
    costExGst,
    annualCostIncGst: costIncGst * annual,
    annualCostWithAllDiscountsIncGst: costWithAll * annual,
    annualCostExGst: costExGst * annual,
    annualCostAfterBenefitsIncGst: costAfterBenefits * annual,
    breakdown: scaleBreakdown(breakdown, annual),
    notes: charges.notes,
  };
}
