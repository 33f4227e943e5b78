import { describe, expect, it } from 'vitest';
import {
  BILL_DOLLARS_PER_KWH,
  flatAnnualProfile,
  flatProfileFromMonthlyBill,
  flatProfileFromMonthlyUsage,
  monthlyKwhFromBill,
} from './flat-profile.ts';
import { channelTotal } from './usage-profile.ts';

const options = { startDate: '2025-01-01' } as const;

describe('flat profiles', () => {
  it('spreads yearly use, controlled load and export evenly', () => {
    // Act
    const profile = flatAnnualProfile(3650, {
      ...options,
      intervalMinutes: 15,
      unit: 'MJ',
      annualControlledLoad: 730,
      annualExport: 1460,
    });
    // Assert: 365 × 96 intervals; 3650 / 35040 = 0.104167 each
    expect(profile.unit).toBe('MJ');
    expect(profile.importPerInterval).toHaveLength(35040);
    expect(profile.importPerInterval[0]).toBeCloseTo(3650 / 35040, 12);
    expect(channelTotal(profile.controlledLoadPerInterval)).toBeCloseTo(730, 6);
    expect(channelTotal(profile.exportPerInterval)).toBeCloseTo(1460, 6);
  });

  it('makes a year of twelve months from a monthly figure', () => {
    // Act
    const profile = flatProfileFromMonthlyUsage(300, options);
    // Assert: 300 × 12 = 3600 kWh over 365 × 48 half hours
    expect(channelTotal(profile.importPerInterval)).toBeCloseTo(3600, 6);
    expect(profile.importPerInterval[0]).toBeCloseTo(3600 / 17520, 12);
  });

  it('reads a monthly bill as kWh at 25 c, rounded', () => {
    // Act / Assert: 125 / 0.25 = 500; 100.1 / 0.25 = 400.4 → 400
    expect(BILL_DOLLARS_PER_KWH).toBe(0.25);
    expect(monthlyKwhFromBill(125)).toBe(500);
    expect(monthlyKwhFromBill(100.1)).toBe(400);
  });

  it('builds a profile from a monthly bill', () => {
    // Act
    const profile = flatProfileFromMonthlyBill(150, options);
    // Assert: 150 / 0.25 = 600 kWh a month → 7200 kWh a year
    expect(channelTotal(profile.importPerInterval)).toBeCloseTo(7200, 6);
    expect(profile.controlledLoadPerInterval).toBeUndefined();
  });

  it('refuses a start date that does not exist', () => {
    // Act / Assert
    expect(() => flatAnnualProfile(3650, { startDate: '2025-02-29' })).toThrow(
      RangeError,
    );
  });
});
