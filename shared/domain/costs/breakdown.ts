import type { EnergyUnit } from '../usage/usage-profile.ts';
import type { StepSums } from './block-rates.ts';
import type { Discount, UsageCharge } from './compiled-plan.ts';
import type { DiscountEnd } from './discount-ends.ts';

/** GST rate applied to CDR prices (published ex GST). */
export const GST_MULTIPLIER = 1.1;

/**
 * One amount on a bill. Charges are positive; credits (feed-in) and
 * discounts are negative, so the lines of a breakdown add up to the bill.
 */
export interface CostLine {
  /** What a customer reads, e.g. `Peak`, `Supply`, `Pay on time discount`. */
  readonly label: string;
  readonly dollarsIncGst: number;
  readonly dollarsExGst: number;
}

/** Daily supply charge of one season (or of the controlled load). */
export interface SupplyLine extends CostLine {
  readonly days: number;
  readonly dollarsPerDayIncGst: number;
}

/** Use (or export) priced at one rate: a window, a season, a block step. */
export interface UsageLine extends CostLine {
  /** CDR type: `PEAK`, `OFF_PEAK`, `SHOULDER`…, `SINGLE_RATE`, `CONTROLLED_LOAD`, `FEED_IN`. */
  readonly type: string;
  /** Season (tariff period) name when the plan has several. */
  readonly season: string | undefined;
  /** 0-based block step of a stepped rate; `undefined` for one price. */
  readonly step: number | undefined;
  /** kWh, or MJ for gas. */
  readonly quantity: number;
  /** Price per kWh (or MJ) with GST where GST applies (not on feed-in). */
  readonly unitPriceIncGst: number;
}

/** A demand charge over one calendar month (or one measurement period). */
export interface DemandLine extends CostLine {
  readonly season: string | undefined;
  /** First and last day measured, `YYYY-MM-DD`. */
  readonly from: string;
  readonly to: string;
  /** Highest demand measured in the window (interval kWh × 60 / minutes). */
  readonly peakKw: number;
  /** Demand charged: the peak clamped to the plan's min/max demand. */
  readonly chargedKw: number;
  readonly dollarsPerKwIncGst: number;
  /** What `dollarsPerKwIncGst` is charged per. */
  readonly chargePeriod: 'DAY' | 'MONTH' | 'TARIFF_PERIOD';
}

/** A discount, with the retailer's terms for conditional ones. */
export interface DiscountLine extends CostLine {
  readonly method: Discount['method'];
  readonly category: string | undefined;
  readonly description: string | undefined;
  /** Set when the discount stops before the plan does. */
  readonly ends?: DiscountEnd | undefined;
}

/**
 * A plan's cost, itemised and annualised like the annual totals (× 365 /
 * profile days; measured kW are not scaled). Every line except
 * `conditionalDiscounts` adds up to `annualCostIncGst` (and, ex GST, to
 * `annualCostExGst`); adding the conditional discounts gives
 * `annualCostWithAllDiscountsIncGst`.
 */
export interface CostBreakdown {
  readonly unit: EnergyUnit;
  /** Supply per season, then controlled-load supply. */
  readonly supply: readonly SupplyLine[];
  readonly usage: readonly UsageLine[];
  readonly controlledLoad: readonly UsageLine[];
  readonly demand: readonly DemandLine[];
  /** Feed-in credit (negative), per window and step. */
  readonly feedIn: readonly UsageLine[];
  /** Membership and metering fees. */
  readonly fees: readonly CostLine[];
  readonly guaranteedDiscounts: readonly DiscountLine[];
  /** Listed apart: not in the headline cost. */
  readonly conditionalDiscounts: readonly DiscountLine[];
}

/** Lines of one priced usage charge; `credit` negates them (feed-in). */
export function usageLines(
  charge: UsageCharge,
  sums: readonly StepSums[],
  season: string | undefined,
  credit: boolean,
): UsageLine[] {
  const gst = credit ? 1 : GST_MULTIPLIER;
  const sign = credit ? -1 : 1;
  const lines: UsageLine[] = [];
  for (let b = 0; b < charge.rates.length; b++) {
    const prices = charge.rates[b]?.pricesDollars ?? [];
    const label = charge.buckets[b];
    for (let i = 0; i < prices.length; i++) {
      const quantity = sums[b]?.[i] ?? 0;
      if (quantity === 0) continue;
      const price = prices[i] ?? 0;
      const dollars = sign * quantity * price;
      lines.push({
        label: label?.steps[i] ?? '',
        type: label?.type ?? '',
        season,
        step: prices.length > 1 ? i : undefined,
        quantity,
        unitPriceIncGst: price * gst,
        dollarsIncGst: dollars * gst,
        dollarsExGst: dollars,
      });
    }
  }
  return lines;
}

/** Sum of the lines' GST-inclusive dollars. */
export function incGstOf(lines: readonly CostLine[]): number {
  return lines.reduce((sum, line) => sum + line.dollarsIncGst, 0);
}

/** Sum of the lines' ex-GST dollars. */
export function exGstOf(lines: readonly CostLine[]): number {
  return lines.reduce((sum, line) => sum + line.dollarsExGst, 0);
}

/** Sum of the lines' kWh (or MJ). */
export function quantityOf(lines: readonly UsageLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The lines that make up the headline cost (all but conditional discounts). */
export function headlineLines(breakdown: CostBreakdown): CostLine[] {
  return [
    ...breakdown.supply,
    ...breakdown.usage,
    ...breakdown.controlledLoad,
    ...breakdown.demand,
    ...breakdown.feedIn,
    ...breakdown.fees,
    ...breakdown.guaranteedDiscounts,
  ];
}

function scaledMoney<T extends CostLine>(line: T, factor: number): T {
  return {
    ...line,
    dollarsIncGst: line.dollarsIncGst * factor,
    dollarsExGst: line.dollarsExGst * factor,
  };
}

function scaledUse(line: UsageLine, factor: number): UsageLine {
  return { ...scaledMoney(line, factor), quantity: line.quantity * factor };
}

/**
 * A demand line names the month or period it measured; scaled to a year,
 * its dollars are no longer that month's, and its label says so.
 */
function scaledDemand(line: DemandLine, factor: number): DemandLine {
  return {
    ...scaledMoney(line, factor),
    label: `${line.label} · scaled to a year`,
  };
}

function scaledSupply(line: SupplyLine, factor: number): SupplyLine {
  return { ...scaledMoney(line, factor), days: line.days * factor };
}

/** Every line scaled by `factor` (dollars, quantities, days). */
export function scaleBreakdown(
  breakdown: CostBreakdown,
  factor: number,
): CostBreakdown {
  if (factor === 1) return breakdown;
  const each = <T>(lines: readonly T[], scale: (line: T, f: number) => T) =>
    lines.map((line) => scale(line, factor));
  return {
    unit: breakdown.unit,
    supply: each(breakdown.supply, scaledSupply),
    usage: each(breakdown.usage, scaledUse),
    controlledLoad: each(breakdown.controlledLoad, scaledUse),
    demand: each(breakdown.demand, scaledDemand),
    feedIn: each(breakdown.feedIn, scaledUse),
    fees: each(breakdown.fees, scaledMoney),
    guaranteedDiscounts: each(breakdown.guaranteedDiscounts, scaledMoney),
    conditionalDiscounts: each(breakdown.conditionalDiscounts, scaledMoney),
  };
}
