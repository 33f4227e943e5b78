import { blockCost } from './block-rates.ts';
import type { DemandCharge, UsageCharge } from './compiled-plan.ts';
import type { ChannelName, PricingContext } from './pricing-context.ts';
import type { SeasonSet } from './seasons.ts';
import { SLOTS_PER_DAY } from './time-windows.ts';

/** Dollars (ex GST) and quantity (kWh or MJ) of one charge. */
export interface ChargeTotal {
  dollars: number;
  quantity: number;
}

/**
 * Prices one usage charge over the days of one season period. Unstepped
 * rates multiply bucket totals; stepped rates are applied per block-period
 * chunk with the allowance prorated by days.
 */
export function priceUsageCharge(
  context: PricingContext,
  channel: ChannelName,
  charge: UsageCharge,
  seasons: SeasonSet,
  period: number,
  total: ChargeTotal,
): void {
  const prefix = context.bucketPrefix(channel, charge.layout);
  const buckets = charge.layout.bucketCount;
  const runs = context.seasonRuns(seasons)[period];
  if (!runs) return;
  for (let b = 0; b < charge.rates.length; b++) {
    const rate = charge.rates[b];
    if (!rate) continue;
    if (!rate.stepped) {
      let quantity = 0;
      for (let r = 0; r < runs.length; r += 2) {
        quantity +=
          (prefix[(runs[r + 1] ?? 0) * buckets + b] ?? 0) -
          (prefix[(runs[r] ?? 0) * buckets + b] ?? 0);
      }
      total.quantity += quantity;
      total.dollars += quantity * (rate.pricesDollars[0] ?? 0);
      continue;
    }
    const chunks = context.chunks(seasons, period, rate.period);
    for (let c = 0; c < chunks.length; c += 3) {
      const quantity =
        (prefix[(chunks[c + 1] ?? 0) * buckets + b] ?? 0) -
        (prefix[(chunks[c] ?? 0) * buckets + b] ?? 0);
      total.quantity += quantity;
      total.dollars += blockCost(rate, quantity, chunks[c + 2] ?? 0);
    }
  }
}

const MEASUREMENT_BLOCK = {
  DAY: { unit: 'D', count: 1, key: 'P1D' },
  MONTH: { unit: 'M', count: 1, key: 'P1M' },
  TARIFF_PERIOD: { unit: 'Y', count: 1, key: 'P1Y' },
} as const;

function hasWindowOn(charge: DemandCharge, weekday: number): boolean {
  const start = weekday * SLOTS_PER_DAY;
  return charge.layout.slots.subarray(start, start + SLOTS_PER_DAY).includes(0);
}

/**
 * Demand charge (ex GST) for one season period: the peak kW (interval kWh
 * × 60 / interval minutes) inside the window, per measurement period
 * (day, calendar month or the tariff period), clamped to min/max demand,
 * times the amount per charge period (a day, a month = 365/12 days, or the
 * whole tariff period), prorated by the days each measurement covers.
 */
export function priceDemandCharge(
  context: PricingContext,
  charge: DemandCharge,
  seasons: SeasonSet,
  period: number,
): number {
  const maxima = context.dailyMaximum('import', charge.layout);
  const kwPerKwh = 60 / context.profile.intervalMinutes;
  const chunks = context.chunks(
    seasons,
    period,
    MEASUREMENT_BLOCK[charge.measurementPeriod],
  );
  const seasonDays = seasons.nominalDays[period] ?? 365;
  let dollars = 0;
  for (let c = 0; c < chunks.length; c += 3) {
    const start = chunks[c] ?? 0;
    const end = chunks[c + 1] ?? 0;
    if (
      charge.measurementPeriod === 'DAY' &&
      !hasWindowOn(charge, context.weekday[start] ?? 0)
    ) {
      continue;
    }
    let peak = 0;
    for (let d = start; d < end; d++) peak = Math.max(peak, maxima[d] ?? 0);
    const demandKw = Math.min(
      Math.max(peak * kwPerKwh, charge.minDemandKw),
      charge.maxDemandKw,
    );
    const days = end - start;
    const units =
      charge.chargePeriod === 'DAY'
        ? days
        : charge.chargePeriod === 'MONTH'
          ? (days * 12) / 365
          : days / seasonDays;
    dollars += charge.amountDollarsPerKw * demandKw * units;
  }
  return dollars;
}
