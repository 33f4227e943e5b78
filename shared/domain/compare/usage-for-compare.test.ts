import { describe, expect, it } from 'vitest';
import { compareRequestSchema } from '../../contracts/compare.ts';
import {
  monthlyUseOf,
  profileForCompare,
  usageSummary,
} from './usage-for-compare.ts';

const request = (extra: Record<string, unknown>) =>
  compareRequestSchema.parse({
    postcode: '2000',
    usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
    ...extra,
  });

const sum = (values: Float64Array | undefined) =>
  (values ?? new Float64Array()).reduce((a, b) => a + b, 0);

describe('profileForCompare', () => {
  it('spreads monthly use over a typical year: 400 kWh a month is 4,800 a year', () => {
    const profile = profileForCompare(request({}), 2026);
    expect(profile.days).toBe(365);
    expect(sum(profile.importPerInterval)).toBeCloseTo(4800, 6);
    expect(usageSummary(profile)).toEqual({
      annualKwh: 4800,
      monthlyKwh: 400,
      days: 365,
    });
  });

  it('derives use from a bill: $150 / 0.25 = 600 kWh a month', () => {
    expect(monthlyUseOf({ kind: 'monthlyBill', monthlyBillDollars: 150 })).toBe(
      600,
    );
  });

  it('buys 70 % and exports 40 % of use for a solar home, exports by day only', () => {
    const profile = profileForCompare(request({ energyType: 'Solar' }), 2026);
    expect(sum(profile.importPerInterval)).toBeCloseTo(4800 * 0.7, 6);
    expect(sum(profile.exportPerInterval)).toBeCloseTo(4800 * 0.4, 6);
    expect(profile.exportPerInterval?.[0]).toBe(0);
    expect(profile.exportPerInterval?.[24]).toBeGreaterThan(0);
  });

  it('prices gas in MJ, flat', () => {
    const profile = profileForCompare(request({ energyType: 'Gas' }), 2026);
    expect(profile.unit).toBe('MJ');
    expect(profile.importPerInterval[0]).toBeCloseTo(4800 / (365 * 48), 9);
  });

  it('uses real readings as given and rejects part days', () => {
    const week = profileForCompare(
      request({
        usage: {
          kind: 'intervals',
          startDate: '2026-06-01',
          intervalMinutes: 30,
          importKwh: Array(336).fill(1),
        },
      }),
      2026,
    );
    expect(week.days).toBe(7);
    expect(() =>
      profileForCompare(
        request({
          usage: {
            kind: 'intervals',
            startDate: '2026-06-01',
            intervalMinutes: 30,
            importKwh: Array(50).fill(1),
          },
        }),
        2026,
      ),
    ).toThrow(RangeError);
  });
});
