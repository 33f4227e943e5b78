import { describe, expect, it } from 'vitest';
import { DATE_SOURCE, dateFromGroups, periodOf } from './bill-dates';

const dateOf = (text: string) => {
  const match = new RegExp(`^${DATE_SOURCE}$`, 'i').exec(text);
  return match ? dateFromGroups(match, 1) : undefined;
};

describe('dateFromGroups', () => {
  it.each([
    ['1 Jan 2026', { day: 1, month: 1, year: 2026 }],
    ['01 January 2026', { day: 1, month: 1, year: 2026 }],
    ['3rd Sept 25', { day: 3, month: 9, year: 2025 }],
    ['15-Dec-25', { day: 15, month: 12, year: 2025 }],
    ['31/03/2026', { day: 31, month: 3, year: 2026 }],
    ['1.4.26', { day: 1, month: 4, year: 2026 }],
    ['28 Feb', { day: 28, month: 2, year: undefined }],
  ])('reads %j day first', (text, date) => {
    expect(dateOf(text)).toEqual(date);
  });

  it('does not take a number with no year as a numeric date', () => {
    expect(dateOf('27.5')).toBeUndefined();
  });
});

describe('periodOf', () => {
  it('counts both ends of the period', () => {
    expect(
      periodOf(
        { day: 1, month: 1, year: 2026 },
        { day: 31, month: 3, year: 2026 },
      ),
    ).toEqual({ from: '2026-01-01', to: '2026-03-31', days: 90 });
  });

  it('takes a missing first year from the end, a year back when months wrap', () => {
    expect(
      periodOf(
        { day: 1, month: 12, year: undefined },
        { day: 28, month: 2, year: 2026 },
      )?.from,
    ).toBe('2025-12-01');
    expect(
      periodOf(
        { day: 1, month: 2, year: undefined },
        { day: 30, month: 4, year: 2026 },
      )?.from,
    ).toBe('2026-02-01');
  });

  it('refuses an end with no year, an end before the start and a missing date', () => {
    const jan1 = { day: 1, month: 1, year: 2026 };
    expect(
      periodOf(jan1, { day: 2, month: 1, year: undefined }),
    ).toBeUndefined();
    expect(periodOf({ day: 2, month: 1, year: 2026 }, jan1)).toBeUndefined();
    expect(periodOf({ day: 30, month: 2, year: 2026 }, jan1)).toBeUndefined();
  });
});
