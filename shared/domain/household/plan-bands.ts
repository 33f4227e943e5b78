import type { CompiledPlan, EnergyPeriod } from '../costs/compiled-plan.ts';
import { SLOTS_PER_DAY } from '../costs/time-windows.ts';
import type { Band, BandWeek, BandWindows } from './bands.ts';

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

/** One season's week of bands, or undefined when it has no band window. */
function weekOfPeriod(period: EnergyPeriod | undefined): BandWeek | undefined {
  const usage = period?.usage;
  if (!usage) return undefined;
  const bandOfBucket = usage.buckets.map((b) => BAND_OF_TYPE[b.type]);
  if (!bandOfBucket.some((band) => band !== undefined)) return undefined;
  return Array.from({ length: 7 }, (_, weekday) =>
    Array.from({ length: HALF_HOURS }, (_, k): Band => {
      const slot = weekday * SLOTS_PER_DAY + k * SLOTS_PER_HALF_HOUR;
      return bandOfBucket[usage.layout.slots[slot] as number] ?? 'shoulder';
    }),
  );
}

/**
 * The band each half-hour falls in on a plan's own time-of-use windows,
 * season by season when they change with its seasons (a season without a
 * band window takes the first season's that has one), or undefined when
 * the plan has no peak, shoulder or off-peak window to place a bill's
 * bands in. A half-hour takes the band of its first five minutes; one no
 * band covers is shoulder.
 */
export function bandWindowsOfPlan(plan: CompiledPlan): BandWindows | undefined {
  const weeks = plan.periods.map(weekOfPeriod);
  const first = weeks.find((week) => week !== undefined);
  if (!first) return undefined;
  const source = `the windows of your current plan, ${plan.displayName}`;
  const text = (week: BandWeek) => week.map((day) => day.join()).join('|');
  const seasonal = weeks.some((week) => week && text(week) !== text(first));
  return seasonal
    ? {
        days: first,
        seasons: {
          weeks: weeks.map((week) => week ?? first),
          ofCalendarDay: plan.seasons.periodOfCalendarDay,
        },
        source,
      }
    : { days: first, source };
}

/**
 * Names what a plan's band windows depend on (its seasons, and each
 * season's windows and rate types), so households built on them are kept
 * by it.
 */
export function bandWindowsKey(plan: CompiledPlan | undefined): string {
  if (!plan) return '';
  const periods = plan.periods.map(
    (p) =>
      `${p.usage.layout.key}:${p.usage.buckets.map((b) => b.type).join('/')}`,
  );
  return `${plan.seasons.key}|${periods.join(',')}`;
}
