import { epochDayFromParts, isoDateOf } from '#shared/domain/usage/civil-date';

/**
 * Day-first dates as Australian bills write them: "1 Jan 2026",
 * "01 January 2026", "1-Jan-26", "01/01/2026", "1.1.26". The year may be
 * missing on the first date of a range ("1 Jan to 31 Mar 2026").
 */
const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];

const NAMED =
  '(\\d{1,2})(?:st|nd|rd|th)?[ \\-/.]*(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\\.?(?:[ \\-/.,]*(\\d{4}|\\d{2})(?!\\d))?';
// Numeric dates need a year, so a rate such as "27.5" is never a date.
const NUMERIC = '(\\d{1,2})[/.\\-](\\d{1,2})[/.\\-](\\d{4}|\\d{2})(?!\\d)';
/** One date, named or numeric, as a regex source with 6 groups. */
export const DATE_SOURCE = `(?:${NAMED}|${NUMERIC})`;

/** A date read from a bill; `year` is undefined when the bill left it out. */
export interface BillDate {
  readonly day: number;
  readonly month: number;
  readonly year: number | undefined;
}

const fullYear = (text: string | undefined) => {
  if (text === undefined) return undefined;
  const year = Number(text);
  return text.length === 2 ? 2000 + year : year;
};

/** Reads the 6 groups of a {@link DATE_SOURCE} match (from `offset`). */
export function dateFromGroups(
  groups: ReadonlyArray<string | undefined>,
  offset: number,
): BillDate | undefined {
  const [namedDay, monthName, namedYear, numDay, numMonth, numYear] =
    groups.slice(offset, offset + 6);
  if (namedDay !== undefined && monthName !== undefined) {
    return {
      day: Number(namedDay),
      month: MONTHS.indexOf(monthName.toLowerCase().slice(0, 3)) + 1,
      year: fullYear(namedYear),
    };
  }
  if (numDay !== undefined && numMonth !== undefined) {
    return {
      day: Number(numDay),
      month: Number(numMonth),
      year: fullYear(numYear),
    };
  }
  return undefined;
}

/** A billing period as epoch days, inclusive of both ends. */
export interface BillPeriod {
  readonly from: string;
  readonly to: string;
  readonly days: number;
}

/**
 * The inclusive period between two bill dates ("1 Jan 2026 to 31 Mar 2026"
 * is 90 days). A missing first year is taken from the second (the year
 * before when the months wrap). Undefined when a date does not exist or the
 * range is not 1-366 days.
 */
export function periodOf(
  start: BillDate,
  end: BillDate,
): BillPeriod | undefined {
  if (end.year === undefined) return undefined;
  const startYear =
    start.year ??
    (start.month > end.month ||
    (start.month === end.month && start.day > end.day)
      ? end.year - 1
      : end.year);
  const from = epochDayFromParts(startYear, start.month, start.day);
  const to = epochDayFromParts(end.year, end.month, end.day);
  if (from === undefined || to === undefined) return undefined;
  const days = to - from + 1;
  if (days < 1 || days > 366) return undefined;
  return { from: isoDateOf(from), to: isoDateOf(to), days };
}
