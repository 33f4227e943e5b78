import { describe, expect, it } from 'vitest';
import { flatAnnualProfile } from '../usage/flat-profile.ts';
import { createUsageProfile } from '../usage/usage-profile.ts';
import {
  type CostBreakdown,
  type DemandLine,
  exGstOf,
  headlineLines,
  incGstOf,
  scaleBreakdown,
} from './breakdown.ts';
import { breakdownInCents } from './breakdown-cents.ts';
import { compileDocument } from './fixtures/compile-document.ts';
import * as hand from './fixtures/hand-checked-plans.ts';
import * as fixtures from './fixtures/plan-documents.ts';
import { halfHourlyImport } from './fixtures/profiles.ts';
import { pricePlan } from './price-plan.ts';

const documents = Object.entries({ ...fixtures, ...hand }).filter(
  ([, value]) => typeof value === 'object',
);
const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** A profile with evening peaks, midday export and controlled load. */
function shapedProfile(days: number, unit: 'KWH' | 'MJ') {
  const n = days * 48;
  const at = (f: (slot: number, day: number) => number) =>
    Float64Array.from({ length: n }, (_, i) => f(i % 48, Math.floor(i / 48)));
  return createUsageProfile({
    startDate: '2025-01-01',
    intervalMinutes: 30,
    unit,
    importPerInterval: at(
      (s, d) => 0.2 + (s >= 34 && s < 42 ? 1 : 0) + (d % 7) / 10,
    ),
    ...(unit === 'KWH' && {
      controlledLoadPerInterval: at((s) => (s < 12 ? 0.5 : 0)),
      exportPerInterval: at((s) => (s >= 18 && s < 30 ? 0.8 : 0)),
    }),
  });
}

