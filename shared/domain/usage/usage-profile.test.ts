import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  epochDayFromParts,
  epochDayOf,
  isoDateOf,
  leapCalendarIndex,
} from './civil-date.ts';
import {
  channelTotal,
  createUsageProfile,
  intervalsPerDay,
  profileEndDate,
} from './usage-profile.ts';

describe('createUsageProfile', () => {
  it('counts whole days and defaults the unit to kWh', () => {
    // Act: 3 days of 15-minute data
    const profile = createUsageProfile({
      startDate: '2024-02-28',
      intervalMinutes: 15,
      importPerInterval: new Float64Array(3 * 96),
    });
    // Assert: 28 Feb, 29 Feb (2024 is a leap year) and 1 Mar
    expect(intervalsPerDay(15)).toBe(96);
    expect([profile.days, profile.unit]).toEqual([3, 'KWH']);
    expect(profileEndDate(profile)).toBe('2024-03-01');
  });

  it.each([
    [0, undefined, 'usage has 0 intervals, not whole days of 48'],
    [47, undefined, 'usage has 47 intervals, not whole days of 48'],
    [48, 47, 'exportPerInterval has 47 intervals, not 48'],
  ])(
    'refuses %i import and %s export intervals',
    (length, exported, message) => {
      // Arrange
      const input = {
        startDate: '2025-01-01',
        intervalMinutes: 30 as const,
        importPerInterval: new Float64Array(length),
        ...(exported !== undefined && {
          exportPerInterval: new Float64Array(exported),
        }),
      };
      // Act / Assert
      expect(() => createUsageProfile(input)).toThrow(new RangeError(message));
    },
  );
});

describe('channelTotal', () => {
  it('adds up a channel, and an absent channel is 0', () => {
    // Act / Assert: 1 + 2 + 3.5 = 6.5
    expect(channelTotal(Float64Array.of(1, 2, 3.5))).toBe(6.5);
    expect(channelTotal(undefined)).toBe(0);
  });
});

describe('civil dates', () => {
  it('knows which dates exist', () => {
    // Act / Assert: 2025-01-01 is 55 × 365 + 14 leap days = 20089 days
    // after 1970-01-01; 2024-02-29 is 20089 − 366 + 31 + 28 = 19782
    expect(epochDayFromParts(2025, 1, 1)).toBe(20089);
    expect(epochDayFromParts(2025, 2, 29)).toBeUndefined();
    expect(epochDayFromParts(2024, 2, 29)).toBe(19782);
    expect(isoDateOf(19782)).toBe('2024-02-29');
  });

  it.each(['2025-02-30', '2025/01/01', ''])('refuses %j', (text) => {
    // Act / Assert
    expect(() => epochDayOf(text)).toThrow(
      new RangeError(`not a valid YYYY-MM-DD date: ${text}`),
    );
  });

  it('counts days in a month, leap years included', () => {
    // Act / Assert
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it('places every year on a leap-year calendar', () => {
    // Act / Assert: 1 Mar follows 31 Jan + 29 Feb days = index 60
    expect(leapCalendarIndex(1, 1)).toBe(0);
    expect(leapCalendarIndex(3, 1)).toBe(60);
    expect(leapCalendarIndex(12, 31)).toBe(365);
  });
});
