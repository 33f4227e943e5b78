import { leapCalendarIndex } from '../usage/civil-date.ts';
import type { TariffDiagnostic } from './diagnostics.ts';

/** Tariff periods (seasons) of a plan as a day-of-year lookup. */
export interface SeasonSet {
  /** Identifies equal season sets across plans. */
  readonly key: string;
  /** Leap-calendar day (0-365) → period index, `-1` when none applies. */
  readonly periodOfCalendarDay: Int8Array;
  /** Days each period covers in a common (365-day) year. */
  readonly nominalDays: readonly number[];
}

/** A CDR `startDate`/`endDate` pair, both `MM-DD`, inclusive. */
export interface MonthDayRange {
  readonly startDate: string;
  readonly endDate: string;
  /** Field path for diagnostics. */
  readonly path?: string;
}

const FEB_28 = leapCalendarIndex(2, 28);
const FEB_29 = FEB_28 + 1;

function indexOf(monthDay: string): number {
  return leapCalendarIndex(
    Number(monthDay.slice(0, 2)),
    Number(monthDay.slice(3, 5)),
  );
}

/**
 * Maps each day of the year to the period whose `MM-DD` range holds it
 * (ranges may wrap the year, e.g. `11-01`→`03-31`). 29 February follows
 * 28 February when no range names it. Overlaps are errors; gaps are errors
 * when `requireFullCover`.
 */
export function buildSeasons(
  ranges: readonly MonthDayRange[],
  path: string,
  requireFullCover: boolean,
): { seasons: SeasonSet; diagnostics: TariffDiagnostic[] } {
  // Most plans share one of a few season sets; they are never mutated.
  const key = `${requireFullCover}|${ranges.map((r) => `${r.startDate}>${r.endDate}`).join(',')}`;
  const cached = SEASON_SETS.get(key);
  if (cached) return { seasons: cached, diagnostics: [] };
  const built = paintSeasons(ranges, path, requireFullCover);
  if (built.diagnostics.length === 0 && SEASON_SETS.size < 1024) {
    SEASON_SETS.set(key, built.seasons);
  }
  return built;
}

const SEASON_SETS = new Map<string, SeasonSet>();

function paintSeasons(
  ranges: readonly MonthDayRange[],
  path: string,
  requireFullCover: boolean,
): { seasons: SeasonSet; diagnostics: TariffDiagnostic[] } {
  const days = new Int8Array(366).fill(-1);
  const diagnostics: TariffDiagnostic[] = [];
  ranges.forEach((range, period) => {
    const start = indexOf(range.startDate);
    const end = indexOf(range.endDate);
    const length = ((end - start + 366) % 366) + 1;
    for (let i = 0; i < length; i++) {
      const day = (start + i) % 366;
      if (days[day] !== -1 && days[day] !== period) {
        diagnostics.push({
          severity: 'error',
          path: range.path ?? `${path}[${period}]`,
          message: `dates ${range.startDate}..${range.endDate} overlap another tariff period`,
        });
        return;
      }
      days[day] = period;
    }
  });
  if (days[FEB_29] === -1) days[FEB_29] = days[FEB_28] ?? -1;
  const uncovered = days.indexOf(-1);
  if (requireFullCover && uncovered !== -1) {
    diagnostics.push({
      severity: 'error',
      path,
      message: 'tariff periods leave days of the year uncovered',
    });
  }
  const nominalDays = ranges.map(() => 0);
  days.forEach((period, day) => {
    if (period >= 0 && day !== FEB_29) {
      nominalDays[period] = (nominalDays[period] ?? 0) + 1;
    }
  });
  const key = ranges.map((r) => `${r.startDate}>${r.endDate}`).join(',');
  return {
    seasons: { key, periodOfCalendarDay: days, nominalDays },
    diagnostics,
  };
}

/** The single all-year period used for controlled load and feed-in. */
export const ALL_YEAR: SeasonSet = buildSeasons(
  [{ startDate: '01-01', endDate: '12-31' }],
  '',
  true,
).seasons;
