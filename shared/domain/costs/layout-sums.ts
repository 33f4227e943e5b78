import {
  SLOT_MINUTES,
  SLOTS_PER_DAY,
  type TimeLayout,
} from './time-windows.ts';
import type { DayOffset } from './time-zone.ts';

/** Inputs to {@link accumulateLayout}. */
export interface AccumulateInput {
  readonly values: Float64Array;
  readonly layout: TimeLayout;
  /** `sum`: prefix sums per day × bucket; `max`: per-day maximum in bucket 0. */
  readonly mode: 'sum' | 'max';
  readonly days: number;
  readonly intervalMinutes: number;
  readonly weekday: Uint8Array;
  /** Local-clock offsets per day; `undefined` for a clock-free layout. */
  readonly offsets: readonly DayOffset[] | undefined;
}

const MIXED = -2;

/** Bucket per (weekday, interval), or MIXED when a window edge splits it. */
function coarseTable(layout: TimeLayout, intervalMinutes: number): Int8Array {
  const width = intervalMinutes / SLOT_MINUTES;
  const perDay = 1440 / intervalMinutes;
  const table = new Int8Array(7 * perDay);
  for (let i = 0; i < table.length; i++) {
    const first = Math.floor(i / perDay) * SLOTS_PER_DAY + (i % perDay) * width;
    const bucket = layout.slots[first] ?? -1;
    let uniform = true;
    for (let j = 1; j < width; j++) {
      if (layout.slots[first + j] !== bucket) uniform = false;
    }
    table[i] = uniform ? bucket : MIXED;
  }
  return table;
}

/** What one day's scan needs, built once per layout. */
interface DayScan {
  readonly input: AccumulateInput;
  readonly table: Int8Array;
  readonly perDay: number;
  readonly width: number;
  /** Per-bucket sums of the day being scanned. */
  readonly totals: Float64Array;
}

/** Shares an interval split by a window edge between its 5-minute slots. */
function spreadMixed(
  scan: DayScan,
  first: number,
  value: number,
  dayMax: number,
): number {
  const { slots } = scan.input.layout;
  let max = dayMax;
  for (let j = 0; j < scan.width; j++) {
    const bucket = slots[first + j] ?? -1;
    if (bucket < 0) continue;
    if (scan.input.mode === 'sum') {
      scan.totals[bucket] = (scan.totals[bucket] ?? 0) + value / scan.width;
    } else if (bucket === 0 && value > max) max = value;
  }
  return max;
}

/**
 * Scans day `d`: shifts each interval from NEM time to the plan's clock,
 * finds its bucket and adds it to `scan.totals`; returns the day's
 * largest value in bucket 0.
 */
function scanDay(scan: DayScan, d: number): number {
  const { values, intervalMinutes, weekday, offsets } = scan.input;
  const { perDay, table } = scan;
  const isSum = scan.input.mode === 'sum';
  let dayMax = 0;
  const offset = offsets?.[d];
  const base = d * perDay;
  for (let k = 0; k < perDay; k++) {
    const value = values[base + k] ?? 0;
    if (value === 0) continue;
    let dow = weekday[d] ?? 0;
    let local = k * intervalMinutes;
    if (offset) {
      local +=
        local < offset.changeAtMinute
          ? offset.startMinutes
          : offset.afterMinutes;
      if (local < 0) {
        local += 1440;
        dow = (dow + 6) % 7;
      } else if (local >= 1440) {
        local -= 1440;
        dow = (dow + 1) % 7;
      }
    }
    const index = local / intervalMinutes;
    const bucket = table[dow * perDay + index] ?? -1;
    if (bucket === MIXED) {
      const first = dow * SLOTS_PER_DAY + index * scan.width;
      dayMax = spreadMixed(scan, first, value, dayMax);
    } else if (bucket >= 0 && isSum) {
      scan.totals[bucket] = (scan.totals[bucket] ?? 0) + value;
    } else if (bucket === 0 && value > dayMax) dayMax = value;
  }
  return dayMax;
}

/**
 * Prefix sums for the one-bucket, clock-free layout (single rates): no
 * clock shift or bucket lookup per interval.
 */
function allDaySums(input: AccumulateInput): Float64Array {
  const { values, days } = input;
  const perDay = 1440 / input.intervalMinutes;
  const out = new Float64Array(days + 1);
  for (let d = 0; d < days; d++) {
    let total = 0;
    const end = (d + 1) * perDay;
    for (let i = d * perDay; i < end; i++) total += values[i] as number;
    out[d + 1] = (out[d] as number) + total;
  }
  return out;
}

/**
 * One pass over a channel for one layout: shifts each interval from NEM
 * time to the plan's clock (daylight saving, state offset), finds its
 * bucket, and sums (or takes the maximum). Intervals split by a window
 * edge are shared evenly between the 5-minute slots they cover.
 */
export function accumulateLayout(input: AccumulateInput): Float64Array {
  const { layout, days, intervalMinutes } = input;
  if (layout.key === 'ALL' && input.mode === 'sum') return allDaySums(input);
  const buckets = layout.bucketCount;
  const isSum = input.mode === 'sum';
  const out = new Float64Array(isSum ? (days + 1) * buckets : days);
  const scan: DayScan = {
    input,
    table: coarseTable(layout, intervalMinutes),
    perDay: 1440 / intervalMinutes,
    width: intervalMinutes / SLOT_MINUTES,
    totals: new Float64Array(buckets),
  };
  for (let d = 0; d < days; d++) {
    scan.totals.fill(0);
    const dayMax = scanDay(scan, d);
    if (!isSum) {
      out[d] = dayMax;
      continue;
    }
    const row = (d + 1) * buckets;
    for (let b = 0; b < buckets; b++) {
      /* v8 ignore next -- @preserve row and bucket indices are in range; `?? 0` only satisfies noUncheckedIndexedAccess */
      out[row + b] = (out[row - buckets + b] ?? 0) + (scan.totals[b] ?? 0);
    }
  }
  return out;
}
