import { describe, expect, it } from 'vitest';
import { flatAnnualProfile } from '../usage/flat-profile.ts';
import { compileDocument } from './fixtures/compile-document.ts';
import * as fixtures from './fixtures/plan-documents.ts';
import { halfHourlyImport } from './fixtures/profiles.ts';
import { calendarMonthSlices, splitCostByMonth } from './month-split.ts';
import { pricePlan } from './price-plan.ts';

const plan = compileDocument(fixtures.singleRateNsw);
const cents = (value: number | null) => Math.round((value ?? 0) * 100);
const totalCents = (months: { costIncGst: number | null }[]) =>
  months.reduce((sum, m) => sum + cents(m.costIncGst), 0);

describe('calendarMonthSlices', () => {
  it('cuts a calendar year into its twelve months, every channel with it', () => {
    // Arrange
    const profile = flatAnnualProfile(3650, {
      startDate: '2025-01-01',
      annualExport: 730,
      annualControlledLoad: 365,
    });
    // Act
    const slices = calendarMonthSlices(profile);
    // Assert
    expect(slices.map((s) => s.month)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(slices.map((s) => s.days)).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    const february = slices[1]?.context.profile;
    expect(february?.startDate).toBe('2025-02-01');
    expect(february?.importPerInterval.length).toBe(28 * 48);
    expect(february?.exportPerInterval?.length).toBe(28 * 48);
    expect(february?.controlledLoadPerInterval?.length).toBe(28 * 48);
  });

  it('keeps the two parts of a month apart when a year of readings starts mid-month', () => {
    const profile = halfHourlyImport(
      '2024-12-15',
      new Float64Array(365 * 48).fill(0.2),
    );
    const slices = calendarMonthSlices(profile);
    expect(slices).toHaveLength(13);
    expect(slices[0]).toMatchObject({ month: 12, days: 17 });
    expect(slices[12]).toMatchObject({ month: 12, days: 14 });
    expect(slices[12]?.context.profile.exportPerInterval).toBeUndefined();
  });
});

describe('splitCostByMonth', () => {
  it("gives each month its own days' supply and use, adding up to the annual cost", () => {
    // Arrange: 10 kWh a day at 33 c plus $1.10 a day supply = $4.40 a day
    const profile = flatAnnualProfile(3650, { startDate: '2025-01-01' });
    const annual = pricePlan(plan, profile).annualCostIncGst;
    // Act
    const months = splitCostByMonth(plan, calendarMonthSlices(profile), annual);
    // Assert
    expect(months[0]).toEqual({ month: 1, days: 31, costIncGst: 136.4 });
    expect(months[1]).toEqual({ month: 2, days: 28, costIncGst: 123.2 });
    expect(totalCents(months)).toBe(cents(annual));
    expect(totalCents(months)).toBe(160_600);
  });

  it('adds a month met twice (a year from mid-December) into one figure', () => {
    const profile = halfHourlyImport(
      '2024-12-15',
      new Float64Array(365 * 48).fill(10 / 48),
    );
    const annual = pricePlan(plan, profile).annualCostIncGst;
    const months = splitCostByMonth(plan, calendarMonthSlices(profile), annual);
    expect(months[11]).toEqual({ month: 12, days: 31, costIncGst: 136.4 });
    expect(totalCents(months)).toBe(cents(annual));
  });

  it('leaves months the readings never reach empty and spreads the scaling by days', () => {
    // Arrange: 45 days of readings, annualised by the engine to 365
    const profile = halfHourlyImport(
      '2025-01-20',
      new Float64Array(45 * 48).fill(10 / 48),
    );
    const annual = pricePlan(plan, profile).annualCostIncGst;
    // Act
    const months = splitCostByMonth(plan, calendarMonthSlices(profile), annual);
    // Assert
    expect(months.map((m) => m.days)).toEqual([
      12, 28, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(months.slice(3).every((m) => m.costIncGst === null)).toBe(true);
    expect(totalCents(months)).toBe(cents(annual));
    const perDay = (m: (typeof months)[number]) => (m.costIncGst ?? 0) / m.days;
    expect(perDay(months[0] as (typeof months)[number])).toBeCloseTo(
      annual / 45,
      1,
    );
    expect(perDay(months[1] as (typeof months)[number])).toBeCloseTo(
      annual / 45,
      1,
    );
  });

  it('hands out the leftover cents to the largest remainders, never losing one', () => {
    // Arrange: an annual figure a third of a cent off whole cents per month
    const profile = flatAnnualProfile(3650, { startDate: '2025-01-01' });
    const annual = pricePlan(plan, profile).annualCostIncGst + 0.07;
    // Act
    const months = splitCostByMonth(plan, calendarMonthSlices(profile), annual);
    // Assert
    expect(totalCents(months)).toBe(cents(annual));
    const raised = months.filter(
      (m) => cents(m.costIncGst) !== Math.round(m.days * 440),
    );
    expect(raised.length).toBeGreaterThan(0);
    expect(raised.length).toBeLessThanOrEqual(7);
  });
});
