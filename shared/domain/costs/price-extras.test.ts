import { describe, expect, it } from 'vitest';
import { flatAnnualProfile } from '../usage/flat-profile.ts';
import { incGstOf } from './breakdown.ts';
import { compileDocument } from './fixtures/compile-document.ts';
import * as features from './fixtures/feature-plans.ts';
import { halfHourlyImport } from './fixtures/profiles.ts';
import { pricePlan } from './price-plan.ts';

/** 10 kWh a day, evenly over every half hour of 2025. */
const tenKwhADay = flatAnnualProfile(3650, { startDate: '2025-01-01' });

describe('pricePlan discounts', () => {
  it('applies percent-of-use and over-threshold discounts to usage only', () => {
    // Arrange: bill ex GST 365 supply + 3650 × 0.30 = 1095 usage = 1460
    const plan = compileDocument(features.everyDiscountMethod);
    // Act
    const cost = pricePlan(plan, tenKwhADay);
    // Assert: 10 % × 1095 × 1.1 = 120.45; 20 % × (1095 − 1000) × 1.1 =
    // 20.90; 20 % × max(0, 1095 − 2000) = 0
    expect(
      cost.breakdown.guaranteedDiscounts.map((d) => [
        d.label,
        d.method,
        d.dollarsIncGst,
      ]),
    ).toEqual([
      ['Other discount', 'percentOfUse', expect.closeTo(-120.45, 9)],
      ['Big user', 'percentOverThreshold', expect.closeTo(-20.9, 9)],
      ['Very big user', 'percentOverThreshold', expect.closeTo(0, 12)],
    ]);
    // 1460 × 1.1 − 120.45 − 20.90 = 1464.65; ex GST 1460 − 141.35 / 1.1
    expect(cost.annualCostIncGst).toBeCloseTo(1464.65, 9);
    expect(cost.annualCostExGst).toBeCloseTo(1331.5, 9);
  });

  it('lists a fixed conditional credit apart, with its terms', () => {
    // Arrange
    const plan = compileDocument(features.everyDiscountMethod);
    // Act
    const cost = pricePlan(plan, tenKwhADay);
    // Assert: 1464.65 − $50 a year
    expect(cost.breakdown.conditionalDiscounts).toEqual([
      {
        label: 'Direct debit credit',
        method: 'fixedAmount',
        category: 'DIRECT_DEBIT',
        description: 'Pay by direct debit',
        dollarsIncGst: -50,
        dollarsExGst: expect.closeTo(-50 / 1.1, 9),
      },
    ]);
    expect(cost.annualCostWithAllDiscountsIncGst).toBeCloseTo(1414.65, 9);
  });

  it('prorates a fixed yearly credit by the profile days', () => {
    // Arrange: 31 days of 10 kWh a day
    const profile = halfHourlyImport(
      '2025-01-01',
      new Float64Array(31 * 48).fill(10 / 48),
    );
    // Act
    const cost = pricePlan(
      compileDocument(features.everyDiscountMethod),
      profile,
    );
    // Assert: $50 × 31 / 365 = 4.2466 over the profile, $50 annualised
    expect(cost.costWithAllDiscountsIncGst - cost.costIncGst).toBeCloseTo(
      (-50 * 31) / 365,
      9,
    );
    expect(incGstOf(cost.breakdown.conditionalDiscounts)).toBeCloseTo(-50, 9);
  });
});

describe('pricePlan fees', () => {
  it('adds membership and periodic metering charges GST-inclusive', () => {
    // Arrange
    const plan = compileDocument(features.feesAndMetering);
    // Act
    const cost = pricePlan(plan, tenKwhADay);
    // Assert: $10 × 12 = 120 membership; 0.20 × 365 = 73 smart meter; the
    // quarterly membership, late fee and one-off meter exchange are left out
    expect(cost.breakdown.fees.map((f) => [f.label, f.dollarsIncGst])).toEqual([
      ['Membership fee', 120],
      ['Smart meter', expect.closeTo(73, 9)],
    ]);
    // 1606 + 120 + 73 = 1799; ex GST 1460 + 193 / 1.1 = 1635.4545…
    expect(cost.annualCostIncGst).toBeCloseTo(1799, 9);
    expect(cost.annualCostExGst).toBeCloseTo(1460 + 193 / 1.1, 9);
    expect(plan.diagnostics).toEqual([
      {
        severity: 'warning',
        path: 'data.electricityContract.fees[1]',
        message: 'membership fee with term QUARTERLY is not costed',
      },
    ]);
  });
});

describe('pricePlan after the benefits end', () => {
  it('adds back only the guaranteed discounts that end', () => {
    // Arrange: bill ex GST 365 + 1095 = 1460; welcome 10 % of the bill
    // × 1.1 = 160.60 ends; loyalty 5 % × 1095 × 1.1 = 60.225 lasts
    const plan = compileDocument(features.endingDiscounts);
    // Act
    const cost = pricePlan(plan, tenKwhADay);
    // Assert: 1606 − 160.60 − 60.225 = 1385.175, then + 160.60
    expect(cost.annualCostIncGst).toBeCloseTo(1385.175, 9);
    expect(cost.annualCostAfterBenefitsIncGst).toBeCloseTo(1545.775, 9);
  });

  it('says in the breakdown which discounts end and when', () => {
    // Arrange
    const plan = compileDocument(features.endingDiscounts);
    // Act
    const { breakdown } = pricePlan(plan, tenKwhADay);
    // Assert
    expect(
      [...breakdown.guaranteedDiscounts, ...breakdown.conditionalDiscounts].map(
        (d) => [d.label, d.ends],
      ),
    ).toEqual([
      ['Welcome discount', { endsOn: null }],
      ['Loyalty discount', undefined],
      ['Pay on time credit', { endsOn: '2026-06-30' }],
    ]);
    expect(plan.onExpiry).toMatch(/write to you with your options/);
  });

  it('costs a plan without ending discounts the same after its benefits', () => {
    const cost = pricePlan(
      compileDocument(features.everyDiscountMethod),
      tenKwhADay,
    );
    expect(cost.annualCostAfterBenefitsIncGst).toBe(cost.annualCostIncGst);
  });
});
