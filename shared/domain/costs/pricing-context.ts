import { civilOf, dayOfWeek, leapCalendarIndex } from '../usage/civil-date.ts';
import type { UsageProfile } from '../usage/usage-profile.ts';
import { intervalsPerDay } from '../usage/usage-profile.ts';
import { type BlockPeriod, nominalPeriodDays } from './block-rates.ts';
import { accumulateLayout } from './layout-sums.ts';
import type { SeasonSet } from './seasons.ts';
import type { TimeLayout } from './time-windows.ts';
import { type DayOffset, dayOffset, type ZoneRule } from './time-zone.ts';

/** A usage channel of the profile, or general use with controlled load added. */
export type ChannelName =
  | 'import'
  | 'controlledLoad'
  | 'export'
  | 'importWithControlledLoad';

/**
 * Each interval's share of its half hour's use: demand is measured on
 * half-hour intervals (docs/pricing-rules.md, "Demand charges"), so five-
 * and fifteen-minute readings are averaged over their half hour first.
 */
function halfHourAverages(
  values: Float64Array,
  intervalMinutes: number,
): Float64Array {
  const per = 30 / intervalMinutes;
  if (per <= 1) return values;
  const averaged = new Float64Array(values.length);
  for (let start = 0; start < values.length; start += per) {
    let sum = 0;
    for (let i = start; i < start + per; i++) sum += values[i] ?? 0;
    averaged.fill(sum / per, start, start + per);
  }
  return averaged;
}

/**
 * One usage profile prepared for pricing many plans. Usage is summed once
 * per distinct time layout (per day and bucket, as prefix sums), so pricing
 * a plan costs a few lookups per rate instead of a pass over every interval.
 */
export class PricingContext {
  readonly days: number;
  readonly perDay: number;
  /** Day of week (0 = Sunday) of each profile day. */
  readonly weekday: Uint8Array;
  /** Leap-calendar day of year (0-365) of each profile day. */
  readonly calendarDay: Int16Array;
  /** Months since the profile's first month, per day. */
  readonly monthIndex: Int32Array;
  private readonly sums = new Map<string, Float64Array>();
  private readonly maxima = new Map<string, Float64Array>();
  private readonly runsBySeason = new Map<string, Int32Array[]>();
  private readonly chunkCache = new Map<string, Float64Array>();
  private readonly offsets = new Map<string, DayOffset[]>();
  private readonly channels = new Map<ChannelName, Float64Array | undefined>();

  constructor(readonly profile: UsageProfile) {
    this.days = profile.days;
    this.perDay = intervalsPerDay(profile.intervalMinutes);
    this.weekday = new Uint8Array(this.days);
    this.calendarDay = new Int16Array(this.days);
    this.monthIndex = new Int32Array(this.days);
    const first = civilOf(profile.startEpochDay);
    for (let d = 0; d < this.days; d++) {
      const day = profile.startEpochDay + d;
      const civil = civilOf(day);
      this.weekday[d] = dayOfWeek(day);
      this.calendarDay[d] = leapCalendarIndex(civil.month, civil.day);
      this.monthIndex[d] =
        (civil.year - first.year) * 12 + civil.month - first.month;
    }
  }

  /** A channel's per-interval values, or `undefined` when not metered. */
  channel(name: ChannelName): Float64Array | undefined {
    if (!this.channels.has(name)) this.channels.set(name, this.build(name));
    return this.channels.get(name);
  }

  private build(name: ChannelName): Float64Array | undefined {
    const { profile } = this;
    if (name === 'import') return profile.importPerInterval;
    if (name === 'controlledLoad') return profile.controlledLoadPerInterval;
    if (name === 'export') return profile.exportPerInterval;
    const load = profile.controlledLoadPerInterval;
    if (!load) return profile.importPerInterval;
    return profile.importPerInterval.map((value, i) => value + (load[i] ?? 0));
  }

