import { describe, expect, it } from 'vitest';
import { flatAnnualProfile } from '../usage/flat-profile.ts';
import { exGstOf, incGstOf, quantityOf } from './breakdown.ts';
import { compileDocument } from './fixtures/compile-document.ts';
import * as fixtures from './fixtures/plan-documents.ts';
import { halfHourlyImport } from './fixtures/profiles.ts';
import { pricePlan } from './price-plan.ts';

const START = '2025-01-01';
/** 10 kWh a day, evenly over every half hour of 2025. */
const tenKwhADay = flatAnnualProfile(3650, { startDate: START });

describe('pricePlan', () => {
  it('prices a single-rate plan as supply × 365 + kWh × rate, ×1.1 GST', () => {
    // Arrange
    const plan = compileDocument(fixtures.singleRateNsw);
    // Act
    const cost = pricePlan(plan, tenKwhADay);
    // Assert: 365 × 1.00 + 3650 × 0.30 = 1460 ex GST
    expect(cost.annualCostExGst).toBeCloseTo(1460, 6);
    expect(cost.annualCostIncGst).toBeCloseTo(1606, 6);
    expect(quantityOf(cost.breakdown.usage)).toBeCloseTo(3650, 6);
  });

  it('splits time-of-use windows, including off-peak across midnight', () => {
    // Arrange: peak 15 h, off-peak 9 h of each 10 kWh day
    const plan = compileDocument(fixtures.touMidnightOffPeak);
    // Act
    const cost = pricePlan(plan, tenKwhADay);
    // Assert: 365 × (6.25 × 0.40 + 3.75 × 0.20) = 1186.25
    expect(exGstOf(cost.breakdown.usage)).toBeCloseTo(1186.25, 6);
    expect(cost.annualCostExGst).toBeCloseTo(1551.25, 6);
  });

  it('shifts NEM time to local daylight time for LOCAL plans', () => {
    // Arrange: 1 kWh at 13:00 AEST on 1 Jan (14:00 AEDT, peak) and 10 Jun (13:00, off-peak)
    const usage = new Float64Array(365 * 48);
    usage[26] = 1;
    usage[160 * 48 + 26] = 1;
    const profile = halfHourlyImport(START, usage);
    // Act
    const cost = pricePlan(compileDocument(fixtures.touLocalNsw), profile);
    // Assert: 0.50 + 0.20
    expect(exGstOf(cost.breakdown.usage)).toBeCloseTo(0.7, 9);
  });

  it('applies block volumes per quarter, prorated by days', () => {
    // Arrange: 900 kWh per 91.25 days → 3600 kWh of the year in step 1
    const plan = compileDocument(fixtures.blockPerQuarter);
    // Act
    const cost = pricePlan(plan, tenKwhADay);
    // Assert: 3600 × 0.30 + 50 × 0.25
    expect(exGstOf(cost.breakdown.usage)).toBeCloseTo(1092.5, 6);
  });

  it('prices each season on its own days, with a season wrapping the year', () => {
    // Arrange: summer 1 Dec-31 Mar = 121 days of 2025, the rest 244
    const plan = compileDocument(fixtures.seasonal);
    // Act
    const cost = pricePlan(plan, tenKwhADay);
    // Assert
    expect(exGstOf(cost.breakdown.supply)).toBeCloseTo(121 * 1.2 + 244, 6);
    expect(exGstOf(cost.breakdown.usage)).toBeCloseTo(
      1210 * 0.35 + 2440 * 0.3,
      6,
    );
  });

  it('prices controlled load on its own channel and supply', () => {
    // Arrange
    const profile = flatAnnualProfile(3650, {
      startDate: START,
      annualControlledLoad: 1000,
    });
    // Act
    const cost = pricePlan(compileDocument(fixtures.controlledLoad), profile);
    // Assert: 365 + 1095 + 36.5 + 150
    expect(exGstOf(cost.breakdown.controlledLoad)).toBeCloseTo(150, 6);
    expect(cost.breakdown.supply[1]?.dollarsExGst).toBeCloseTo(36.5, 6);
    expect(cost.annualCostExGst).toBeCloseTo(1646.5, 6);
  });

  it('prices controlled-load use at general rates on a plan without CL, and says so', () => {
    // Arrange
    const profile = flatAnnualProfile(3650, {
      startDate: START,
      annualControlledLoad: 1000,
    });
    // Act
    const cost = pricePlan(compileDocument(fixtures.singleRateNsw), profile);
    // Assert
    expect(exGstOf(cost.breakdown.usage)).toBeCloseTo(4650 * 0.3, 6);
    expect(cost.notes).toContain('controlled load priced at general rates');
  });

  it('charges monthly peak demand per day, never below minDemand', () => {
    // Arrange: flat use peaks at 0.42 kW, so 1.5 kW is charged all year
    const plan = compileDocument(fixtures.demand);
    // Act
    const cost = pricePlan(plan, tenKwhADay);
    // Assert: 0.40 × 1.5 × 365
    expect(exGstOf(cost.breakdown.demand)).toBeCloseTo(219, 6);
  });

  it('takes the highest in-window interval of the month as its demand', () => {
    // Arrange: 2 kWh in the half hour from 17:00 on Wed 15 Jan = 4 kW
    const usage = new Float64Array(365 * 48).fill(10 / 48);
    usage[14 * 48 + 34] = 2;
    const profile = halfHourlyImport(START, usage);
    // Act
    const cost = pricePlan(compileDocument(fixtures.demand), profile);
    // Assert: Jan 0.40 × 4 × 31, the other 334 days 0.40 × 1.5
    expect(exGstOf(cost.breakdown.demand)).toBeCloseTo(49.6 + 200.4, 6);
  });

  it('credits a stepped feed-in per day without GST and ignores government FiTs', () => {
    // Arrange: 10 kWh exported a day
    const profile = flatAnnualProfile(3650, {
      startDate: START,
      annualExport: 3650,
    });
    const plan = compileDocument(fixtures.steppedFeedIn);
    // Act
    const cost = pricePlan(plan, profile);
    // Assert: 365 × (5 × 0.045 + 5 × 0.015) = 109.5, taken off after GST
    expect(-exGstOf(cost.breakdown.feedIn)).toBeCloseTo(109.5, 6);
    expect(cost.annualCostIncGst).toBeCloseTo(1606 - 109.5, 6);
    expect(plan.diagnostics.map((d) => d.severity)).toEqual(['warning']);
  });

  it('applies guaranteed discounts and reports conditional ones apart', () => {
    // Arrange
    const plan = compileDocument(fixtures.discounts);
    // Act
    const cost = pricePlan(plan, tenKwhADay);
    // Assert: 1606 − 5 % (80.30) + $60 membership; pay-on-time 2 % of 1606
    expect(-incGstOf(cost.breakdown.guaranteedDiscounts)).toBeCloseTo(80.3, 6);
    expect(cost.annualCostIncGst).toBeCloseTo(1606 - 80.3 + 60, 6);
    expect(cost.annualCostWithAllDiscountsIncGst).toBeCloseTo(
      1606 - 80.3 + 60 - 32.12,
      6,
    );
    expect(cost.annualCostExGst).toBeCloseTo(1460 - 73 + 60 / 1.1, 6);
  });

  it('prices gas in MJ with daily blocks', () => {
    // Arrange: 50 MJ a day
    const profile = flatAnnualProfile(18250, { startDate: START, unit: 'MJ' });
    // Act
    const cost = pricePlan(compileDocument(fixtures.gasBlocks), profile);
    // Assert: 365 × (0.80 + 30 × 0.05 + 20 × 0.03) = 1058.5 ex GST
    expect(cost.annualCostExGst).toBeCloseTo(1058.5, 6);
    expect(cost.annualCostIncGst).toBeCloseTo(1164.35, 6);
  });

  it('refuses a gas plan on a kWh profile', () => {
    expect(() =>
      pricePlan(compileDocument(fixtures.gasBlocks), tenKwhADay),
    ).toThrow(/MJ/);
  });

  it('annualises a shorter profile by 365 / days', () => {
    // Arrange: 31 days of 10 kWh a day
    const profile = halfHourlyImport(
      START,
      new Float64Array(31 * 48).fill(10 / 48),
    );
    // Act
    const cost = pricePlan(compileDocument(fixtures.singleRateNsw), profile);
    // Assert
    expect(cost.costExGst).toBeCloseTo(31 * 4, 6);
    expect(cost.annualCostExGst).toBeCloseTo(1460, 6);
  });
});
