import { leapCalendarIndex } from '../usage/civil-date.ts';
import type { WindowSpec } from './time-windows.ts';

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
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI'];
const ALL_DAYS = [...WEEKDAYS, 'SAT', 'SUN'];

// A clock like "5pm", "5:30 pm" or "17:00"; a bare number is not a time.
const CLOCK = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?`;
const TIME_RANGE = new RegExp(`${CLOCK}\\s*(?:-|–|to|and)\\s*${CLOCK}`, 'i');
const DATE_RANGE =
  /(\d{1,2})(?:st|nd|rd|th)?[\s-]*([a-z]{3})[a-z]*\s*(?:-|–|to)\s*(\d{1,2})(?:st|nd|rd|th)?[\s-]*([a-z]{3})/gi;
const MONTH_RANGE =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s*(?:-|–|to)\s*(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/gi;

function minutes(hour: string, minute: string | undefined, half?: string) {
  let h = Number(hour) % 24;
  if (half?.toLowerCase() === 'pm' && h < 12) h += 12;
  if (half?.toLowerCase() === 'am' && h === 12) h = 0;
  return h * 60 + Number(minute ?? 0);
}

const clock = (total: number) =>
  `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/**
 * The first time window written in a charge's text, e.g. "from 5pm to
 * 9pm Mon to Fri" or "Mon - Fri, 17:00 - 20:00". Undefined when the text
 * names no clock times (a bare "5 to 8" is not trusted; "5 to 8pm" is).
 */
export function windowFromText(text: string): WindowSpec | undefined {
  const match = TIME_RANGE.exec(text);
  if (!match) return undefined;
  const [, h1, m1, half1, h2, m2, half2] = match as unknown as string[];
  const clocked =
    (m2 !== undefined || half2) && (m1 !== undefined || half1 || half2);
  if (!clocked) return undefined;
  // "5 to 8pm": the first time shares the second's half of the day.
  const start = minutes(h1 as string, m1, half1 ?? half2);
  const end = minutes(h2 as string, m2, half2 ?? half1);
  if (start === end) return undefined;
  const weekdaysOnly =
    /\b(mon\w*\s*(-|–|to)\s*fri\w*|weekdays?|business days?|work\s*days?|working (week)?days?)\b/i.test(
      text,
    );
  return {
    days: weekdaysOnly ? WEEKDAYS : ALL_DAYS,
    startTime: clock(start),
    endTime: clock(end),
  };
}

function monthIndex(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase());
}

/**
 * The days of the (leap) year a charge's text limits it to, e.g.
 * "(01-Sep to 31-May)" or "Nov - Mar", as a 366-day mask; undefined when
 * the text names no date range.
 */
export function calendarMaskFromText(text: string): Uint8Array | undefined {
  const ranges: Array<[number, number]> = [];
  for (const m of text.matchAll(DATE_RANGE)) {
    const from = monthIndex(m[2] as string);
    const to = monthIndex(m[4] as string);
    if (from < 0 || to < 0) continue;
    ranges.push([
      leapCalendarIndex(from + 1, Number(m[1])),
      leapCalendarIndex(to + 1, Number(m[3])),
    ]);
  }
  if (ranges.length === 0) {
    for (const m of text.matchAll(MONTH_RANGE)) {
      const from = monthIndex(m[1] as string);
      const to = monthIndex(m[2] as string);
      ranges.push([
        leapCalendarIndex(from + 1, 1),
        leapCalendarIndex(to + 1, MONTH_DAYS[to] as number),
      ]);
    }
  }
  if (ranges.length === 0) return undefined;
  const mask = new Uint8Array(366);
  for (const [start, end] of ranges) {
    const length = ((end - start + 366) % 366) + 1;
    for (let i = 0; i < length; i++) mask[(start + i) % 366] = 1;
  }
  return mask;
}