  /** Local-clock offsets per profile day for a zone rule. */
  zoneOffsets(zone: ZoneRule): DayOffset[] {
    let found = this.offsets.get(zone.key);
    if (!found) {
      const start = this.profile.startEpochDay;
      found = Array.from({ length: this.days }, (_, d) =>
        dayOffset(zone, start + d),
      );
      this.offsets.set(zone.key, found);
    }
    return found;
  }

  /**
   * Prefix sums of a channel per day and layout bucket: entry
   * `(d × buckets) + b` is the use in bucket `b` over days `[0, d)`.
   */
  bucketPrefix(name: ChannelName, layout: TimeLayout): Float64Array {
    return this.accumulated(name, layout, 'sum');
  }

  /** Largest interval value per day inside bucket 0 of a layout, each interval averaged over its half hour. */
  dailyMaximum(name: ChannelName, layout: TimeLayout): Float64Array {
    return this.accumulated(name, layout, 'max');
  }

  private accumulated(
    name: ChannelName,
    layout: TimeLayout,
    mode: 'sum' | 'max',
  ): Float64Array {
    const cache = mode === 'sum' ? this.sums : this.maxima;
    const key = `${name}|${layout.key}`;
    let found = cache.get(key);
    if (!found) {
      found = this.accumulate(name, layout, mode);
      cache.set(key, found);
    }
    return found;
  }

  private accumulate(
    name: ChannelName,
    layout: TimeLayout,
    mode: 'sum' | 'max',
  ): Float64Array {
    const values =
      this.channel(name) ?? new Float64Array(this.days * this.perDay);
    return accumulateLayout({
      values:
        mode === 'max'
          ? halfHourAverages(values, this.profile.intervalMinutes)
          : values,
      layout,
      mode,
      days: this.days,
      intervalMinutes: this.profile.intervalMinutes,
      weekday: this.weekday,
      offsets: layout.key === 'ALL' ? undefined : this.zoneOffsets(layout.zone),
    });
  }

  /** Per period of a season set: `[start, end)` day runs, flattened. */
  seasonRuns(seasons: SeasonSet): Int32Array[] {
    let found = this.runsBySeason.get(seasons.key);
    if (found) return found;
    const runs: number[][] = seasons.nominalDays.map(() => []);
    let start = 0;
    for (let d = 1; d <= this.days; d++) {
      const period = this.periodOfDay(seasons, start);
      if (d === this.days || this.periodOfDay(seasons, d) !== period) {
        if (period >= 0) runs[period]?.push(start, d);
        start = d;
      }
    }
    found = runs.map((list) => Int32Array.from(list));
    this.runsBySeason.set(seasons.key, found);
    return found;
  }

  private periodOfDay(seasons: SeasonSet, d: number): number {
    return seasons.periodOfCalendarDay[this.calendarDay[d] ?? 0] ?? -1;
  }

  /**
   * Chunks of one period's days for a block period, as `[start, end,
   * allowanceScale]` triples: runs split where a new block period starts
   * (every n days, every n calendar months from the first month, or every
   * 365·n days), scaled by chunk days / nominal period days.
   */
  chunks(seasons: SeasonSet, period: number, block: BlockPeriod): Float64Array {
    const key = `${seasons.key}|${period}|${block.key}`;
    let found = this.chunkCache.get(key);
    if (found) return found;
    const runs = this.seasonRuns(seasons)[period] ?? new Int32Array(0);
    const nominal = nominalPeriodDays(block);
    const out: number[] = [];
    for (let r = 0; r < runs.length; r += 2) {
      let start = runs[r] ?? 0;
      const end = runs[r + 1] ?? 0;
      for (let d = start + 1; d <= end; d++) {
        if (d === end || this.startsBlock(d, block)) {
          out.push(start, d, (d - start) / nominal);
          start = d;
        }
      }
    }
    found = Float64Array.from(out);
    this.chunkCache.set(key, found);
    return found;
  }

  private startsBlock(d: number, block: BlockPeriod): boolean {
    if (block.unit === 'M') {
      const month = this.monthIndex[d] ?? 0;
      return month !== this.monthIndex[d - 1] && month % block.count === 0;
    }
    return d % nominalPeriodDays(block) === 0;
  }
}
