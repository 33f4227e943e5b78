import { describe, expect, it } from 'vitest';
import { flatAnnualProfile } from '../usage/flat-profile.ts';
import { createUsageProfile } from '../usage/usage-profile.ts';
import { parseBlockPeriod } from './block-rates.ts';
import { exGstOf } from './breakdown.ts';
import { compileDocument } from './fixtures/compile-document.ts';
import * as features from './fixtures/feature-plans.ts';
import * as fixtures from './fixtures/plan-documents.ts';
import { halfHourlyImport } from './fixtures/profiles.ts';
import { pricePlan } from './price-plan.ts';
import { PricingContext } from './pricing-context.ts';
import { rankPlans } from './rank-plans.ts';
import { ALL_YEAR } from './seasons.ts';
import { ALL_DAY_LAYOUT } from './time-windows.ts';
import { localRule } from './time-zone.ts';

/** Two days of 1 kWh every half hour, with no other channel metered. */
const twoDays = halfHourlyImport('2025-01-01', new Float64Array(96).fill(1));

describe('PricingContext', () => {
  it('measures demand on half hours, averaging shorter readings over theirs', () => {
    // Arrange: a day of 5-minute readings, 1 kWh in one 5 minutes (12 kW
    // for those minutes) and nothing else in its half hour
    const usage = new Float64Array(288);
    usage[6 * 17] = 1;
    const context = new PricingContext(
      createUsageProfile({
        startDate: '2025-01-01',
        intervalMinutes: 5,
        importPerInterval: usage,
      }),
    );
    // Act
    const [maximum] = context.dailyMaximum('import', ALL_DAY_LAYOUT);
    // Assert: the half hour's 1 kWh is 2 kW, i.e. 1/6 kWh per 5 minutes
    expect((maximum ?? 0) * 12).toBeCloseTo(2, 12);
    // sums are untouched
    expect(context.bucketPrefix('import', ALL_DAY_LAYOUT)[1]).toBe(1);
  });

  it('reads general-plus-controlled-load as general use when no CL is metered', () => {
    // Arrange
    const context = new PricingContext(twoDays);
    // Act
    const merged = context.channel('importWithControlledLoad');
    // Assert
    expect(merged).toBe(twoDays.importPerInterval);
    expect(context.channel('controlledLoad')).toBeUndefined();
  });

  it('sums a channel that is not metered as zero use', () => {
    // Arrange
    const context = new PricingContext(twoDays);
    // Act
    const prefix = context.bucketPrefix('export', ALL_DAY_LAYOUT);
    // Assert: one bucket, days 0..2
    expect([...prefix]).toEqual([0, 0, 0]);
  });

  it('works out local-clock offsets once per zone', () => {
    // Arrange
    const context = new PricingContext(twoDays);
    // Act
    const first = context.zoneOffsets(localRule('NSW'));
    const again = context.zoneOffsets(localRule('NSW'));
    // Assert: January in NSW is daylight time, an hour ahead of AEST
    expect(again).toBe(first);
    expect(first[0]).toEqual({
      startMinutes: 60,
      changeAtMinute: 1440,
      afterMinutes: 60,
    });
  });

  it('reuses the block chunks it has already worked out', () => {
    // Arrange: one P1D chunk per day
    const context = new PricingContext(twoDays);
    const daily = parseBlockPeriod('P1D', 'P1Y');
    // Act
    const first = context.chunks(ALL_YEAR, 0, daily);
    const again = context.chunks(ALL_YEAR, 0, daily);
    // Assert: [start, end, allowance scale] per chunk
    expect([...first]).toEqual([0, 1, 1, 1, 2, 1]);
    expect(again).toBe(first);
  });

  it('ranks plans against a context shared with the caller', () => {
    // Arrange: 10 kWh a day through 2025
    const context = new PricingContext(
      flatAnnualProfile(3650, { startDate: '2025-01-01' }),
    );
    const plans = [fixtures.seasonal, fixtures.singleRateNsw].map(
      compileDocument,
    );
    // Act
    const { ranked } = rankPlans(plans, context);
    // Assert: 365 + 1095 = 1460 beats (121 × 1.2 + 244) + (1210 × 0.35 +
    // 2440 × 0.30) = 389.2 + 1155.5 = 1544.7
    expect(ranked.map((cost) => cost.planId)).toEqual([
      'TST-SR-NSW',
      'TST-SEASONS',
    ]);
    expect(ranked[0]?.annualCostExGst).toBeCloseTo(1460, 6);
    expect(ranked[1]?.annualCostExGst).toBeCloseTo(1544.7, 6);
  });
});

describe('controlled load by time of use', () => {
  it('prices CL in its windows, at the first rate outside them', () => {
    // Arrange: one day with CL 1 kWh at 23:00 and 02:00 (night), 14:00
    // (afternoon) and 09:00 (no window); no general use
    const load = new Float64Array(48);
    for (const k of [46, 4, 28, 18]) load[k] = 1;
    const profile = createUsageProfile({
      startDate: '2025-01-01',
      intervalMinutes: 30,
      importPerInterval: new Float64Array(48),
      controlledLoadPerInterval: load,
    });
    // Act
    const cost = pricePlan(
      compileDocument(features.touControlledLoad),
      profile,
    );
    // Assert: 3 × 0.10 + 1 × 0.20 = 0.50 plus $1.00 supply; CL supply $0
    expect(cost.costExGst).toBeCloseTo(1.5, 12);
    expect(
      cost.breakdown.controlledLoad.map((l) => [l.label, l.quantity / 365]),
    ).toEqual([
      ['Night', expect.closeTo(3, 12)],
      ['Afternoon', expect.closeTo(1, 12)],
    ]);
    expect(cost.breakdown.supply[1]).toMatchObject({
      label: 'Controlled load supply',
      dollarsExGst: 0,
    });
    expect(exGstOf(cost.breakdown.controlledLoad)).toBeCloseTo(0.5 * 365, 9);
  });
});
