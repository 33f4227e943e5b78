import type { UsageInput } from '../../contracts/compare.ts';
import { formatDollars } from '../../format/money-and-dates.ts';
import {
  createUsageProfile,
  type IntervalMinutes,
  intervalsPerDay,
  type UsageProfile,
} from '../usage/usage-profile.ts';

/**
 * The share of each day's bought energy an estimate may have at the wrong
 * time of day (docs/household.md, When a bill cannot say when).
 */
export const TIMING_SHIFT = 0.05;

/** Night and evening in minutes of the day (NEM time). */
const NIGHT = [0, 7 * 60] as const;
const EVENING = [17 * 60, 20 * 60] as const;
/** When an off-peak hot-water window opens (NEM time), and its element's kW. */
const CONTROLLED_LOAD_ON = 22 * 60;
const HOT_WATER_ELEMENT_KW = 3.6;

/**
 * Whether the estimate cannot say when in the day the household buys its
 * power: a bill that prints one general figure per period, or answers
 * alone. Meter data and a bill with peak, shoulder and off-peak bands say
 * when; typed use is priced on the typical home (docs/pricing-rules.md).
 */
export function timingUnknown(usage: UsageInput): boolean {
  if (usage.kind !== 'bill') return false;
  return (usage.periods ?? []).every((p) => p.generalKwh !== undefined);
}

/**
 * The same household at the wrong time of day: `TIMING_SHIFT` of each
 * day's bought energy moved from the night into the evening (taken from
 * the night's half-hours in proportion, spread evenly over the evening's),
 * and each day's controlled load heated as soon as its window opens
 * ({@link controlledLoadAtSwitchOn}). Totals per day and export are
 * unchanged.
 */
export function timingShifted(profile: UsageProfile): UsageProfile {
  const perDay = intervalsPerDay(profile.intervalMinutes);
  const slot = (minute: number) => minute / profile.intervalMinutes;
  const [nightFrom, nightTo] = NIGHT.map(slot) as [number, number];
  const [eveningFrom, eveningTo] = EVENING.map(slot) as [number, number];
  const source = profile.importPerInterval;
  const shifted = new Float64Array(source);
  for (let day = 0; day < profile.days; day++) {
    const base = day * perDay;
    let total = 0;
    let night = 0;
    for (let k = 0; k < perDay; k++) {
      const value = source[base + k] ?? 0;
      total += value;
      if (k >= nightFrom && k < nightTo) night += value;
    }
    const moved = Math.min(TIMING_SHIFT * total, night);
    if (moved <= 0) continue;
    for (let k = nightFrom; k < nightTo; k++)
      shifted[base + k] = (source[base + k] ?? 0) * (1 - moved / night);
    for (let k = eveningFrom; k < eveningTo; k++)
      shifted[base + k] =
        (source[base + k] ?? 0) + moved / (eveningTo - eveningFrom);
  }
  return createUsageProfile({
    startDate: profile.startDate,
    intervalMinutes: profile.intervalMinutes,
    unit: profile.unit,
    importPerInterval: shifted,
    ...(profile.controlledLoadPerInterval && {
      controlledLoadPerInterval: controlledLoadAtSwitchOn(
        profile.controlledLoadPerInterval,
        profile.intervalMinutes,
      ),
    }),
    ...(profile.exportPerInterval && {
      exportPerInterval: profile.exportPerInterval,
    }),
  });
}

/**
 * Each day's controlled load drawn from 22:00 at the element's power, as a
 * network that switches every tank on at once would (running past
 * midnight): the modelled CL1 shape spreads it over the night, and on a
 * plan without a controlled-load tariff, priced at general rates, the hour
 * decides its cost (docs/household.md, When a bill cannot say when).
 */
export function controlledLoadAtSwitchOn(
  load: Float64Array,
  intervalMinutes: IntervalMinutes,
): Float64Array {
  const perDay = intervalsPerDay(intervalMinutes);
  const on = CONTROLLED_LOAD_ON / intervalMinutes;
  const most = (HOT_WATER_ELEMENT_KW * intervalMinutes) / 60;
  const moved = new Float64Array(load.length);
  for (let base = 0; base < load.length; base += perDay) {
    let day = 0;
    for (let k = 0; k < perDay; k++) day += load[base + k] ?? 0;
    for (let i = base + on; day > 1e-12; i++) {
      // The last night runs on into its own day's first hours.
      const at = i < load.length ? i : base + ((i - base) % perDay);
      const take = Math.min(day, most);
      moved[at] = (moved[at] ?? 0) + take;
      day -= take;
    }
  }
  return moved;
}

/**
 * How much a plan's annual cost moves when the shifted share of use moves
 * (either way: a plan's energy charges follow it in a straight line), in
 * whole dollars; 0 for a plan whose cost does not depend on when.
 */
export function timingAllowance(
  annualCostIncGst: number,
  shiftedCostIncGst: number,
): number {
  return Math.round(Math.abs(shiftedCostIncGst - annualCostIncGst));
}

/** Why a row ranks below its shown price, in the words the row shows. */
export function timingInWords(allowanceDollars: number): string {
  return `Cost depends on when you use power: without meter readings or peak and off-peak figures we can’t tell when you do, so this plan is ranked as if it cost up to ${formatDollars(allowanceDollars)} more a year.`;
}
