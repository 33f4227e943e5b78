import { describe, expect, it } from 'vitest';
import {
  countPerSydneyDay,
  sydneyDay,
  sydneyDaysBetween,
} from './analytics-days.ts';

describe('Sydney days for analytics', () => {
  it('puts 13:30 UTC on 24 November on 25 November (AEDT)', () => {
    expect(sydneyDay('2026-11-24T13:30:00.000Z')).toBe('2026-11-25');
    expect(sydneyDay('2026-11-24T12:59:59.999Z')).toBe('2026-11-24');
  });

  it('uses AEST (UTC+10) in winter', () => {
    expect(sydneyDay('2026-06-30T13:59:59.000Z')).toBe('2026-06-30');
    expect(sydneyDay('2026-06-30T14:00:00.000Z')).toBe('2026-07-01');
  });

  it('lists each day of a period once, across the change to daylight time', () => {
    // Act: clocks go forward on Sunday 4 October 2026.
    const days = sydneyDaysBetween(
      '2026-10-02T03:00:00.000Z',
      '2026-10-06T03:00:00.000Z',
    );
    // Assert
    expect(days).toEqual([
      '2026-10-02',
      '2026-10-03',
      '2026-10-04',
      '2026-10-05',
      '2026-10-06',
    ]);
  });

  it('counts instants by their Sydney day and ignores those outside', () => {
    // Arrange
    const days = ['2026-11-24', '2026-11-25'];
    // Act
    const counts = countPerSydneyDay(days, [
      '2026-11-23T12:00:00.000Z', // 23:00 on the 23rd: outside
      '2026-11-23T13:30:00.000Z', // 00:30 on the 24th
      '2026-11-24T12:59:00.000Z', // 23:59 on the 24th
      '2026-11-24T13:00:00.000Z', // 00:00 on the 25th
    ]);
    // Assert
    expect(counts).toEqual([2, 1]);
  });
});
