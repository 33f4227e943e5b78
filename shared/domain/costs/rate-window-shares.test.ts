import { describe, expect, it } from 'vitest';
import { parsePlanDetail } from '../../cdr/plan-detail.ts';
import { createUsageProfile } from '../usage/usage-profile.ts';
import { compilePlan } from './compile-plan.ts';
import * as fixtures from './fixtures/plan-documents.ts';
import { halfHourlyImport } from './fixtures/profiles.ts';
import { rateWindowShares } from './rate-window-shares.ts';

const compiled = (document: unknown) => compilePlan(parsePlanDetail(document));

/** One day: 1 kWh in each half-hour from 00:00 to 11:30 NEM time, else 0. */
const morningDay = () => {
  const usage = new Float64Array(48);
  usage.fill(1, 0, 24);
  return usage;
};

describe('rateWindowShares', () => {
  it('splits use between peak (07:00-22:00) and off peak (22:00-07:00)', () => {
    // Arrange: 24 kWh from midnight to noon AEST: 14 off peak, 10 peak.
    const plan = compiled(fixtures.touMidnightOffPeak);
    const profile = halfHourlyImport('2025-07-01', morningDay());
    // Act
    const shares = rateWindowShares(plan, profile);
    // Assert
    expect(shares).toEqual([
      { label: 'Peak', kwh: 10, share: 10 / 24 },
      { label: 'Off peak', kwh: 14, share: 14 / 24 },
    ]);
  });

  it('reads the windows on the plan’s local clock (NSW daylight time)', () => {
    // Arrange: 1 kWh at 13:00 AEST on 1 Jan is 14:00 in Sydney, in the
    // 14:00-20:00 local peak.
    const plan = compiled(fixtures.touLocalNsw);
    const usage = new Float64Array(48);
    usage[26] = 1;
    // Act
    const shares = rateWindowShares(
      plan,
      halfHourlyImport('2025-01-01', usage),
    );
    // Assert
    expect(shares).toEqual([
      { label: 'Peak', kwh: 1, share: 1 },
      { label: 'Off peak', kwh: 0, share: 0 },
    ]);
  });

  it('counts metered controlled load as its own window when the plan prices it', () => {
    // Arrange
    const plan = compiled(fixtures.controlledLoad);
    const load = new Float64Array(48).fill(0.5);
    const profile = createUsageProfile({
      startDate: '2025-07-01',
      intervalMinutes: 30,
      importPerInterval: new Float64Array(48).fill(1.5),
      controlledLoadPerInterval: load,
    });
    // Act
    const shares = rateWindowShares(plan, profile);
    // Assert
    expect(shares).toEqual([
      { label: 'Single rate', kwh: 72, share: 0.75 },
      { label: 'Controlled load', kwh: 24, share: 0.25 },
    ]);
  });

  it('gives every window a zero share when nothing was used', () => {
    // Arrange
    const plan = compiled(fixtures.touMidnightOffPeak);
    const profile = halfHourlyImport('2025-07-01', new Float64Array(48));
    // Act
    const shares = rateWindowShares(plan, profile);
    // Assert
    expect(shares.map((s) => s.share)).toEqual([0, 0]);
  });
});
