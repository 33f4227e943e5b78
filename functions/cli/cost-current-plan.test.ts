import { describe, expect, it } from 'vitest';
import type { BatchResult, PricedRow } from './cost-batch.ts';
import { againstCurrentPlan } from './cost-current-plan.ts';
import { billProfile } from './cost-profile.ts';

const row = (planId: string, annualCostIncGst: number): PricedRow => ({
  rank: 0,
  planId,
  brandName: 'Brand',
  displayName: planId,
  annualCostIncGst,
  annualCostWithAllDiscountsIncGst: annualCostIncGst,
  summary: {
    supply: 0,
    usage: 0,
    controlledLoad: 0,
    demand: 0,
    feedIn: 0,
    fees: 0,
    discounts: 0,
  },
  confidence: 'estimated',
  diagnostics: [],
  eligibility: [],
});

const result: BatchResult = {
  priced: [row('a', 1000.1), row('b', 1200), row('c', 1200)],
  refused: [],
  ineligible: [
    { planId: 'x', displayName: 'x', annualCostIncGst: 900, reasons: [] },
  ],
};

describe('againstCurrentPlan', () => {
  it('ranks the bill’s plan among every priced plan, ties sharing, and gives each row its saving against it', () => {
    // Act
    const { currentPlan, plans } = againstCurrentPlan(result, 'c');
    // Assert
    expect(currentPlan).toEqual({
      planId: 'c',
      displayName: 'c',
      annualCostIncGst: 1200,
      rank: 3,
      rankedPlans: 4,
    });
    expect(plans.map((p) => p.savingAgainstCurrentDollars)).toEqual([
      199.9, 0, 0,
    ]);
  });

  it('leaves the rows as they were when the plan was not priced', () => {
    const { currentPlan, plans } = againstCurrentPlan(result, 'gone');
    expect(currentPlan).toBeNull();
    expect(plans).toBe(result.priced);
  });
});

describe('billProfile with currentPlanId', () => {
  it('refuses a plan that is not among the plans priced, naming it', () => {
    expect(() =>
      billProfile(
        {
          postcode: '2000',
          periods: [
            { startDate: '2026-04-01', endDate: '2026-06-30', peakKwh: 800 },
          ],
          currentPlanId: 'NOT-HERE',
        },
        2026,
        '--bill b.json',
        [],
      ),
    ).toThrow(
      '--bill b.json: currentPlanId NOT-HERE is not one of the plans priced',
    );
  });
});
