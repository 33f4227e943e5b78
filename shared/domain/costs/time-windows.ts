import type { TariffDiagnostic } from './diagnostics.ts';
import type { ZoneRule } from './time-zone.ts';
import {
  DAY_NAMES,
  describeRuns,
  runLengthKey,
  SLOT_MINUTES,
  SLOTS_PER_DAY,
} from './week-slots.ts';

export { SLOT_MINUTES, SLOTS_PER_DAY } from './week-slots.ts';

const DAY_INDEX: Record<string, number> = {
  SUN: 0,
  MON: 1,
  TUE: 2,
  WED: 3,
  THU: 4,
  FRI: 5,
  SAT: 6,
};
/**
 * Which bucket (rate entry) applies in each 5-minute slot of each weekday,
 * in the plan's own clock; `-1` where none applies.
 */
export interface TimeLayout {
  /** Identifies equal layouts across plans, so usage sums are shared. */
  readonly key: string;
  readonly zone: ZoneRule;
  /** `dayOfWeek × SLOTS_PER_DAY + slot` → bucket. */
  readonly slots: Int8Array;
  readonly bucketCount: number;
}

/** A CDR time window (`days`, `startTime`, `endTime`). */
export interface WindowSpec {
  readonly days?: readonly string[] | undefined;
  readonly startTime?: string | undefined;
  readonly endTime?: string | undefined;
}

function minutesOf(text: string): number {
  return Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
}

/**
 * Minute ranges a window covers in one day. Rules that make every real
 * tariff tile the week: an end at `:59` (or `:x4`/`:x9`) is inclusive (+1
 * minute); an end of `00:00` is midnight; start = end is all day; start >
 * end wraps past midnight within the same listed day.
 */
export function windowRanges(window: WindowSpec): Array<[number, number]> {
  const start = window.startTime ? minutesOf(window.startTime) : 0;
  let end = window.endTime ? minutesOf(window.endTime) : 1440;
  if (end % SLOT_MINUTES === SLOT_MINUTES - 1) end += 1;
  if (end === 0) end = 1440;
  if (start === end || (start === 0 && end === 1440)) return [[0, 1440]];
  if (start < end) return [[start, end]];
  return [
    [start, 1440],
    [0, end],
  ];
}

/** Options for {@link buildLayout}. */
export interface LayoutOptions {
  readonly zone: ZoneRule;
  /** Path used in diagnostics, e.g. `tariffPeriod[0].timeOfUseRates`. */
  readonly path: string;
  /** Report slots no window covers (usage there would be unpriced). */
  readonly requireFullCover: boolean;
  /** Bucket for uncovered slots (e.g. a flat feed-in fallback). */
  readonly fallbackBucket?: number;
  /** Let the first entry keep a clashing slot (the caller reports it). */
  readonly allowOverlaps?: boolean;
}

/** Days of a window; public-holiday windows are reported and dropped. */
function windowDays(
  window: WindowSpec,
  path: string,
  diagnostics: TariffDiagnostic[],
): string[] {
  return (window.days ?? DAY_NAMES).filter((d) => {
    if (d in DAY_INDEX) return true;
    diagnostics.push({
      severity: 'warning',
      path,
      message: `${d} windows are ignored (public holidays are not modelled)`,
    });
    return false;
  });
}

/** Paints each entry's windows onto the week; returns clashing slots. */
function paintSlots(
  entries: ReadonlyArray<readonly WindowSpec[]>,
  slots: Int8Array,
  path: string,
  diagnostics: TariffDiagnostic[],
): number[] {
  const overlaps: number[] = [];
  entries.forEach((windows, bucket) => {
    for (const window of windows) {
      for (const day of windowDays(window, path, diagnostics)) {
        const base = (DAY_INDEX[day] ?? 0) * SLOTS_PER_DAY;
        for (const [from, to] of windowRanges(window)) {
          const first = Math.round(from / SLOT_MINUTES);
          for (let s = first; s < Math.round(to / SLOT_MINUTES); s++) {
            const current = slots[base + s];
            if (current === -1) slots[base + s] = bucket;
            else if (current !== bucket) overlaps.push(base + s);
          }
        }
      }
    }
  });
  return overlaps;
}

/**
 * Builds the weekly slot layout for entries that each own some windows.
 * Overlaps between different entries, and gaps when `requireFullCover`, are
 * returned as error diagnostics rather than guessed.
 */
export function buildLayout(
  entries: ReadonlyArray<readonly WindowSpec[]>,
  options: LayoutOptions,
): { layout: TimeLayout; diagnostics: TariffDiagnostic[] } {
  // Plans share a handful of window sets; painting 2,016 slots for each
  // plan dominated compile time. Layouts are never mutated once built.
  const key = layoutCacheKey(entries, options);
  const cached = LAYOUTS.get(key);
  if (cached) return { layout: cached, diagnostics: [] };
  const built = paintLayout(entries, options);
  if (built.diagnostics.length === 0 && LAYOUTS.size < MAX_CACHED_LAYOUTS) {
    LAYOUTS.set(key, built.layout);
  }
  return built;
}

const MAX_CACHED_LAYOUTS = 4096;
const LAYOUTS = new Map<string, TimeLayout>();

function layoutCacheKey(
  entries: ReadonlyArray<readonly WindowSpec[]>,
  options: LayoutOptions,
): string {
  let key = `${options.zone.key}|${options.requireFullCover}|${options.fallbackBucket}|${options.allowOverlaps}`;
  for (const windows of entries) {
    key += '#';
    for (const w of windows) {
      key += `${w.days?.join(',')}@${w.startTime}-${w.endTime};`;
    }
  }
  return key;
}

function paintLayout(
  entries: ReadonlyArray<readonly WindowSpec[]>,
  options: LayoutOptions,
): { layout: TimeLayout; diagnostics: TariffDiagnostic[] } {
  const slots = new Int8Array(7 * SLOTS_PER_DAY).fill(-1);
  const diagnostics: TariffDiagnostic[] = [];
  const overlaps = paintSlots(entries, slots, options.path, diagnostics);
  if (overlaps.length > 0 && !options.allowOverlaps) {
    const at = [...new Set(overlaps)].sort((a, b) => a - b);
    diagnostics.push({
      severity: 'error',
      path: options.path,
      message: `time-of-use windows overlap at ${describeRuns(at)}`,
    });
  }
  const gaps: number[] = [];
  slots.forEach((bucket, slot) => {
    if (bucket === -1) gaps.push(slot);
  });
  if (gaps.length > 0 && options.requireFullCover) {
    diagnostics.push({
      severity: 'error',
      path: options.path,
      message: `time-of-use windows leave ${describeRuns(gaps)} uncovered`,
    });
  }
  if (options.fallbackBucket !== undefined) {
    for (const slot of gaps) slots[slot] = options.fallbackBucket;
  }
  const layout: TimeLayout = {
    key: `${options.zone.key}|${runLengthKey(slots)}`,
    zone: options.zone,
    slots,
    bucketCount:
      entries.length + (options.fallbackBucket === entries.length ? 1 : 0),
  };
  return { layout, diagnostics };
}

/** One bucket covering the whole week; prices with no clock at all. */
export const ALL_DAY_LAYOUT: TimeLayout = {
  key: 'ALL',
  zone: {
    key: 'AEST',
    standardOffsetMinutes: 0,
    observesDaylightSaving: false,
  },
  slots: new Int8Array(7 * SLOTS_PER_DAY),
  bucketCount: 1,
};
