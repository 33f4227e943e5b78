import { describe, expect, it } from 'vitest';
import { parsePlanDetail } from '../../cdr/plan-detail.ts';
import { flatAnnualProfile } from '../usage/flat-profile.ts';
import { exGstOf } from './breakdown.ts';
import { compilePlan } from './compile-plan.ts';
import * as features from './fixtures/feature-plans.ts';
import { planDocument, singleRatePeriod } from './fixtures/plan-documents.ts';
import { pricePlan } from './price-plan.ts';

const compile = (document: unknown) => compilePlan(parsePlanDetail(document));
/** 10 kWh a day used and 12 kWh a day exported (0.25 kWh a half hour), 2025. */
const solarHome = flatAnnualProfile(3650, {
  startDate: '2025-01-01',
  annualExport: 4380,
});
const feedInLines = (document: unknown) =>
  pricePlan(compile(document), solarHome).breakdown.feedIn.map((line) => [
    line.label,
    line.type,
    line.quantity,
    line.dollarsExGst,
  ]);

describe('compileFeedIn with time-varying tariffs', () => {
  it('credits each window at its rate and other times at the single tariff', () => {
    // Act
    const lines = feedInLines(features.timeVaryingFeedIn);
    // Assert: per day 18-21 h 1.5 kWh × 0.10, 16-18 h 1 kWh × 0.03,
    // 10-16 h 3 kWh × 0.01 and the other 13 h 6.5 kWh × 0.05; × 365
    expect(lines).toEqual([
      ['Evening', 'PEAK', expect.closeTo(547.5, 6), expect.closeTo(-54.75, 6)],
      [
        'Feed-in shoulder',
        'SHOULDER',
        expect.closeTo(365, 6),
        expect.closeTo(-10.95, 6),
      ],
      [
        'Feed in',
        'FEED_IN',
        expect.closeTo(1095, 6),
        expect.closeTo(-10.95, 6),
      ],
      [
        'Feed-in other times',
        'FEED_IN',
        expect.closeTo(2372.5, 6),
        expect.closeTo(-118.625, 6),
      ],
    ]);
  });

  it('takes the credit off the bill without GST', () => {
    // Act
    const cost = pricePlan(compile(features.timeVaryingFeedIn), solarHome);
    // Assert: 0.535 a day × 365 = 195.275; bill 1460 × 1.1 = 1606
    expect(-exGstOf(cost.breakdown.feedIn)).toBeCloseTo(195.275, 6);
    expect(cost.annualCostIncGst).toBeCloseTo(1606 - 195.275, 6);
    expect(cost.breakdown.feedIn.every((l) => l.season === undefined)).toBe(
      true,
    );
  });

  it('joins entries with the same windows into steps, paying 0 outside them', () => {
    // Act
    const lines = feedInLines(features.daytimeSteppedFeedIn);
    // Assert: 3 kWh a day in 10-16 h: 1 × 0.10 + 2 × 0.05 = 0.20 a day;
    // the other 9 kWh a day earn nothing
    expect(lines).toEqual([
      [
        'Daytime · first 1 kWh a day',
        'FEED_IN',
        expect.closeTo(365, 6),
        expect.closeTo(-36.5, 6),
      ],
      [
        'Daytime · over 1 kWh a day',
        'FEED_IN',
        expect.closeTo(730, 6),
        expect.closeTo(-36.5, 6),
      ],
      [
        'Feed-in other times',
        'FEED_IN',
        expect.closeTo(3285, 6),
        expect.closeTo(0, 9),
      ],
    ]);
  });

  it('pays nothing beyond the last bounded step', () => {
    // Arrange: only the first 2 kWh a day earn 7 c
    const document = planDocument('TST-FIT-CAP', {
      pricingModel: 'SINGLE_RATE',
      tariffPeriod: [singleRatePeriod('1.00', [{ unitPrice: '0.30' }])],
      solarFeedInTariff: [
        {
          scheme: 'OTHER',
          payerType: 'RETAILER',
          tariffUType: 'singleTariff',
          singleTariff: {
            rates: [{ unitPrice: '0.07', volume: '2' }],
            period: 'P1D',
          },
        },
      ],
    });
    // Act
    const lines = feedInLines(document);
    // Assert: 2 × 0.07 = 0.14 a day → 51.10 a year; 10 kWh a day at 0
    expect(lines).toEqual([
      [
        'Feed-in · first 2 kWh a day',
        'FEED_IN',
        expect.closeTo(730, 6),
        expect.closeTo(-51.1, 6),
      ],
      [
        'Feed-in · over 2 kWh a day',
        'FEED_IN',
        expect.closeTo(3650, 6),
        expect.closeTo(0, 9),
      ],
    ]);
  });
});
