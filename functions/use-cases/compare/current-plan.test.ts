import { describe, expect, it } from 'vitest';
import { ValidationError } from '#platform/errors';
import type { ComparedPlan } from '#shared/contracts/compare';
import {
  assertInMarket,
  currentPlanResult,
  withSavingAgainst,
} from './current-plan.ts';

type Priced = Omit<ComparedPlan, 'isBestValue'>;
const noEstimates = () => null;

const priced = (id: string, cost: number, after = cost): Priced =>
  ({
    plan: { id, planName: `Plan ${id}` },
    annualCostIncGst: cost,
    annualCostAfterBenefitsIncGst: after,
    savingAgainstCurrentDollars: null,
  }) as unknown as Priced;

const market = [
  priced('a', 1500),
  priced('b', 1200.5),
  priced('mine', 1400, 1650),
  priced('c', 1400),
  priced('d', 1900),
];

describe('currentPlanResult', () => {
  it('ranks the current plan among every priced plan, ties sharing a rank', () => {
    const result = currentPlanResult('mine', market, noEstimates);
    expect(result).toMatchObject({
      plan: { id: 'mine' },
      annualCostIncGst: 1400,
      annualCostAfterBenefitsIncGst: 1650,
      rank: 2,
      rankedPlans: 5,
    });
    expect(result?.card).toMatchObject({
      plan: { id: 'mine' },
      annualCostIncGst: 1400,
      savingAgainstCurrentDollars: 0,
      isBestValue: false,
    });
    expect(currentPlanResult('c', market, noEstimates)?.rank).toBe(2);
    expect(currentPlanResult('d', market, noEstimates)?.rank).toBe(5);
  });

  it("ranks the current plan by the list's rule, a timing allowance included", () => {
    // Arrange: b is cheaper as priced, but ranks behind mine by $150 of
    // timing allowance; mine itself carries $20.
    const withAllowances = [
      { ...priced('b', 1300), timingAllowanceDollars: 150 },
      { ...priced('mine', 1400), timingAllowanceDollars: 20 },
      priced('c', 1410),
      priced('d', 1415),
    ];
    // Act
    const result = currentPlanResult('mine', withAllowances, noEstimates);
    // Assert: c and d (1,410 and 1,415 against 1,420) rank ahead; by
    // price alone b would be the one ahead, and mine second.
    expect(result?.rank).toBe(3);
  });

  it('gives nothing when the current plan could not be priced', () => {
    expect(currentPlanResult('unpriced', market, noEstimates)).toBeNull();
  });
});

describe('withSavingAgainst', () => {
  it('gives each plan the current cost less its own, in cents', () => {
    const current = currentPlanResult('mine', market, noEstimates);
    const saved = withSavingAgainst(market, current);
    expect(saved.map((p) => p.savingAgainstCurrentDollars)).toEqual([
      -100, 199.5, 0, 0, -500,
    ]);
  });

  it('leaves the savings empty with no current plan', () => {
    const saved = withSavingAgainst(market, null);
    expect(saved.every((p) => p.savingAgainstCurrentDollars === null)).toBe(
      true,
    );
  });
});

describe('assertInMarket', () => {
  it('refuses a plan outside the market, naming currentPlanId', () => {
    expect(() => assertInMarket('elsewhere', new Set(['a']))).toThrow(
      expect.objectContaining({
        constructor: ValidationError,
        field: 'currentPlanId',
      }),
    );
    expect(() => assertInMarket('a', new Set(['a']))).not.toThrow();
  });
});
