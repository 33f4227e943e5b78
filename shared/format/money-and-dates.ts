/**
 * The product's one set of money, energy and date formatters, used by the
 * web app and the e-mail templates alike. Instants are shown in Sydney time
 * (docs/product-rules.md, "Dates and times"); a calendar day such as a meter
 * read date has no zone and is shown as written.
 */
import { AUSTRALIAN_TIME_ZONE } from './date-time.ts';

// The date and time formatter lives apart so the pages that show only it
// (the freshness bar on every compare page) load nothing else.
export { AUSTRALIAN_TIME_ZONE, formatDateTime } from './date-time.ts';

/**
 * A formatter made on its first use and kept: each costs a few
 * milliseconds to build (more on a phone), and most pages use only some.
 */
const kept = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const wholeDollars = kept(
  () =>
    new Intl.NumberFormat('en-AU', {
      style: 'currency',
      currency: 'AUD',
      maximumFractionDigits: 0,
    }),
);
const dollarsAndCents = kept(
  () =>
    new Intl.NumberFormat('en-AU', {
      style: 'currency',
      currency: 'AUD',
      minimumFractionDigits: 2,
    }),
);
const wholeNumber = kept(
  () =>
    new Intl.NumberFormat('en-AU', {
      maximumFractionDigits: 0,
    }),
);
const mediumDate = kept(
  () =>
    new Intl.DateTimeFormat('en-AU', {
      dateStyle: 'medium',
      timeZone: AUSTRALIAN_TIME_ZONE,
    }),
);
const numericDate = kept(
  () =>
    new Intl.DateTimeFormat('en-AU', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: AUSTRALIAN_TIME_ZONE,
    }),
);
const calendarDay = (month: 'long' | 'short') =>
  kept(
    () =>
      new Intl.DateTimeFormat('en-AU', {
        day: 'numeric',
        month,
        year: 'numeric',
        timeZone: 'UTC',
      }),
  );
const calendarDays = { long: calendarDay('long'), short: calendarDay('short') };

const NO_DATE = '—';

/** Whole dollars, as estimates show them: 1234.4 → "$1,234". */
export const formatDollars = (value: number) => wholeDollars().format(value);

/** Dollars and cents, as rates and bills show them: 0.3 → "$0.30". */
export const formatCents = (value: number) => dollarsAndCents().format(value);

/** A whole number with thousands separators: "18,000". */
export const formatWholeNumber = (value: number) => wholeNumber().format(value);

/** Whole kWh with thousands separators: "4,812 kWh". */
export const formatKwh = (value: number) => `${formatWholeNumber(value)} kWh`;

/** An instant as its Sydney day: "25 Nov 2026"; "—" when there is none. */
export const formatDate = (iso: string | null | undefined) =>
  iso ? mediumDate().format(new Date(iso)) : NO_DATE;

/** An instant as its Sydney day in digits: "25/11/2026"; "—" when none. */
export const formatNumericDate = (iso: string | null | undefined) =>
  iso ? numericDate().format(new Date(iso)) : NO_DATE;

/**
 * A calendar day (`YYYY-MM-DD`, or the epoch milliseconds of its UTC
 * midnight) as written, never moved by a zone: "3 March 2026".
 */
export function formatCalendarDay(
  day: string | number,
  month: 'long' | 'short' = 'long',
): string {
  const at = typeof day === 'number' ? day : Date.parse(`${day}T00:00:00Z`);
  return calendarDays[month]().format(at);
}
