import { describe, expect, it } from 'vitest';
import { flatAnnualProfile } from '../usage/flat-profile.ts';
import { exGstOf } from './breakdown.ts';
import { compileDocument } from './fixtures/compile-document.ts';
import * as features from './fixtures/feature-plans.ts';
import {
  anytimePeriod,
  planDocument,
  retailerFeedIn,
} from './fixtures/plan-documents.ts';
import { pricePlan } from './price-plan.ts';

/** 10 kWh a day used and 12 kWh a day exported (0.25 kWh a half hour), 2025. */
const solarHome = flatAnnualProfile(3650, {
  startDate: '2025-01-01',
  annualExport: 4380,
});
const feedInLines = (document: unknown) =>
  pricePlan(compileDocument(document), solarHome).breakdown.feedIn.map(
    (line) => [line.label, line.type, line.quantity, line.dollarsExGst],
  );
/** The expected `feedInLines` row: quantity and dollars to `digits` places. */
const feedInLine = (
  label: string,
  type: string,
  quantity: number,
  dollarsExGst: number,
  digits = 6,
) => [
  label,
  type,
  expect.closeTo(quantity, 6),
  expect.closeTo(dollarsExGst, digits),
];

describe('compileFeedIn with time-varying tariffs', () => {
  it('credits each window at its rate and other times at the single tariff', () => {
    // Act
    const lines = feedInLines(features.timeVaryingFeedIn);
    // Assert: per day 18-21 h 1.5 kWh × 0.10, 16-18 h 1 kWh × 0.03,
    // 10-16 h 3 kWh × 0.01 and the other 13 h 6.5 kWh × 0.05; × 365
    expect(lines).toEqual([
      feedInLine('Evening', 'PEAK', 547.5, -54.75),
      feedInLine('Feed-in shoulder', 'SHOULDER', 365, -10.95),
      feedInLine('Feed in', 'FEED_IN', 1095, -10.95),
      feedInLine('Feed-in other times', 'FEED_IN', 2372.5, -118.625),
    ]);
  });

  it('takes the credit off the bill without GST', () => {
    // Act
    const cost = pricePlan(
      compileDocument(features.timeVaryingFeedIn),
      solarHome,
    );
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
      feedInLine('Daytime · first 1 kWh a day', 'FEED_IN', 365, -36.5),
      feedInLine('Daytime · over 1 kWh a day', 'FEED_IN', 730, -36.5),
      feedInLine('Feed-in other times', 'FEED_IN', 3285, 0, 9),
    ]);
  });

  it('pays nothing beyond the last bounded step', () => {
    // Arrange: only the first 2 kWh a day earn 7 c
    const document = planDocument('TST-FIT-CAP', {
      pricingModel: 'SINGLE_RATE',
      tariffPeriod: [anytimePeriod()],
      solarFeedInTariff: [
        retailerFeedIn('singleTariff', {
          rates: [{ unitPrice: '0.07', volume: '2' }],
          period: 'P1D',
        }),
      ],
    });
    // Act
    const lines = feedInLines(document);
    // Assert: 2 × 0.07 = 0.14 a day → 51.10 a year; 10 kWh a day at 0
    expect(lines).toEqual([
      feedInLine('Feed-in · first 2 kWh a day', 'FEED_IN', 730, -51.1),
      feedInLine('Feed-in · over 2 kWh a day', 'FEED_IN', 3650, 0, 9),
    ]);
  });
});
