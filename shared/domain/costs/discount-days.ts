import { civilOf, epochDayOf, leapCalendarIndex } from '../usage/civil-date.ts';
import type { DiscountEnd } from './discount-ends.ts';
import type { PricingContext } from './pricing-context.ts';

const LEAP_YEAR_DAYS = 366;

function calendarIndexOf(epochDay: number): number {
  const { month, day } = civilOf(epochDay);
  return leapCalendarIndex(month, day);
}

/**
 * The share of a profile's days on which a discount that ends applies,
 * when the plan starts on `startsOn` (`YYYY-MM-DD`): the first year runs
 * from that day, and a discount ending on a date counts only on the
 * profile days whose calendar date falls between the start and that date
 * (docs/pricing-rules.md, "Discounts that end"). A profile of one month
 * (the month split) thereby counts the discount only if that month is
 * before the end. A discount ending a period after joining, or any
 * discount when the start is not known, counts on every day.
 */
export function discountDayShare(
  ends: DiscountEnd | undefined,
  startsOn: string | undefined,
  context: PricingContext,
): number {
  if (!ends?.endsOn || !startsOn) return 1;
  const start = epochDayOf(startsOn);
  const end = epochDayOf(ends.endsOn);
  if (end < start) return 0;
  if (end - start >= 365) return 1;
  const first = calendarIndexOf(start);
  const offsetOf = (index: number) =>
    (index - first + LEAP_YEAR_DAYS) % LEAP_YEAR_DAYS;
  const last = offsetOf(calendarIndexOf(end));
  let applies = 0;
  for (let d = 0; d < context.days; d++) {
    if (offsetOf(context.calendarDay[d] ?? 0) <= last) applies++;
  }
  return context.days > 0 ? applies / context.days : 0;
}

/** The day a plan chosen at `now` starts: the first day of its first year. */
export function planStartOn(now: Date | number): string {
  return new Date(now).toISOString().slice(0, 10);
}
