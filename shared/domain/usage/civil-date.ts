/**
 * Civil (calendar) dates as whole days since 1970-01-01, so date arithmetic
 * is integer maths with no time zone in play.
 */

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date split into parts; `month` is 1-12. */
export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Days since 1970-01-01 for a date, or `undefined` when it does not exist. */
export function epochDayFromParts(
  year: number,
  month: number,
  day: number,
): number | undefined {
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    return undefined;
  }
  return ms / MS_PER_DAY;
}

/** Parses `YYYY-MM-DD`; throws a `RangeError` naming the text if invalid. */
export function epochDayOf(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  const epochDay = match
    ? epochDayFromParts(Number(match[1]), Number(match[2]), Number(match[3]))
    : undefined;
  if (epochDay === undefined) {
    throw new RangeError(`not a valid YYYY-MM-DD date: ${isoDate}`);
  }
  return epochDay;
}

/** The calendar parts of an epoch day. */
export function civilOf(epochDay: number): CivilDate {
  const date = new Date(epochDay * MS_PER_DAY);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  };
}

/** `YYYY-MM-DD` for an epoch day. */
export function isoDateOf(epochDay: number): string {
  return new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Day of week, 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function dayOfWeek(epochDay: number): number {
  return (((epochDay + 4) % 7) + 7) % 7;
}

/** Number of days in a month of a year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const LEAP_MONTH_STARTS = [
  0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335,
] as const;

/**
 * Index 0-365 of a month/day in a leap-year calendar. Every year maps onto it,
 * so `MM-DD` ranges compare the same way in leap and common years.
 */
export function leapCalendarIndex(month: number, day: number): number {
  return (LEAP_MONTH_STARTS[month - 1] ?? 0) + day - 1;
}
