import { describe, expect, it } from 'vitest';
import {
  TYPICAL_HOURLY_WEIGHTS,
  TYPICAL_MONTHLY_WEIGHTS,
  typicalHouseholdProfile,
} from './typical-shape.ts';
import { channelTotal, profileEndDate } from './usage-profile.ts';

/**
 * Month weights × days in 2025: 31 × 1.05 + 28 × 1.0 + 31 × 0.92 + 30 ×
 * 0.88 + 31 × 0.95 + 30 × 1.1 + 31 × 1.2 + 31 × 1.15 + 30 × 1.0 + 31 × 0.9 +
 * 30 × 0.9 + 31 × 0.95 = 365.12.
 */
const WEIGHT_SUM_2025 = 365.12;
/** Sum of the 24 hourly weights. */
const HOUR_TOTAL = 23.85;

describe('typicalHouseholdProfile', () => {
  it('spreads the annual use over 365 half-hourly days by default', () => {
    // Act
    const profile = typicalHouseholdProfile(3650, '2025-01-01');
    // Assert
    expect(profile.days).toBe(365);
    expect(profile.intervalMinutes).toBe(30);
    expect(profileEndDate(profile)).toBe('2025-12-31');
    expect(channelTotal(profile.importPerInterval)).toBeCloseTo(3650, 6);
  });

  it('shapes a day by the hourly weights: evening peak, low overnight', () => {
    // Arrange
    const profile = typicalHouseholdProfile(3650, '2025-01-01');
    // Act: 1 Jan 18:00-18:30 and 02:00-02:30
    const evening = profile.importPerInterval[36];
    const night = profile.importPerInterval[4];
    // Assert: Jan day = 3650 × 1.05 / 365.12 kWh; 18:00 takes 1.9 / 23.85
    // of it over two half hours → 0.41810 kWh; 02:00 has weight 0.45
    const janDay = (3650 * 1.05) / WEIGHT_SUM_2025;
    expect(evening).toBeCloseTo((janDay * 1.9) / HOUR_TOTAL / 2, 12);
    expect(evening).toBeCloseTo(0.4181, 4);
    expect(night).toBeCloseTo((janDay * 0.45) / HOUR_TOTAL / 2, 12);
  });

  it('uses more in winter than in autumn, by the monthly weights', () => {
    // Arrange
    const profile = typicalHouseholdProfile(3650, '2025-01-01');
    const dayTotal = (day: number) =>
      channelTotal(profile.importPerInterval.subarray(day * 48, day * 48 + 48));
    // Act: 15 Jul (day 195) and 15 Apr (day 104)
    const july = dayTotal(195);
    const april = dayTotal(104);
    // Assert: 3650 × 1.2 / 365.12 = 11.996 and 3650 × 0.88 / 365.12
    expect(july).toBeCloseTo((3650 * 1.2) / WEIGHT_SUM_2025, 9);
    expect(april).toBeCloseTo((3650 * 0.88) / WEIGHT_SUM_2025, 9);
  });

  it('splits each hour evenly at 15-minute resolution', () => {
    // Act
    const profile = typicalHouseholdProfile(3650, '2025-01-01', 15);
    // Assert: 18:00-18:15 and 18:45-19:00 are each a quarter of the hour
    const janDay = (3650 * 1.05) / WEIGHT_SUM_2025;
    expect(profile.importPerInterval).toHaveLength(365 * 96);
    expect(profile.importPerInterval[72]).toBeCloseTo(
      (janDay * 1.9) / HOUR_TOTAL / 4,
      12,
    );
    expect(profile.importPerInterval[75]).toBe(profile.importPerInterval[72]);
  });

  it('publishes one weight per hour and per month', () => {
    // Act / Assert
    expect(TYPICAL_HOURLY_WEIGHTS).toHaveLength(24);
    expect(TYPICAL_MONTHLY_WEIGHTS).toHaveLength(12);
  });
});
