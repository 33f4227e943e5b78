import type { CompiledPlan } from '../costs/compiled-plan.ts';
import { SLOTS_PER_DAY } from '../costs/time-windows.ts';
import type { Band, BandWindows } from './bands.ts';

const HALF_HOURS = 48;
const SLOTS_PER_HALF_HOUR = SLOTS_PER_DAY / HALF_HOURS;

/**
 * The bill band a plan's rate type is printed under; a solar sponge or
 * soak window is the plan's cheap daytime rate, billed like off-peak
 * (docs/household.md, Bands).
 */
const BAND_OF_TYPE: Readonly<Record<string, Band>> = {
  PEAK: 'peak',
  SHOULDER: 'shoulder',
  OFF_PEAK: 'offPeak',
  SOLAR_SPONGE: 'offPeak',
};

/**
 * The band each half-hour falls in on a plan's own time-of-use windows
 * (its first tariff season), or undefined when the plan has no peak,
 * shoulder or off-peak window to place a bill's bands in. A half-hour takes
 * the band of its first five minutes; one no band covers is shoulder.
 */
export function bandWindowsOfPlan(plan: CompiledPlan): BandWindows | undefined {
  const usage = plan.periods[0]?.usage;
  if (!usage) return undefined;
  const bandOfBucket = usage.buckets.map((b) => BAND_OF_TYPE[b.type]);
  if (!bandOfBucket.some((band) => band !== undefined)) return undefined;
  const days = Array.from({ length: 7 }, (_, weekday) =>
    Array.from({ length: HALF_HOURS }, (_, k): Band => {
      const slot = weekday * SLOTS_PER_DAY + k * SLOTS_PER_HALF_HOUR;
      return bandOfBucket[usage.layout.slots[slot] as number] ?? 'shoulder';
    }),
  );
  return {
    days,
    source: `the windows of your current plan, ${plan.displayName}`,
  };
}
