import type { ReferencePrice } from '../../contracts/reference-prices.ts';
import { canonicalNetwork } from '../network-names.ts';

/** What "Save up to $X a year" is measured against (docs/product-rules.md, Savings). */
export type SavingsBasis =
  | {
      readonly kind: 'current_plan';
      readonly label: string;
      readonly annualCostIncGst: number;
    }
  | {
      readonly kind: 'current_bill';
      readonly label: string;
      readonly annualCostIncGst: number;
    }
  | {
      readonly kind: 'reference_price';
      readonly label: string;
      readonly annualCostIncGst: number;
      readonly financialYear: string;
      readonly modelAnnualKwh: number | null;
      readonly source: string;
    }
  | {
      readonly kind: 'market_median';
      readonly label: string;
      readonly annualCostIncGst: number;
    };

/** Whose reference price applies: one zone, one customer type. */
export interface ReferenceFor {
  readonly fuel: 'Electricity' | 'Gas' | 'Solar';
  /** The visitor's one distribution network, or undefined when not known. */
  readonly network: string | undefined;
  readonly customerType: 'Residential' | 'Business';
  readonly controlledLoad: boolean;
  /** The current financial year, e.g. `2026-27`. */
  readonly financialYear: string;
}

/**
 * The reference price of the visitor's zone and customer type for the
 * current financial year, or undefined: no figure for this year (an older
 * year's is never current), gas, or a zone without one.
 */
export function referencePriceFor(
  prices: readonly ReferencePrice[],
  who: ReferenceFor,
): ReferencePrice | undefined {
  if (who.fuel === 'Gas' || !who.network) return undefined;
  const zone = canonicalNetwork(who.network).id;
  return prices.find(
    (p) =>
      canonicalNetwork(p.network).id === zone &&
      p.customerType === who.customerType &&
      p.controlledLoad === who.controlledLoad &&
      p.financialYear === who.financialYear,
  );
}

/** The middle cost (the mean of the two middle ones for an even count). */
export function medianOf(costs: readonly number[]): number | undefined {
  if (costs.length === 0) return undefined;
  const sorted = [...costs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1
    ? upper
    : ((sorted[middle - 1] as number) + upper) / 2;
}

const dollars = (value: number) =>
  `$${Math.round(value).toLocaleString('en-AU')}`;

/** How a reference price is named to visitors: "the Default Market Offer for Ausgrid (2025-26)". */
export const referenceLabel = (price: ReferencePrice) =>
  `the ${price.name} for ${canonicalNetwork(price.network).name} (${price.financialYear})`;

export interface BasisInputs {
  /** The visitor's current plan priced on their usage, when named. */
  readonly currentPlan?: { readonly annualCostIncGst: number } | undefined;
  /** The visitor's own bill, a year of it, when they gave one. */
  readonly annualBillDollars?: number | undefined;
  readonly reference?: ReferencePrice | undefined;
  /** First-year costs of every plan of the market on the visitor's usage, read only when needed. */
  readonly marketCosts: () => readonly number[];
}

/**
 * The one basis savings are measured against: the current plan, else the
 * visitor's bill, else the zone's reference price for this year, else the
 * median plan of the market; undefined with no plan priced at all.
 */
export function savingsBasisOf(inputs: BasisInputs): SavingsBasis | undefined {
  if (inputs.currentPlan)
    return {
      kind: 'current_plan',
      label: 'your current plan',
      annualCostIncGst: inputs.currentPlan.annualCostIncGst,
    };
  if (inputs.annualBillDollars !== undefined)
    return {
      kind: 'current_bill',
      label: `your bill (${dollars(inputs.annualBillDollars)} a year)`,
      annualCostIncGst: inputs.annualBillDollars,
    };
  const { reference } = inputs;
  if (reference)
    return {
      kind: 'reference_price',
      label: referenceLabel(reference),
      annualCostIncGst: reference.annualPriceIncGst,
      financialYear: reference.financialYear,
      modelAnnualKwh: reference.modelAnnualKwh,
      source: reference.source,
    };
  const median = medianOf(inputs.marketCosts());
  if (median === undefined) return undefined;
  return {
    kind: 'market_median',
    label: 'the median plan in your area',
    annualCostIncGst: Math.round(median * 100) / 100,
  };
}

/** A plan's yearly saving against the basis, never below 0. */
export function savingAgainst(
  basis: SavingsBasis | undefined,
  annualCostIncGst: number,
): number {
  if (!basis) return 0;
  return Math.max(
    0,
    Math.round((basis.annualCostIncGst - annualCostIncGst) * 100) / 100,
  );
}

/**
 * "12 % less than the Victorian Default Offer for CitiPower (2025-26)":
 * a plan's unconditional price at the zone's model usage against the
 * zone's reference price, as the Electricity Retail Code words it.
 */
export function referenceComparisonOf(
  reference: ReferencePrice,
  unconditionalAtModelUsage: number,
): { readonly percent: number; readonly text: string } {
  const percent = Math.round(
    ((unconditionalAtModelUsage - reference.annualPriceIncGst) /
      reference.annualPriceIncGst) *
      100,
  );
  const side =
    percent === 0
      ? 'the same as'
      : `${Math.abs(percent)}% ${percent < 0 ? 'less' : 'more'} than`;
  return { percent, text: `${side} ${referenceLabel(reference)}` };
}