describe('CostBreakdown', () => {
  it.each(
    documents.flatMap(([name, doc]) =>
      [365, 90].map((days) => [name, days, doc] as const),
    ),
  )(
    '%s over %i days: lines add up to the annual totals within a cent',
    (_name, days, document) => {
      // Arrange
      const plan = compileDocument(document);
      const profile = shapedProfile(days, plan.unit);
      // Act
      const cost = pricePlan(plan, profile);
      const lines = headlineLines(cost.breakdown);
      // Assert
      expect(Math.abs(incGstOf(lines) - cost.annualCostIncGst)).toBeLessThan(
        0.01,
      );
      expect(Math.abs(exGstOf(lines) - cost.annualCostExGst)).toBeLessThan(
        0.01,
      );
      const withAll =
        incGstOf(lines) + incGstOf(cost.breakdown.conditionalDiscounts);
      expect(
        Math.abs(withAll - cost.annualCostWithAllDiscountsIncGst),
      ).toBeLessThan(0.01);
      // and rounded to cents, the lines add up to the rounded totals exactly
      const shown = breakdownInCents(cost.breakdown);
      expect(cents(incGstOf(headlineLines(shown)))).toBe(
        cents(cost.annualCostIncGst),
      );
      expect(cents(exGstOf(headlineLines(shown)))).toBe(
        cents(cost.annualCostExGst),
      );
    },
  );

  it('lists discounts with their terms and fees GST-inclusive', () => {
    // Arrange: 10 kWh a day; bill ex GST 365 + 1095 = 1460
    const profile = flatAnnualProfile(3650, { startDate: '2025-01-01' });
    // Act
    const { breakdown } = pricePlan(
      compileDocument(fixtures.discounts),
      profile,
    );
    // Assert: 5 % × 1460 × 1.1 = 80.30; 2 % × 1606 = 32.12; $60 membership
    expect(breakdown.guaranteedDiscounts).toEqual([
      {
        label: 'Guaranteed',
        method: 'percentOfBill',
        category: undefined,
        description: undefined,
        dollarsIncGst: expect.closeTo(-80.3, 9),
        dollarsExGst: expect.closeTo(-73, 9),
      },
    ]);
    expect(breakdown.conditionalDiscounts[0]).toMatchObject({
      label: 'Pay on time',
      category: 'PAY_ON_TIME',
      dollarsIncGst: expect.closeTo(-32.12, 9),
    });
    expect(breakdown.fees).toEqual([
      {
        label: 'Membership fee',
        dollarsIncGst: expect.closeTo(60, 9),
        dollarsExGst: expect.closeTo(60 / 1.1, 9),
      },
    ]);
  });

  it('annualises a short profile: 31 days × 365/31', () => {
    // Arrange: 31 days of 10 kWh a day on a $1.00 + 30 c plan
    const profile = halfHourlyImport(
      '2025-01-01',
      new Float64Array(31 * 48).fill(10 / 48),
    );
    // Act
    const { breakdown } = pricePlan(
      compileDocument(fixtures.singleRateNsw),
      profile,
    );
    // Assert: 310 kWh × 365/31 = 3650 kWh; supply 31 days → 365
    expect(breakdown.usage[0]?.quantity).toBeCloseTo(3650, 9);
    expect(breakdown.supply[0]?.days).toBeCloseTo(365, 9);
    expect(breakdown.supply[0]?.dollarsIncGst).toBeCloseTo(401.5, 9);
  });

  it('labels seasons, steps and controlled-load supply', () => {
    // Arrange
    const profile = flatAnnualProfile(3650, {
      startDate: '2025-01-01',
      annualControlledLoad: 1000,
    });
    // Act
    const seasons = pricePlan(compileDocument(fixtures.seasonal), profile);
    const blocks = pricePlan(
      compileDocument(fixtures.blockPerQuarter),
      profile,
    );
    const load = pricePlan(compileDocument(fixtures.controlledLoad), profile);
    // Assert
    expect(seasons.breakdown.supply.map((l) => [l.label, l.days])).toEqual([
      ['Supply · Summer', 121],
      ['Supply · Rest', 244],
    ]);
    expect(seasons.breakdown.usage.map((l) => l.season)).toEqual([
      'Summer',
      'Rest',
    ]);
    expect(blocks.breakdown.usage.map((l) => [l.label, l.step])).toEqual([
      ['Anytime · first 900 kWh a quarter', 0],
      ['Anytime · over 900 kWh a quarter', 1],
    ]);
    expect(load.breakdown.supply[1]).toMatchObject({
      label: 'Controlled load supply',
      dollarsPerDayIncGst: expect.closeTo(0.11, 9),
    });
    expect(load.breakdown.controlledLoad[0]).toMatchObject({
      label: 'CL1',
      type: 'CONTROLLED_LOAD',
      quantity: expect.closeTo(1000, 6),
      unitPriceIncGst: expect.closeTo(0.165, 9),
    });
  });
});

describe('scaleBreakdown', () => {
  const march: DemandLine = {
    label: 'High Season · Peak demand · Mar 2023',
    season: 'High Season',
    from: '2023-03-01',
    to: '2023-03-31',
    peakKw: 3,
    chargedKw: 3,
    dollarsPerKwIncGst: 0.44,
    chargePeriod: 'DAY',
    dollarsIncGst: 40.92,
    dollarsExGst: 37.2,
  };
  const breakdown: CostBreakdown = {
    unit: 'KWH',
    supply: [],
    usage: [],
    controlledLoad: [],
    demand: [march],
    feedIn: [],
    fees: [],
    guaranteedDiscounts: [],
    conditionalDiscounts: [],
  };

  it("says a month's demand line scaled to a year is no longer that month's dollars", () => {
    // Act
    const [scaled] = scaleBreakdown(breakdown, 365 / 31).demand;
    // Assert
    expect(scaled?.label).toBe(
      'High Season · Peak demand · Mar 2023 · scaled to a year',
    );
    expect(scaled?.dollarsIncGst).toBeCloseTo((40.92 * 365) / 31, 6);
    expect(scaled?.peakKw).toBe(3);
  });

  it('leaves a year of readings as it was', () => {
    expect(scaleBreakdown(breakdown, 1).demand).toEqual([march]);
  });
});
