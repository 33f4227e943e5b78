/** A CDR `period` duration (P1D, P1M, P3M, P1Y…) that block volumes apply per. */
export interface BlockPeriod {
  readonly unit: 'D' | 'W' | 'M' | 'Y';
  readonly count: number;
  /** The duration as written, e.g. `P3M`. */
  readonly key: string;
}

/** Parses an ISO 8601 duration like `P1D`; `fallback` when absent. */
export function parseBlockPeriod(
  text: string | undefined,
  fallback: string,
): BlockPeriod {
  const source = text ?? fallback;
  const match = /^P(\d+)([DWMY])$/.exec(source);
  if (!match || Number(match[1]) < 1) {
    throw new RangeError(`unsupported period ${source}`);
  }
  return {
    unit: match[2] as BlockPeriod['unit'],
    count: Number(match[1]),
    key: source,
  };
}

/** Nominal days in a period, used to prorate block allowances. */
export function nominalPeriodDays(period: BlockPeriod): number {
  switch (period.unit) {
    case 'D':
      return period.count;
    case 'W':
      return 7 * period.count;
    case 'M':
      return (365 * period.count) / 12;
    case 'Y':
      return 365 * period.count;
  }
}

/**
 * Stepped (block) prices for one rate entry, ex GST, in dollars per unit.
 * `volumes[i]` is the size of step `i` per `period` (incremental, not a
 * cumulative threshold); the last step is unbounded.
 */
export interface BlockRate {
  readonly pricesDollars: readonly number[];
  readonly volumes: readonly number[];
  readonly period: BlockPeriod;
  /** False for a single unbounded price, which prices without chunking. */
  readonly stepped: boolean;
}

/** A CDR rate: `unitPrice` and optional `volume` (both already numbers). */
export interface RateStep {
  readonly unitPrice: number;
  readonly volume?: number | undefined;
}

/**
 * Builds a {@link BlockRate}. A missing volume, or a zero volume on the
 * last step (how stepped feed-in tariffs write "the rest"), is unbounded.
 */
export function toBlockRate(
  steps: readonly RateStep[],
  period: BlockPeriod,
): BlockRate {
  const volumes = steps.map((step, i) => {
    const last = i === steps.length - 1;
    if (step.volume === undefined || (last && step.volume === 0)) {
      return Number.POSITIVE_INFINITY;
    }
    return step.volume;
  });
  const firstUnbounded = volumes.indexOf(Number.POSITIVE_INFINITY);
  const used = firstUnbounded === -1 ? volumes.length : firstUnbounded + 1;
  return {
    pricesDollars: steps.slice(0, used).map((step) => step.unitPrice),
    volumes: volumes.slice(0, used),
    period,
    stepped: used > 1 || Number.isFinite(volumes[0] ?? 0),
  };
}

/**
 * Quantity (kWh or MJ) per price step, summed over chunks; a step's
 * dollars are its quantity × its price.
 */
export type StepSums = Float64Array;

/** Empty {@link StepSums} for a rate's steps. */
export function emptyStepSums(rate: BlockRate): StepSums {
  return new Float64Array(rate.pricesDollars.length);
}

/**
 * Cost of `quantity` used within one chunk of a block period whose step
 * sizes are scaled by `allowanceScale` (chunk days / nominal period days).
 * Use beyond the last bounded step is priced at that step's price. Each
 * step's share is added to `sums`.
 */
export function blockCost(
  rate: BlockRate,
  quantity: number,
  allowanceScale: number,
  sums: StepSums,
): number {
  let remaining = quantity;
  let cost = 0;
  const last = rate.pricesDollars.length - 1;
  for (let i = 0; i <= last && remaining > 0; i++) {
    const size =
      i === last ? remaining : (rate.volumes[i] ?? 0) * allowanceScale;
    const take = Math.min(remaining, size);
    sums[i] = (sums[i] ?? 0) + take;
    cost += take * (rate.pricesDollars[i] ?? 0);
    remaining -= take;
  }
  return cost;
}
