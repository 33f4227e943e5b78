import { stateOfPostcode } from '../postcode.ts';
import { civilOf, dayOfWeek, leapCalendarIndex } from '../usage/civil-date.ts';

/** A time-of-use band as a bill prints it. */
export type Band = 'peak' | 'shoulder' | 'offPeak';

/** Seven days, Sunday first, of 48 half-hours each. */
export type BandWeek = readonly (readonly Band[])[];

/** Which band each half-hour of each day of the week falls in. */
export interface BandWindows {
  readonly days: BandWeek;
  /**
   * A plan whose windows change with its seasons: each season's week, and
   * the season of each leap-calendar day (0-365, -1 none: `days` holds).
   */
  readonly seasons?: {
    readonly weeks: readonly BandWeek[];
    readonly ofCalendarDay: Int8Array;
  };
  /** Where the windows come from, for diagnostics. */
  readonly source: string;
}

/** Seven days from one weekday and one weekend day. */
function week(weekday: readonly Band[], weekend: readonly Band[]) {
  return [weekend, weekday, weekday, weekday, weekday, weekday, weekend];
}

function day(
  peaks: readonly [number, number][],
  offPeak: readonly [number, number][],
): Band[] {
  const bands: Band[] = Array.from({ length: 48 }, () => 'shoulder');
  const mark = (ranges: readonly [number, number][], band: Band) => {
    for (const [from, to] of ranges) {
      for (let h = from * 2; h !== to * 2; h = (h + 1) % 48) bands[h] = band;
    }
  };
  mark(offPeak, 'offPeak');
  mark(peaks, 'peak');
  return bands;
}

/**
 * Typical network windows by state when the current plan's are not known
 * (docs/household.md, Bands): Evoenergy's in the ACT (peak 7-9 am and
 * 5-9 pm every day, off-peak 10 pm-7 am), a 3-9 pm weekday peak in NSW and
 * Victoria, 4-9 pm elsewhere; off-peak overnight; shoulder the rest.
 */
export function typicalBandWindows(postcode: string): BandWindows {
  const state = stateOfPostcode(postcode);
  if (state === 'ACT') {
    const both = day(
      [
        [7, 9],
        [17, 21],
      ],
      [[22, 7]],
    );
    return {
      days: week(both, both),
      source: 'the typical Evoenergy windows',
    };
  }
  const afternoon = state === 'NSW' || state === 'VIC' ? 15 : 16;
  return {
    days: week(day([[afternoon, 21]], [[22, 7]]), day([], [[22, 7]])),
    source: `the typical ${state ?? 'network'} windows`,
  };
}

/** The week of windows in force on epoch day `epochDay`. */
function weekOn(windows: BandWindows, epochDay: number): BandWeek {
  if (!windows.seasons) return windows.days;
  const { month, day } = civilOf(epochDay);
  const season = windows.seasons.ofCalendarDay[leapCalendarIndex(month, day)];
  return windows.seasons.weeks[season ?? -1] ?? windows.days;
}

/** The band of half-hour `k` of epoch day `epochDay`. */
export function bandAt(
  windows: BandWindows,
  epochDay: number,
  k: number,
): Band {
  return weekOn(windows, epochDay)[dayOfWeek(epochDay)]?.[k] ?? 'shoulder';
}
