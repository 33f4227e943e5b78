import { describe, expect, it } from 'vitest';
import { compileDocument } from '#shared/domain/costs/fixtures/compile-document';
import * as fixtures from '#shared/domain/costs/fixtures/plan-documents';
import { PricingContext } from '#shared/domain/costs/pricing-context';
import { rankPlans } from '#shared/domain/costs/rank-plans';
import { flatAnnualProfile } from '#shared/domain/usage/flat-profile';
import { rankWithKeptCosts } from './kept-costs.ts';

const plans = () =>
  [
    fixtures.touMidnightOffPeak,
    fixtures.discounts,
    fixtures.singleRateNsw,
    fixtures.gasBlocks,
  ].map(compileDocument);
const profile = () => flatAnnualProfile(3650, { startDate: '2025-01-01' });

describe('rankWithKeptCosts', () => {
  it('ranks and excludes as rankPlans does, first time and again', () => {
    // Arrange
    const compiled = plans();
    const context = new PricingContext(profile());
    const expected = rankPlans(compiled, profile(), { startsOn: '2025-07-01' });
    // Act
    const first = rankWithKeptCosts(compiled, context, '2025-07-01');
    const again = rankWithKeptCosts(compiled, context, '2025-07-01');
    // Assert
    expect(first).toEqual(expected);
    expect(again).toEqual(expected);
  });

  it('reuses the costs of the same usage sums and start day, and only those', () => {
    // Arrange
    const compiled = plans();
    const context = new PricingContext(profile());
    const first = rankWithKeptCosts(compiled, context, '2025-07-01');
    // Act
    const again = rankWithKeptCosts(compiled, context, '2025-07-01');
    const nextDay = rankWithKeptCosts(compiled, context, '2025-07-02');
    const otherUsage = rankWithKeptCosts(
      compiled,
      new PricingContext(profile()),
      '2025-07-01',
    );
    // Assert: the same cost objects come back only for the same sums and day
    expect(first.ranked.length).toBeGreaterThan(0);
    for (const [i, cost] of again.ranked.entries())
      expect(cost).toBe(first.ranked[i]);
    for (const cost of [...nextDay.ranked, ...otherUsage.ranked])
      expect(first.ranked).not.toContain(cost);
  });

  it('prices a plan it has not met beside the kept ones, in cost order', () => {
    // Arrange
    const compiled = plans().slice(0, 3);
    const context = new PricingContext(profile());
    rankWithKeptCosts(
      compiled.filter((plan) => plan.planId !== 'TST-DISCOUNTS'),
      context,
      '2025-07-01',
    );
    // Act
    const ranking = rankWithKeptCosts(compiled, context, '2025-07-01');
    // Assert
    expect(ranking.ranked.map((cost) => cost.planId)).toContain(
      'TST-DISCOUNTS',
    );
    expect(ranking).toEqual(
      rankPlans(compiled, profile(), { startsOn: '2025-07-01' }),
    );
  });
});
