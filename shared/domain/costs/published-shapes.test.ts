import { describe, expect, it } from 'vitest';
import { flatAnnualProfile } from '../usage/flat-profile.ts';
import { incGstOf } from './breakdown.ts';
import { compileDocument } from './fixtures/compile-document.ts';
import * as shapes from './fixtures/published-shapes.ts';
import { pricePlan } from './price-plan.ts';
import { confidenceOf, readableDiagnostics } from './readable.ts';

const START = '2025-01-01';
/** 10 kWh a day, flat over 2025: 10/48 kWh a half hour = 0.41667 kW. */
const tenKwhADay = flatAnnualProfile(3650, { startDate: START });

describe('demand charges published inside a usage period', () => {
  it('prices them, and says the data placed them unusually', () => {
    // Arrange
    const plan = compileDocument(shapes.demandInsideTou());
    // Act
    const cost = pricePlan(plan, tenKwhADay);
    // Assert: per day, peak 2.0833 kWh × 0.40 = 0.83333, off-peak
    // 7.9167 × 0.20 = 1.58333, supply 1.00, demand 0.41667 kW × 0.30 =
    // 0.125 → 3.541667 × 365 = 1292.708333 ex GST, 1421.979167 inc
    expect(cost.annualCostExGst).toBeCloseTo(1292.708333, 5);
    expect(cost.annualCostIncGst).toBeCloseTo(1421.979167, 5);
    // 0.125 × 365 × 1.1
    expect(incGstOf(cost.breakdown.demand)).toBeCloseTo(50.1875, 6);
    expect(readableDiagnostics(plan, cost)).toEqual([
      'Demand charges are published inside the time-of-use usage period rather than in a demand period of their own; they are priced all the same.',
    ]);
    expect(confidenceOf(plan, cost, 'meter')).toBe('exact');
  });

  it('charges the minimum demand when the measured peak is lower', () => {
    // Arrange: minimum 1.5 kW, above the 0.41667 kW measured
    const plan = compileDocument(shapes.demandInsideTou('1.50'));
    // Act
    const cost = pricePlan(plan, tenKwhADay);
    // Assert: demand 1.5 × 0.30 = 0.45 a day → (2.416667 + 1.00 + 0.45)
    // × 365 = 1411.333333 ex GST, 1552.466667 inc
    expect(cost.annualCostExGst).toBeCloseTo(1411.333333, 5);
    expect(cost.annualCostIncGst).toBeCloseTo(1552.466667, 5);
    expect(cost.breakdown.demand[0]?.chargedKw).toBe(1.5);
  });

  it('reads an all-day charge window and its dates from text, marked approximate', () => {
    // Arrange
    const plan = compileDocument(shapes.seasonalDemandInText);
    // Act
    const cost = pricePlan(plan, tenKwhADay);
    // Assert: summer (273 days of 2025) 0.41667 kW × 0.20 = 22.75, winter
    // (Jun-Aug, 92 days) 0.41667 × 0.50 × 92 = 19.1667 → demand 41.916667;
    // + 365 supply + 3650 × 0.25 = 1319.416667 ex GST
    expect(cost.annualCostExGst).toBeCloseTo(1319.416667, 5);
    // one line a month per charge: nine summer months, three winter ones
    expect(cost.breakdown.demand.map((l) => l.label.split(' (')[0])).toEqual([
      ...Array(9).fill('Summer Peak'),
      ...Array(3).fill('Winter Peak'),
    ]);
    expect(plan.demandCharges[0]?.[0]?.layout.slots[17 * 12]).toBe(0);
    expect(plan.demandCharges[0]?.[0]?.layout.slots[16 * 12]).toBe(-1);
    expect(readableDiagnostics(plan, cost)).toContain(
      "The Summer Peak (01-Sep to 31-May) charge is published over the whole day; its window (17:00-21:00 every day, on the dates named) was read from the plan's text.",
    );
    expect(confidenceOf(plan, cost, 'meter')).toBe('approximate');
  });
});

