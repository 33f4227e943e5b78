import { stateOfPostcode } from '../networks.ts';
import { isWeekend } from './shapes.ts';

/** A time-of-use band as a bill prints it. */
export type Band = 'peak' | 'shoulder' | 'offPeak';

/** Which band each half-hour of a weekday and a weekend day falls in. */
export interface BandWindows {
  readonly weekday: readonly Band[];
  readonly weekend: readonly Band[];
  /** Where the windows come from, for diagnostics. */
  readonly source: string;
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
      weekday: both,
      weekend: both,
      source: 'the typical Evoenergy windows',
    };
  }
  const afternoon = state === 'NSW' || state === 'VIC' ? 15 : 16;
  return {
    weekday: day([[afternoon, 21]], [[22, 7]]),
    weekend: day([], [[22, 7]]),
    source: `the typical ${state ?? 'network'} windows`,
  };
}

/** The band of half-hour `k` of epoch day `epochDay`. */
export function bandAt(
  windows: BandWindows,
  epochDay: number,
  k: number,
): Band {
  return (
    (isWeekend(epochDay) ? windows.weekend : windows.weekday)[k] ?? 'shoulder'
  );
}
