import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatCents,
  formatDate,
  formatDateTime,
  formatDollars,
  formatKwh,
  formatNumericDate,
} from './money-and-dates.ts';

// 13:30 UTC on 24 November is 00:30 on 25 November in Sydney (AEDT, +11).
const NEAR_MIDNIGHT_UTC = '2026-11-24T13:30:00Z';

describe('money', () => {
  it('rounds estimates to whole dollars with separators', () => {
    expect(formatDollars(2118.49)).toBe('$2,118');
    expect(formatDollars(-40)).toBe('-$40');
  });

  it('shows rates and bills in dollars and cents', () => {
    expect(formatCents(0.3)).toBe('$0.30');
    expect(formatCents(1234.5)).toBe('$1,234.50');
  });

  it('shows energy in whole kWh', () => {
    expect(formatKwh(4812.4)).toBe('4,812 kWh');
  });
});

describe('dates in Australian time', () => {
  it('gives the Sydney day of an instant that is still the day before in UTC', () => {
    expect(formatDate(NEAR_MIDNIGHT_UTC)).toBe('25 Nov 2026');
    expect(formatNumericDate(NEAR_MIDNIGHT_UTC)).toBe('25/11/2026');
    expect(formatDateTime(NEAR_MIDNIGHT_UTC)).toMatch(
      /^25 Nov 2026, 12:30\s?am$/,
    );
  });

  it('uses standard time in winter: 14:00 UTC on 30 June is midnight AEST', () => {
    expect(formatDate('2026-06-30T14:00:00Z')).toBe('1 July 2026');
    expect(formatDate('2026-06-30T13:59:00Z')).toBe('30 June 2026');
  });

  it('shows a dash when there is no date', () => {
    expect(formatDate(undefined)).toBe('—');
    expect(formatNumericDate(null)).toBe('—');
  });
});

describe('calendar days', () => {
  it('shows a day as written, whatever the zone', () => {
    expect(formatCalendarDay('2026-03-01')).toBe('1 March 2026');
    expect(formatCalendarDay('2026-03-01', 'short')).toBe('1 Mar 2026');
    expect(formatCalendarDay(Date.UTC(2026, 11, 31))).toBe('31 December 2026');
  });
});
