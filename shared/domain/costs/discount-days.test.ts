import { describe, expect, it } from 'vitest';
import { flatAnnualProfile } from '../usage/flat-profile.ts';
import { incGstOf } from './breakdown.ts';
import { compileDocument } from './fixtures/compile-document.ts';
import * as fixtures from './fixtures/plan-documents.ts';
import { calendarMonthSlices, splitCostByMonth } from './month-split.ts';
import { pricePlan } from './price-plan.ts';
import { PricingContext } from './pricing-context.ts';

/** 10 kWh a day over 2025: $1,606 a year before discounts. */
const year = new PricingContext(
  flatAnnualProfile(3650, { startDate: '2025-01-01' }),
);

/** The fixture's 5 % guaranteed discount, ending on `endDate`. */
function endingOn(endDate: string) {
  const document = structuredClone(fixtures.discounts) as {
    data: { electricityContract: { discounts: Record<string, unknown>[] } };
  };
  const [guaranteed] = document.data.electricityContract.discounts;
  if (guaranteed) guaranteed.endDate = endDate;
  return compileDocument(document);
}

describe('a discount that ends on a date', () => {
  it('counts in the first year only on the days before it ends', () => {
    // Arrange: joining on 27 Nov, the discount ends on 31 Mar
    const plan = endingOn('2026-03-31');
    // Act
    const cost = pricePlan(plan, year, { startsOn: '2025-11-27' });
    // Assert: 27 Nov-31 Mar is 125 of the year's 365 days → 80.30 × 125/365
    expect(-incGstOf(cost.breakdown.guaranteedDiscounts)).toBeCloseTo(
      (80.3 * 125) / 365,
      9,
    );
    expect(cost.annualCostIncGst).toBeCloseTo(
      1606 + 60 - (80.3 * 125) / 365,
      9,
    );
    // once it has ended, the whole discount is gone
    expect(cost.annualCostAfterBenefitsIncGst).toBeCloseTo(1606 + 60, 9);
  });

  it('counts only in the months before it ends when the year is split by month', () => {
    const plan = endingOn('2026-03-31');
    const options = { startsOn: '2025-11-27' };
    const annual = pricePlan(plan, year, options).annualCostIncGst;
    const months = splitCostByMonth(
      plan,
      calendarMonthSlices(year.profile),
      annual,
      options,
    );
    // January (discounted all month) is cheaper than May (no discount)
    const cost = (month: number) => months[month - 1]?.costIncGst ?? 0;
    expect(cost(5) - cost(1)).toBeCloseTo((80.3 / 365) * 31, 1);
    expect(cost(5)).toBeCloseTo(cost(7), 2);
    expect(months.reduce((sum, m) => sum + (m.costIncGst ?? 0), 0)).toBeCloseTo(
      annual,
      2,
    );
  });

  it('counts all year when it lasts a year or more, and not at all once ended', () => {
    const plan = endingOn('2027-03-31');
    const full = pricePlan(plan, year, { startsOn: '2025-11-27' });
    expect(-incGstOf(full.breakdown.guaranteedDiscounts)).toBeCloseTo(80.3, 9);
    const ended = pricePlan(endingOn('2025-10-31'), year, {
      startsOn: '2025-11-27',
    });
    expect(incGstOf(ended.breakdown.guaranteedDiscounts)).toBeCloseTo(0, 9);
    // without a start day every discount counts as before
    const unknown = pricePlan(endingOn('2026-03-31'), year);
    expect(-incGstOf(unknown.breakdown.guaranteedDiscounts)).toBeCloseTo(
      80.3,
      9,
    );
  });
});
