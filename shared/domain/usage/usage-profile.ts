import { epochDayOf, isoDateOf } from './civil-date.ts';

/** Interval lengths a profile (and NEM12) may use. */
export type IntervalMinutes = 5 | 15 | 30;

/** Unit of the energy values: kWh for electricity, MJ for gas. */
export type EnergyUnit = 'KWH' | 'MJ';

/**
 * Energy use per interval over whole days. Interval `k` of day `d` covers
 * minutes `[k·len, (k+1)·len)` of that day in NEM time (AEST, no daylight
 * saving), as NEM12 does; the cost engine shifts to a plan's local time.
 */
export interface UsageProfile {
  /** First day, `YYYY-MM-DD` (NEM time). */
  readonly startDate: string;
  /** `startDate` as days since 1970-01-01. */
  readonly startEpochDay: number;
  readonly days: number;
  readonly intervalMinutes: IntervalMinutes;
  readonly unit: EnergyUnit;
  /** General (E1) consumption per interval, `days × intervalsPerDay` long. */
  readonly importPerInterval: Float64Array;
  /** Controlled-load (E2/E3) consumption per interval, when metered apart. */
  readonly controlledLoadPerInterval?: Float64Array;
  /** Energy exported to the grid (B1, solar) per interval. */
  readonly exportPerInterval?: Float64Array;
}

/** Channels and period used to build a profile. */
export interface UsageProfileInput {
  readonly startDate: string;
  readonly intervalMinutes: IntervalMinutes;
  readonly unit?: EnergyUnit;
  readonly importPerInterval: Float64Array;
  readonly controlledLoadPerInterval?: Float64Array;
  readonly exportPerInterval?: Float64Array;
}

/** Intervals in one day for an interval length. */
export function intervalsPerDay(intervalMinutes: IntervalMinutes): number {
  return 1440 / intervalMinutes;
}

/**
 * Builds a profile and checks every channel covers the same whole days.
 * Throws a `RangeError` on mismatched lengths or a bad date.
 */
export function createUsageProfile(input: UsageProfileInput): UsageProfile {
  const perDay = intervalsPerDay(input.intervalMinutes);
  const length = input.importPerInterval.length;
  if (length === 0 || length % perDay !== 0) {
    throw new RangeError(
      `usage has ${length} intervals, not whole days of ${perDay}`,
    );
  }
  for (const [name, channel] of [
    ['controlledLoadPerInterval', input.controlledLoadPerInterval],
    ['exportPerInterval', input.exportPerInterval],
  ] as const) {
    if (channel && channel.length !== length) {
      throw new RangeError(
        `${name} has ${channel.length} intervals, not ${length}`,
      );
    }
  }
  return {
    startDate: input.startDate,
    startEpochDay: epochDayOf(input.startDate),
    days: length / perDay,
    intervalMinutes: input.intervalMinutes,
    unit: input.unit ?? 'KWH',
    importPerInterval: input.importPerInterval,
    ...(input.controlledLoadPerInterval && {
      controlledLoadPerInterval: input.controlledLoadPerInterval,
    }),
    ...(input.exportPerInterval && {
      exportPerInterval: input.exportPerInterval,
    }),
  };
}

/** Sum of a channel (0 when absent). */
export function channelTotal(channel: Float64Array | undefined): number {
  if (!channel) return 0;
  let total = 0;
  for (let i = 0; i < channel.length; i++) total += channel[i] ?? 0;
  return total;
}

/** Last day the profile covers, `YYYY-MM-DD`. */
export function profileEndDate(profile: UsageProfile): string {
  return isoDateOf(profile.startEpochDay + profile.days - 1);
}
