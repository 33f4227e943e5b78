import type { CompiledPlan } from '../costs/compiled-plan.ts';
import { SLOTS_PER_DAY } from '../costs/time-windows.ts';
import type { ZoneRule } from '../costs/time-zone.ts';

/** Half-hours in a week, local clock: `weekday × 48 + halfHour`. */
export const WEEK_HALF_HOURS = 7 * 48;
const SLOTS_PER_HALF_HOUR = SLOTS_PER_DAY / 48;
/** Rates within this of the cheapest count as the cheap window ($/kWh ex GST). */
const CHEAP_MARGIN_DOLLARS = 0.02;

/** A plan's first-step general usage price per local half-hour of the week. */
export interface WeekRates {
  readonly zone: ZoneRule;
  /** $/kWh ex GST; NaN where no rate applies. */
  readonly rates: Float64Array;
}

/** The week's rates of the plan's first season. */
export function weekRates(plan: CompiledPlan): WeekRates | undefined {
  const usage = plan.periods[0]?.usage;
  if (!usage) return undefined;
  const rates = new Float64Array(WEEK_HALF_HOURS);
  for (let h = 0; h < WEEK_HALF_HOURS; h++) {
    const bucket = usage.layout.slots[h * SLOTS_PER_HALF_HOUR] ?? -1;
    rates[h] =
      bucket < 0
        ? Number.NaN
        : (usage.rates[bucket]?.pricesDollars[0] ?? Number.NaN);
  }
  return { zone: usage.layout.zone, rates };
}

/** Where a battery tops up from the grid for one plan, and holds its charge. */
export interface CheapWindow {
  /** Equal windows share one dispatch: `zone|mask`. */
  readonly key: string;
  readonly zone: ZoneRule;
  /** 1 in the cheap local half-hours of the week. */
  readonly mask: Uint8Array;
}

/**
 * The plan's cheapest half-hours, when buying there and using it later
 * pays after the battery's losses (cheapest < dearest × efficiency);
 * undefined for a plan where grid charging cannot pay.
 */
export function cheapWindow(
  plan: CompiledPlan,
  efficiency: number,
): CheapWindow | undefined {
  const week = weekRates(plan);
  if (!week) return undefined;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const rate of week.rates) {
    if (Number.isNaN(rate)) continue;
    min = Math.min(min, rate);
    max = Math.max(max, rate);
  }
  if (!(min < max * efficiency)) return undefined;
  const mask = new Uint8Array(WEEK_HALF_HOURS);
  for (let h = 0; h < WEEK_HALF_HOURS; h++) {
    mask[h] =
      (week.rates[h] ?? Number.NaN) <= min + CHEAP_MARGIN_DOLLARS ? 1 : 0;
  }
  return { key: `${week.zone.key}|${mask.join('')}`, zone: week.zone, mask };
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const clock = (halfHour: number) =>
  `${String(Math.floor(halfHour / 2)).padStart(2, '0')}:${halfHour % 2 ? '30' : '00'}`;

function daysLabel(days: readonly number[]): string {
  if (days.length === 7) return 'every day';
  if (days.join() === '1,2,3,4,5') return 'weekdays';
  if (days.join() === '0,6') return 'weekends';
  return days.map((d) => DAY_NAMES[d]).join(', ');
}

/**
 * A plan's free-power windows (0 c/kWh general usage), as words such as
 * `Free 10:00-15:00 every day`; empty when it has none.
 */
export function freePowerWindows(plan: CompiledPlan): string[] {
  const week = weekRates(plan);
  if (!week) return [];
  const byRun = new Map<string, number[]>();
  for (let day = 0; day < 7; day++) {
    let start = -1;
    for (let h = 0; h <= 48; h++) {
      const free = h < 48 && week.rates[day * 48 + h] === 0;
      if (free && start < 0) start = h;
      if (!free && start >= 0) {
        const run = `${clock(start)}-${clock(h)}`;
        byRun.set(run, [...(byRun.get(run) ?? []), day]);
        start = -1;
      }
    }
  }
  return [...byRun].map(([run, days]) => `Free ${run} ${daysLabel(days)}`);
}
