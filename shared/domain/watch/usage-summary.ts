import type { BillUsage, UsageInput } from '../../contracts/compare.ts';
import { epochDayOf, isoDateOf } from '../usage/civil-date.ts';

/** Half-hours in a day. */
export const SLOTS_PER_DAY = 48;

/** Average kWh in each half-hour of the day, one row per calendar month. */
export type MonthlySlots = number[][];

/**
 * Usage kept with a saved comparison: the figure the visitor gave, or for
 * meter data the average of each half-hour by month, enough to price
 * time-of-use plans without keeping a single reading.
 */
export type WatchUsage =
  | { readonly kind: 'monthlyKwh'; readonly monthlyKwh: number }
  | { readonly kind: 'monthlyBill'; readonly monthlyBillDollars: number }
  /** A bill's totals per period and the questionnaire: no readings. */
  | BillUsage
  | {
      readonly kind: 'halfHourProfile';
      readonly importKwh: MonthlySlots;
      readonly exportKwh?: MonthlySlots;
    };

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

function averageBySlot(
  startDate: string,
  readings: readonly number[],
): MonthlySlots {
  const sums = Array.from({ length: 12 }, () =>
    new Array<number>(SLOTS_PER_DAY).fill(0),
  );
  const days = new Array<number>(12).fill(0);
  const first = epochDayOf(startDate);
  const dayCount = Math.floor(readings.length / SLOTS_PER_DAY);
  for (let d = 0; d < dayCount; d++) {
    const month = Number(isoDateOf(first + d).slice(5, 7)) - 1;
    days[month] = (days[month] ?? 0) + 1;
    const row = sums[month] as number[];
    for (let s = 0; s < SLOTS_PER_DAY; s++)
      row[s] = (row[s] ?? 0) + (readings[d * SLOTS_PER_DAY + s] ?? 0);
  }
  // A month the readings miss takes the average day of those they cover.
  const coveredDays = days.reduce((sum, n) => sum + n, 0);
  const fallback = Array.from({ length: SLOTS_PER_DAY }, (_, s) =>
    coveredDays
      ? sums.reduce((sum, row) => sum + (row[s] ?? 0), 0) / coveredDays
      : 0,
  );
  return sums.map((row, m) => {
    const n = days[m] ?? 0;
    return n ? row.map((v) => round4(v / n)) : fallback.map((v) => round4(v));
  });
}

/** What is stored of the visitor's usage: never the raw readings. */
export function summariseUsage(usage: UsageInput): WatchUsage {
  if (usage.kind !== 'intervals') return usage;
  return {
    kind: 'halfHourProfile',
    importKwh: averageBySlot(usage.startDate, usage.importKwh),
    ...(usage.exportKwh?.some((v) => v > 0) && {
      exportKwh: averageBySlot(usage.startDate, usage.exportKwh),
    }),
  };
}

function yearOf(slots: MonthlySlots, year: number): number[] {
  const first = epochDayOf(`${year}-01-01`);
  const last = epochDayOf(`${year}-12-31`);
  const values: number[] = [];
  for (let day = first; day <= last; day++) {
    const month = Number(isoDateOf(day).slice(5, 7)) - 1;
    const row = slots[month] ?? [];
    for (let s = 0; s < SLOTS_PER_DAY; s++) values.push(row[s] ?? 0);
  }
  return values;
}

/**
 * The usage the engine prices for a saved comparison: a profile becomes a
 * calendar year of half-hours, each day of a month alike.
 */
export function usageOfSummary(summary: WatchUsage, year: number): UsageInput {
  if (summary.kind !== 'halfHourProfile') return summary;
  return {
    kind: 'intervals',
    startDate: `${year}-01-01`,
    intervalMinutes: 30,
    importKwh: yearOf(summary.importKwh, year),
    ...(summary.exportKwh && { exportKwh: yearOf(summary.exportKwh, year) }),
  };
}