describe('a daily demand rate whose text limits the measurement window', () => {
  it("charges the month's highest demand in the window for every day of the month", () => {
    // Arrange: Jun-Aug weekdays 17:00-21:00 at 50 c/kW/day, maxDemand "0.00"
    const plan = compileDocument(shapes.weekdayDemandInText);
    // Act
    const cost = pricePlan(plan, tenKwhADay);
    // Assert: each of June, July and August is charged its monthly peak,
    // 0.41667 kW, for all of its 30, 31 and 31 days (not its 66 weekdays):
    // 0.41667 × 0.50 × 92 = 19.1667 ex GST; "0.00" caps nothing
    expect(cost.breakdown.demand.map((l) => l.from)).toEqual([
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
    ]);
    expect(
      cost.breakdown.demand.reduce((sum, l) => sum + l.dollarsExGst, 0),
    ).toBeCloseTo((10 / 24) * 0.5 * 92, 9);
    expect(cost.breakdown.demand.every((l) => l.chargedKw > 0.4)).toBe(true);
    // 365 supply + 3650 × 0.25 + 19.1667 demand
    expect(cost.annualCostExGst).toBeCloseTo(365 + 912.5 + 19.166667, 5);
    const said = readableDiagnostics(plan, cost);
    expect(said).toContain(
      "The High Season Demand (Bus. Days) charge is a daily rate on the month's highest demand in its window, charged for every day of the month; the published daily measurement is not used.",
    );
    expect(said).toContain(
      'The published maximum demand (0 kW) is not higher than the minimum (0 kW), as the CDR standard requires; it is read as no maximum.',
    );
  });
});

describe('controlled load published as several time-of-use entries', () => {
  // 1752 kWh of controlled load a year = 0.1 kWh every half hour
  const withLoad = flatAnnualProfile(3650, {
    startDate: START,
    annualControlledLoad: 1752,
  });

  it('prices each entry over its own windows when they form one schedule', () => {
    // Arrange
    const plan = compileDocument(shapes.controlledLoadInThreeEntries);
    // Act
    const cost = pricePlan(plan, withLoad);
    // Assert: a day has 22 peak, 14 off-peak and 12 sponge half hours →
    // 2.2 × 0.50 + 1.4 × 0.30 + 1.2 × 0.10 = 1.64 a day = 598.6 a year;
    // general 365 + 3650 × 0.30 = 1460 → 2058.6 ex GST, 2264.46 inc
    expect(cost.annualCostExGst).toBeCloseTo(2058.6, 6);
    expect(cost.annualCostIncGst).toBeCloseTo(2264.46, 6);
    expect(cost.breakdown.controlledLoad.map((l) => l.quantity)).toEqual([
      expect.closeTo(803, 6),
      expect.closeTo(511, 6),
      expect.closeTo(438, 6),
    ]);
    expect(plan.diagnostics).toEqual([]);
  });

  it('says so when the hours exist only in text, pricing the first rate', () => {
    // Arrange
    const plan = compileDocument(shapes.controlledLoadTextOnly);
    // Act
    const cost = pricePlan(plan, withLoad);
    // Assert: 1752 × 0.50 = 876 + 1460 = 2336 ex GST
    expect(cost.annualCostExGst).toBeCloseTo(2336, 6);
    expect(readableDiagnostics(plan, cost)).toEqual([
      'The controlled-load rates (Peak, OFF_PEAK) publish no times ("PEAK hours"); all controlled-load use is priced at the Peak rate.',
    ]);
    expect(confidenceOf(plan, cost, 'meter')).toBe('approximate');
  });
});

describe('feed-in options whose windows overlap', () => {
  // 5 kWh exported a day = 5/48 kWh a half hour
  const exporting = flatAnnualProfile(3650, {
    startDate: START,
    annualExport: 1825,
  });

  it('prices the plan without a note when there is no export', () => {
    // Arrange
    const plan = compileDocument(shapes.overlappingFeedIn('0.05'));
    // Act
    const cost = pricePlan(plan, tenKwhADay);
    // Assert: 365 + 3650 × 0.30 = 1460 ex GST
    expect(plan.hasErrors).toBe(false);
    expect(cost.annualCostIncGst).toBeCloseTo(1606, 6);
    expect(readableDiagnostics(plan, cost)).toEqual([]);
  });

  it('with export, prices the option paying most and reports the ambiguity', () => {
    // Arrange
    const plan = compileDocument(shapes.overlappingFeedIn('0.05'));
    // Act
    const cost = pricePlan(plan, exporting);
    // Assert: option B, per day 8 half hours × 5/48 × 0.02 + 40 × 5/48 ×
    // 0.08 = 0.35 → 127.75 a year, beats A's 1825 × 0.05 = 91.25;
    // 1606 − 127.75 = 1478.25
    expect(cost.annualCostIncGst).toBeCloseTo(1478.25, 6);
    expect(readableDiagnostics(plan, cost)).toEqual([
      'The plan publishes feed-in options whose times overlap; the option paying most for this export is priced.',
    ]);
    expect(confidenceOf(plan, cost, 'meter')).toBe('approximate');
  });

  it('with export, prices the flat option when it pays more', () => {
    // Arrange: A at 10 c pays 182.5, more than B's 127.75
    const plan = compileDocument(shapes.overlappingFeedIn('0.10'));
    // Act
    const cost = pricePlan(plan, exporting);
    // Assert: 1606 − 182.5
    expect(cost.annualCostIncGst).toBeCloseTo(1423.5, 6);
  });
});
