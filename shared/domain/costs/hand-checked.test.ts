import { describe, expect, it } from 'vitest';
import { flatAnnualProfile } from '../usage/flat-profile.ts';
import { exGstOf, incGstOf } from './breakdown.ts';
import { compileDocument } from './fixtures/compile-document.ts';
import * as plans from './fixtures/hand-checked-plans.ts';
import { halfHourlyImport } from './fixtures/profiles.ts';
import { pricePlan } from './price-plan.ts';

const START = '2025-01-01';
const HALF_HOURS = 365 * 48;

/** 10 kWh a day, flat, plus one-off extra kWh in given half hours. */
function withSpikes(spikes: ReadonlyArray<[number, number, number]>) {
  const usage = new Float64Array(HALF_HOURS).fill(10 / 48);
  for (const [day, slot, kwh] of spikes) usage[day * 48 + slot] = kwh;
  return halfHourlyImport(START, usage);
}

describe('hand-checked plans', () => {
  it('VIC TOU: weekday peak, weekend off-peak, a 2-step daily FiT', () => {
    // Arrange: 10 kWh a day used and 12 kWh a day exported, flat, in 2025
    const profile = flatAnnualProfile(3650, {
      startDate: START,
      annualExport: 4380,
    });
    // Act
    const cost = pricePlan(
      compileDocument(plans.vicTouWeekendOffPeak),
      profile,
    );
    // Assert: 2025 has 261 weekdays; peak is 6 of 24 h → 261 × 2.5 = 652.5 kWh
    const [peak, offPeak] = cost.breakdown.usage;
    expect(peak?.label).toBe('Peak');
    expect(peak?.quantity).toBeCloseTo(652.5, 6);
    // 652.5 × 0.35 × 1.1 = 251.2125
    expect(peak?.dollarsIncGst).toBeCloseTo(251.2125, 6);
    expect(offPeak?.label).toBe('Off peak');
    expect(offPeak?.quantity).toBeCloseTo(2997.5, 6);
    // 2997.5 × 0.20 × 1.1 = 659.45
    expect(offPeak?.dollarsIncGst).toBeCloseTo(659.45, 6);
    // FiT per day: 10 × 0.05 + 2 × 0.01 = 0.52 → 189.80 a year, no GST
    expect(cost.breakdown.feedIn.map((l) => [l.label, l.quantity])).toEqual([
      ['Feed-in · first 10 kWh a day', expect.closeTo(3650, 6)],
      ['Feed-in · over 10 kWh a day', expect.closeTo(730, 6)],
    ]);
    expect(incGstOf(cost.breakdown.feedIn)).toBeCloseTo(-189.8, 6);
    // (365 × 1.20 + 652.5 × 0.35 + 2997.5 × 0.20) × 1.1 − 189.80
    // = 1265.875 × 1.1 − 189.80 = 1202.6625
    expect(cost.annualCostIncGst).toBeCloseTo(1202.6625, 6);
  });

  it('NSW demand: monthly peak kW 3-9 pm on weekdays, charged per month', () => {
    // Arrange: 3 kWh in the half hour from 17:00 AEST (18:00 AEDT) on Wed
    // 15 Jan = 6 kW; 5 kWh at 18:00 on Sat 18 Jan is outside the window
    const profile = withSpikes([
      [14, 34, 3],
      [17, 36, 5],
    ]);
    // Act
    const cost = pricePlan(compileDocument(plans.nswMonthlyDemand), profile);
    // Assert: Jan 6 kW × $9 × 31 × 12 / 365 months = 55.0356 ex GST
    const [jan, feb] = cost.breakdown.demand;
    expect(cost.breakdown.demand).toHaveLength(12);
    expect(jan).toMatchObject({
      label: 'Peak demand · Jan 2025',
      from: '2025-01-01',
      to: '2025-01-31',
      peakKw: 6,
      chargedKw: 6,
      chargePeriod: 'MONTH',
    });
    expect(jan?.dollarsExGst).toBeCloseTo((6 * 9 * 31 * 12) / 365, 9);
    expect(jan?.dollarsPerKwIncGst).toBeCloseTo(9.9, 9);
    // Feb: flat 10/48 kWh a half hour = 0.41667 kW × $9 × 28 × 12 / 365
    expect(feb?.peakKw).toBeCloseTo(10 / 24, 9);
    expect(feb?.dollarsExGst).toBeCloseTo((9 * (10 / 24) * 28 * 12) / 365, 9);
    // The year: Jan at 6 kW, the other 334 days at 10/24 kW
    const demandExGst = (9 * 12 * (6 * 31 + (10 / 24) * 334)) / 365;
    expect(exGstOf(cost.breakdown.demand)).toBeCloseTo(demandExGst, 9);
    // Usage: 3650 − 2 × 10/48 + 3 + 5 kWh at 28 c
    const kwh = 3650 - 20 / 48 + 8;
    expect(exGstOf(cost.breakdown.usage)).toBeCloseTo(kwh * 0.28, 9);
    expect(cost.breakdown.usage[0]?.label).toBe('Anytime');
    expect(cost.annualCostExGst).toBeCloseTo(365 + kwh * 0.28 + demandExGst, 9);
  });

  it('SA free power: 0 c from 11 am to 2 pm local, itemised at $0', () => {
    // Arrange: flat 10 kWh a day: free 3 h, peak 6 h, shoulder 15 h
    const profile = flatAnnualProfile(3650, { startDate: START });
    // Act
    const cost = pricePlan(compileDocument(plans.saFreePower), profile);
    // Assert: free 456.25 kWh at 0; peak 912.5 × 0.45; shoulder 2281.25 × 0.25
    expect(
      cost.breakdown.usage.map((l) => [l.label, l.type, l.quantity]),
    ).toEqual([
      ['Free power', 'OFF_PEAK', expect.closeTo(456.25, 6)],
      ['Peak', 'PEAK', expect.closeTo(912.5, 6)],
      ['Shoulder', 'SHOULDER', expect.closeTo(2281.25, 6)],
    ]);
    expect(cost.breakdown.usage[0]?.dollarsIncGst).toBe(0);
    // (383.25 + 410.625 + 570.3125) × 1.1 = 1500.60625
    expect(cost.annualCostIncGst).toBeCloseTo(1500.60625, 6);
  });

  it('SA free power follows the local clock, half an hour off NEM time', () => {
    // Arrange: 1 kWh at 11:00 AEST on 15 Jul (10:30 ACST, shoulder), 1 kWh
    // at 11:30 AEST on 15 Jul (11:00 ACST, free), 1 kWh at 10:30 AEST on
    // 15 Jan (11:00 ACDT, free)
    const usage = new Float64Array(HALF_HOURS);
    usage[195 * 48 + 22] = 1;
    usage[195 * 48 + 23] = 1;
    usage[14 * 48 + 21] = 1;
    const profile = halfHourlyImport(START, usage);
    // Act
    const cost = pricePlan(compileDocument(plans.saFreePower), profile);
    // Assert: 2 kWh free, 1 kWh at 25 c
    expect(cost.breakdown.usage.map((l) => [l.label, l.quantity])).toEqual([
      ['Free power', 2],
      ['Shoulder', 1],
    ]);
    expect(exGstOf(cost.breakdown.usage)).toBeCloseTo(0.25, 12);
  });

  it('gas: blocks per two months, prorated, priced per season', () => {
    // Arrange: 100 MJ a day through 2025
    const profile = flatAnnualProfile(36500, { startDate: START, unit: 'MJ' });
    // Act
    const cost = pricePlan(
      compileDocument(plans.vicGasTwoMonthBlocks),
      profile,
    );
    // Assert: step 1 allows 6000 MJ per 730/12 days = 98.6301 MJ a day,
    // step 2 takes the other 1.3699; Peak (Jun-Sep) has 122 days, Off Peak 243
    const perDay = (6000 * 12) / 730;
    const lines = cost.breakdown.usage.map((l) => [l.label, l.quantity]);
    expect(lines).toEqual([
      [
        'Peak · Anytime · first 6000 MJ every 2 months',
        expect.closeTo(122 * perDay, 6),
      ],
      [
        'Peak · Anytime · next 6000 MJ',
        expect.closeTo(122 * (100 - perDay), 6),
      ],
      [
        'Off Peak · Anytime · first 6000 MJ every 2 months',
        expect.closeTo(243 * perDay, 6),
      ],
      [
        'Off Peak · Anytime · next 6000 MJ',
        expect.closeTo(243 * (100 - perDay), 6),
      ],
    ]);
    const usageExGst =
      122 * (perDay * 0.043 + (100 - perDay) * 0.04) +
      243 * (perDay * 0.037 + (100 - perDay) * 0.033);
    expect(exGstOf(cost.breakdown.usage)).toBeCloseTo(usageExGst, 9);
    // ≈ 122 × 4.29589 + 243 × 3.69452 = 524.10 + 897.77 = 1421.87
    expect(usageExGst).toBeCloseTo(1421.87, 2);
    expect(cost.breakdown.unit).toBe('MJ');
    expect(cost.annualCostExGst).toBeCloseTo(365 * 1.26 + usageExGst, 9);
  });
});
