import { dayOffset, type ZoneRule } from '../costs/time-zone.ts';
import { dayOfWeek } from '../usage/civil-date.ts';

/** Each half-hour interval of a profile on the household's own clock. */
export interface LocalClock {
  /** Half-hour of the local day, 0-47, per interval. */
  readonly halfHour: Uint8Array;
  /** Local day of week (0 = Sunday), per interval. */
  readonly weekday: Uint8Array;
}

/**
 * Profiles are in NEM time (AEST); windows such as "the evening" are on
 * the household's clock, so each interval is shifted by the day's offset.
 */
export function localClock(
  startEpochDay: number,
  days: number,
  zone: ZoneRule,
): LocalClock {
  const halfHour = new Uint8Array(days * 48);
  const weekday = new Uint8Array(days * 48);
  for (let d = 0; d < days; d++) {
    const offset = dayOffset(zone, startEpochDay + d);
    const day = dayOfWeek(startEpochDay + d);
    for (let k = 0; k < 48; k++) {
      const minutes =
        k * 30 >= offset.changeAtMinute
          ? offset.afterMinutes
          : offset.startMinutes;
      const local = k + Math.round(minutes / 30);
      const i = d * 48 + k;
      halfHour[i] = ((local % 48) + 48) % 48;
      weekday[i] = (day + Math.floor(local / 48) + 7) % 7;
    }
  }
  return { halfHour, weekday };
}

/** True when a local half-hour falls inside `[from, to)`. */
export function inWindow(
  halfHour: number,
  window: { readonly from: number; readonly to: number },
): boolean {
  return halfHour >= window.from && halfHour < window.to;
}
