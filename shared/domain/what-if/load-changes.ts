import type { LocalClock } from './local-clock.ts';
import { inWindow } from './local-clock.ts';
import {
  type AddedEv,
  type EvCharging,
  type HalfHourWindow,
  type LoadShift,
  WINDOWS,
} from './what-if.ts';

const EV_WINDOWS: Record<EvCharging, HalfHourWindow> = {
  overnight: WINDOWS.overnight,
  midday: WINDOWS.midday,
  any: WINDOWS.pluggedIn,
};

/** Energy an EV draws in a year, kWh. */
export function evAnnualKwh(ev: AddedEv): number {
  return (ev.kmPerYear * ev.kwhPer100Km) / 100;
}

/**
 * Adds an EV's charging to the load: its daily energy spread evenly over
 * the local charging window (docs/what-if.md, The EV). Returns a new array.
 */
export function addEvLoad(
  load: Float64Array,
  clock: LocalClock,
  ev: AddedEv,
): Float64Array {
  const window = EV_WINDOWS[ev.charging];
  const perHalfHour = evAnnualKwh(ev) / 365 / (window.to - window.from);
  const out = Float64Array.from(load);
  for (let i = 0; i < out.length; i++) {
    if (inWindow(clock.halfHour[i] ?? 0, window))
      out[i] = (out[i] ?? 0) + perHalfHour;
  }
  return out;
}

/**
 * Moves a share of each day's evening use into the middle of the same
 * day, spread evenly; the day's total never changes. A day is 48
 * intervals of the profile (NEM time); windows are on the local clock.
 */
export function shiftEveningLoad(
  load: Float64Array,
  clock: LocalClock,
  shift: LoadShift,
): Float64Array {
  const out = Float64Array.from(load);
  for (let start = 0; start < out.length; start += 48) {
    let moved = 0;
    let middaySlots = 0;
    for (let i = start; i < start + 48; i++) {
      const halfHour = clock.halfHour[i] ?? 0;
      if (inWindow(halfHour, WINDOWS.evening)) {
        const take = (out[i] ?? 0) * shift.eveningShare;
        out[i] = (out[i] ?? 0) - take;
        moved += take;
      } else if (inWindow(halfHour, WINDOWS.midday)) middaySlots++;
    }
    if (middaySlots === 0) continue;
    for (let i = start; i < start + 48; i++) {
      if (inWindow(clock.halfHour[i] ?? 0, WINDOWS.midday))
        out[i] = (out[i] ?? 0) + moved / middaySlots;
    }
  }
  return out;
}
