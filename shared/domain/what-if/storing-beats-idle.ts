import { GST_MULTIPLIER } from '../costs/breakdown.ts';
import type { CompiledPlan, UsageCharge } from '../costs/compiled-plan.ts';
import type { TimeLayout } from '../costs/time-windows.ts';
import type { EnergyTotals } from './dispatch.ts';

/**
 * Least a plan's idle battery must provably cost above storing spare
 * solar, dollars a year: more than a cent, so it holds where plans are
 * compared to the cent.
 */
const MARGIN_DOLLARS = 0.02;

/** What bounds how a plan's cost moves with the energy bought and exported. */
interface MarginalPrices {
  /** Least any kWh bought is charged, $/kWh ex GST; 0 when some use goes unpriced. */
  readonly lowestUsage: number;
  /** Most any kWh exported earns, $/kWh (at least 0). */
  readonly highestExport: number;
  /** Guaranteed percentage discounts added up (they shrink every saving). */
  readonly discountShare: number;
  /** No demand charge pays for a higher peak. */
  readonly demandNeverPays: boolean;
}

/** The buckets a layout's slots use, each once (a week has 2,016 slots). */
function bucketsInUse(layout: TimeLayout): number[] {
  // Slots hold Int8 buckets: offset by 128 to index the flags.
  const seen = new Uint8Array(256);
  const buckets: number[] = [];
  const { slots } = layout;
  for (let i = 0; i < slots.length; i++) {
    const bucket = slots[i] ?? 0;
    if (seen[bucket + 128]) continue;
    seen[bucket + 128] = 1;
    buckets.push(bucket);
  }
  return buckets;
}

function lowestPriceOf(charge: UsageCharge): number {
  let lowest = Number.POSITIVE_INFINITY;
  for (const bucket of bucketsInUse(charge.layout)) {
    const rate = charge.rates[bucket];
    if (!rate || rate.pricesDollars.length === 0) return 0;
    for (const price of rate.pricesDollars) lowest = Math.min(lowest, price);
  }
  return lowest;
}

function marginalPricesOf(plan: CompiledPlan): MarginalPrices {
  const everyDayPriced = plan.seasons.periodOfCalendarDay.every(
    (period) => plan.periods[period] !== undefined,
  );
  let lowestUsage = everyDayPriced ? Number.POSITIVE_INFINITY : 0;
  for (const period of plan.periods)
    lowestUsage = Math.min(lowestUsage, lowestPriceOf(period.usage));
  let highestExport = 0;
  for (const charge of [plan.feedIn, ...(plan.feedInChoice?.options ?? [])])
    for (const rate of charge?.rates ?? [])
      for (const price of rate.pricesDollars)
        highestExport = Math.max(highestExport, price);
  let discountShare = 0;
  for (const discount of plan.discounts)
    if (discount.guaranteed && discount.method !== 'fixedAmount')
      discountShare += Math.max(0, discount.rate);
  return {
    lowestUsage,
    highestExport,
    discountShare,
    demandNeverPays: plan.demandCharges
      .flat()
      .every((charge) => charge.amountDollarsPerKw >= 0),
  };
}

const known = new WeakMap<CompiledPlan, MarginalPrices>();

function marginalPrices(plan: CompiledPlan): MarginalPrices {
  let found = known.get(plan);
  if (!found) {
    found = marginalPricesOf(plan);
    known.set(plan, found);
  }
  return found;
}

/**
 * Whether storing spare solar provably costs this plan less than leaving
 * the battery idle, by more than a cent a year, so pricing it idle cannot
 * change its result (docs/what-if.md, The battery, per plan). Storing
 * buys no more and exports no more than idle in any half-hour, so the
 * plan saves at least its lowest usage price (after GST and guaranteed
 * percentage discounts) on each kWh no longer bought, and loses at most
 * its highest feed-in price on each kWh no longer exported; demand
 * charges and fees can only fall or stay.
 */
export function storingBeatsIdle(
  plan: CompiledPlan,
  idle: EnergyTotals,
  storing: EnergyTotals,
  days: number,
): boolean {
  const prices = marginalPrices(plan);
  if (!prices.demandNeverPays || prices.discountShare >= 1) return false;
  const fewerBought = idle.bought - storing.bought;
  const fewerExported = idle.exported - storing.exported;
  const saved =
    GST_MULTIPLIER *
      (1 - prices.discountShare) *
      prices.lowestUsage *
      fewerBought -
    prices.highestExport * fewerExported;
  return (saved * 365) / days > MARGIN_DOLLARS;
}
