import {
  type BlockRate,
  blockCost,
  emptyStepSums,
  type StepSums,
} from './block-rates.ts';
import type { UsageCharge } from './compiled-plan.ts';
import type { ChannelName, PricingContext } from './pricing-context.ts';
import type { SeasonSet } from './seasons.ts';

/** Dollars (ex GST) and quantity (kWh or MJ) of one charge. */
export interface ChargeTotal {
  dollars: number;
  quantity: number;
}

/** Use in bucket `b` over days `[start, end)`, from prefix sums. */
function spanUse(
  prefix: Float64Array,
  start: number,
  end: number,
  buckets: number,
  b: number,
): number {
  /* v8 ignore next -- @preserve day × bucket indices are in range; `?? 0` only satisfies noUncheckedIndexedAccess */
  return (prefix[end * buckets + b] ?? 0) - (prefix[start * buckets + b] ?? 0);
}

/**
 * Prices one usage charge over the days of one season period, adding to
 * `total` and returning quantity and dollars per bucket and block step.
 * Unstepped rates multiply bucket totals; stepped rates are applied per
 * block-period chunk with the allowance prorated by days.
 */
export function priceUsageCharge(
  context: PricingContext,
  channel: ChannelName,
  charge: UsageCharge,
  seasons: SeasonSet,
  period: number,
  total: ChargeTotal,
): StepSums[] {
  const prefix = context.bucketPrefix(channel, charge.layout);
  const buckets = charge.layout.bucketCount;
  const runs = context.seasonRuns(seasons)[period] ?? [];
  const all: StepSums[] = [];
  for (let b = 0; b < charge.rates.length; b++) {
    const rate = charge.rates[b] as BlockRate;
    const sums = emptyStepSums(rate);
    all.push(sums);
    if (!rate.stepped) {
      let quantity = 0;
      for (let r = 0; r < runs.length; r += 2) {
        quantity += spanUse(prefix, runs[r] ?? 0, runs[r + 1] ?? 0, buckets, b);
      }
      const dollars = quantity * (rate.pricesDollars[0] ?? 0);
      sums[0] = quantity;
      total.quantity += quantity;
      total.dollars += dollars;
      continue;
    }
    const chunks = context.chunks(seasons, period, rate.period);
    for (let c = 0; c < chunks.length; c += 3) {
      const start = chunks[c] ?? 0;
      const quantity = spanUse(prefix, start, chunks[c + 1] ?? 0, buckets, b);
      total.quantity += quantity;
      total.dollars += blockCost(rate, quantity, chunks[c + 2] ?? 0, sums);
    }
  }
  return all;
}
