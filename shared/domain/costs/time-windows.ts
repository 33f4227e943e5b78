import type { TariffDiagnostic } from './diagnostics.ts';
import type { ZoneRule } from './time-zone.ts';

/** Resolution of plan time windows. */
export const SLOT_MINUTES = 5;
/** Five-minute slots in a day. */
export const SLOTS_PER_DAY = 1440 / SLOT_MINUTES;

const DAY_INDEX: Record<string, number> = {
  SUN: 0,
  MON: 1,
  TUE: 2,
  WED: 3,
  THU: 4,
  FRI: 5,
  SAT: 6,
};
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

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

function clock(slotOfDay: number): string {
  const minutes = slotOfDay * SLOT_MINUTES;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `${hh}:${String(minutes % 60).padStart(2, '0')}`;
}

function describe(slots: readonly number[]): string {
  const first = slots[0] ?? 0;
  const last = slots[slots.length - 1] ?? 0;
  const day = DAY_NAMES[Math.floor(first / SLOTS_PER_DAY)] ?? '?';
  const from = clock(first % SLOTS_PER_DAY);
  return `${day} ${from}-${clock((last % SLOTS_PER_DAY) + 1)}`;
}

/** Contiguous same-day runs of slots, described like `SAT 07:00-22:00`. */
function describeRuns(slots: readonly number[]): string {
  const runs: number[][] = [];
  for (const slot of slots) {
    const run = runs[runs.length - 1];
    const prev = run?.[run.length - 1];
    const sameDay =
      prev !== undefined &&
      Math.floor(prev / SLOTS_PER_DAY) === Math.floor(slot / SLOTS_PER_DAY);
    if (run && prev === slot - 1 && sameDay) run.push(slot);
    else runs.push([slot]);
  }
  const shown = runs.slice(0, 4).map(describe).join(', ');
  return runs.length > 4 ? `${shown} and ${runs.length - 4} more` : shown;
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
  const slots = new Int8Array(7 * SLOTS_PER_DAY).fill(-1);
  const overlaps: number[] = [];
  const diagnostics: TariffDiagnostic[] = [];
  entries.forEach((windows, bucket) => {
    for (const window of windows) {
      const days = (window.days ?? DAY_NAMES).filter((d) => {
        if (d in DAY_INDEX) return true;
        diagnostics.push({
          severity: 'warning',
          path: options.path,
          message: `${d} windows are ignored (public holidays are not modelled)`,
        });
        return false;
      });
      for (const day of days) {
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
  if (overlaps.length > 0) {
    diagnostics.push({
      severity: 'error',
      path: options.path,
      message: `time-of-use windows overlap at ${describeRuns([...new Set(overlaps)].sort((a, b) => a - b))}`,
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

function runLengthKey(slots: Int8Array): string {
  let key = '';
  let start = 0;
  for (let i = 1; i <= slots.length; i++) {
    if (i === slots.length || slots[i] !== slots[start]) {
      key += `${slots[start]}x${i - start},`;
      start = i;
    }
  }
  return key;
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
